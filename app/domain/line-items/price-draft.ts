/**
 * The pure pricing of a line draft: what saving a draft stores, worked out
 * from the catalogue sign or service it names (already looked up) and the
 * draft's selections, with the checks that need no database (quantity, typed
 * amounts, description, the engine's prompts). The server looks the catalogue
 * up, checks the brand, and writes; every price comes from the one engine.
 */
import {
  checkManualPrices,
  isLabourService,
  MAX_QUANTITY,
  PRICE_MESSAGES,
  priceService,
  priceSign,
  type LinePrices,
  type PricingService,
  type SignPricingInput,
} from '~/domain/pricing';
import { DESCRIPTION_LIMIT, DRAFT_MESSAGES, type LineItemDraft, type PricingMode } from '~/domain/line-items/draft';
import { isEchoOfBuilt } from '~/domain/line-items/line-item-payload';

export type WriteFailure = { ok: false; status: 400 | 404 | 409; error: string; fieldErrors: Record<string, string[]> };
export type WriteResult<T> = { ok: true; value: T } | WriteFailure;

export function fail(status: 400 | 404 | 409, error: string, fieldErrors: Record<string, string[]> = {}): WriteFailure {
  return { ok: false, status, error, fieldErrors };
}

/** A catalogue sign as the engine prices it, with its sizes and options. */
export type DraftSign = SignPricingInput['sign'] & { sizes: SignPricingInput['sizes']; options: SignPricingInput['options'] };

/** The values a line is stored with, worked out from a draft. */
export type PricedLine = {
  values: {
    lineType: 'sign' | 'service';
    signId: number | null;
    signSizeId: number | null;
    serviceId: number | null;
    quantity: number;
    description: string;
    selectedOptions: string;
    lineItemPrice: number;
    lineItemInstallPrice: number;
    lineItemBudget: number;
    lineItemInstallBudget: number;
    pricingMode: PricingMode;
  };
  name: string;
  /** The description the catalogue builds for this configuration (shown when no custom one is used). */
  builtDescription: string;
};

/** An engine error key as the field the panel shows it at ('Enter dimensions' -> heightFt). */
export function promptField(prompt: string): string {
  if (prompt === 'Select size') return 'size';
  if (prompt === 'Enter dimensions') return 'heightFt';
  if (prompt.startsWith('Select ')) return prompt.slice('Select '.length);
  return '_';
}

const isWholeCents = (n: number) => Number.isSafeInteger(n) && n >= 0;

export function checkPrices(prices: LinePrices | undefined): WriteResult<LinePrices> {
  if (!prices) return fail(400, PRICE_NEEDED, { lineItemPrice: [PRICE_NEEDED] });
  const named: [keyof LinePrices, string][] = [
    ['price', 'lineItemPrice'],
    ['install', 'lineItemInstallPrice'],
    ['budget', 'lineItemBudget'],
    ['installBudget', 'lineItemInstallBudget'],
  ];
  for (const [key, field] of named) {
    if (!isWholeCents(prices[key])) return fail(400, DRAFT_MESSAGES.money, { [field]: [DRAFT_MESSAGES.money] });
  }
  return { ok: true, value: prices };
}

export const PRICE_NEEDED = 'Enter the prices';

export function checkQuantity(quantity: number): WriteResult<number> {
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
    return fail(400, DRAFT_MESSAGES.quantity, { quantity: [DRAFT_MESSAGES.quantity] });
  }
  return { ok: true, value: quantity };
}

function checkDescriptionLength(text: string | null): WriteResult<null> {
  if (text !== null && text.length > DESCRIPTION_LIMIT) return fail(400, DRAFT_MESSAGES.description, { description: [DRAFT_MESSAGES.description] });
  return { ok: true, value: null };
}

/** Custom Signs are always Custom; any other sign asked for 'Custom' is priced by hand as Edited. */
export function signMode(sign: { signType: string }, asked: PricingMode): PricingMode {
  if (sign.signType === 'Custom Signs') return 'Custom';
  return asked === 'Custom' ? 'Edited' : asked;
}

