/**
 * How the proposal lays out what the client may choose (docs/choices.md § The proposal):
 * the required lines first, then each alternative group under
 * its own heading ('Choose one: <group>'), then the optional items ('Optional
 * items'); each choice marked in words ('Recommended' before the client
 * answers). The accepted selection lists exactly the lines the client chose,
 * each group's and optional item marked 'Chosen'; the lines not chosen are
 * left out of it. Pure.
 */
import { alternativeGroups, choiceKind, recommendedLineIds, type LineChoiceKind, type LineChoiceMarks } from '~/domain/choices/selection';

export type ChoiceMarkedLine = LineChoiceMarks & { index: number };

export type ChoiceSectionPlan = {
  key: string;
  kind: 'required' | 'group' | 'optional';
  /** null for the required lines (the table's own head says what they are). */
  heading: string | null;
  note: string | null;
  /** Indexes into the version's lines, in their order. */
  indexes: number[];
};

export const CHOICE_WORDS = {
  recommended: 'Recommended',
  chosen: 'Chosen',
  notChosen: 'Not chosen',
  optionalHeading: 'Optional items',
  groupHeading: (group: string) => `Choose one: ${group}`,
  groupNote: 'Choose one of these items; the recommended one is in the total shown.',
  groupNoteAccepted: 'The item chosen of this group.',
  optionalNote: 'Offered at these prices and added only when chosen; the recommended ones are in the total shown.',
  optionalNoteAccepted: 'The optional items added.',
  totalDepends: 'The total depends on the choices: it counts the recommended item of each group and the recommended optional items.',
  acceptedTotals: 'The totals of the accepted selection: exactly the items listed above.',
} as const;

/**
 * The sections in print order. `accepted`: the ids the client chose, for the
 * accepted selection (its notes, and only the chosen lines: a group keeps its
 * chosen line, the optional items those added, and a section left empty goes).
 */
export function choiceSections(lines: readonly LineChoiceMarks[], accepted: ReadonlySet<number> | null = null): ChoiceSectionPlan[] {
  const indexed = lines.map((l, index) => ({ ...l, index })).filter((l) => accepted === null || choiceKind(l) === 'Required' || accepted.has(l.id));
  const sections: ChoiceSectionPlan[] = [];
  const required = indexed.filter((l) => choiceKind(l) === 'Required').map((l) => l.index);
  if (required.length || lines.length === 0) sections.push({ key: 'required', kind: 'required', heading: null, note: null, indexes: required });
  for (const [group, members] of alternativeGroups(indexed)) {
    sections.push({ key: `group:${group}`, kind: 'group', heading: CHOICE_WORDS.groupHeading(group), note: accepted ? CHOICE_WORDS.groupNoteAccepted : CHOICE_WORDS.groupNote, indexes: members.map((l) => l.index) });
  }
  const optional = indexed.filter((l) => choiceKind(l) === 'Optional').map((l) => l.index);
  if (optional.length) sections.push({ key: 'optional', kind: 'optional', heading: CHOICE_WORDS.optionalHeading, note: accepted ? CHOICE_WORDS.optionalNoteAccepted : CHOICE_WORDS.optionalNote, indexes: optional });
  return sections;
}

/** A line's mark in words: '' for a required line; else Recommended (or nothing), or Chosen / Not chosen on an accepted selection. */
export function choiceMark(kind: LineChoiceKind, recommended: boolean, counted: boolean, accepted: boolean): string {
  if (kind === 'Required') return '';
  if (accepted) return counted ? CHOICE_WORDS.chosen : CHOICE_WORDS.notChosen;
  return recommended ? CHOICE_WORDS.recommended : '';
}

/** The lines recommended to the client (a group's first when none is marked), as a set. */
export function recommendedSet(lines: readonly LineChoiceMarks[]): Set<number> {
  return new Set(recommendedLineIds(lines));
}

/** A line's choice marks, its index standing in for a missing id (a line with no marks is required). */
export function marksOf(line: Partial<LineChoiceMarks>, i: number): LineChoiceMarks {
  return { id: line.id ?? i, optional: line.optional ?? false, alternativeGroup: line.alternativeGroup ?? null, recommended: line.recommended ?? false };
}

/** The pricing sheet's word for a line's choice: 'Optional', 'Choose one: Faces', with ' · Recommended'; '' for a required line. */
export function pricingChoiceLabel(line: Pick<LineChoiceMarks, 'optional' | 'alternativeGroup'>, recommended: boolean): string {
  const kind = choiceKind(line);
  if (kind === 'Required') return '';
  const what = kind === 'Optional' ? 'Optional' : CHOICE_WORDS.groupHeading(line.alternativeGroup ?? '');
  return recommended ? `${what} · ${CHOICE_WORDS.recommended}` : what;
}
