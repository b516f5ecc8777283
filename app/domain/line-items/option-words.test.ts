import { describe, expect, it } from 'vitest';
import { optionWordChanges, optionWords, optionWordsText } from './option-words';

describe('optionWords', () => {
  it('says dimensions as feet and inches, size first, then the options by name', () => {
    const options = { Color: 'Brand Red', heightIn: 8, widthFt: '10', heightFt: 6, widthIn: 6, size: "3' x 8'" };
    expect(optionWordsText(options)).toBe(`Size 3' x 8', Height 6' 8", Width 10' 6", Color: Brand Red`);
    expect(optionWords(options).map((w) => w.label)).toEqual(['Size', 'Height', 'Width', 'Color']);
  });

  it('leaves out a switch that is off and an empty option; a switch that is on reads as its name', () => {
    expect(optionWordsText({ 'Manufacture Only': 'Off', 'Double-Faced': 'On', Lit: '', Finish: null })).toBe('Double-Faced');
  });

  it('reads missing inches as 0 and leaves out dimensions without feet', () => {
    expect(optionWordsText({ heightFt: 4, heightIn: '', widthIn: 3 })).toBe(`Height 4' 0"`);
  });
});

describe('optionWordChanges', () => {
  it('lists only what differs, in words', () => {
    const from = { heightFt: 6, heightIn: 8, widthFt: 10, widthIn: 6, Color: 'Red', 'Manufacture Only': 'Off', Raceway: 'On' };
    const to = { heightFt: 7, heightIn: 0, widthFt: 10, widthIn: 6, Color: 'Red', 'Manufacture Only': 'Off', Raceway: 'Off', Finish: 'Matte' };
    expect(optionWordChanges(from, to)).toEqual([
      { label: 'Height', from: `6' 8"`, to: `7' 0"` },
      { label: 'Finish', from: '(none)', to: 'Matte' },
      { label: 'Raceway', from: 'On', to: 'Off' },
    ]);
  });

  it('sees no change between an off switch and a switch not saved at all', () => {
    expect(optionWordChanges({ 'Manufacture Only': 'Off' }, {})).toEqual([]);
  });
});
