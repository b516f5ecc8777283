/**
 * The shapes the pricing engine works on. Money is integer cents everywhere;
 * multipliers are plain reals; areas are square feet to 2 decimals.
 * The engine is pure: the seed, the server and the browser all call it.
 */
import type { SignType } from '~/domain/catalogue/vocabulary';

export type Cents = number;

/**
 * A line's amounts. `price` and `budget` are per unit (multiplied by the
 * quantity in the totals); `install` and `installBudget` are for the whole
 * line (see totals.ts for why).
 */
export type LinePrices = { price: Cents; install: Cents; budget: Cents; installBudget: Cents };

export type PricingSign = {
  id: number;
  name: string;
  signType: SignType;
  /** 'exterior' or 'interior'. */
  placement: string;
  /** The description template with {Placeholders}. */
  description: string | null;
  priceType: string;
  /** Null or missing: 0.55. */
  signBudgetMultiplier: number | null;
  installBudgetMultiplier: number | null;
};

/** A sign pricing row (a size). A budget of 0 means 'none of its own': price x the sign's multiplier. */
export type PricingSize = {
  id: number;
  sizeName: string;
  signPrice: Cents;
  installPrice: Cents;
  signBudget: Cents;
  installBudget: Cents;
  racewayPrice: Cents;
};

export type OptionType = 'dropdown' | 'switch' | 'text';
export type AppliesTo = 'base_sign_price' | 'base_install_price';

export type PricingOption = {
  id: number;
  name: string;
  type: OptionType;
  /** 'Red, Blue +10%, Bronze +$150' (see options.ts). */
  values: string;
  appliesTo: AppliesTo;
  placeholder: string | null;
  isActive: boolean;
};

/**
 * A sign line's selectedOptions as saved: option name -> chosen value, plus
 * `size` (the size name) and, where dimensions apply, `heightFt`, `heightIn`,
 * `widthFt`, `widthIn` (numbers).
 */
export type SignSelections = Record<string, string | number>;

/**
 * A formula service's selectedOptions: counters under the sign-type names
 * ("Wall Signs": 3) and toggles "Interior Survey" / "Canada": "On" | "Off".
 */
export type ServiceSelections = Record<string, string | number>;

export type PricingService = {
  id: number;
  name: string;
  description: string | null;
  priceType: string;
  /** A dollar amount ('$295') for fixed services, readable text for formulas. */
  priceFormula: string | null;
  /** Null or missing: 0. */
  budgetMultiplier: number | null;
  /** The Canada multiplier; null or missing: 1. */
  locationMultiplier: number | null;
};

/** What a formula service counts: the version's sign lines. */
export type SignCountLine = { signType: SignType; placement: string; quantity: number };
