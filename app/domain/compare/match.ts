/**
 * Compare versions: which line of version A is which line of
 * version B, and what changed between them. Pure; amounts in integer cents.
 *
 * Matching, in two rounds:
 * 1. The same line carried over: a New Version copy keeps the origin of each
 *    line (`originLineId`, the id of the line as first added; null on the first
 *    line itself), so two lines with the same lineage are the same line
 *    however they were reordered or edited since.
 * 2. Lines left over (added in both versions separately, copied before lines
 *    carried their origin, or deleted and added again after a New Version)
 *    match the same catalogue item (sign and size, or service) with the same
 *    options. Among several such lines, identical ones pair first, then the
 *    rest in their order. A line known to be new (one without an origin in a
 *    version whose other lines carry theirs: added there, not copied) pairs
 *    only when its description is the same too: the same sign deleted and
 *    added again (quantity 1 -> 2) is that line Changed, not Removed and
 *    Added, while another sign of the same catalogue item, described as
 *    another ('Custom panel', then 'Blade sign'), stays Removed and Added.
 * What is left in A was Removed, what is left in B was Added.
 * Options are compared as the shop reads them (line-items/option-words.ts): a
 * switch that is Off is the same as one not saved.
 */

import { optionWordChanges, optionWords } from '~/domain/line-items/option-words';
import { sameChoice, type LineChoice } from '~/domain/choices/line-choice';

export type CompareLine = {
  id: number;
  /** The line this one was copied from, first of its lineage; null when it was added in its own version. */
  originLineId: number | null;
  lineType: 'sign' | 'service';
  /** The sign or service it prices (null when it has left the catalogue). */
  itemId: number | null;
  /** A sign's size; null for services. */
  sizeId: number | null;
  /** Sign or service name. */
  name: string;
  quantity: number;
  description: string;
  /** Option name -> chosen value, as saved. */
  options: Record<string, unknown>;
  lineItemPrice: number;
  lineItemInstallPrice: number;
  lineItemBudget: number;
  lineItemInstallBudget: number;
} & LineChoice;

export const AMOUNT_FIELDS = ['lineItemPrice', 'lineItemInstallPrice', 'lineItemBudget', 'lineItemInstallBudget'] as const;
export type AmountField = (typeof AMOUNT_FIELDS)[number];

export type LineChange =
  | { field: 'quantity'; from: number; to: number }
  | { field: 'description'; from: string; to: string }
  /** Each option that differs, in words ('Height', '6\' 8"', '7\' 0"'; '(none)' where not chosen). */
  | { field: 'options'; options: { name: string; from: string; to: string }[] }
  /** The client's choice the line offers (Required, Optional, a 'Choose one' group; Recommended). */
  | { field: 'choice'; from: LineChoice; to: LineChoice }
  | { field: AmountField; from: number; to: number };

export type CompareMark = 'Added' | 'Removed' | 'Changed' | 'Same';

export type MatchedRow = {
  mark: CompareMark;
  a: CompareLine | null;
  b: CompareLine | null;
  /** What changed from A to B (empty unless Changed). */
  changes: LineChange[];
};

/** The chosen options as the shop reads them (sorted; Off switches and empty values left out). */
function chosenOptions(options: Record<string, unknown>): [string, string][] {
  return optionWords(options).map((w): [string, string] => [w.label, w.value]);
}

/** Which options differ, in words (by label). */
export function optionChanges(a: Record<string, unknown>, b: Record<string, unknown>): { name: string; from: string; to: string }[] {
  return optionWordChanges(a, b).map(({ label, from, to }) => ({ name: label, from, to }));
}

const choiceOf = (l: CompareLine): LineChoice => ({ optional: l.optional, alternativeGroup: l.alternativeGroup, recommended: l.recommended });

