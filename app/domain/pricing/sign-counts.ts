/**
 * Formula services (Survey, Removal, Permits & Procurement, Shipping &
 * Crating) take their sign counts from the job's sign lines when added, and
 * keep them (service-pricing.ts). When signs are added or removed later the
 * line's price no longer matches the job: these say which counts differ and
 * what re-pricing it with today's counts would use. Pure.
 */
import { formulaCounters, serviceCounterFields } from './service-pricing';
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

/** The counters a line was priced with that differ from the version's sign lines now (none for other services). */
export function signCountChanges(service: Pick<PricingService, 'name'>, saved: Record<string, unknown>, signLines: readonly SignCountLine[]): SignCountChange[] {
  const now = formulaCounters(service, signLines);
  if (!now) return [];
  return serviceCounterFields(service)
    .counters.map((counter) => ({ counter, priced: count(saved[counter]), now: count(now[counter]) }))
    .filter((c) => c.priced !== c.now);
}

/** 'Wall Signs: priced for 2, now 3; Pylon Signs: priced for 1, now 0'. */
export function signCountChangeText(changes: readonly SignCountChange[]): string {
  return changes.map((c) => `${c.counter}: priced for ${c.priced}, now ${c.now}`).join('; ');
}

/** The selections a re-price uses: the job's counts now, the line's own toggles (Interior Survey, Canada) kept. */
export function repricedSelections(service: Pick<PricingService, 'name'>, saved: Record<string, unknown>, signLines: readonly SignCountLine[]): ServiceSelections {
  const now = formulaCounters(service, signLines) ?? {};
  const { counters, toggles } = serviceCounterFields(service);
  const out: ServiceSelections = {};
  for (const c of counters) out[c] = count(now[c]);
  for (const t of toggles) out[t] = saved[t] === 'On' ? 'On' : 'Off';
  return out;
}
