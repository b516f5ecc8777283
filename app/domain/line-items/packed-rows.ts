/**
 * The job page's line items as they travel in its loader data: one array per
 * line, its fields in a fixed order, instead of one object per line. The rows
 * are in the page twice (as the table's markup, and as the data React hydrates
 * from), and in the hydration payload every object repeats each of its field
 * names' references: packed, a 300-line page's payload is about half (measured
 * in bench/browser.ts). Only what the table shows travels: of a line's margin
 * its flag and percent (and only when it is flagged), a sign-count change as
 * a [counter, priced, now] triple. The screen unpacks them once per answer. Pure.
 */
import type { MarginFlag } from '~/domain/pricing/margin';
import type { SignCountChange } from '~/domain/pricing/sign-counts';
import type { LineItemRow } from './line-item-display';

type PackedSignCountChange = [counter: string, priced: number, now: number];

/** One line: the fields of LineItemRow in this order (absent optional fields as null). */
export type PackedLineItemRow = [
  id: number,
  lineType: LineItemRow['lineType'],
  name: string,
  quantity: number,
  image: string | null,
  picture: string | null,
  icon: string | null,
  description: string,
  level: number | null,
  pricingMode: LineItemRow['pricingMode'] | null,
  lineItemPrice: number,
  lineItemInstallPrice: number,
  lineItemBudget: number,
  lineItemInstallBudget: number,
  signCountChanges: PackedSignCountChange[] | null,
  marginFlag: MarginFlag | null,
  marginPercentTenths: number | null,
];

export function packLineItemRows(rows: readonly LineItemRow[]): PackedLineItemRow[] {
  return rows.map((r) => [
    r.id,
    r.lineType,
    r.name,
    r.quantity,
    r.image,
    r.picture ?? null,
    r.icon ?? null,
    r.description,
    r.level ?? null,
    r.pricingMode ?? null,
    r.lineItemPrice,
    r.lineItemInstallPrice,
    r.lineItemBudget,
    r.lineItemInstallBudget,
    r.signCountChanges?.length ? r.signCountChanges.map((c): PackedSignCountChange => [c.counter, c.priced, c.now]) : null,
    r.margin?.flag ?? null,
    r.margin?.flag ? r.margin.percentTenths : null,
  ]);
}

export function unpackLineItemRows(packed: readonly PackedLineItemRow[]): LineItemRow[] {
  return packed.map(
    ([id, lineType, name, quantity, image, picture, icon, description, level, pricingMode, lineItemPrice, lineItemInstallPrice, lineItemBudget, lineItemInstallBudget, changes, flag, percentTenths]) => ({
      id,
      lineType,
      name,
      quantity,
      image,
      picture,
      icon,
      description,
      level: level ?? undefined,
      pricingMode: pricingMode ?? undefined,
      lineItemPrice,
      lineItemInstallPrice,
      lineItemBudget,
      lineItemInstallBudget,
      signCountChanges: changes?.map(([counter, priced, now]): SignCountChange => ({ counter, priced, now })),
      margin: flag ? { flag, percentTenths } : undefined,
    }),
  );
}
