/**
 * What the estimator sets on a line for the client's choice (docs/choices.md
 * § The estimator's side): Required, Optional (pre-ticked when recommended) or
 * one line of a 'Choose one' group (the group's recommended line when marked),
 * read from the line panel's form or the API's JSON with one set of rules, and
 * said in words wherever a line is shown. Pure.
 */
import { z } from 'zod';
import { userText } from '~/domain/user-text';
import { choiceKind, type LineChoiceKind, type LineChoiceMarks } from './selection';
import { CHOICE_FIELD_VALUES, GROUP_NAME_LIMIT } from './panel-fields';

export type LineChoice = Omit<LineChoiceMarks, 'id'>;

export const REQUIRED_CHOICE: LineChoice = { optional: false, alternativeGroup: null, recommended: false };

export const LINE_CHOICE_MESSAGES = {
  groupTooLong: `Group name must be at most ${GROUP_NAME_LIMIT} characters`,
  groupNeeded: "Name the 'Choose one' group (at most 60 characters)",
  both: 'A line is either optional or in a group, not both: send optional false with alternativeGroup',
  kind: "Choice must be Required, Optional or 'Choose one'",
} as const;

export const groupNameField = userText(GROUP_NAME_LIMIT, { tooLong: LINE_CHOICE_MESSAGES.groupTooLong, typeMessage: LINE_CHOICE_MESSAGES.groupTooLong });

/**
 * The marks as stored: a required line carries none (a recommended mark on it
 * is ignored, not refused: it means nothing there); an optional line is in no
 * group; a group's line is not optional.
 */
export function normalChoice(kind: LineChoiceKind, group: string | null, recommended: boolean): LineChoice {
  if (kind === 'Alternative' && group) return { optional: false, alternativeGroup: group, recommended };
  if (kind === 'Optional') return { optional: true, alternativeGroup: null, recommended };
  return REQUIRED_CHOICE;
}

/** A saved line's marks as the panel's field values (reopening it in the Edit panel). */
export function choiceFormValues(line: LineChoice): Record<'choice' | 'alternativeGroup' | 'recommended', string> {
  const kind = choiceKind(line);
  return { choice: CHOICE_FIELD_VALUES[kind], alternativeGroup: line.alternativeGroup ?? '', recommended: kind !== 'Required' && line.recommended ? 'on' : '' };
}

export type ChoiceFormResult = { ok: true; choice: LineChoice } | { ok: false; fieldErrors: Record<string, string[]> };

/**
 * The panel's fields: `choice` ('required' | 'optional' | 'choose-one'),
 * `alternativeGroup` (the group's name, typed or picked from the version's
 * groups) and `recommended` ('on' when ticked). Absent `choice` is Required.
 */
export function choiceFromForm(fields: Record<string, string | undefined>): ChoiceFormResult {
  const value = (fields.choice ?? CHOICE_FIELD_VALUES.Required).trim();
  const kind = (Object.keys(CHOICE_FIELD_VALUES) as LineChoiceKind[]).find((k) => CHOICE_FIELD_VALUES[k] === value);
  if (!kind) return { ok: false, fieldErrors: { choice: [LINE_CHOICE_MESSAGES.kind] } };
  const recommended = /^(on|true|1)$/i.test((fields.recommended ?? '').trim());
  if (kind !== 'Alternative') return { ok: true, choice: normalChoice(kind, null, recommended) };
  const group = groupNameField.safeParse(fields.alternativeGroup ?? '');
  if (!group.success) return { ok: false, fieldErrors: { alternativeGroup: group.error.issues.map((i) => i.message) } };
  if (group.data === '') return { ok: false, fieldErrors: { alternativeGroup: [LINE_CHOICE_MESSAGES.groupNeeded] } };
  return { ok: true, choice: normalChoice(kind, group.data, recommended) };
}

/** The API's fields (POST/PATCH /api/job-line-items): `optional`, `alternativeGroup`, `recommended`. */
export const apiChoiceFields = {
  optional: z.boolean({ message: 'optional must be true or false' }).optional(),
  alternativeGroup: groupNameField.nullish(),
  recommended: z.boolean({ message: 'recommended must be true or false' }).optional(),
};

type ApiChoice = { optional?: boolean | undefined; alternativeGroup?: string | null | undefined; recommended?: boolean | undefined };

/** Refuses a body that is both optional and in a group (Zod superRefine step). */
export function refineApiChoice(body: ApiChoice, ctx: z.RefinementCtx): void {
  if (body.optional === true && body.alternativeGroup) ctx.addIssue({ code: 'custom', path: ['optional'], message: LINE_CHOICE_MESSAGES.both });
}

/** The API body's choice; undefined when it names none of the three fields (an edit then keeps the line's marks). */
export function choiceFromApi(body: ApiChoice): LineChoice | undefined {
  if (body.optional === undefined && body.alternativeGroup === undefined && body.recommended === undefined) return undefined;
  const group = body.alternativeGroup || null;
  const kind: LineChoiceKind = group ? 'Alternative' : body.optional ? 'Optional' : 'Required';
  return normalChoice(kind, group, body.recommended ?? false);
}

/**
 * A line's marks in words for the table, History and Compare: 'Optional',
 * 'Optional · pre-ticked', 'Choose one: Faces', 'Choose one: Faces · Recommended';
 * '' for a required line.
 */
export function choiceWords(line: LineChoice): string {
  const kind = choiceKind(line);
  if (kind === 'Optional') return line.recommended ? 'Optional · pre-ticked' : 'Optional';
  if (kind === 'Alternative') return `Choose one: ${line.alternativeGroup}${line.recommended ? ' · Recommended' : ''}`;
  return '';
}

/** The same as choiceWords, with 'Required' for a line without marks (History and Compare say what it was). */
export const choiceLabel = (line: LineChoice) => choiceWords(line) || 'Required';

export const sameChoice = (a: LineChoice, b: LineChoice) =>
  a.optional === b.optional && (a.alternativeGroup ?? null) === (b.alternativeGroup ?? null) && a.recommended === b.recommended;

/** The names of a version's groups, in the order their first line appears. */
export function groupNames(lines: readonly Pick<LineChoice, 'alternativeGroup'>[]): string[] {
  return [...new Set(lines.map((l) => l.alternativeGroup).filter((g): g is string => !!g))];
}

/** Whether any line of a version offers a choice. */
export const hasChoices = (lines: readonly LineChoice[]) => lines.some((l) => choiceKind(l) !== 'Required');

/**
 * An Approved version's words for a line the client could choose: 'Chosen' or
 * 'Not chosen'; null for a required line (always part of it).
 */
export function chosenWords(line: LineChoiceMarks, counted: ReadonlySet<number>): 'Chosen' | 'Not chosen' | null {
  if (choiceKind(line) === 'Required') return null;
  return counted.has(line.id) ? 'Chosen' : 'Not chosen';
}
