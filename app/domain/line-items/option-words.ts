/**
 * A line's saved selections in the shop's words, for screens that show a
 * line without its form (the compare page, the read-only View of a locked
 * line): 'Height 6' 8"', not 'heightFt: 6; heightIn: 8'. Pure.
 *
 * - The size first, then height and width (feet and inches together), then
 *   the options in name order.
 * - A switch that is Off, and an option left empty, is not worth listing: a
 *   switch that is On reads as its own name ('Double-Faced').
 */

export type OptionWord = {
  /** What it is ('Size', 'Height', 'Color'); the key compare pairs old and new by. */
  label: string;
  /** Its value alone ('6\' 8"', 'Brand Red', 'On'). */
  value: string;
  /** How it reads in a list: 'Height 6\' 8"', 'Color: Brand Red', 'Double-Faced'. */
  text: string;
};

const DIMENSION_KEYS = new Set(['heightFt', 'heightIn', 'widthFt', 'widthIn']);

function valueText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value).trim();
  return text === '' || text === 'Off' ? null : text;
}

/** 6 and 8 -> 6' 8"; an empty inch field is 0. Null when the feet are not there. */
function feetAndInches(feet: unknown, inches: unknown): string | null {
  const ft = valueText(feet);
  if (ft === null) return null;
  return `${ft}' ${valueText(inches) ?? '0'}"`;
}

/** The selections, in order, as words; an Off switch and an empty option are left out. */
export function optionWords(options: Record<string, unknown>): OptionWord[] {
  const words: OptionWord[] = [];
  const size = valueText(options.size);
  if (size !== null) words.push({ label: 'Size', value: size, text: `Size ${size}` });
  const height = feetAndInches(options.heightFt, options.heightIn);
  if (height !== null) words.push({ label: 'Height', value: height, text: `Height ${height}` });
  const width = feetAndInches(options.widthFt, options.widthIn);
  if (width !== null) words.push({ label: 'Width', value: width, text: `Width ${width}` });
  const names = Object.keys(options)
    .filter((k) => k !== 'size' && !DIMENSION_KEYS.has(k))
    .sort((x, y) => x.localeCompare(y, 'en'));
  for (const name of names) {
    const value = valueText(options[name]);
    if (value === null) continue;
    words.push({ label: name, value, text: value === 'On' ? name : `${name}: ${value}` });
  }
  return words;
}

/** 'Size 3\' x 8\', Height 6\' 8", Color: Brand Red, Double-Faced'; '' when nothing is chosen. */
export function optionWordsText(options: Record<string, unknown>): string {
  return optionWords(options)
    .map((w) => w.text)
    .join(', ');
}

/**
 * What differs from `from` to `to`, by label in `to`'s order then `from`'s:
 * an option not chosen on one side reads '(none)' there, a switch turned off 'Off'.
 */
export function optionWordChanges(from: Record<string, unknown>, to: Record<string, unknown>): { label: string; from: string; to: string }[] {
  const a = new Map(optionWords(from).map((w) => [w.label, w.value]));
  const b = new Map(optionWords(to).map((w) => [w.label, w.value]));
  const labels = [...new Set([...b.keys(), ...a.keys()])];
  const gone = (side: 'from' | 'to', label: string) => ((side === 'from' ? from : to)[label] === 'Off' ? 'Off' : '(none)');
  return labels
    .filter((l) => a.get(l) !== b.get(l))
    .map((label) => ({ label, from: a.get(label) ?? gone('from', label), to: b.get(label) ?? gone('to', label) }));
}
