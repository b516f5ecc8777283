/**
 * The price of one sign line (docs/pricing.md § Sign prices by size), per unit for
 * the sign and for the whole line for install (see totals.ts):
 *
 * 1. Size: the chosen size; for Monument and Pylon signs the one picked by
 *    area ('<24' up to and including 24 SF, '>24' above).
 * 2. Base: the size's sign and install prices. Window/Wall Coverings, and a
 *    '>24' size above 24 SF, are rates per SF: times the area.
 * 3. Budgets: the size's own budget (times the area likewise) where it has
 *    one, otherwise the base price x the sign's multiplier (0.55 default).
 * 4. Options: each chosen value's modifier is worked out on the BASE price of
 *    its column (appliesTo: sign or install), so two percentages never
 *    compound; it adds the amount x that column's budget multiplier to the
 *    budget.
 * 5. Raceway: choosing a raceway adds the size's raceway price (and its
 *    budget share) to the sign price.
 * 6. 'Manufacture Only' On: install price and install budget are 0.
 */
import { needsDimensions, readDimensions, sizeChosenByArea, isCovering, SMALL_SIGN_MAX_SF, type Dimensions } from './dimensions';
import { checkComputedPrices, LIMIT_MESSAGES } from './limits';
import { parseModifier, parseOptionValues } from './modifiers';
import { optionsNotApplying } from './option-rules';
import { mulCents, mulHundredths } from './rounding';
import { describeSign } from './sign-description';
import type { LinePrices, PricingOption, PricingSign, PricingSize, SignSelections } from './types';

export const DEFAULT_BUDGET_MULTIPLIER = 0.55;
/** Longest free text a text option takes. */
export const OPTION_TEXT_MAX = 100;

/** `notApplied`: options that do not apply with the others chosen (option-rules.ts), name -> why; never charged. */
export type SignQuote =
  | { ok: true; size: PricingSize; area: number | null; prices: LinePrices; description: string; selected: SignSelections; notApplied: Record<string, string> }
  | { ok: false; prompt: string; errors: Record<string, string>; notApplied: Record<string, string> };

export type SignPricingInput = {
  sign: PricingSign;
  sizes: readonly PricingSize[];
  /** The options linked to the sign. */
  options: readonly PricingOption[];
  selected: SignSelections;
};

const multiplier = (m: number | null | undefined) => (m === null || m === undefined || !Number.isFinite(m) ? DEFAULT_BUDGET_MULTIPLIER : m);

/** The numeric part of a size name, for ordering ('18"' < '24"' < '<24 SF' < '>24 SF'). */
export function sizeOrder(name: string): number {
  const m = /\d+(\.\d+)?/.exec(name);
  return m ? Number(m[0]) + (name.includes('>') ? 0.5 : 0) : Number.POSITIVE_INFINITY;
}

export function sortSizes<T extends { sizeName: string }>(sizes: readonly T[]): T[] {
  return [...sizes].sort((a, b) => sizeOrder(a.sizeName) - sizeOrder(b.sizeName) || a.sizeName.localeCompare(b.sizeName));
}

/** The '<24' or '>24' size for an area, or undefined when the sign has none. */
export function sizeForArea(sizes: readonly PricingSize[], area: number): PricingSize | undefined {
  const mark = area <= SMALL_SIGN_MAX_SF ? '<24' : '>24';
  return sizes.find((s) => s.sizeName.includes(mark));
}

/** Whether the panel shows a size select: several sizes, not picked by area. */
export function choosesSize(sign: Pick<PricingSign, 'signType'>, sizes: readonly PricingSize[]): boolean {
  return !(sizeChosenByArea(sign.signType) && sizes.some((s) => /[<>]24/.test(s.sizeName))) && sizes.length > 1;
}

const isRacewayChosen = (value: string | undefined) => !!value && !/^(none|no|off)$/i.test(value);

/** The options a line is configured with: active ones, in their order. */
const activeOptions = (options: readonly PricingOption[]) => options.filter((o) => o.isActive);

/** A dropdown with values must be chosen; switches default to Off; text is optional. */
const isRequired = (o: PricingOption) => o.type === 'dropdown' && parseOptionValues(o.values).length > 0;

