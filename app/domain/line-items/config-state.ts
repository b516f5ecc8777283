/**
 * The configuration panel's values and what they price to, shared by the
 * browser (live prices while configuring) and the server (rendering a
 * 'Calculate' answer without JavaScript). Values are the form's own strings,
 * keyed by the field names of the line-items contract (`opt:<Option>`,
 * `count:<Sign Type>`, `toggle:<Name>`, ...); prices always come from the
 * pricing engine, never from here. Pure.
 */
import {
  checkManualPrices,
  choosesSize,
  DESCRIPTION_MAX,
  descriptionDefaultsOn,
  DIMENSION_FIELDS,
  formulaCounters,
  isLabourService,
  LIMIT_MESSAGES,
  MAX_AMOUNT_CENTS,
  MAX_QUANTITY,
  needsDimensions,
  PRICE_MESSAGES,
  priceService,
  priceSign,
  serviceCounterFields,
  serviceDescription,
  type LinePrices,
  type PricingOption,
  type PricingService,
  type PricingSign,
  type PricingSize,
  type SignCountLine,
  type SignSelections,
  type ServiceSelections,
} from '~/domain/pricing';
import { labelledList } from '~/domain/labelled-list';
import { centsToInput, parseMoneyStrict, roundedMoneyInput, roundsToCents } from '~/domain/money';

export type FormValues = Record<string, string>;
export type PricingMode = 'Calculated' | 'Edited' | 'Custom';

export type PanelSign = PricingSign & { image: string | null; sizes: PricingSize[]; options: PricingOption[] };
export type PanelService = PricingService & { icon: string | null };
export type PanelItem = { kind: 'sign'; sign: PanelSign } | { kind: 'service'; service: PanelService };

/** The four price inputs of a line, and their labels in the panel. */
const priceFields = labelledList([
  ['lineItemPrice', 'Unit Price'],
  ['lineItemInstallPrice', 'Install Price'],
  ['lineItemBudget', 'Unit Budget'],
  ['lineItemInstallBudget', 'Install Budget'],
]);
export const PRICE_FIELDS = priceFields.values;
export type PriceField = (typeof PRICE_FIELDS)[number];
export const PRICE_LABELS = priceFields.labels;
const PRICE_KEYS: Record<PriceField, keyof LinePrices> = {
  lineItemPrice: 'price',
  lineItemInstallPrice: 'install',
  lineItemBudget: 'budget',
  lineItemInstallBudget: 'installBudget',
};

export const ZERO_PRICES: LinePrices = { price: 0, install: 0, budget: 0, installBudget: 0 };
export const ON = 'on';

export const isCustomSign = (item: PanelItem) => item.kind === 'sign' && item.sign.signType === 'Custom Signs';
export const isUserInput = (item: PanelItem) => item.kind === 'service' && item.service.priceType === 'user_input';
/** Switches and toggles post nothing when off: the names to read as Off. */
export function switchFields(item: PanelItem): string[] {
  if (item.kind === 'sign') return item.sign.options.filter((o) => o.isActive && o.type === 'switch').map((o) => `opt:${o.name}`);
  return serviceCounterFields(item.service).toggles.map((t) => `toggle:${t}`);
}

/** The values of a fresh configuration: quantity 1, options cleared, counters from the version's sign lines. */
export function freshValues(item: PanelItem, signLines: readonly SignCountLine[]): FormValues {
  const base: FormValues = { quantity: '1', description: '' };
  if (item.kind === 'sign') {
    const custom = isCustomSign(item);
    return {
      ...base,
      lineType: 'sign',
      signId: String(item.sign.id),
      pricingMode: custom ? 'Custom' : 'Calculated',
      ...(custom ? { useCustomDescription: ON } : {}),
      ...Object.fromEntries(switchFields(item).map((f) => [f, 'Off'])),
    };
  }
  const counters = formulaCounters(item.service, signLines) ?? {};
  return {
    ...base,
    lineType: 'service',
    serviceId: String(item.service.id),
    pricingMode: 'Calculated',
    // The switch starts on for these services (docs/pricing.md § Descriptions); the text starts as the catalogue's description,
    // so the line is ready to save and the person edits rather than types it all.
    ...(descriptionDefaultsOn(item.service.name) ? { useCustomDescription: ON, description: serviceDescription(item.service.description) } : {}),
    ...Object.fromEntries(Object.entries(counters).map(([k, v]) => [typeof v === 'number' ? `count:${k}` : `toggle:${k}`, String(v)])),
  };
}

