/**
 * The tax line of a proposal (docs/product.md § Entities and fields, Job: jobTax {percentage, amount}).
 * Pure; integer cents in and out.
 *
 * A job carries one of the two, as stored in `jobs`:
 * - `taxPercentage` in hundredths of a percent (825 = 8.25%), applied to the
 *   job's pricing total (items subtotal + installation subtotal);
 * - `taxAmount`, a fixed amount in cents, printed as it is.
 * Neither (or a zero) means no tax: the line prints $0.00.
 * The job may name its tax (`taxName`, e.g. 'HST'): the label is then that
 * name with the rate ('HST 13%'), else 'Tax (8.25%)'.
 */

export type JobTaxSetting = { taxPercentage: number | null; taxAmount: number | null; taxName?: string | null };

export type TaxLine = {
  /** 'Tax (8.25%)', 'HST 13%', 'GST' or 'Tax'. */
  label: string;
  cents: number;
};

const BASIS_POINTS_PER_WHOLE = 10_000n;

/**
 * Rounding: the exact product total x percentage is a whole number of
 * 1/10,000ths of a cent; it is rounded once, to the nearest cent, with halves
 * rounded away from zero (the rule people and spreadsheets use for money:
 * $10.05 at 5% = 50.25 cents -> 50 cents; $10.10 at 5% = 50.5 cents -> 51
 * cents). The sum is done in BigInt, so no binary-float error can move a
 * half-cent the wrong way however large the job.
 */
export function percentageOf(totalCents: number, hundredthsOfPercent: number): number {
  const product = BigInt(Math.round(totalCents)) * BigInt(Math.round(hundredthsOfPercent));
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const rounded = (magnitude * 2n + BASIS_POINTS_PER_WHOLE) / (BASIS_POINTS_PER_WHOLE * 2n);
  return Number(negative ? -rounded : rounded);
}

/** '8.25%' from 825; whole numbers lose the decimals ('8%'), 850 -> '8.5%'. */
export function formatPercentage(hundredthsOfPercent: number): string {
  const whole = Math.trunc(hundredthsOfPercent / 100);
  const rest = Math.abs(hundredthsOfPercent % 100);
  if (rest === 0) return `${whole}%`;
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}%`;
}

/** The tax of a job whose pricing total is `totalCents`. A fixed amount wins if both are somehow set. */
export function jobTaxLine(totalCents: number, setting: JobTaxSetting): TaxLine {
  const name = setting.taxName?.trim() || null;
  if (setting.taxAmount !== null && setting.taxAmount !== undefined && setting.taxAmount !== 0) {
    return { label: name ?? 'Tax', cents: Math.round(setting.taxAmount) };
  }
  if (setting.taxPercentage !== null && setting.taxPercentage !== undefined && setting.taxPercentage !== 0) {
    const rate = formatPercentage(setting.taxPercentage);
    return { label: name ? `${name} ${rate}` : `Tax (${rate})`, cents: percentageOf(totalCents, setting.taxPercentage) };
  }
  return { label: name ?? 'Tax', cents: 0 };
}

/** A job's tax as the API shows it ({percentage, amount} in percent and dollars) back in stored units, with its name. */
export function jobTaxSetting(job: { jobTax: { percentage: number | null; amount: number | null }; taxName?: string | null }): JobTaxSetting {
  return {
    taxPercentage: job.jobTax.percentage === null ? null : Math.round(job.jobTax.percentage * 100),
    taxAmount: job.jobTax.amount === null ? null : Math.round(job.jobTax.amount * 100),
    taxName: job.taxName ?? null,
  };
}
