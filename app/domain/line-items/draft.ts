/**
 * What a person asks to save as a line item, before the server prices it:
 * the one shape both the panel's form (line-item-form.ts) and the JSON API
 * (line-item-payload.ts) are turned into. Pure types and helpers.
 */
import type { PricingMode } from '~/domain/line-items/vocabulary';
import type { Cents, LinePrices } from '~/domain/pricing/types';
import { parseMoneyStrict } from '~/domain/money';
import { LIMIT_MESSAGES } from '~/domain/pricing/limits';
import { cleanUserText, userText } from '~/domain/user-text';
import type { LineChoice } from '~/domain/choices/line-choice';

export type { PricingMode };
export const PRICING_MODE_VALUES = ['Calculated', 'Edited', 'Custom'] as const satisfies readonly PricingMode[];

export type LineItemDraft = {
  lineType: 'sign' | 'service';
  signId?: number;
  /** The API's signPricingId: a size chosen by id (the size name in selectedOptions.size wins when both are given). */
  signPricingId?: number;
  serviceId?: number;
  /** A whole number from 1 to MAX_QUANTITY. */
  quantity: number;
  /**
   * Sign: option name -> value, plus `size` and, where dimensions apply,
   * heightFt/heightIn/widthFt/widthIn (numbers or their text). Formula
   * service: counters under sign-type names and toggles 'On' | 'Off'.
   */
  selectedOptions: Record<string, string | number>;
  /** Custom Signs are always saved as Custom, whatever is asked. */
  pricingMode: PricingMode;
  /** Null: use the built description. A string (even '') is the custom description. */
  customDescription: string | null;
  /** Typed amounts in cents: used only in Edited and Custom modes (ignored when Calculated). */
  prices?: LinePrices;
  /** user_input services priced Calculated: the price the estimator typed, in cents. */
  enteredPrice?: Cents | null;
  /**
   * An edit only: the line's updatedAt when the person opened it. When the
   * line was saved by someone else since, the edit is refused (409) instead of
   * silently overwriting their change.
   */
  expectedUpdatedAt?: number;
  /**
   * Required, Optional or a 'Choose one' group's line, with its recommended mark (docs/choices.md).
   * Absent: a new line is required; an edit keeps the line's marks.
   */
  choice?: LineChoice;
};

/** Field errors as the API and forms report them: field -> messages. */
export type DraftFieldErrors = Record<string, string[]>;

export const DESCRIPTION_LIMIT = 150;

export const DRAFT_MESSAGES = {
  quantity: LIMIT_MESSAGES.quantity,
  money: 'Enter an amount of 0 or more',
  description: `Description must be at most ${DESCRIPTION_LIMIT} characters`,
  signId: 'Choose a sign',
  serviceId: 'Choose a service',
  counter: 'Must be a whole number of 0 or more',
  toggle: 'Must be On or Off',
} as const;

/** A custom description: the shared user-text rule with the 150-character limit (docs/product.md § Validation rules). */
export const customDescriptionField = userText(DESCRIPTION_LIMIT, { tooLong: DRAFT_MESSAGES.description });

/**
 * Typed money to cents ('$1,234.50', '12', 0.5): null for a negative amount,
 * or junk; more than 2 decimals are rounded to the cent. The engine's rule
 * (parseMoneyStrict), also taking unknown input from JSON.
 */
export function strictCents(input: unknown): Cents | null {
  if (typeof input === 'number' && !Number.isFinite(input)) return null;
  return typeof input === 'string' || typeof input === 'number' ? parseMoneyStrict(input) : null;
}

/** A switch sent as a boolean is saved as 'On' / 'Off'; null drops the entry. */
export function normalizeSelections(raw: Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [rawKey, value] of Object.entries(raw)) {
    if (value === null || value === undefined) continue;
    // Option names and values (a text option's is typed) follow the shared user-text rule too.
    const key = cleanUserText(rawKey).trim();
    if (typeof value === 'boolean') out[key] = value ? 'On' : 'Off';
    else if (typeof value === 'number') out[key] = value;
    else if (typeof value === 'string') out[key] = cleanUserText(value).trim();
  }
  return out;
}