/**
 * A saved line's values, for reopening it: selections, quantity, the custom
 * description when it differs from the built one, typed amounts for
 * Edited/Custom lines. A user_input service with saved prices opens as
 * Edited (docs/pricing.md § Pricing modes), its amounts in the four fields.
 */
export function valuesFromSaved(
  item: PanelItem,
  line: {
    quantity: number;
    selectedOptions: Record<string, unknown>;
    pricingMode: PricingMode;
    description: string;
    useCustomDescription: boolean;
    prices: LinePrices;
    enteredPrice?: number | null;
  },
): FormValues {
  let mode = line.pricingMode;
  const v: FormValues = { quantity: String(line.quantity), description: '' };
  const text = (x: unknown) => (x === null || x === undefined ? '' : String(x));
  if (item.kind === 'sign') {
    v.lineType = 'sign';
    v.signId = String(item.sign.id);
    for (const f of switchFields(item)) v[f] = 'Off';
    for (const [key, value] of Object.entries(line.selectedOptions)) {
      if (key === 'size') v.size = text(value);
      else if ((DIMENSION_FIELDS as readonly string[]).includes(key)) v[key] = text(value);
      else v[`opt:${key}`] = text(value);
    }
  } else {
    v.lineType = 'service';
    v.serviceId = String(item.service.id);
    const { counters, toggles } = serviceCounterFields(item.service);
    for (const [key, value] of Object.entries(line.selectedOptions)) {
      if (counters.includes(key)) v[`count:${key}`] = text(value);
      else if (toggles.includes(key)) v[`toggle:${key}`] = text(value);
    }
    for (const t of toggles) v[`toggle:${t}`] ??= 'Off';
    const p = line.prices;
    if (isUserInput(item) && mode === 'Calculated' && p.price + p.install + p.budget + p.installBudget > 0) mode = 'Edited';
    // Cancel (back to Calculated) starts from the amount entered before.
    const entered = line.enteredPrice ?? null;
    if (isUserInput(item) && entered !== null && entered > 0) v.enteredPrice = centsToInput(entered);
  }
  if (isCustomSign(item)) mode = 'Custom';
  v.pricingMode = mode;
  if (line.useCustomDescription || isCustomSign(item)) {
    v.useCustomDescription = ON;
    v.description = line.description;
  }
  if (mode !== 'Calculated') {
    for (const f of PRICE_FIELDS) v[f] = centsToInput(line.prices[PRICE_KEYS[f]]);
  }
  return v;
}

/** The engine's selections for a sign: size (unless picked by area), chosen option values, dimensions. */
export function signSelections(sign: PanelSign, v: FormValues): SignSelections {
  const out: SignSelections = {};
  if (choosesSize(sign, sign.sizes) && v.size) out.size = v.size;
  for (const o of sign.options) {
    if (!o.isActive) continue;
    const value = (v[`opt:${o.name}`] ?? '').trim();
    if (value !== '') out[o.name] = value;
    else if (o.type === 'switch') out[o.name] = 'Off';
  }
  if (needsDimensions(sign.signType)) for (const f of DIMENSION_FIELDS) if ((v[f] ?? '').trim() !== '') out[f] = v[f]!.trim();
  return out;
}

export function serviceSelections(service: PanelService, v: FormValues): ServiceSelections {
  const { counters, toggles } = serviceCounterFields(service);
  const out: ServiceSelections = {};
  for (const c of counters) out[c] = (v[`count:${c}`] ?? '').trim() || '0';
  for (const t of toggles) out[t] = v[`toggle:${t}`] === 'On' ? 'On' : 'Off';
  return out;
}

