import { describe, expect, it } from 'vitest';
import { groupField, readChoiceFields } from './choice-form';

describe("the client's choice as a form carries it", () => {
  it('reads the hidden required lines, the ticked optional items and each group’s radio', () => {
    const form = new URLSearchParams([
      ['intent', 'accept'],
      ['chosenLineIds', '11'],
      ['chosenLineIds', '13'],
      [groupField(0), '15'],
    ]);
    expect(readChoiceFields(form.entries())).toEqual({ kind: 'ids', ids: [11, 13, 15] });
  });

  it('takes ids separated by commas, as an API caller may send them', () => {
    expect(readChoiceFields([['chosenLineIds', '4, 5,6']])).toEqual({ kind: 'ids', ids: [4, 5, 6] });
  });

  it('says no choice was sent when no field names one, so the recommended choice counts', () => {
    expect(readChoiceFields([['intent', 'accept']])).toEqual({ kind: 'none' });
  });

  it('refuses a value that is not a line id', () => {
    expect(readChoiceFields([['chosenLineIds', '4;DROP']])).toEqual({ kind: 'malformed' });
    expect(readChoiceFields([['chosenLineIds', '-3']])).toEqual({ kind: 'malformed' });
  });
});