export function priceSign({ sign, sizes, options, selected }: SignPricingInput): SignQuote {
  const errors: Record<string, string> = {};
  const prompts: string[] = [];
  const offered = activeOptions(options);
  const byName = new Map(offered.map((o) => [o.name, o]));
  const out: SignSelections = {};

  // Dimensions first: for Monument and Pylon signs they decide the size.
  let dims: Dimensions | null = null;
  let area: number | null = null;
  if (needsDimensions(sign.signType)) {
    const read = readDimensions(selected);
    if ('dims' in read) {
      dims = read.dims;
      area = read.area;
    } else {
      Object.assign(errors, read.errors);
      prompts.push('Enter dimensions');
    }
  }

  // Size.
  let size: PricingSize | undefined;
  const sizeName = selected.size === undefined || selected.size === null ? '' : String(selected.size);
  if (!choosesSize(sign, sizes)) {
    if (sizeChosenByArea(sign.signType) && sizes.some((s) => /[<>]24/.test(s.sizeName))) {
      if (area !== null) {
        size = sizeForArea(sizes, area);
        if (!size) errors.size = `${sign.name} has no size for ${area} SF`;
      }
    } else {
      size = sizes[0];
      if (!size) errors.size = `${sign.name} has no sizes`;
      // The one size is taken when none is named; a size named that is not it (since removed or renamed) is not moved onto it.
      else if (sizeName !== '' && sizeName !== size.sizeName) errors.size = `'${sizeName}' is not a size of ${sign.name}`;
    }
  } else if (sizeName === '') {
    prompts.unshift('Select size');
  } else {
    size = sizes.find((s) => s.sizeName === sizeName);
    if (!size) errors.size = `'${sizeName}' is not a size of ${sign.name}`;
  }

  // Options: known names, offered values, the required ones chosen.
  const reserved = new Set(['size', 'heightFt', 'heightIn', 'widthFt', 'widthIn']);
  for (const [name, raw] of Object.entries(selected)) {
    if (reserved.has(name)) continue;
    const option = byName.get(name);
    if (!option) {
      errors[name] = `${name} is not an option of ${sign.name}`;
      continue;
    }
    const value = String(raw ?? '').trim();
    if (value === '') continue;
    if (option.type === 'text') {
      if (value.length > OPTION_TEXT_MAX) errors[name] = `${name} must be at most ${OPTION_TEXT_MAX} characters`;
      else out[name] = value;
      continue;
    }
    const values = option.type === 'switch' ? ['On', 'Off'] : parseOptionValues(option.values).map((v) => v.display);
    if (!values.includes(value)) errors[name] = `'${value}' is not a value of ${name}`;
    else out[name] = value;
  }
  // An option that does not apply with the others chosen is dropped: not required, not charged, not saved.
  const notApplied = optionsNotApplying(offered, out);
  for (const name of Object.keys(notApplied)) {
    delete out[name];
    delete errors[name];
  }
  for (const option of offered) {
    if (isRequired(option) && out[option.name] === undefined && !errors[option.name] && !notApplied[option.name]) prompts.push(`Select ${option.name}`);
  }

  if (Object.keys(errors).length > 0 || prompts.length > 0 || !size) {
    // The first thing still missing, in the order the panel shows them; a value that is wrong rather than missing
    // has its message at its field, and the button then reads 'Complete configuration'.
    return { ok: false, prompt: prompts[0] ?? 'Complete configuration', errors, notApplied };
  }

  const prices = signPrices(sign, size, offered, out, area);
  const over = checkComputedPrices(prices);
  if (over) return { ok: false, prompt: LIMIT_MESSAGES.calculatedPrompt, errors: { [over.field]: over.message }, notApplied };
  const saved: SignSelections = { ...out, size: size.sizeName, ...(dims ?? {}) };
  const description = describeSign({ sign, options: offered, selected: out, size: dims ?? size.sizeName });
  return { ok: true, size, area, prices, description, selected: saved, notApplied };
}

/** Steps 2-6 of the file comment, for a complete configuration. */
export function signPrices(
  sign: PricingSign,
  size: PricingSize,
  options: readonly PricingOption[],
  chosen: SignSelections,
  area: number | null,
): LinePrices {
  const signMultiplier = multiplier(sign.signBudgetMultiplier);
  const installMultiplier = multiplier(sign.installBudgetMultiplier);
  const areaHundredths = area === null ? 0 : Math.round(area * 100);
  const perSf = area !== null && (isCovering(sign.signType) || (size.sizeName.includes('>24') && area > SMALL_SIGN_MAX_SF));
  const scale = (cents: number) => (perSf ? mulHundredths(cents, areaHundredths) : cents);

  const basePrice = scale(size.signPrice);
  const baseInstall = scale(size.installPrice);
  const out: LinePrices = {
    price: basePrice,
    install: baseInstall,
    budget: size.signBudget > 0 ? scale(size.signBudget) : mulCents(basePrice, signMultiplier),
    installBudget: size.installBudget > 0 ? scale(size.installBudget) : mulCents(baseInstall, installMultiplier),
  };

  for (const option of options) {
    const value = chosen[option.name];
    if (value === undefined || option.type === 'text') continue;
    const entry = parseOptionValues(option.values).find((v) => v.display === String(value));
    const modifier = entry?.modifier ? parseModifier(entry.modifier) : null;
    if (!modifier) continue;
    const onInstall = option.appliesTo === 'base_install_price';
    const base = onInstall ? baseInstall : basePrice;
    const amount =
      modifier.kind === 'percent'
        ? mulCents(base, modifier.percent / 100)
        : modifier.kind === 'dollars'
          ? modifier.cents
          : mulHundredths(modifier.cents, areaHundredths);
    if (onInstall) {
      out.install += amount;
      out.installBudget += mulCents(amount, installMultiplier);
    } else {
      out.price += amount;
      out.budget += mulCents(amount, signMultiplier);
    }
  }

  if (isRacewayChosen(chosen.Raceway === undefined ? undefined : String(chosen.Raceway)) && size.racewayPrice > 0) {
    out.price += size.racewayPrice;
    out.budget += mulCents(size.racewayPrice, signMultiplier);
  }

  if (chosen['Manufacture Only'] === 'On') {
    out.install = 0;
    out.installBudget = 0;
  }
  return out;
}
