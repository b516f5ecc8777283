/**
 * How a line item's money cells and the job screen's tabs show
 * (docs/product.md § Job page; money display in docs/product.md § Business constants and limits). Pure.
 */
import { formatCents } from '~/domain/money';
import type { SignCountChange } from '~/domain/pricing/sign-counts';
import type { LineMargin } from '~/domain/pricing/margin';

export const JOB_TABS = ['all', 'budget', 'pricing'] as const;
export type JobTab = (typeof JOB_TABS)[number];
export const JOB_TAB_LABELS: Record<JobTab, string> = { all: 'All', budget: 'Budget', pricing: 'Pricing' };

/** `?tab=` is case-insensitive; anything else is All. (Plain code, no Zod: the job page's modules load no schemas.) */
export function parseJobTab(value: string | null | undefined): JobTab {
  const lower = (value ?? '').toLowerCase();
  return (JOB_TABS as readonly string[]).includes(lower) ? (lower as JobTab) : 'all';
}

export const showsBudget = (tab: JobTab) => tab !== 'pricing';
export const showsPrice = (tab: JobTab) => tab !== 'budget';

/** Labour services: their price is the install price (docs/pricing.md § Services). */
export const LABOUR_SERVICES = ['Survey', 'Removal', 'Labor', 'Service Call'] as const;

export function isLabourService(name: string | null | undefined): boolean {
  const n = (name ?? '').trim().toLowerCase();
  return LABOUR_SERVICES.some((s) => s.toLowerCase() === n);
}

export type LineMoney = {
  lineType: 'sign' | 'service';
  /** Sign or service name. */
  name: string;
  lineItemPrice: number;
  lineItemInstallPrice: number;
  lineItemBudget: number;
  lineItemInstallBudget: number;
};

/** One row of the line-item table, as the server hands it to the screen. */
export type LineItemRow = LineMoney & {
  id: number;
  quantity: number;
  /** Sign image URL. */
  image: string | null;
  /** The line's own picture (app route URL): shown instead of the catalogue image. */
  picture?: string | null;
  /** Service icon: an emoji (as the seed stores them) or an image URL. */
  icon?: string | null;
  description: string;
  /** 1 marks a sub-row. */
  level?: number;
  /** A formula service priced from sign counts the job no longer has: the table says so and offers Re-price. */
  signCountChanges?: SignCountChange[];
  /** Edited and Custom lines say so in the table: their prices were typed, not calculated. */
  pricingMode?: 'Calculated' | 'Edited' | 'Custom';
  /**
   * The line's margin against the brand's target (job page only; computed by the server with
   * domain/pricing/margin.ts): the table reads its flag and percent, all that reaches the browser (packed-rows.ts).
   */
  margin?: Pick<LineMargin, 'flag' | 'percentTenths'>;
  /** The client's choice the line offers, in words ('Optional · pre-ticked', 'Choose one: Faces'; docs/choices.md). */
  choice?: string;
  /** An Approved version's optional and group lines: whether the client chose it (a line not chosen is out of every total). */
  chosen?: 'Chosen' | 'Not chosen';
};

export type LineMoneyCells = { unitPrice: string; installPrice: string; unitBudget: string; installBudget: string };

export const NOT_APPLICABLE = 'N/A';

const orNA = (cents: number) => (cents === 0 ? NOT_APPLICABLE : formatCents(cents));

/**
 * Signs always show their amounts. A labour service shows N/A for the unit
 * amounts and its install amount (falling back to the unit amount, N/A if 0)
 * in the install columns. Any other service shows N/A for a zero amount.
 */
export function lineMoneyCells(item: LineMoney): LineMoneyCells {
  if (item.lineType === 'sign') {
    return {
      unitPrice: formatCents(item.lineItemPrice),
      installPrice: formatCents(item.lineItemInstallPrice),
      unitBudget: formatCents(item.lineItemBudget),
      installBudget: formatCents(item.lineItemInstallBudget),
    };
  }
  if (isLabourService(item.name)) {
    return {
      unitPrice: NOT_APPLICABLE,
      installPrice: orNA(item.lineItemInstallPrice || item.lineItemPrice),
      unitBudget: NOT_APPLICABLE,
      installBudget: orNA(item.lineItemInstallBudget || item.lineItemBudget),
    };
  }
  return {
    unitPrice: orNA(item.lineItemPrice),
    installPrice: orNA(item.lineItemInstallPrice),
    unitBudget: orNA(item.lineItemBudget),
    installBudget: orNA(item.lineItemInstallBudget),
  };
}

export type LineItemColumn = 'qty' | 'item' | 'description' | 'unitPrice' | 'installPrice' | 'unitBudget' | 'installBudget';

/** The columns a tab shows, with their widths in px (docs/product.md § Job page, column widths). */
export function lineItemColumns(tab: JobTab): { key: LineItemColumn; label: string; width: number }[] {
  const own = tab !== 'all';
  const money = own ? 80 : 50;
  const cols: { key: LineItemColumn; label: string; width: number }[] = [
    { key: 'qty', label: 'QTY', width: 20 },
    { key: 'item', label: 'ITEM', width: 60 },
    { key: 'description', label: 'DESCRIPTION', width: own ? 300 : 250 },
  ];
  if (showsPrice(tab)) {
    cols.push({ key: 'unitPrice', label: 'UNIT PRICE', width: money }, { key: 'installPrice', label: 'INSTALL PRICE', width: money });
  }
  if (showsBudget(tab)) {
    cols.push({ key: 'unitBudget', label: 'UNIT BUDGET', width: money }, { key: 'installBudget', label: 'INSTALL BUDGET', width: money });
  }
  return cols;
}