/** Quantity: a whole number of 1 or more; anything else reads as 1 (docs/product.md § Validation rules), and so does one over the limit (shown as an error). */
export function readQuantity(text: string | undefined): number {
  const n = Number((text ?? '').trim());
  return Number.isInteger(n) && n >= 1 && n <= MAX_QUANTITY ? n : 1;
}

/** A typed quantity over MAX_QUANTITY (refused by the server too). */
const quantityOverLimit = (text: string | undefined) => /^\s*\d+\s*$/.test(text ?? '') && Number(text) > MAX_QUANTITY;

export type PanelState = {
  /** The engine's answer for the configuration (prices and built description), or what is missing. */
  quote: { ok: true; prices: LinePrices; description: string } | { ok: false; prompt: string; errors: Record<string, string> };
  mode: PricingMode;
  /** The amounts shown: the calculated ones, or the typed ones in Edited/Custom mode (0 where unreadable). */
  prices: LinePrices;
  /** The description the line would get. */
  description: string;
  quantity: number;
  /** Field -> message, shown at the field. */
  errors: Record<string, string>;
  /** Why save is disabled (the button's prompt), or null when it can be saved. */
  blocked: string | null;
  /** Options that do not apply with the others chosen (the engine's rule): name -> why. Shown disabled. */
  notApplied: Record<string, string>;
};

/** Everything the panel shows for these values (and what blocks saving). */
export function panelState(item: PanelItem, v: FormValues): PanelState {
  const errors: Record<string, string> = {};
  let quote: PanelState['quote'];
  let notApplied: Record<string, string> = {};
  if (item.kind === 'sign') {
    const q = priceSign({ sign: item.sign, sizes: item.sign.sizes, options: item.sign.options, selected: signSelections(item.sign, v) });
    notApplied = q.notApplied;
    quote = q.ok ? { ok: true, prices: q.prices, description: q.description } : { ok: false, prompt: q.prompt, errors: q.errors };
  } else {
    const entered = isUserInput(item) ? parseMoneyStrict(v.enteredPrice ?? '') : null;
    const q = priceService({ service: item.service, selected: serviceSelections(item.service, v), enteredPrice: entered });
    // An entered price not typed yet is a prompt, not an error.
    const untyped = !q.ok && q.field === 'enteredPrice' && !(v.enteredPrice ?? '').trim();
    quote = q.ok
      ? { ok: true, prices: q.prices, description: q.description }
      : { ok: false, prompt: q.field === 'enteredPrice' ? 'Enter price' : 'Complete configuration', errors: untyped ? {} : { [q.field]: q.message } };
  }
  if (!quote.ok) Object.assign(errors, quote.errors);

  const mode: PricingMode = isCustomSign(item) ? 'Custom' : v.pricingMode === 'Edited' ? 'Edited' : 'Calculated';
  const custom = v.useCustomDescription === ON;
  const built = quote.ok ? quote.description : item.kind === 'sign' ? '' : serviceDescription(item.service.description);
  const description = custom ? (v.description ?? '') : built;
  let prices = quote.ok ? quote.prices : ZERO_PRICES;
  let blocked: string | null = quote.ok ? null : quote.prompt;

  if (mode !== 'Calculated') {
    const typed = { ...ZERO_PRICES };
    for (const f of PRICE_FIELDS) {
      const raw = (v[f] ?? '').trim();
      const cents = raw === '' ? 0 : parseMoneyStrict(raw);
      if (cents === null) errors[f] = 'Enter an amount of 0 or more';
      else if (cents > MAX_AMOUNT_CENTS) errors[f] = LIMIT_MESSAGES.amount(PRICE_LABELS[f]);
      else typed[PRICE_KEYS[f]] = cents;
    }
    prices = typed;
    const check = checkManualPrices({
      mode,
      lineType: item.kind,
      labour: item.kind === 'service' && isLabourService(item.service.name),
      prices: typed,
      description,
    });
    // The message shows once something has been typed; until then the button's prompt says what is missing.
    const typedAny = PRICE_FIELDS.some((f) => (v[f] ?? '').trim() !== '') || (custom && (v.description ?? '').trim() !== '');
    if (check && (typedAny || !isCustomSign(item))) errors[check.field] ??= check.message;
    // A custom sign, or a service priced as entered, is complete once its typed amounts are.
    if (isCustomSign(item) || isUserInput(item)) blocked = null;
    blocked ??= check ? 'Complete configuration' : null;
    if (PRICE_FIELDS.some((f) => errors[f] && !check)) blocked ??= 'Complete configuration';
  }
  if (custom && !(v.description ?? '').trim() && !isCustomSign(item)) {
    errors.description = PRICE_MESSAGES.descriptionRequired;
    blocked ??= 'Description Required';
  }
  if ((v.description ?? '').length > DESCRIPTION_MAX) {
    errors.description = `Description must be at most ${DESCRIPTION_MAX} characters`;
    blocked ??= 'Complete configuration';
  }
  if (PRICE_FIELDS.some((f) => errors[f])) blocked ??= 'Complete configuration';
  if (quantityOverLimit(v.quantity)) {
    errors.quantity = LIMIT_MESSAGES.quantity;
    blocked ??= 'Complete configuration';
  }
  return { quote, mode, prices, description, quantity: readQuantity(v.quantity), errors, blocked, notApplied };
}

