/**
 * The client's choice as a form or a query string carries it (docs/choices.md
 * § The client's page): every field named `chosenLineIds`, or
 * `chosenLineIds:<n>` (one radio group per alternative group), holds line
 * ids, one per field or several separated by commas (as an API caller may
 * send them). The page posts the required lines as hidden fields, the ticked
 * optional items and each group's picked line; checkChoice (selection.ts)
 * then decides whether the choice stands. Pure.
 */

export const CHOICE_FIELD = 'chosenLineIds';

/** The name of the radio group of the n-th alternative group. */
export const groupField = (n: number) => `${CHOICE_FIELD}:${n}`;

export type ReadChoice = { kind: 'none' } | { kind: 'ids'; ids: number[] } | { kind: 'malformed' };

/** The ids the fields name; 'none' when no choice field was sent (the recommended choice then counts), 'malformed' for a value that is not a line id. */
export function readChoiceFields(entries: Iterable<[string, unknown]>): ReadChoice {
  const ids: number[] = [];
  let seen = false;
  for (const [name, value] of entries) {
    if (name !== CHOICE_FIELD && !name.startsWith(`${CHOICE_FIELD}:`)) continue;
    seen = true;
    if (typeof value !== 'string') return { kind: 'malformed' };
    for (const part of value.split(',')) {
      const text = part.trim();
      if (text === '') continue;
      if (!/^\d{1,15}$/.test(text)) return { kind: 'malformed' };
      ids.push(Number(text));
    }
  }
  return seen ? { kind: 'ids', ids } : { kind: 'none' };
}
