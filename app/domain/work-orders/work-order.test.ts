import { describe, expect, it } from 'vitest';
import { moneyIn, notesChanged, notesSnapshot, sizeAndOptionsText, workOrderFileName, workOrderLines } from './work-order';

describe('what the work order reads of a line', () => {
  const line = { id: 7, lineType: 'sign' as const, signName: 'Pylon', serviceName: null, sizeName: '8\' x 20\'', quantity: 2, description: null, signDescription: 'Double-sided pylon', serviceDescription: null, selectedOptions: { Color: 'Red', Lit: 'On' }, level: 0 };

  it('names it, words its size and options and carries its notes', () => {
    expect(workOrderLines([line], new Map([[7, 'Crane needed']]))).toEqual([
      { lineId: 7, lineNo: 1, lineType: 'sign', name: 'Pylon', quantity: 2, description: 'Double-sided pylon', sizeAndOptions: "Size 8' x 20', Color: Red, Lit", installNotes: 'Crane needed', level: 0 },
    ]);
    expect(sizeAndOptionsText({ sizeName: null, selectedOptions: {} })).toBe('');
    // A count left at 0 and a 'None' choice ask the crew for nothing; a height of 0 ft 8 in still reads.
    expect(sizeAndOptionsText({ sizeName: null, selectedOptions: { 'Pylon Signs': 0, 'Wall Signs': 3, 'Backer Size': 'None', heightFt: 0, heightIn: 8 } })).toBe('Height 0\' 8", Wall Signs: 3');
  });

  it('tells when the notes changed since a revision', () => {
    const now = notesSnapshot([{ lineId: 1, installNotes: 'a' }, { lineId: 2, installNotes: '' }]);
    expect(now).toEqual({ 1: 'a' });
    expect(notesChanged(now, { 1: 'a' })).toBe(false);
    expect(notesChanged(now, {})).toBe(true);
  });
});

describe('finding money in work order text', () => {
  it('finds a dollar sign or an amount, never a size, a count or a phone number', () => {
    expect(moneyIn('Total $1,250.00')).toBe('$');
    expect(moneyIn('Balance 1,250.00')).toBe('1,250.00');
    expect(moneyIn('Price 12.50')).toBe('12.50');
    expect(moneyIn('Size 3\' x 8\', Height 6\' 8", Qty 2, 24" letters, (555) 123-4567, 2025-003')).toBeNull();
  });

  it('names the file by job, revision and name', () => {
    expect(workOrderFileName('2025-003', 2, 'Upland / Reimage')).toBe('Work Order 2025-003 rev 2 - Upland Reimage.pdf');
  });
});
