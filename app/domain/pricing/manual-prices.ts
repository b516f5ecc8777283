/**
 * Prices a person types (pricing modes Edited and Custom,
 * docs/pricing.md § Pricing modes), and the messages for prices that cannot be saved
 * (docs/product.md § Error messages).
 */
import { checkTypedPrices } from './limits';
import type { LinePrices } from './types';

export const PRICE_MESSAGES = {
  serviceEntered: 'Please enter a valid service price.',
  serviceEdited: 'Please enter a valid price for this service.',
  customSign: 'Please enter a description and at least one price (item or install) for the custom sign.',
  calculatedInvalid: 'Invalid calculated price for this service.',
  fixedInvalid: 'Invalid fixed price for this service.',
  descriptionRequired: 'Description Required - Please enter a custom description when the description switch is enabled.',
} as const;

export const DESCRIPTION_MAX = 150;
/** The description counter turns orange above this, red at DESCRIPTION_MAX. */
export const DESCRIPTION_WARN = 140;

export type ManualPricesInput = {
  mode: 'Edited' | 'Custom';
  lineType: 'sign' | 'service';
  /** A labour service's amount sits in the install column. */
  labour?: boolean;
  prices: LinePrices;
  description: string | null;
};

/** The rule for typed prices (docs/product.md § Validation rules), or null when they can be saved. Amounts are already whole, non-negative cents. */
export function checkManualPrices({ mode, lineType, labour, prices, description }: ManualPricesInput): { field: string; message: string } | null {
  const over = checkTypedPrices(prices);
  if (over) return over;
  if (lineType === 'sign' && mode === 'Custom') {
    if (!description?.trim() || (prices.price <= 0 && prices.install <= 0)) return { field: 'lineItemPrice', message: PRICE_MESSAGES.customSign };
    return null;
  }
  if (lineType === 'service') {
    const main = labour ? prices.install : prices.price;
    if (main <= 0) return { field: labour ? 'lineItemInstallPrice' : 'lineItemPrice', message: PRICE_MESSAGES.serviceEdited };
  }
  return null;
}
