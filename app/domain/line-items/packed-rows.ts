/**
 * The job page's line items as they travel in its loader data: one array per
 * line, its fields in a fixed order, instead of one object per line. The rows
 * are in the page twice (as the table's markup, and as the data React hydrates
 * from), and in the hydration payload every object repeats each of its field
 * names' references: packed, a 300-line page's payload is about half (measured
 * in bench/browser.ts). Only what the table shows travels: of a line's margin
 * its flag and percent (and only when it is flagged), a sign-count change as
 * a [counter, priced, now] triple, a line's choice in words when it offers one. The screen unpacks them once per answer. Pure.
 */
import type { MarginFlag } from '~/domain/pricing/margin';
import type { SignCountChange } from '~/domain/pricing/sign-counts';
import type { LineItemRow } from './line-item-display';

type PackedSignCountChange = [counter: string, priced: number, now: number];

/**
 * One line: the fields of LineItemRow in this order. The ones most lines
 * leave empty come last and a line's trailing empty fields are left off;
 * `level` and `pricingMode` travel only when the table says something of them
 * (a sub-row; an Edited or Custom line).
 */
export type PackedLineItemRow = [
  id: number,
  lineType: LineItemRow['lineType'],
  name: string,
  quantity: number,
  image: string | null,
  icon: string | null,
  description: string,
  lineItemPrice: number,
  lineItemInstallPrice: number,
  lineItemBudget: number,
  lineItemInstallBudget: number,
  level?: 1 | null,
  pricingMode?: 'Edited' | 'Custom' | null,
  picture?: string | null,
  signCountChanges?: PackedSignCountChange[] | null,
  marginFlag?: MarginFlag | null,
  marginPercentTenths?: number | null,
  choice?: string | null,
  chosen?: 'Chosen' | 'Not chosen' | null,
];

export function packLineItemRows(rows: readonly LineItemRow[]): PackedLineItemRow[] {
  return rows.map((r) => {
    const packed: PackedLineItemRow = [
      r.id,
      r.lineType,
      r.name,
      r.quantity,
      r.image,
      r.icon ?? null,
      r.description,
      r.lineItemPrice,
      r.lineItemInstallPrice,
      r.lineItemBudget,
      r.lineItemInstallBudget,
      r.level === 1 ? 1 : null,
      r.pricingMode === 'Edited' || r.pricingMode === 'Custom' ? r.pricingMode : null,
      r.picture ?? null,
      r.signCountChanges?.length ? r.signCountChanges.map((c): PackedSignCountChange => [c.counter, c.priced, c.now]) : null,
      r.margin?.flag ?? null,
      r.margin?.flag ? r.margin.percentTenths : null,
      r.choice || null,
      r.chosen ?? null,
    ];
    while (packed.length > 11 && packed[packed.length - 1] === null) packed.pop();
    return packed;
  });
}

export function unpackLineItemRows(packed: readonly PackedLineItemRow[]): LineItemRow[] {
  return packed.map(
    ([id, lineType, name, quantity, image, icon, description, lineItemPrice, lineItemInstallPrice, lineItemBudget, lineItemInstallBudget, level, pricingMode, picture, changes, flag, percentTenths, choice, chosen]) => ({
      id,
      lineType,
      name,
      quantity,
      image,
      picture: picture ?? null,
      icon,
      description,
      level: level ?? undefined,
      pricingMode: pricingMode ?? undefined,
      lineItemPrice,
      lineItemInstallPrice,
      lineItemBudget,
      lineItemInstallBudget,
      signCountChanges: changes?.map(([counter, priced, now]): SignCountChange => ({ counter, priced, now })),
      margin: flag ? { flag, percentTenths: percentTenths ?? null } : undefined,
      ...(choice ? { choice } : {}),
      ...(chosen ? { chosen } : {}),
    }),
  );
}