/** A sign line from its sign and selections (size already resolved into `selected`). */
export function priceSignSelections(sign: DraftSign, selected: Record<string, string | number>, draft: LineItemDraft): WriteResult<PricedLine> {
  const quantity = checkQuantity(draft.quantity);
  if (!quantity.ok) return quantity;
  const quote = priceSign({ sign, sizes: sign.sizes, options: sign.options, selected });
  if (!quote.ok) {
    const fieldErrors: Record<string, string[]> = {};
    for (const [field, message] of Object.entries(quote.errors)) fieldErrors[field] = [message];
    if (Object.keys(fieldErrors).length === 0) fieldErrors[promptField(quote.prompt)] = [quote.prompt];
    return fail(400, quote.prompt, fieldErrors);
  }
  const mode = signMode(sign, draft.pricingMode);
  let custom = draft.customDescription;
  const length = checkDescriptionLength(custom);
  if (!length.ok) return length;
  // A sign's switch on without text falls back to the built description; an echo of it is not custom.
  if (custom !== null && (custom.trim() === '' || isEchoOfBuilt(custom, quote.description))) custom = null;
  let prices = quote.prices;
  if (mode !== 'Calculated') {
    const typed = checkPrices(draft.prices);
    if (!typed.ok) return typed;
    const problem = checkManualPrices({ mode, lineType: 'sign', prices: typed.value, description: mode === 'Custom' ? custom : (custom ?? quote.description) });
    if (problem) return fail(400, problem.message, { [problem.field]: [problem.message] });
    prices = typed.value;
  }
  return {
    ok: true,
    value: {
      name: sign.name,
      builtDescription: quote.description,
      values: {
        lineType: 'sign',
        signId: sign.id,
        signSizeId: quote.size.id,
        serviceId: null,
        quantity: quantity.value,
        description: custom ?? quote.description,
        selectedOptions: JSON.stringify(quote.selected),
        lineItemPrice: prices.price,
        lineItemInstallPrice: prices.install,
        lineItemBudget: prices.budget,
        lineItemInstallBudget: prices.installBudget,
        pricingMode: mode,
      },
    },
  };
}

/** A service line from its service and selections (counters already pre-filled where the draft sent none). */
export function priceServiceSelections(service: PricingService, selected: Record<string, string | number>, draft: LineItemDraft): WriteResult<PricedLine> {
  const quantity = checkQuantity(draft.quantity);
  if (!quantity.ok) return quantity;
  const mode: PricingMode = draft.pricingMode === 'Calculated' ? 'Calculated' : 'Edited';
  const quote = priceService({ service, selected, enteredPrice: draft.enteredPrice ?? null });
  // In Edited mode the amount is typed, so only a bad counter or toggle (not a missing price) stops it.
  const priceOnly = !quote.ok && (quote.field === 'enteredPrice' || quote.field === 'price' || quote.field.startsWith('lineItem'));
  if (!quote.ok && (mode === 'Calculated' || !priceOnly)) return fail(400, quote.message, { [quote.field]: [quote.message] });
  const built = quote.ok ? quote.description : (service.description ?? '');
  let custom = draft.customDescription;
  const length = checkDescriptionLength(custom);
  if (!length.ok) return length;
  if (custom !== null && custom.trim() === '') {
    return fail(400, PRICE_MESSAGES.descriptionRequired, { description: [PRICE_MESSAGES.descriptionRequired] });
  }
  if (custom !== null && isEchoOfBuilt(custom, built)) custom = null;
  let prices: LinePrices;
  if (mode === 'Calculated') {
    prices = quote.ok ? quote.prices : { price: 0, install: 0, budget: 0, installBudget: 0 };
  } else {
    const typed = checkPrices(draft.prices);
    if (!typed.ok) return typed;
    const problem = checkManualPrices({ mode: 'Edited', lineType: 'service', labour: isLabourService(service.name), prices: typed.value, description: custom ?? built });
    if (problem) return fail(400, problem.message, { [problem.field]: [problem.message] });
    prices = typed.value;
  }
  return {
    ok: true,
    value: {
      name: service.name,
      builtDescription: built,
      values: {
        lineType: 'service',
        signId: null,
        signSizeId: null,
        serviceId: service.id,
        quantity: quantity.value,
        description: custom ?? built,
        selectedOptions: JSON.stringify(quote.ok ? quote.selected : selected),
        lineItemPrice: prices.price,
        lineItemInstallPrice: prices.install,
        lineItemBudget: prices.budget,
        lineItemInstallBudget: prices.installBudget,
        pricingMode: mode,
      },
    },
  };
}
