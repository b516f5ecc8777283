import { describe, expect, it } from 'vitest';
import { choiceFromApi, choiceFromForm, choiceLabel, choiceWords, chosenWords, groupNames, LINE_CHOICE_MESSAGES, REQUIRED_CHOICE } from './line-choice';

describe('the panel’s choice fields', () => {
  it('reads Required when nothing is sent, and drops a recommended tick on a required line', () => {
    expect(choiceFromForm({})).toEqual({ ok: true, choice: REQUIRED_CHOICE });
    expect(choiceFromForm({ choice: 'required', recommended: 'on', alternativeGroup: 'Faces' })).toEqual({ ok: true, choice: REQUIRED_CHOICE });
  });

  it('reads Optional, pre-ticked when recommended, never in a group', () => {
    expect(choiceFromForm({ choice: 'optional', recommended: 'on', alternativeGroup: 'Faces' })).toEqual({
      ok: true,
      choice: { optional: true, alternativeGroup: null, recommended: true },
    });
  });

  it("reads 'Choose one' with its group's name, cleaned and trimmed", () => {
    expect(choiceFromForm({ choice: 'choose-one', alternativeGroup: '  Faces\tand returns ' })).toEqual({
      ok: true,
      choice: { optional: false, alternativeGroup: 'Faces and returns', recommended: false },
    });
  });

  it("refuses 'Choose one' without a name or with one over 60 characters, naming the field and the limit", () => {
    expect(choiceFromForm({ choice: 'choose-one', alternativeGroup: ' ' })).toEqual({ ok: false, fieldErrors: { alternativeGroup: [LINE_CHOICE_MESSAGES.groupNeeded] } });
    expect(choiceFromForm({ choice: 'choose-one', alternativeGroup: 'x'.repeat(61) })).toEqual({
      ok: false,
      fieldErrors: { alternativeGroup: ['Group name must be at most 60 characters'] },
    });
    expect(choiceFromForm({ choice: 'choose-one', alternativeGroup: 'x'.repeat(60) }).ok).toBe(true);
  });

  it('refuses an unknown choice', () => {
    expect(choiceFromForm({ choice: 'maybe' })).toEqual({ ok: false, fieldErrors: { choice: [LINE_CHOICE_MESSAGES.kind] } });
  });
});

describe('the API’s choice fields', () => {
  it('says nothing when none of the three fields is sent, so an edit keeps the marks', () => {
    expect(choiceFromApi({})).toBeUndefined();
  });

  it('reads a group, an optional line, and ignores recommended on a required line', () => {
    expect(choiceFromApi({ alternativeGroup: 'Faces', recommended: true })).toEqual({ optional: false, alternativeGroup: 'Faces', recommended: true });
    expect(choiceFromApi({ optional: true })).toEqual({ optional: true, alternativeGroup: null, recommended: false });
    expect(choiceFromApi({ optional: false, recommended: true })).toEqual(REQUIRED_CHOICE);
    expect(choiceFromApi({ alternativeGroup: null })).toEqual(REQUIRED_CHOICE);
  });
});

describe('a line’s marks in words', () => {
  it('says each kind without relying on colour', () => {
    expect(choiceWords(REQUIRED_CHOICE)).toBe('');
    expect(choiceLabel(REQUIRED_CHOICE)).toBe('Required');
    expect(choiceWords({ optional: true, alternativeGroup: null, recommended: false })).toBe('Optional');
    expect(choiceWords({ optional: true, alternativeGroup: null, recommended: true })).toBe('Optional · pre-ticked');
    expect(choiceWords({ optional: false, alternativeGroup: 'Faces', recommended: false })).toBe('Choose one: Faces');
    expect(choiceWords({ optional: false, alternativeGroup: 'Faces', recommended: true })).toBe('Choose one: Faces · Recommended');
  });

  it('says Chosen or Not chosen on an approved version, nothing on a required line', () => {
    const counted = new Set([1, 2]);
    expect(chosenWords({ id: 1, ...REQUIRED_CHOICE }, counted)).toBeNull();
    expect(chosenWords({ id: 2, optional: true, alternativeGroup: null, recommended: false }, counted)).toBe('Chosen');
    expect(chosenWords({ id: 3, optional: false, alternativeGroup: 'Faces', recommended: true }, counted)).toBe('Not chosen');
  });

  it('lists the version’s groups in order of their first line', () => {
    expect(groupNames([{ alternativeGroup: 'B' }, { alternativeGroup: null }, { alternativeGroup: 'A' }, { alternativeGroup: 'B' }])).toEqual(['B', 'A']);
  });
});
