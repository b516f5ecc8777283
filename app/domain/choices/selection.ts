/**
 * Which lines of a version count in its totals (docs/choices.md). A line is
 * required (no marks), Optional (offered; counted only when chosen, pre-ticked
 * when recommended) or one of an alternative group's lines ('Choose one':
 * exactly one of them counts). Before the client answers, the counted lines are
 * the required ones plus the recommended choices; once the client accepts, the
 * ones they chose. Every total of a version (job page, proposal, jobs list,
 * dashboard, API, invoices, work order) reads its lines through this. Pure.
 */

export type LineChoiceMarks = {
  id: number;
  optional: boolean;
  alternativeGroup: string | null;
  recommended: boolean;
};

export type LineChoiceKind = 'Required' | 'Optional' | 'Alternative';

export function choiceKind(line: Pick<LineChoiceMarks, 'optional' | 'alternativeGroup'>): LineChoiceKind {
  if (line.alternativeGroup) return 'Alternative';
  return line.optional ? 'Optional' : 'Required';
}

/** The alternative groups in the order their first line appears, each with its lines in order. */
export function alternativeGroups<L extends LineChoiceMarks>(lines: readonly L[]): Map<string, L[]> {
  const groups = new Map<string, L[]>();
  for (const line of lines) {
    if (!line.alternativeGroup) continue;
    const group = groups.get(line.alternativeGroup);
    if (group) group.push(line);
    else groups.set(line.alternativeGroup, [line]);
  }
  return groups;
}

/** The lines counted before the client answers: required, recommended optional, and each group's recommended line (its first when none is). */
export function recommendedLineIds(lines: readonly LineChoiceMarks[]): number[] {
  const ids = new Set<number>();
  for (const line of lines) {
    if (choiceKind(line) === 'Required' || (line.optional && !line.alternativeGroup && line.recommended)) ids.add(line.id);
  }
  for (const group of alternativeGroups(lines).values()) ids.add((group.find((l) => l.recommended) ?? group[0]!).id);
  return lines.filter((l) => ids.has(l.id)).map((l) => l.id);
}

/**
 * The ids of the lines that count: the accepted choice when there is one
 * (`chosen`, as stored at acceptance), else the recommended lines.
 */
export function countedLineIds(lines: readonly LineChoiceMarks[], chosen: readonly number[] | null): Set<number> {
  return new Set(chosen ?? recommendedLineIds(lines));
}

/** The lines that count, in their order (see countedLineIds). */
export function countedLines<L extends LineChoiceMarks>(lines: readonly L[], chosen: readonly number[] | null): L[] {
  const ids = countedLineIds(lines, chosen);
  return lines.filter((l) => ids.has(l.id));
}

export const CHOICE_MESSAGES = {
  notOfVersion: 'A chosen item is not part of this proposal',
  twice: 'An item is chosen more than once',
  requiredMissing: 'Every required item is part of the proposal and cannot be left out',
  groupNone: (group: string) => `Choose one item of '${group}'`,
  groupMany: (group: string) => `Choose only one item of '${group}'`,
} as const;

/**
 * A client's choice checked against the version's lines: only lines of this
 * version, each named once (the page never names one twice, so a repeat is a
 * hand-made answer), every required line, exactly one line of each group, any
 * optional lines. Returns the chosen ids in line order, or the first thing wrong.
 */
export function checkChoice(lines: readonly LineChoiceMarks[], chosen: readonly number[]): { ok: true; ids: number[] } | { ok: false; error: string } {
  const own = new Set(lines.map((l) => l.id));
  const picked = new Set(chosen);
  if ([...picked].some((id) => !own.has(id))) return { ok: false, error: CHOICE_MESSAGES.notOfVersion };
  if (picked.size !== chosen.length) return { ok: false, error: CHOICE_MESSAGES.twice };
  if (lines.some((l) => choiceKind(l) === 'Required' && !picked.has(l.id))) return { ok: false, error: CHOICE_MESSAGES.requiredMissing };
  for (const [name, group] of alternativeGroups(lines)) {
    const count = group.filter((l) => picked.has(l.id)).length;
    if (count === 0) return { ok: false, error: CHOICE_MESSAGES.groupNone(name) };
    if (count > 1) return { ok: false, error: CHOICE_MESSAGES.groupMany(name) };
  }
  return { ok: true, ids: lines.filter((l) => picked.has(l.id)).map((l) => l.id) };
}

/** A stored choice (job_versions.chosen_line_ids / proposal_answers.chosen_line_ids): null when absent or not a list of ids. */
export function readChosenIds(json: string | null): number[] | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) && value.every((v) => Number.isSafeInteger(v)) ? (value as number[]) : null;
  } catch {
    return null;
  }
}
