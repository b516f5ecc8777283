/**
 * Formula services (Survey, Removal, Permits & Procurement, Shipping &
 * Crating) pre-fill their sign counts from the job's sign lines when added,
 * and keep them (service-pricing.ts). Survey, Permits & Procurement and
 * Shipping & Crating count the job's own signs, so when signs are added or
 * removed later the line's price no longer matches the job: these say which
 * counts differ and what re-pricing with today's counts would use. Removal
 * counts the old signs coming down, and a count the estimator typed on
 * purpose is theirs: neither is ever out of date
 * (docs/pricing.md § Formula services and sign counts). Pure.
 */
import { countsFollowJob, formulaCounters, serviceCounterFields, TYPED_COUNTS, typedCounters } from './service-pricing';
import type { PricingService, ServiceSelections, SignCountLine } from './types';

export type SignCountChange = { counter: string; priced: number; now: number };

export const SIGN_COUNT_MESSAGES = {
  changed: "The job's sign counts changed since this was priced",
  repriced: (name: string) => `${name} re-priced with the job's sign counts`,
  current: (name: string) => `${name} already uses the job's sign counts`,
} as const;

const count = (value: unknown) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/**
 * The counters a line was priced with that differ from the version's sign
 * lines now: only for services whose counts follow the job, and never a
 * counter the estimator typed on purpose.
 */
export function signCountChanges(service: Pick<PricingService, 'name'>, saved: Record<string, unknown>, signLines: readonly SignCountLine[]): SignCountChange[] {
  if (!countsFollowJob(service)) return [];
  const now = formulaCounters(service, signLines);
  if (!now) return [];
  const typed = typedCounters(saved);
  return serviceCounterFields(service)
    .counters.filter((counter) => !typed.includes(counter))
    .map((counter) => ({ counter, priced: count(saved[counter]), now: count(now[counter]) }))
    .filter((c) => c.priced !== c.now);
}

/**
 * Which counters of selections being saved were typed on purpose, as the
 * saved line's TYPED_COUNTS value ('' for none): a counter left as it was
 * saved keeps what it was; any other is typed when it differs from the job's
 * count now. Services whose counts do not follow the job have none.
 */
export function typedCountsOnSave(
  service: Pick<PricingService, 'name'>,
  selected: Record<string, unknown>,
  signLines: readonly SignCountLine[],
  saved: Record<string, unknown> | null,
): string {
  if (!countsFollowJob(service)) return '';
  const now = formulaCounters(service, signLines) ?? {};
  const typedBefore = saved ? typedCounters(saved) : [];
  return serviceCounterFields(service)
    .counters.filter((c) => {
      const value = count(selected[c]);
      if (saved && c in saved && count(saved[c]) === value) return typedBefore.includes(c);
      return value !== count(now[c]);
    })
    .join(', ');
}

/** Selections with their TYPED_COUNTS set (or left out when there are none). */
export function withTypedCounts<T extends Record<string, unknown>>(selected: T, typed: string): T {
  const { [TYPED_COUNTS]: _old, ...rest } = selected;
  return (typed ? { ...rest, [TYPED_COUNTS]: typed } : rest) as T;
}

/** 'Wall Signs: priced for 2, now 3; Pylon Signs: priced for 1, now 0'. */
export function signCountChangeText(changes: readonly SignCountChange[]): string {
  return changes.map((c) => `${c.counter}: priced for ${c.priced}, now ${c.now}`).join('; ');
}

/**
 * The selections a re-price uses: the job's counts now, the counts typed on
 * purpose and the line's own toggles (Interior Survey, Canada) kept.
 */
export function repricedSelections(service: Pick<PricingService, 'name'>, saved: Record<string, unknown>, signLines: readonly SignCountLine[]): ServiceSelections {
  const now = formulaCounters(service, signLines) ?? {};
  const { counters, toggles } = serviceCounterFields(service);
  const typed = typedCounters(saved);
  const out: ServiceSelections = {};
  for (const c of counters) out[c] = typed.includes(c) ? count(saved[c]) : count(now[c]);
  for (const t of toggles) out[t] = saved[t] === 'On' ? 'On' : 'Off';
  return out;
}
