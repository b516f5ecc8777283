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
const text = (key: string, header: string, width?: number): Column => ({ key, header, kind: 'text', width });
const num = (key: string, header: string): Column => ({ key, header, kind: 'number' });
const yesNoColumn = (key: string, header: string): Column => ({ key, header, kind: 'yesno' });

export const SHEET_COLUMNS: Record<SheetName, readonly Column[]> = {
  Brands: [
    idColumn,
    text('name', 'Brand', 24),
    text('slug', 'Slug'),
    text('proposalPrefix', 'Proposal Prefix'),
    text('status', 'Status'),
    num('targetMarginPercent', 'Target Margin %'),
    text('jobNumberPattern', 'Job Number Pattern'),
    text('image', 'Image', 30),
  ],
  Signs: [
    idColumn,
    text('brand', 'Brand', 20),
    text('name', 'Sign', 32),
    text('signType', 'Sign Type', 20),
    text('placement', 'Placement'),
    text('priceType', 'Price Type', 18),
    num('displayOrder', 'Display Order'),
    num('signBudgetMultiplier', 'Sign Budget Multiplier'),
    num('installBudgetMultiplier', 'Install Budget Multiplier'),
    yesNoColumn('isActive', 'Active'),
    text('description', 'Description', 40),
    text('image', 'Image', 30),
  ],
  Sizes: [
    idColumn,
    text('brand', 'Brand', 20),
    text('sign', 'Sign', 32),
    text('sizeName', 'Size'),
    money('signPrice', 'Sign Price'),
    money('installPrice', 'Install Price'),
    money('signBudget', 'Sign Budget'),
    money('installBudget', 'Install Budget'),
    money('raceway', 'Raceway'),
  ],
  Options: [
    idColumn,
    text('name', 'Option', 24),
    text('type', 'Type'),
    text('values', 'Values', 50),
    text('appliesTo', 'Applies To'),
    text('placeholder', 'Placeholder'),
    yesNoColumn('isActive', 'Active'),
    text('linkedSigns', 'Linked Signs', 60),
  ],
  Services: [
    idColumn,
    text('brand', 'Brand', 20),
    text('name', 'Service', 28),
    text('priceType', 'Price Type', 18),
    text('priceFormula', 'Price / Formula', 18),
    num('budgetMultiplier', 'Budget Multiplier'),
    num('locationMultiplier', 'Canada Multiplier'),
    yesNoColumn('isActive', 'Active'),
    num('displayOrder', 'Display Order'),
    text('description', 'Description', 40),
    text('icon', 'Icon'),
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
