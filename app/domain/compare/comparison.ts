/**
 * The comparison of two versions of a job as the compare page and the pricing
 * sheet's last page show it: the matched lines with their marks and
 * changes, and both versions' totals with the difference, every amount from the
 * pricing engine (totals, the proposal's tax and grand total, the change) and
 * formatted here, so the screen and the document only lay it out. Pure.
 */
import { formatCents } from '~/domain/money';
import { jobTotals } from '~/domain/pricing/totals';
import { countedLines } from '~/domain/choices/selection';
import { amountChange, type AmountChange } from '~/domain/pricing/change';
import { clientTotal } from '~/domain/proposal/client-total';
import { formatMarginPercent, lineMargin, marginPercentTenths, MARGIN_FLAG_LABELS } from '~/domain/pricing/margin';
import type { JobTaxSetting } from '~/domain/proposal/tax';
import type { Currency } from '~/domain/proposal/currency';
import { optionWordsText } from '~/domain/line-items/option-words';
import { choiceLabel, choiceWords, type LineChoice } from '~/domain/choices/line-choice';
import { matchLines, type AmountField, type CompareLine, type CompareMark, type LineChange } from './match';

export const AMOUNT_LABELS: Record<AmountField, string> = {
  lineItemPrice: 'Unit price',
  lineItemInstallPrice: 'Install price',
  lineItemBudget: 'Unit budget',
  lineItemInstallBudget: 'Install budget',
};

/** One side of a row, as text. */
export type ComparedSide = {
  quantity: string;
  description: string;
  /** In words: 'Height 6\' 8", Width 10\' 6", Color: Red' ('' when nothing is chosen; line-items/option-words.ts). */
  options: string;
  /** The client's choice it offers, in words ('Optional · pre-ticked', 'Choose one: Faces'); '' for a required line. */
  choice: string;
  unitPrice: string;
  installPrice: string;
  unitBudget: string;
  installBudget: string;
  /** The line's margin (price total - budget total) and its percent, with its flag: '$350.00 (35.0%)', '-$20.00 (-4.0%) Loss'. */
  margin: string;
};

/** One change, old -> new ('Quantity', '2', '3'). */
export type ChangeText = { label: string; from: string; to: string };

export type ComparedRow = { key: string; mark: CompareMark; name: string; a: ComparedSide | null; b: ComparedSide | null; changes: ChangeText[] };

export type TotalRow = {
  label: string;
  a: string;
  b: string;
  /** '+$12.50', '-$3.00', '$0.00'. */
  difference: string;
  /** '+12.5%', '-3.0%', '0.0%', or what stands instead when version A's amount is zero. */
  percent: string;
  cents: AmountChange;
};

export type Comparison = {
  a: number;
  b: number;
  rows: ComparedRow[];
  counts: Record<CompareMark, number>;
  /**
   * Price: items, installation, job total, tax, grand total (as on the proposal); then budget: items,
   * installation, total; then margin: the job's price total - budget total, and its percent of the price
   * (the percent row's difference is in percentage points).
   */
  totals: { price: TotalRow[]; budget: TotalRow[]; margin: TotalRow[] };
};

const quantityText = new Intl.NumberFormat('en-US');

export const ZERO_BASE_TEXT = 'n/a (from $0.00)';

/** '+$12.50' / '-$3.00' / '$0.00'. */
export function signedCents(cents: number): string {
  return cents > 0 ? `+${formatCents(cents)}` : formatCents(cents);
}

/** Tenths of a percent as '+12.5%' / '-3.0%' / '0.0%'; null (a zero base) says so instead. */
export function percentText(tenths: number | null): string {
  if (tenths === null) return ZERO_BASE_TEXT;
  const text = `${(Math.abs(tenths) / 10).toFixed(1)}%`;
  return tenths > 0 ? `+${text}` : tenths < 0 ? `-${text}` : text;
}

function marginText(line: CompareLine, targetPercent: number): string {
  const m = lineMargin(line, targetPercent);
  const text = `${formatCents(m.total)} (${formatMarginPercent(m.percentTenths)})`;
  return m.flag ? `${text} ${MARGIN_FLAG_LABELS[m.flag]}` : text;
}

/** Percentage points between two margin percents (tenths): '+2.5 pts'; 'n/a' when either has no percent. */
function pointsText(a: number | null, b: number | null): string {
  if (a === null || b === null) return 'n/a';
  const d = b - a;
  const text = `${Math.floor(Math.abs(d) / 10)}.${Math.abs(d) % 10} pts`;
  return d > 0 ? `+${text}` : d < 0 ? `-${text}` : text;
}