/** The values that matter for 'something changed' (empty fields dropped, quantity read). */
function comparable(item: PanelItem, v: FormValues): string {
  const keys = Object.keys(v)
    .filter((k) => k !== 'intent' && (v[k] ?? '') !== '')
    .sort();
  const norm: FormValues = {};
  for (const k of keys) norm[k] = k === 'quantity' ? String(readQuantity(v[k])) : v[k]!.trim();
  if (norm.useCustomDescription !== ON) delete norm.description;
  if ((norm.pricingMode ?? 'Calculated') === 'Calculated') for (const f of PRICE_FIELDS) delete norm[f];
  else for (const f of PRICE_FIELDS) norm[f] = String(parseMoneyStrict(norm[f] ?? '0') ?? norm[f]);
  for (const f of switchFields(item)) if (norm[f] === undefined) norm[f] = 'Off';
  // The choice marks as they would be saved: Required carries none, only 'Choose one' has a group.
  if ((norm.choice ?? 'required') === 'required') for (const f of ['choice', 'recommended', 'alternativeGroup']) delete norm[f];
  else if (norm.choice !== 'choose-one') delete norm.alternativeGroup;
  return JSON.stringify(norm);
}

export const sameValues = (item: PanelItem, a: FormValues, b: FormValues) => comparable(item, a) === comparable(item, b);

/**
 * Typed amounts as they will be saved, rounded to the cent ('12.345' ->
 * '12.35'): what the panel shows back after Calculate or a refused save
 * without JavaScript, and on blur with it.
 */
export function withRoundedPrices(v: FormValues): FormValues {
  const out = { ...v };
  for (const f of [...PRICE_FIELDS, 'enteredPrice']) {
    const typed = out[f];
    // Only an amount that rounds is rewritten; '10,000,000.00' stays as typed.
    if (typed !== undefined && roundsToCents(typed) !== null) out[f] = roundedMoneyInput(typed);
  }
  return out;
}

/** The typed amounts Edit Prices starts from: the calculated ones. */
export function editedFrom(prices: LinePrices): FormValues {
  return Object.fromEntries(PRICE_FIELDS.map((f) => [f, centsToInput(prices[PRICE_KEYS[f]])]));
}

/** The form's posted fields as values (switches that posted nothing read as Off). */
export function valuesFromForm(item: PanelItem | null, form: FormData): FormValues {
  const v: FormValues = {};
  for (const [k, value] of form.entries()) if (typeof value === 'string') v[k] = value;
  if (item) for (const f of switchFields(item)) v[f] ??= 'Off';
  return v;
}
