import { describe, expect, it } from 'vitest';
import { CHOICE_MESSAGES, checkChoice, choiceKind, countedLines, readChosenIds, recommendedLineIds } from './selection';

const line = (id: number, marks: Partial<{ optional: boolean; alternativeGroup: string | null; recommended: boolean }> = {}) => ({
  id,
  optional: false,
  alternativeGroup: null,
  recommended: false,
  ...marks,
});

// 1 required; 2 optional pre-ticked; 3 optional; 4, 5 'Letters' with 5 recommended; 6, 7 'Removal' with none recommended.
const lines = [
  line(1),
  line(2, { optional: true, recommended: true }),
  line(3, { optional: true }),
  line(4, { alternativeGroup: 'Letters' }),
  line(5, { alternativeGroup: 'Letters', recommended: true }),
  line(6, { alternativeGroup: 'Removal' }),
  line(7, { alternativeGroup: 'Removal' }),
];

describe('which lines count', () => {
  it('names each kind of line', () => {
    expect(lines.map(choiceKind)).toEqual(['Required', 'Optional', 'Optional', 'Alternative', 'Alternative', 'Alternative', 'Alternative']);
  });

  it('counts the required, the pre-ticked optional and each group’s recommended line (its first when none is) before the client answers', () => {
    expect(recommendedLineIds(lines)).toEqual([1, 2, 5, 6]);
    expect(countedLines(lines, null).map((l) => l.id)).toEqual([1, 2, 5, 6]);
  });

  it('counts the accepted choice once there is one', () => {
    expect(countedLines(lines, [1, 3, 4, 7]).map((l) => l.id)).toEqual([1, 3, 4, 7]);
  });

  it('counts every line of a version with no marks, as before choices existed', () => {
    expect(recommendedLineIds([line(8), line(9)])).toEqual([8, 9]);
  });
});

describe('a client’s choice', () => {
  it('accepts a choice with every required line and one line of each group, in line order', () => {
    expect(checkChoice(lines, [7, 4, 1])).toEqual({ ok: true, ids: [1, 4, 7] });
  });

  it('refuses a line of another version, a required line left out, none or two of a group', () => {
    expect(checkChoice(lines, [1, 4, 6, 99])).toEqual({ ok: false, error: CHOICE_MESSAGES.notOfVersion });
    expect(checkChoice(lines, [4, 6])).toEqual({ ok: false, error: CHOICE_MESSAGES.requiredMissing });
    expect(checkChoice(lines, [1, 6])).toEqual({ ok: false, error: "Choose one item of 'Letters'" });
    expect(checkChoice(lines, [1, 4, 5, 6])).toEqual({ ok: false, error: "Choose only one item of 'Letters'" });
  });

  it('refuses a line named twice, even one that would count once', () => {
    expect(checkChoice(lines, [1, 4, 6, 6])).toEqual({ ok: false, error: CHOICE_MESSAGES.twice });
    expect(checkChoice(lines, [1, 1, 4, 6])).toEqual({ ok: false, error: CHOICE_MESSAGES.twice });
  });

  it('reads a stored choice, and nothing from a damaged one', () => {
    expect(readChosenIds('[1,4]')).toEqual([1, 4]);
    expect(readChosenIds(null)).toBeNull();
    expect(readChosenIds('{"a":1}')).toBeNull();
    expect(readChosenIds('[1.5]')).toBeNull();
  });
});