function side(line: CompareLine | null, targetPercent: number): ComparedSide | null {
  if (!line) return null;
  return {
    margin: marginText(line, targetPercent),
    quantity: quantityText.format(line.quantity),
    description: line.description,
    options: optionWordsText(line.options),
    choice: choiceWords(line),
    unitPrice: formatCents(line.lineItemPrice),
    installPrice: formatCents(line.lineItemInstallPrice),
    unitBudget: formatCents(line.lineItemBudget),
    installBudget: formatCents(line.lineItemInstallBudget),
  };
}

function changeTexts(change: LineChange): ChangeText[] {
  switch (change.field) {
    case 'quantity':
      return [{ label: 'Quantity', from: quantityText.format(change.from), to: quantityText.format(change.to) }];
    case 'description':
      return [{ label: 'Description', from: change.from || '(none)', to: change.to || '(none)' }];
    case 'options':
      return change.options.map((o) => ({ label: o.name, from: o.from, to: o.to }));
    case 'choice':
      return [choiceChange(change.from, change.to)];
    default:
      return [{ label: AMOUNT_LABELS[change.field], from: formatCents(change.from), to: formatCents(change.to) }];
  }
}

/** A line's choice marks from A to B in words: 'Choice', 'Required' -> 'Optional', 'Choose one: Faces' -> 'Optional · pre-ticked'. */
export function choiceChange(from: LineChoice, to: LineChoice): ChangeText {
  return { label: 'Choice', from: choiceLabel(from), to: choiceLabel(to) };
}

function totalRow(label: string, from: number, to: number): TotalRow {
  const cents = amountChange(from, to);
  return { label, a: formatCents(from), b: formatCents(to), difference: signedCents(cents.difference), percent: percentText(cents.percentTenths), cents };
}

/** The job's tax and currency (the proposal's totals) and its brand's target margin percent (the flags). */
export type ComparedJob = { tax: JobTaxSetting; jobTerms: string | null; currency: Currency; targetMarginPercent: number };

/** What a version's client total is worked under: the job's now for a Draft, the ones it was sent with otherwise. */
export type ComparedTerms = Pick<ComparedJob, 'tax' | 'jobTerms' | 'currency'>;
/** `chosen`: the client's accepted choice as stored (null or absent: the recommended lines count, docs/choices.md). */
type ComparedVersion = { versionNumber: number; lines: readonly CompareLine[]; terms?: ComparedTerms; chosen?: readonly number[] | null };

/** Version `a` (its number and lines) against version `b`, each under its own terms (the job's when not given). */
export function compareVersions(job: ComparedJob, a: ComparedVersion, b: ComparedVersion): Comparison {
  const matched = matchLines(a.lines, b.lines);
  const counts: Record<CompareMark, number> = { Added: 0, Removed: 0, Changed: 0, Same: 0 };
  const rows = matched.map((row, i): ComparedRow => {
    counts[row.mark]++;
    const line = (row.b ?? row.a)!;
    return {
      key: `${row.a?.id ?? 'none'}-${row.b?.id ?? 'none'}-${i}`,
      mark: row.mark,
      name: line.name || (line.lineType === 'sign' ? 'Sign' : 'Service'),
      a: side(row.a, job.targetMarginPercent),
      b: side(row.b, job.targetMarginPercent),
      changes: row.changes.flatMap(changeTexts),
    };
  });
  // Every line is listed; the totals count only the lines that count in each version's own total.
  const ta = jobTotals(countedLines(a.lines, a.chosen ?? null));
  const tb = jobTotals(countedLines(b.lines, b.chosen ?? null));
  const ca = clientTotal(ta.price, a.terms ?? job);
  const cb = clientTotal(tb.price, b.terms ?? job);
  const ma = ta.price.total - ta.budget.total;
  const mb = tb.price.total - tb.budget.total;
  const pa = marginPercentTenths(ma, ta.price.total);
  const pb = marginPercentTenths(mb, tb.price.total);
  return {
    a: a.versionNumber,
    b: b.versionNumber,
    rows,
    counts,
    totals: {
      price: [
        totalRow('Items subtotal', ta.price.items, tb.price.items),
        totalRow('Installation subtotal', ta.price.installation, tb.price.installation),
        totalRow('Job pricing total', ta.price.total, tb.price.total),
        totalRow(ca.tax.label === cb.tax.label ? ca.tax.label : 'Tax', ca.tax.cents, cb.tax.cents),
        totalRow(`Grand total (${ca.currency})`, ca.grandTotal, cb.grandTotal),
      ],
      budget: [
        totalRow('Items subtotal', ta.budget.items, tb.budget.items),
        totalRow('Installation subtotal', ta.budget.installation, tb.budget.installation),
        totalRow('Job budget total', ta.budget.total, tb.budget.total),
      ],
      margin: [
        totalRow('Margin', ma, mb),
        {
          label: 'Margin %',
          a: formatMarginPercent(pa),
          b: formatMarginPercent(pb),
          difference: pointsText(pa, pb),
          percent: '',
          cents: amountChange(pa ?? 0, pb ?? 0),
        },
      ],
    },
  };
}