/** Everything that differs from `a` to `b`: quantity, description, options, the choice marks, then the four amounts. */
export function lineChanges(a: CompareLine, b: CompareLine): LineChange[] {
  const changes: LineChange[] = [];
  if (a.quantity !== b.quantity) changes.push({ field: 'quantity', from: a.quantity, to: b.quantity });
  if (a.description.trim() !== b.description.trim()) changes.push({ field: 'description', from: a.description, to: b.description });
  const options = optionChanges(a.options, b.options);
  if (options.length) changes.push({ field: 'options', options });
  if (!sameChoice(a, b)) changes.push({ field: 'choice', from: choiceOf(a), to: choiceOf(b) });
  for (const field of AMOUNT_FIELDS) if (a[field] !== b[field]) changes.push({ field, from: a[field], to: b[field] });
  return changes;
}

/** The same catalogue item with the same options (round 2's key). */
function catalogueKey(line: CompareLine): string {
  return JSON.stringify([line.lineType, line.itemId, line.sizeId, chosenOptions(line.options)]);
}

const lineageOf = (line: CompareLine) => line.originLineId ?? line.id;

/** In a version whose lines carry their origin, a line without one was added there (not copied). */
function knownNew(lines: readonly CompareLine[]): (line: CompareLine) => boolean {
  const carriesOrigins = lines.some((l) => l.originLineId !== null);
  return (line) => carriesOrigins && line.originLineId === null;
}

const sameDescription = (x: CompareLine, y: CompareLine) => x.description.trim() === y.description.trim();

/**
 * The rows of the comparison from A to B: B's lines in B's order, each Removed
 * line of A placed after the row of the A line before it (or first).
 */
export function matchLines(a: readonly CompareLine[], b: readonly CompareLine[]): MatchedRow[] {
  const partnerOfB = new Map<number, number>(); // index in b -> index in a
  const takenA = new Set<number>();

  // 1. Lineage (a line's lineage is its origin, or itself when it is the origin).
  const byLineage = new Map<number, number[]>();
  a.forEach((line, i) => byLineage.set(lineageOf(line), [...(byLineage.get(lineageOf(line)) ?? []), i]));
  b.forEach((line, j) => {
    const i = byLineage.get(lineageOf(line))?.find((k) => !takenA.has(k));
    if (i === undefined) return;
    takenA.add(i);
    partnerOfB.set(j, i);
  });

  // 2. Same catalogue item and options (and description, for a line known to be new): identical lines first, then in order.
  const knownNewA = knownNew(a);
  const knownNewB = knownNew(b);
  const freeA = (of: CompareLine) =>
    a
      .map((line, i) => ({ line, i }))
      .filter(({ line, i }) => !takenA.has(i) && catalogueKey(line) === catalogueKey(of) && ((!knownNewA(line) && !knownNewB(of)) || sameDescription(line, of)));
  for (const identicalOnly of [true, false]) {
    b.forEach((line, j) => {
      if (partnerOfB.has(j)) return;
      const found = freeA(line).find(({ line: other }) => !identicalOnly || lineChanges(other, line).length === 0);
      if (!found) return;
      takenA.add(found.i);
      partnerOfB.set(j, found.i);
    });
  }

  const rows: MatchedRow[] = b.map((line, j) => {
    const i = partnerOfB.get(j);
    if (i === undefined) return { mark: 'Added', a: null, b: line, changes: [] };
    const changes = lineChanges(a[i]!, line);
    return { mark: changes.length ? 'Changed' : 'Same', a: a[i]!, b: line, changes };
  });

  // Removed lines go after the row of the nearest A line before them that is still shown.
  const rowOfA = new Map<number, number>();
  b.forEach((_, j) => {
    const i = partnerOfB.get(j);
    if (i !== undefined) rowOfA.set(i, j);
  });
  const after = new Map<number, MatchedRow[]>(); // row index (-1: before all) -> removed rows
  let anchor = -1;
  a.forEach((line, i) => {
    if (takenA.has(i)) {
      anchor = rowOfA.get(i)!;
      return;
    }
    after.set(anchor, [...(after.get(anchor) ?? []), { mark: 'Removed', a: line, b: null, changes: [] }]);
  });
  const ordered: MatchedRow[] = [...(after.get(-1) ?? [])];
  rows.forEach((row, j) => ordered.push(row, ...(after.get(j) ?? [])));
  return ordered;
}
