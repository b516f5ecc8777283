/**
 * The price of one service line (docs/pricing.md § Services). Formula services are
 * recognised by name; their counters come from the version's sign lines and
 * can be changed, and are saved in selectedOptions, so the server prices a
 * saved line from what was saved, not from today's sign lines.
 *
 * Labour services (Survey, Removal, Labor, Service Call) keep their amount in
 * the install columns; every other service in the unit columns.
 */
import { checkComputedPrices, LIMIT_MESSAGES, MAX_AMOUNT_CENTS } from './limits';
import { PRICE_MESSAGES } from './manual-prices';
import { mulCents } from './rounding';
import type { Cents, LinePrices, PricingService, ServiceSelections, SignCountLine } from './types';

export const LABOUR_SERVICES = ['Survey', 'Removal', 'Labor', 'Service Call'] as const;
/** Services whose custom-description switch starts on (docs/pricing.md § Descriptions). */
export const DESCRIPTION_ON_SERVICES = ['Labor', 'Materials', 'Miscellaneous', 'Service Call', 'Travel'] as const;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.toLowerCase();

export const isLabourService = (name: string | null | undefined) => LABOUR_SERVICES.some((s) => same(name ?? '', s));
export const descriptionDefaultsOn = (name: string | null | undefined) => DESCRIPTION_ON_SERVICES.some((s) => same(name ?? '', s));

/** 'Crating and freight (3 Wall Signs)' -> 'Crating and freight'. */
export function serviceDescription(text: string | null | undefined): string {
  return (text ?? '').replace(/\s*\(\s*\d+[^()]*\bSigns?\s*\)\s*$/i, '').trim();
}

const DOLLAR = 100;
export const ON = 'On';
export const OFF = 'Off';

type Formula = {
  counters: readonly string[];
  toggles: readonly string[];
  /**
   * The counters count the job's own new signs (Survey, Permits & Procurement,
   * Shipping & Crating), so a line priced for other counts is out of date.
   * Removal counts the old signs being taken down: its counters are only
   * pre-filled from the job's signs as a first guess, and never out of date.
   */
  countsFromJob: boolean;
  /** Only exterior signs are counted. */
  exteriorOnly?: boolean;
  /** Whole dollars from the counters and toggles. */
  dollars: (n: (counter: string) => number, on: (toggle: string) => boolean) => number;
};

export const SURVEY_MINIMUM = 595;
export const INTERIOR_SURVEY = 595;
export const REMOVAL_MINIMUM = 985;
export const PERMITS_THRESHOLD = 1970;
export const PERMITS_FLAT = 495;
export const SHIPPING_MINIMUM = 3190;

/** 'count of wall signs x970 if that exceeds 1970, otherwise 495': exactly 1970 does not exceed it. */
export const permitsDollars = (raw: number) => (raw > PERMITS_THRESHOLD ? raw : PERMITS_FLAT);

const FORMULAS: Record<string, Formula> = {
  survey: {
    counters: ['Wall Signs', 'Monument Signs', 'Pylon Signs', 'Monument Tenant Panel', 'Pylon Tenant Panel'],
    toggles: ['Interior Survey'],
    countsFromJob: true,
    dollars: (n, on) =>
      Math.max(
        n('Wall Signs') * 100 + n('Monument Signs') * 350 + n('Pylon Signs') * 950 + n('Monument Tenant Panel') * 250 + n('Pylon Tenant Panel') * 500,
        SURVEY_MINIMUM,
      ) + (on('Interior Survey') ? INTERIOR_SURVEY : 0),
  },
  removal: {
    counters: ['Wall Signs'],
    toggles: [],
    countsFromJob: false,
    dollars: (n) => Math.max(n('Wall Signs') * 795, REMOVAL_MINIMUM),
  },
  'permits & procurement': {
    counters: ['Wall Signs'],
    toggles: [],
    countsFromJob: true,
    dollars: (n) => permitsDollars(n('Wall Signs') * 970),
  },
  'shipping & crating (exterior)': {
    counters: ['Wall Signs', 'Monument Signs', 'Pylon Signs'],
    toggles: ['Canada'],
    countsFromJob: true,
    exteriorOnly: true,
    dollars: (n) => Math.max(n('Wall Signs') * 1000 + n('Monument Signs') * 250 + n('Pylon Signs') * 500, SHIPPING_MINIMUM),
  },
};

const formulaOf = (service: Pick<PricingService, 'name'>) => FORMULAS[service.name.trim().toLowerCase()];

/** Shipping services carry the Canada toggle (docs/pricing.md § Formula services and sign counts). */
const isShipping = (service: Pick<PricingService, 'name'>) => /shipping/i.test(service.name);

export function serviceCounterFields(service: Pick<PricingService, 'name'>): { counters: string[]; toggles: string[] } {
  const formula = formulaOf(service);
  const toggles = [...(formula?.toggles ?? [])];
  if (isShipping(service) && !toggles.includes('Canada')) toggles.push('Canada');
  return { counters: [...(formula?.counters ?? [])], toggles };
}

/** True when the service's counters count the job's own sign lines, so they follow the job (not Removal's old signs). */
export const countsFollowJob = (service: Pick<PricingService, 'name'>) => formulaOf(service)?.countsFromJob ?? false;

/**
 * The key of a saved line's selections that lists the counters the estimator
 * typed on purpose ('Wall Signs, Pylon Signs'): a count that differed from the
 * job's own when it was saved. Those are the estimator's, never out of date.
 */
export const TYPED_COUNTS = 'typedCounts';

