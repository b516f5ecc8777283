/**
 * The catalogue as a spreadsheet: its five sheets, their columns as an admin
 * reads them on screen, and how one cell is written and read back. Pure.
 *
 * Every sheet starts with an `ID` column: a row with an ID is matched to that
 * catalogue row on import, a row without one is new. Money is dollars with two
 * decimals in a file and integer cents inside (docs/pricing.md § Money in integer cents).
 */

export const SHEET_NAMES = ['Brands', 'Signs', 'Sizes', 'Options', 'Services'] as const;
export type SheetName = (typeof SHEET_NAMES)[number];

export type ColumnKind = 'id' | 'text' | 'money' | 'number' | 'yesno';
export type Column = { key: string; header: string; kind: ColumnKind; width?: number };

const idColumn: Column = { key: 'id', header: 'ID', kind: 'id', width: 8 };
const money = (key: string, header: string): Column => ({ key, header, kind: 'money', width: 14 });

export const SHEET_COLUMNS: Record<SheetName, readonly Column[]> = {
  Brands: [
    idColumn,
    { key: 'name', header: 'Brand', kind: 'text', width: 24 },
    { key: 'slug', header: 'Slug', kind: 'text' },
    { key: 'proposalPrefix', header: 'Proposal Prefix', kind: 'text' },
    { key: 'status', header: 'Status', kind: 'text' },
    { key: 'targetMarginPercent', header: 'Target Margin %', kind: 'number' },
    { key: 'jobNumberPattern', header: 'Job Number Pattern', kind: 'text' },
    { key: 'image', header: 'Image', kind: 'text', width: 30 },
  ],
  Signs: [
    idColumn,
    { key: 'brand', header: 'Brand', kind: 'text', width: 20 },
    { key: 'name', header: 'Sign', kind: 'text', width: 32 },
    { key: 'signType', header: 'Sign Type', kind: 'text', width: 20 },
    { key: 'placement', header: 'Placement', kind: 'text' },
    { key: 'priceType', header: 'Price Type', kind: 'text', width: 18 },
    { key: 'displayOrder', header: 'Display Order', kind: 'number' },
    { key: 'signBudgetMultiplier', header: 'Sign Budget Multiplier', kind: 'number' },
    { key: 'installBudgetMultiplier', header: 'Install Budget Multiplier', kind: 'number' },
    { key: 'isActive', header: 'Active', kind: 'yesno' },
    { key: 'description', header: 'Description', kind: 'text', width: 40 },
    { key: 'image', header: 'Image', kind: 'text', width: 30 },
  ],
  Sizes: [
    idColumn,
    { key: 'brand', header: 'Brand', kind: 'text', width: 20 },
    { key: 'sign', header: 'Sign', kind: 'text', width: 32 },
    { key: 'sizeName', header: 'Size', kind: 'text' },
    money('signPrice', 'Sign Price'),
    money('installPrice', 'Install Price'),
    money('signBudget', 'Sign Budget'),
    money('installBudget', 'Install Budget'),
    money('raceway', 'Raceway'),
  ],
  Options: [
    idColumn,
    { key: 'name', header: 'Option', kind: 'text', width: 24 },
    { key: 'type', header: 'Type', kind: 'text' },
    { key: 'values', header: 'Values', kind: 'text', width: 50 },
    { key: 'appliesTo', header: 'Applies To', kind: 'text' },
    { key: 'placeholder', header: 'Placeholder', kind: 'text' },
    { key: 'isActive', header: 'Active', kind: 'yesno' },
    { key: 'linkedSigns', header: 'Linked Signs', kind: 'text', width: 60 },
  ],
  Services: [
    idColumn,
    { key: 'brand', header: 'Brand', kind: 'text', width: 20 },
    { key: 'name', header: 'Service', kind: 'text', width: 28 },
    { key: 'priceType', header: 'Price Type', kind: 'text', width: 18 },
    { key: 'priceFormula', header: 'Price / Formula', kind: 'text', width: 18 },
    { key: 'budgetMultiplier', header: 'Budget Multiplier', kind: 'number' },
    { key: 'locationMultiplier', header: 'Canada Multiplier', kind: 'number' },
    { key: 'isActive', header: 'Active', kind: 'yesno' },
    { key: 'displayOrder', header: 'Display Order', kind: 'number' },
    { key: 'description', header: 'Description', kind: 'text', width: 40 },
    { key: 'icon', header: 'Icon', kind: 'text' },
  ],
};

/** What a row of each sheet is called in a sentence ('Sizes row 14'). */
export const SHEET_ROW_NOUN: Record<SheetName, string> = { Brands: 'brand', Signs: 'sign', Sizes: 'size', Options: 'option', Services: 'service' };

/** A header as matched on import: case, spaces and underscores do not count ('sign price' = 'Sign_Price' = 'SignPrice'). */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[\s_]+/g, '');
}

/** The sheet a name means ('sizes', 'Wendys Sizes.csv', 'catalogue-signs'), or null. */
export function sheetFromName(name: string): SheetName | null {
  const base = name.toLowerCase().replace(/\.[a-z]+$/, '');
  return SHEET_NAMES.find((s) => base === s.toLowerCase()) ?? SHEET_NAMES.find((s) => base.endsWith(s.toLowerCase())) ?? null;
}

/** The sheet a CSV's headers point to (the most of its columns matched), or null. */
export function sheetFromHeaders(headers: readonly string[]): SheetName | null {
  const keys = new Set(headers.map(headerKey));
  let best: SheetName | null = null;
  let bestScore = 1;
  for (const sheet of SHEET_NAMES) {
    const own = SHEET_COLUMNS[sheet].map((c) => headerKey(c.header));
    const score = own.filter((k) => keys.has(k)).length - (keys.size - own.filter((k) => keys.has(k)).length) * 0.1;
    if (score > bestScore) [best, bestScore] = [sheet, score];
  }
  return best;
}

/** Characters a spreadsheet would start a formula with (and tab and CR, which some read as cell breaks). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as written to a file: one that could run as a formula gets a leading apostrophe. */
export function escapeCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell read back: the apostrophe an export put before a formula-like text is taken off. */
export function unescapeCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** Cents as a file's dollars: 123450 -> '1234.50'. */
export function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** 'Yes' / 'No' for a flag; on import also true/false, 1/0, y/n, active/disabled. */
export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}
export function readYesNo(text: string): boolean | null {
  const t = text.trim().toLowerCase();
  if (['yes', 'y', 'true', '1', 'active'].includes(t)) return true;
  if (['no', 'n', 'false', '0', 'disabled', 'inactive'].includes(t)) return false;
  return null;
}

/** How a linked sign is named in the Options sheet: 'Wendy's / Channel Letters'. */
export const signRef = (brand: string, sign: string) => `${brand} / ${sign}`;
/** Linked signs are separated by semicolons (a sign name may hold a comma). */
export const LINK_SEPARATOR = '; ';
