/**
 * The deposit a job's payment terms call for
 * (docs/pricing.md § Totals, tax and deposit). Pure; integer cents.
 *
 * How the terms read:
 * - '50% Deposit / 50% before install' and '50% Deposit / 50% upon
 *   completion': half of the grand total (tax included) is due on acceptance.
 * - 'Prepayment': the whole grand total is due on acceptance.
 * - 'Net30', 'Net45', 'COD' (and no terms at all): nothing is due up front,
 *   so there is no deposit line.
 *
 * The share is taken of the grand total with the tax rule's rounding (one
 * rounding, to the nearest cent, halves away from zero: $64,534.97 at 50% is
 * $32,267.485 -> $32,267.49); the balance is the rest, so deposit + balance
 * is always the grand total to the cent.
 */
import type { PAYMENT_TERMS } from '~/domain/jobs/vocabulary';
import { percentageOf } from './tax';

type PaymentTerms = (typeof PAYMENT_TERMS)[number];

/** The share due on acceptance, in hundredths of a percent (5000 = 50%), per payment terms. */
const DEPOSIT_SHARE: Record<PaymentTerms, number | null> = {
  '50% Deposit / 50% before install': 5000,
  '50% Deposit / 50% upon completion': 5000,
  Prepayment: 10_000,
  Net30: null,
  Net45: null,
  COD: null,
};

export type Deposit = {
  /** 'Deposit due (50%)' or 'Prepayment due (100%)'. */
  label: string;
  cents: number;
  /** What is left to pay after the deposit ('Balance'), 0 for a prepayment. */
  balanceCents: number;
};

/** The share (hundredths of a percent) the terms ask up front, or null when they ask none. */
export function depositShare(terms: string | null | undefined): number | null {
  if (!terms || !Object.hasOwn(DEPOSIT_SHARE, terms)) return null;
  return DEPOSIT_SHARE[terms as PaymentTerms];
}

/** The deposit due on a grand total of `grandTotalCents` under `terms`, or null when the terms call for none. */
export function depositDue(grandTotalCents: number, terms: string | null | undefined): Deposit | null {
  const share = depositShare(terms);
  if (share === null) return null;
  const cents = percentageOf(grandTotalCents, share);
  const label = share === 10_000 ? 'Prepayment due (100%)' : `Deposit due (${share / 100}%)`;
  return { label, cents, balanceCents: grandTotalCents - cents };
}
