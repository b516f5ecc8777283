/**
 * The rule for a job moved to another brand, in words.
 * Every line of every version moves with the job:
 * - a line whose sign or service has a same-named, active item in the new
 *   brand's catalogue, and whose saved size and options that item offers,
 *   moves onto it: a Calculated line is re-priced from the new catalogue, an
 *   Edited (or Custom) line keeps the prices typed on it;
 * - every other line becomes a line of the new brand's Custom Sign (pricing
 *   Custom) at its current prices and with its current description.
 * So afterwards every line belongs to the new brand's catalogue: it can be
 * edited, reset (where it has a calculated price) and deleted.
 * Pure: no I/O.
 */

export type BrandMoveCounts = {
  /** Calculated lines re-priced from the new brand's catalogue. */
  repriced: number;
  /** Lines with typed prices moved onto the same-named item, prices kept. */
  kept: number;
  /** Lines without a match, now Custom Sign lines at their current prices. */
  custom: number;
  /** How many versions the lines belong to. */
  versions: number;
};

export const BRAND_MOVE_MESSAGES = {
  noCustomSign: (brand: string, n: number) =>
    `${brand} has no active Custom Sign to carry ${lines(n)} without a match in its catalogue: add a sign of type Custom Signs to ${brand}, or remove those lines first`,
  confirm: 'Press Save again to move the job.',
} as const;

/** "Wendy's catalogue", "Skechers' catalogue", "Carl's Jr's catalogue". */
const possessive = (name: string) => (/'s$/i.test(name) ? name : /s$/i.test(name) ? `${name}'` : `${name}'s`);

const lines = (n: number) => `${n} ${n === 1 ? 'line' : 'lines'}`;

/** What moving the job does to its lines, said before saving ('Moving to Wendy's: ...'). */
export function brandMoveSummary(brand: string, c: BrandMoveCounts): string {
  const total = c.repriced + c.kept + c.custom;
  if (total === 0) return `Moving to ${brand}: the job has no line items to change.`;
  const parts: string[] = [];
  if (c.repriced) parts.push(`${lines(c.repriced)} re-priced from ${possessive(brand)} catalogue`);
  if (c.kept) parts.push(`${lines(c.kept)} moved to ${possessive(brand)} same-named ${c.kept === 1 ? 'item keeps its' : 'items keep their'} edited prices`);
  if (c.custom) parts.push(`${lines(c.custom)} without a match ${c.custom === 1 ? 'becomes a Custom line' : 'become Custom lines'} at current prices`);
  const where = c.versions > 1 ? ` (all ${c.versions} versions)` : '';
  return `Moving to ${brand}: ${joinParts(parts)}${where}.`;
}

/** The success toast's sentence: what happened, in the same counts. */
export function brandMovedToast(brand: string, c: BrandMoveCounts): string {
  const total = c.repriced + c.kept + c.custom;
  if (total === 0) return `Job information updated successfully: moved to ${brand}`;
  const parts: string[] = [];
  if (c.repriced) parts.push(`${c.repriced} re-priced`);
  if (c.kept) parts.push(`${c.kept} kept edited prices`);
  if (c.custom) parts.push(`${c.custom} now Custom`);
  return `Job information updated successfully: moved to ${brand}, ${lines(total)} (${parts.join(', ')})`;
}

function joinParts(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join('; ')} and ${parts[parts.length - 1]}`;
}
