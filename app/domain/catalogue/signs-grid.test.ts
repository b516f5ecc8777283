import { describe, expect, it } from 'vitest';
import { cellKey, cellKeyAction, filledRows, moveCell, signsHref, stretchRange, toggledOpen, undoOfFill, visibleRows, GRID_MESSAGES, type GridRow } from './signs-grid';

// Sign 1 has sizes 11, 12, 13; sign 2 has 21, 22; sign 3 (closed) has 31.
const signs = [
  { id: 1, sizes: [{ id: 11 }, { id: 12 }, { id: 13 }] },
  { id: 2, sizes: [{ id: 21 }, { id: 22 }] },
  { id: 3, sizes: [{ id: 31 }] },
];
const rows: GridRow[] = visibleRows(signs, new Set([1, 2]));

describe('visibleRows', () => {
  it('lists the sizes of the open signs only, in the signs order', () => {
    expect(rows.map((r) => r.id)).toEqual([11, 12, 13, 21, 22]);
    expect(visibleRows(signs, new Set())).toEqual([]);
  });
});

describe('moveCell', () => {
  it('moves by rows across signs and by columns within a row', () => {
    expect(moveCell(rows, { sizeId: 13, col: 'signPrice' }, 1, 0)).toEqual({ sizeId: 21, col: 'signPrice' });
    expect(moveCell(rows, { sizeId: 12, col: 'signPrice' }, 0, 1)).toEqual({ sizeId: 12, col: 'installPrice' });
  });
  it('wraps past the last column to the next row (Tab) and before the first to the previous row (Shift+Tab)', () => {
    expect(moveCell(rows, { sizeId: 11, col: 'raceway' }, 0, 1)).toEqual({ sizeId: 12, col: 'signPrice' });
    expect(moveCell(rows, { sizeId: 12, col: 'signPrice' }, 0, -1)).toEqual({ sizeId: 11, col: 'raceway' });
  });
  it('stops at the edges and for a row not on screen', () => {
    expect(moveCell(rows, { sizeId: 11, col: 'signPrice' }, -1, 0)).toBeNull();
    expect(moveCell(rows, { sizeId: 22, col: 'raceway' }, 0, 1)).toBeNull();
    expect(moveCell(rows, { sizeId: 31, col: 'signPrice' }, 1, 0)).toBeNull();
  });
});

describe('stretchRange and filledRows', () => {
  it('grows a range from the selected cell one size at a time, within its sign', () => {
    const one = stretchRange(rows, null, { sizeId: 11, col: 'signBudget' }, 1);
    expect(one).toEqual({ signId: 1, col: 'signBudget', sourceId: 11, targetId: 12 });
    const two = stretchRange(rows, one, { sizeId: 11, col: 'signBudget' }, 1);
    expect(two?.targetId).toBe(13);
    expect(filledRows(rows, two!)).toEqual([12, 13]);
    // The sign's last size: it goes no further (not into sign 2).
    expect(stretchRange(rows, two, { sizeId: 11, col: 'signBudget' }, 1)).toBeNull();
    // Back up shrinks it.
    expect(stretchRange(rows, two, { sizeId: 11, col: 'signBudget' }, -1)?.targetId).toBe(12);
  });
  it('starts again from another cell or column', () => {
    const range = { signId: 1, col: 'signPrice' as const, sourceId: 11, targetId: 13 };
    expect(stretchRange(rows, range, { sizeId: 11, col: 'raceway' }, 1)).toEqual({ signId: 1, col: 'raceway', sourceId: 11, targetId: 12 });
    expect(stretchRange(rows, range, { sizeId: 13, col: 'signPrice' }, -1)).toEqual({ signId: 1, col: 'signPrice', sourceId: 13, targetId: 12 });
  });
  it('fills upwards too, never the source, never another sign', () => {
    expect(filledRows(rows, { signId: 1, col: 'signPrice', sourceId: 13, targetId: 11 })).toEqual([11, 12]);
    expect(filledRows(rows, { signId: 1, col: 'signPrice', sourceId: 13, targetId: 13 })).toEqual([]);
    // A drag over the next sign's rows keeps to the source's sign.
    expect(filledRows(rows, { signId: 1, col: 'signPrice', sourceId: 12, targetId: 21 })).toEqual([13]);
    expect(filledRows(rows, { signId: 3, col: 'signPrice', sourceId: 31, targetId: 31 })).toEqual([]);
  });
});

describe('cellKeyAction', () => {
  it('reads the keys of a selected cell', () => {
    expect(cellKeyAction('ArrowDown', false, false)).toEqual({ kind: 'move', dRow: 1, dCol: 0 });
    expect(cellKeyAction('ArrowLeft', true, false)).toEqual({ kind: 'move', dRow: 0, dCol: -1 });
    expect(cellKeyAction('ArrowUp', true, false)).toEqual({ kind: 'stretch', dRow: -1 });
    expect(cellKeyAction('Enter', false, true)).toEqual({ kind: 'fill' });
    expect(cellKeyAction('Enter', false, false)).toEqual({ kind: 'edit' });
    expect(cellKeyAction('F2', false, true)).toEqual({ kind: 'edit' });
    expect(cellKeyAction('Escape', false, true)).toEqual({ kind: 'cancel' });
    expect(cellKeyAction('a', false, false)).toBeNull();
  });
});

describe('the words and addresses', () => {
  it('says what was saved and filled', () => {
    expect(GRID_MESSAGES.saved('signPrice', '18"', 222250)).toBe('Saved Sign Price of 18": $2,222.50');
    expect(GRID_MESSAGES.filled('signPrice', 1, 199950)).toBe('Filled Sign Price of 1 size with $1,999.50');
    expect(GRID_MESSAGES.range('raceway', 2)).toBe('Fill Raceway into 2 sizes: Enter fills, Escape cancels');
  });
  it('undoes a fill row by row, naming each value after the fill', () => {
    expect(undoOfFill('signPrice', [{ id: 12, cents: 100 }], [{ id: 12, cents: 500 }])).toEqual({ column: 'signPrice', rows: [{ id: 12, cents: 100, expected: 500 }] });
  });
  it('keeps the open signs in the address', () => {
    expect(signsHref([])).toBe('/data?tab=signs');
    expect(signsHref([4, 7])).toBe('/data?tab=signs&open=4,7');
    expect(toggledOpen([4, 7], 4)).toEqual([7]);
    expect(toggledOpen([7], 4)).toEqual([7, 4]);
  });
  it('names a cell', () => expect(cellKey({ sizeId: 5, col: 'raceway' })).toBe('5:raceway'));
});
