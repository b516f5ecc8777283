/**
 * One spreadsheet row as the catalogue's values, both ways: `rowCells` writes
 * a row's values as the texts a file shows (and a preview compares), and
 * `readRow` checks a row read from a file with the catalogue's own write rules
 * (docs/product.md § Validation rules) and answers its values or each bad cell
 * by column. Pure.
 */
import { z } from 'zod';
import { brandFieldsSchema, signFieldsSchema, serviceFieldsSchema } from '~/domain/catalogue/catalogue';
import { optionPatchSchema } from '~/domain/catalogue/options';
import { parseCellMoney } from '~/domain/catalogue/price-cells';
import { required, shortText } from '~/domain/catalogue/schema-parts';
import { OPTION_TYPE_LABELS, PLACEMENT_OPTIONS, PRICE_TYPE_LABELS } from '~/domain/catalogue/vocabulary';
import { LINK_SEPARATOR, SHEET_COLUMNS, centsToDollars, readYesNo, unescapeCell, yesNo, type SheetName } from './sheets';

/** A cell as a reader hands it over: text, a number (an XLSX number cell), a flag, or empty. */
export type RawCell = string | number | boolean | null;

export type BrandValues = z.output<typeof brandFieldsSchema>;
export type SignValues = Omit<z.output<typeof signFieldsSchema>, 'brandId' | 'optionIds'> & { brand: string };
export type SizeValues = { brand: string; sign: string; sizeName: string; signPrice: number; installPrice: number; signBudget: number; installBudget: number; raceway: number };
export type OptionValues = { name: string; type: 'dropdown' | 'switch' | 'text'; values: string; appliesTo: 'base_sign_price' | 'base_install_price'; placeholder: string; isActive: boolean; linkedSigns: string[] };
export type ServiceValues = { brand: string; name: string; priceType: string; priceFormula: string; budgetMultiplier: number; locationMultiplier: number | null; isActive: boolean; displayOrder: number; description: string; icon: string };
export type SheetValues = { Brands: BrandValues; Signs: SignValues; Sizes: SizeValues; Options: OptionValues; Services: ServiceValues };
export type AnyValues = SheetValues[SheetName];

export const APPLIES_TO_LABELS = { base_sign_price: 'Sign price', base_install_price: 'Install price' } as const;

export type CellError = { column: string; value: string; message: string };
export type ReadRow<S extends SheetName> = { ok: true; values: SheetValues[S] } | { ok: false; errors: CellError[] };

const num = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const label = <T extends string>(labels: Record<T, string>, value: string): string => labels[value as T] ?? value;
const placementLabels = Object.fromEntries(PLACEMENT_OPTIONS.map((p) => [p.value, p.label])) as Record<string, string>;

/** A row's values as the texts a file holds: the same text for the same value, so an unchanged row compares equal. */
export function rowCells<S extends SheetName>(sheet: S, values: SheetValues[S]): Record<string, string> {
  const v = values as Record<string, unknown>;
  switch (sheet) {
    case 'Brands': {
      const b = values as BrandValues;
      return { name: b.name, slug: b.slug, proposalPrefix: b.proposalPrefix, status: b.status, targetMarginPercent: num(b.targetMarginPercent), jobNumberPattern: b.jobNumberPattern ?? '', image: b.image ?? '' };
    }
    case 'Signs': {
      const s = values as SignValues;
      return {
        brand: s.brand,
        name: s.name,
        signType: s.signType,
        placement: label(placementLabels, s.placement),
        priceType: label(PRICE_TYPE_LABELS, s.priceType),
        displayOrder: num(s.displayOrder),
        signBudgetMultiplier: num(s.signBudgetMultiplier),
        installBudgetMultiplier: num(s.installBudgetMultiplier),
        isActive: yesNo(s.isActive),
        description: s.description ?? '',
        image: s.image ?? '',
      };
    }
    case 'Sizes': {
      const z = values as SizeValues;
      return { brand: z.brand, sign: z.sign, sizeName: z.sizeName, signPrice: centsToDollars(z.signPrice), installPrice: centsToDollars(z.installPrice), signBudget: centsToDollars(z.signBudget), installBudget: centsToDollars(z.installBudget), raceway: centsToDollars(z.raceway) };
    }
    case 'Options': {
      const o = values as OptionValues;
      return { name: o.name, type: label(OPTION_TYPE_LABELS, o.type), values: o.values, appliesTo: label(APPLIES_TO_LABELS, o.appliesTo), placeholder: o.placeholder, isActive: yesNo(o.isActive), linkedSigns: [...o.linkedSigns].sort().join(LINK_SEPARATOR) };
    }
    default: {
      return {
        brand: String(v.brand),
        name: String(v.name),
        priceType: label(PRICE_TYPE_LABELS, String(v.priceType)),
        priceFormula: String(v.priceFormula ?? ''),
        budgetMultiplier: num(v.budgetMultiplier as number),
        locationMultiplier: num(v.locationMultiplier as number | null),
        isActive: yesNo(Boolean(v.isActive)),
        displayOrder: num(v.displayOrder as number),
        description: String(v.description ?? ''),
        icon: String(v.icon ?? ''),
      };
    }
  }
}

/** A cell as text (numbers as written, the export's formula apostrophe taken off). */
export function cellText(cell: RawCell): string {
  if (cell === null) return '';
  if (typeof cell === 'boolean') return yesNo(cell);
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(Number(cell.toPrecision(15))) : '';
  return unescapeCell(cell).trim();
}

/** A stored value typed as its label or as itself, any case ('fixed price' or 'fixed' -> 'fixed'); else the text. */
function fromLabel(text: string, labels: Record<string, string>): string {
  const t = text.trim().toLowerCase();
  for (const [value, shown] of Object.entries(labels)) if (t === value.toLowerCase() || t === shown.toLowerCase()) return value;
  return text;
}

