/**
 * A saved line with every value restored, for reopening the Edit panel (and
 * the no-JS delete confirmation): its selections, whether its description is
 * custom, its amounts and the stamp an edit sends back. Reads only.
 */
import { getDb } from '~/server/db.server';
import { withOwnSizeName } from './line-catalogue.server';
import { serviceForPricing, signForPricing } from './catalogue.server';
import { lineInVersion, parseSaved } from './line-item-context.server';
import { priceService, priceSign, type Cents, type LinePrices } from '~/domain/pricing';
import { isEchoOfBuilt } from '~/domain/line-items/line-item-payload';
import type { PricingMode } from '~/domain/line-items/draft';
import type { LineItemKeys } from '~/domain/line-items/vocabulary';

export type EditableLineItem = LineItemKeys & {
  /** Sign or service name. */
  name: string;
  quantity: number;
  /** As saved: option name -> value, size, dimensions; or counters and toggles. */
  selectedOptions: Record<string, string | number>;
  pricingMode: PricingMode;
  /** The saved description (custom or built). */
  description: string;
  /** Whether the saved description differs from the one the catalogue builds now (the custom-description switch). */
  useCustomDescription: boolean;
  /** The custom description when useCustomDescription, else null (as a draft holds it). */
  customDescription: string | null;
  /** Saved amounts in cents. */
  prices: LinePrices;
  /** A user_input service's amount (its price, or install price for labour), in cents; null otherwise. */
  enteredPrice: Cents | null;
  sortOrder: number;
  /** When it was last saved: the edit form sends it back so a save over someone else's change is refused. */
  updatedAt: number;
  /** The client's choice it offers (docs/choices.md). */
  optional: boolean;
  alternativeGroup: string | null;
  recommended: boolean;
};

/**
 * Every saved value of a line of `jobVersionId`, for reopening the panel;
 * null when there is no such line in that version.
 */
export function lineItemForEdit(id: number, jobVersionId: number): EditableLineItem | null {
  const db = getDb();
  const found = lineInVersion(db, id, jobVersionId, false);
  if (!found.ok) return null;
  const { line } = found.value;
  const selectedOptions = withOwnSizeName(db, line, parseSaved(line.selectedOptions));
  let name = '';
  let built: string | null = null;
  let enteredPrice: Cents | null = null;
  if (line.lineType === 'sign' && line.signId !== null) {
    const sign = signForPricing(line.signId, db);
    if (sign) {
      name = sign.name;
      const quote = priceSign({ sign, sizes: sign.sizes, options: sign.options, selected: selectedOptions });
      built = quote.ok ? quote.description : null;
    }
  } else if (line.serviceId !== null) {
    const service = serviceForPricing(line.serviceId, db);
    if (service) {
      name = service.name;
      const quote = priceService({ service, selected: selectedOptions, enteredPrice: line.lineItemPrice || line.lineItemInstallPrice || null });
      built = quote.ok ? quote.description : (service.description ?? '');
      if (service.priceType === 'user_input') enteredPrice = line.lineItemPrice || line.lineItemInstallPrice || null;
    }
  }
  const description = line.description ?? built ?? '';
  const useCustomDescription = built === null ? Boolean(line.description) : !isEchoOfBuilt(description, built);
  return {
    id: line.id,
    jobVersionId: line.jobVersionId,
    lineType: line.lineType,
    signId: line.signId,
    signPricingId: line.signSizeId,
    serviceId: line.serviceId,
    name,
    quantity: line.quantity,
    selectedOptions,
    pricingMode: line.pricingMode,
    description,
    useCustomDescription,
    customDescription: useCustomDescription ? description : null,
    prices: { price: line.lineItemPrice, install: line.lineItemInstallPrice, budget: line.lineItemBudget, installBudget: line.lineItemInstallBudget },
    enteredPrice,
    sortOrder: line.sortOrder,
    updatedAt: line.updatedAt,
    optional: line.optional,
    alternativeGroup: line.alternativeGroup,
    recommended: line.recommended,
  };
}
