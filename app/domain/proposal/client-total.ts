/**
 * What the client pays for a job version: the pricing total, the tax as the
 * job has it, the grand total and the deposit its payment terms call for.
 * The one place both the job page's Price Summary and the proposal PDF take
 * these figures from, so they always agree. Pure; integer cents.
 */
import type { Subtotals } from '~/domain/pricing/totals';
import { depositDue, type Deposit } from './deposit';
import { jobTaxLine, type JobTaxSetting, type TaxLine } from './tax';
import type { Currency } from './currency';

export type ClientTotal = {
  /** The job's pricing total (items + installation), before tax. */
  subtotal: number;
  tax: TaxLine;
  grandTotal: number;
  /** Null when the payment terms call for no deposit. */
  deposit: Deposit | null;
  /** The money the amounts are in (app/domain/proposal/currency.ts). */
  currency: Currency;
};

export function clientTotal(price: Subtotals, job: { tax: JobTaxSetting; jobTerms: string | null; currency: Currency }): ClientTotal {
  const tax = jobTaxLine(price.total, job.tax);
  const grandTotal = price.total + tax.cents;
  return { subtotal: price.total, tax, grandTotal, deposit: depositDue(grandTotal, job.jobTerms), currency: job.currency };
}