/** A money cell: an XLSX number within a millionth of a cent is that cent; text goes through the screens' own rule. */
function money(cell: RawCell): { ok: true; cents: number } | { ok: false; message: string } {
  if (cell === null || cell === '') return { ok: true, cents: 0 };
  if (typeof cell === 'number' && Number.isFinite(cell) && Math.abs(cell * 100 - Math.round(cell * 100)) < 1e-6) return parseCellMoney(Math.round(cell * 100) / 100);
  const parsed = parseCellMoney(typeof cell === 'number' ? cell : cellText(cell));
  if (!parsed.ok && parsed.message.startsWith('Enter a dollar amount')) return { ok: false, message: `"${cellText(cell)}" is not an amount` };
  return parsed;
}

const flag = z.string().transform((t, ctx) => {
  const b = readYesNo(t);
  if (b === null) ctx.addIssue({ code: 'custom', message: `"${t}" is not Yes or No` });
  return b ?? false;
});
const wholeNumber = (max: number) => z.coerce.number({ message: 'Enter a whole number' }).int('Enter a whole number').min(0, 'Cannot be negative').max(max, `At most ${max}`);
const optionalNumber = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? null : v), schema.nullable());

const signSchema = signFieldsSchema.omit({ brandId: true, optionIds: true }).extend({ brand: required('Brand', 80), isActive: flag });
const serviceSchema = z.object({
  brand: required('Brand', 80),
  name: serviceFieldsSchema.shape.name,
  priceType: serviceFieldsSchema.shape.priceType,
  priceFormula: shortText(200),
  budgetMultiplier: serviceFieldsSchema.shape.budgetMultiplier,
  locationMultiplier: optionalNumber(z.coerce.number({ message: 'Enter a number like 1.3' }).min(0, 'Cannot be negative').max(100, 'At most 100')),
  isActive: flag,
  displayOrder: wholeNumber(100_000),
  description: shortText(500),
  icon: shortText(200),
});
const optionSchema = z.object({
  name: required('Option', 80),
  type: z.enum(['dropdown', 'switch', 'text'], { message: 'Use Dropdown, On/Off switch or Text' }),
  values: z.string().transform((text, ctx) => {
    const parsed = optionPatchSchema.safeParse({ values: text });
    if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return parsed.success ? (parsed.data.values ?? '') : '';
  }),
  appliesTo: z.enum(['base_sign_price', 'base_install_price'], { message: 'Use Sign price or Install price' }),
  placeholder: shortText(80),
  isActive: flag,
  linkedSigns: z.string().transform((t) => [...new Set(t.split(';').map((s) => s.trim()).filter(Boolean))].sort()),
});
const sizeText = z.object({ brand: required('Brand', 80), sign: required('Sign', 120), sizeName: required('Size', 60) });

/**
 * Reads one row's cells (by column key) into the sheet's values, or says what is wrong with each bad cell.
 * Empty money cells are $0.00, as a new size starts.
 */
export function readRow<S extends SheetName>(sheet: S, raw: Record<string, RawCell>): ReadRow<S> {
  const text = (key: string) => cellText(raw[key] ?? null);
  const headerOf = (key: string) => SHEET_COLUMNS[sheet].find((c) => c.key === key)?.header ?? key;
  const errors: CellError[] = [];
  const fromZod = (error: z.ZodError) => {
    for (const issue of error.issues) {
      const key = String(issue.path[0] ?? 'name');
      errors.push({ column: headerOf(key), value: text(key), message: issue.message });
    }
  };
  let values: unknown = null;
  if (sheet === 'Sizes') {
    const names = sizeText.safeParse({ brand: text('brand'), sign: text('sign'), sizeName: text('sizeName') });
    if (!names.success) fromZod(names.error);
    const cents: Record<string, number> = {};
    for (const key of ['signPrice', 'installPrice', 'signBudget', 'installBudget', 'raceway']) {
      const m = money(raw[key] ?? null);
      if (m.ok) cents[key] = m.cents;
      else errors.push({ column: headerOf(key), value: text(key), message: m.message });
    }
    if (names.success) values = { ...names.data, ...cents };
  } else {
    const input: Record<string, string> = {};
    for (const c of SHEET_COLUMNS[sheet]) if (c.key !== 'id') input[c.key] = text(c.key);
    if (sheet === 'Signs') {
      input.placement = fromLabel(input.placement ?? '', placementLabels) || 'exterior';
      input.priceType = fromLabel(input.priceType ?? '', PRICE_TYPE_LABELS) || 'fixed';
    }
    if (sheet === 'Services') input.priceType = fromLabel(input.priceType ?? '', PRICE_TYPE_LABELS) || 'fixed';
    if (sheet === 'Options') {
      input.type = fromLabel(input.type ?? '', OPTION_TYPE_LABELS);
      input.appliesTo = fromLabel(input.appliesTo ?? '', APPLIES_TO_LABELS) || 'base_sign_price';
    }
    if (sheet === 'Brands') input.status = fromLabel(input.status ?? '', { Active: 'Active', Disabled: 'Disabled' }) || 'Active';
    const schema = { Brands: brandFieldsSchema, Signs: signSchema, Options: optionSchema, Services: serviceSchema }[sheet as Exclude<SheetName, 'Sizes'>];
    const parsed = (schema as z.ZodType).safeParse(input);
    if (parsed.success) values = parsed.data;
    else fromZod(parsed.error);
  }
  if (errors.length || values === null) return { ok: false, errors };
  return { ok: true, values: values as SheetValues[S] };
}