/** The counters a saved line's selections mark as typed on purpose. */
export function typedCounters(saved: Record<string, unknown>): string[] {
  const raw = saved[TYPED_COUNTS];
  return typeof raw === 'string' ? raw.split(',').map((c) => c.trim()).filter(Boolean) : [];
}

/** The counters pre-filled from a version's sign lines (quantities by sign type), toggles Off; null without counters. */
export function formulaCounters(service: Pick<PricingService, 'name'>, signLines: readonly SignCountLine[]): ServiceSelections | null {
  const { counters, toggles } = serviceCounterFields(service);
  if (counters.length === 0 && toggles.length === 0) return null;
  const exteriorOnly = formulaOf(service)?.exteriorOnly ?? false;
  const out: ServiceSelections = {};
  for (const counter of counters) {
    out[counter] = signLines
      .filter((l) => l.signType === counter && (!exteriorOnly || l.placement === 'exterior'))
      .reduce((sum, l) => sum + l.quantity, 0);
  }
  for (const toggle of toggles) out[toggle] = OFF;
  return out;
}

export type ServiceQuote =
  | { ok: true; prices: LinePrices; amount: Cents; selected: ServiceSelections; description: string }
  | { ok: false; field: string; message: string };

export type ServicePricingInput = {
  service: PricingService;
  selected: ServiceSelections;
  /** user_input services: the price the estimator typed, in cents. */
  enteredPrice?: Cents | null;
};

const MAX_COUNTER = 10_000;

/** Reads the saved counters and toggles: whole numbers of 0 or more, 'On' or 'Off'. */
function readCounters(service: PricingService, selected: ServiceSelections) {
  const { counters, toggles } = serviceCounterFields(service);
  const values: ServiceSelections = {};
  for (const [key, raw] of Object.entries(selected)) {
    // Bookkeeping about the counts, not a setting: the server works it out again on every save.
    if (key === TYPED_COUNTS) continue;
    if (counters.includes(key)) {
      const text = String(raw).trim();
      if (text === '') {
        values[key] = 0;
        continue;
      }
      if (!/^\d+$/.test(text) || Number(text) > MAX_COUNTER) {
        return { error: { field: key, message: `${key} must be a whole number from 0 to ${MAX_COUNTER}` } };
      }
      values[key] = Number(text);
    } else if (toggles.includes(key)) {
      if (raw !== ON && raw !== OFF) return { error: { field: key, message: `${key} must be On or Off` } };
      values[key] = raw;
    } else {
      return { error: { field: key, message: `${key} is not a setting of ${service.name}` } };
    }
  }
  for (const counter of counters) values[counter] ??= 0;
  for (const toggle of toggles) values[toggle] ??= OFF;
  return { values };
}

/** A fixed service's amount: its priceFormula read as dollars ('$295', '1,250.00'). */
export function fixedAmount(priceFormula: string | null | undefined): Cents | null {
  const text = (priceFormula ?? '').replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * DOLLAR);
}

export function priceService({ service, selected, enteredPrice }: ServicePricingInput): ServiceQuote {
  const read = readCounters(service, selected);
  if ('error' in read && read.error) return { ok: false, ...read.error };
  const values = read.values!;
  const formula = formulaOf(service);
  const description = serviceDescription(service.description);
  let amount: Cents;
  if (formula) {
    const n = (counter: string) => Number(values[counter] ?? 0);
    const on = (toggle: string) => values[toggle] === ON;
    amount = formula.dollars(n, on) * DOLLAR;
  } else if (service.priceType === 'user_input') {
    if (enteredPrice === null || enteredPrice === undefined || !Number.isSafeInteger(enteredPrice) || enteredPrice <= 0) {
      return { ok: false, field: 'enteredPrice', message: PRICE_MESSAGES.serviceEntered };
    }
    if (enteredPrice > MAX_AMOUNT_CENTS) return { ok: false, field: 'enteredPrice', message: LIMIT_MESSAGES.amount('Price') };
    amount = enteredPrice;
  } else {
    // fixed, and a formula type without a formula of its own: the flat amount of priceFormula.
    const flat = fixedAmount(service.priceFormula);
    if (flat === null || flat <= 0) {
      return { ok: false, field: 'price', message: service.priceType === 'fixed' ? PRICE_MESSAGES.fixedInvalid : PRICE_MESSAGES.calculatedInvalid };
    }
    amount = flat;
  }
  if (isShipping(service) && values.Canada === ON) {
    const location = service.locationMultiplier;
    amount = mulCents(amount, location === null || location === undefined || !Number.isFinite(location) ? 1 : location);
  }
  if (amount <= 0) return { ok: false, field: 'price', message: PRICE_MESSAGES.calculatedInvalid };
  const prices = servicePrices(service, amount);
  const over = checkComputedPrices(prices);
  if (over) return { ok: false, ...over };
  return { ok: true, amount, prices, selected: values, description };
}

/** An amount in the right columns, with its budget (service multiplier, 0 when missing). */
export function servicePrices(service: Pick<PricingService, 'name' | 'budgetMultiplier'>, amount: Cents): LinePrices {
  const m = service.budgetMultiplier;
  const budget = mulCents(amount, m === null || m === undefined || !Number.isFinite(m) ? 0 : m);
  return isLabourService(service.name)
    ? { price: 0, budget: 0, install: amount, installBudget: budget }
    : { price: amount, budget, install: 0, installBudget: 0 };
}

/**
 * The price a person entered for a user_input service, read back from a saved
 * line (labour services keep it in the install column), so a reset or a
 * recomputation prices the line from what was entered.
 */
export function savedEnteredPrice(service: Pick<PricingService, 'name'>, saved: Pick<LinePrices, 'price' | 'install'>): Cents {
  return isLabourService(service.name) ? saved.install : saved.price;
}
