/**
 * Prices of the sample jobs' service lines, by the formulas of spec section 9.
 * The sign counts a formula uses are the quantities of the version's sign
 * lines by sign type (Shipping counts exterior signs only).
 */
import type { SignType } from '../schema';
import type { LinePrices } from './line-pricing';

export type SignCounts = Partial<Record<SignType, number>>;

/** Labour services keep their price in the install column (spec section 9). */
export const LABOUR_SERVICES = ['Survey', 'Removal', 'Labor', 'Service Call'];

interface ServiceRow {
  name: string;
  priceType: string;
  priceFormula: string | null;
  budgetMultiplier: number;
  locationMultiplier: number | null;
}

const DOLLAR = 100;

/** The service's amount in cents, and the counters it was worked out from (for selectedOptions). */
export function serviceAmount(
  service: ServiceRow,
  all: SignCounts,
  exterior: SignCounts,
  opts: { enteredPrice?: number; canada?: boolean },
): { amount: number; inputs: Record<string, number | string> } {
  const n = (counts: SignCounts, type: SignType) => counts[type] ?? 0;
  switch (service.name) {
    case 'Survey': {
      const inputs = {
        'Wall Signs': n(all, 'Wall Signs'),
        'Monument Signs': n(all, 'Monument Signs'),
        'Pylon Signs': n(all, 'Pylon Signs'),
        'Monument Tenant Panel': n(all, 'Monument Tenant Panel'),
        'Pylon Tenant Panel': n(all, 'Pylon Tenant Panel'),
      };
      const sum =
        inputs['Wall Signs'] * 100 +
        inputs['Monument Signs'] * 350 +
        inputs['Pylon Signs'] * 950 +
        inputs['Monument Tenant Panel'] * 250 +
        inputs['Pylon Tenant Panel'] * 500;
      return { amount: Math.max(sum, 595) * DOLLAR, inputs: { ...inputs, 'Interior Survey': 'Off' } };
    }
    case 'Removal': {
      const wall = n(all, 'Wall Signs');
      return { amount: Math.max(wall * 795, 985) * DOLLAR, inputs: { 'Wall Signs': wall } };
    }
    case 'Permits & Procurement': {
      const wall = n(all, 'Wall Signs');
      return { amount: (wall * 970 > 1970 ? wall * 970 : 495) * DOLLAR, inputs: { 'Wall Signs': wall } };
    }
    case 'Shipping & Crating (Exterior)': {
      const inputs = {
        'Wall Signs': n(exterior, 'Wall Signs'),
        'Monument Signs': n(exterior, 'Monument Signs'),
        'Pylon Signs': n(exterior, 'Pylon Signs'),
      };
      const sum = Math.max(inputs['Wall Signs'] * 1000 + inputs['Monument Signs'] * 250 + inputs['Pylon Signs'] * 500, 3190);
      const multiplier = opts.canada ? (service.locationMultiplier ?? 1) : 1;
      return { amount: Math.round(sum * DOLLAR * multiplier), inputs: { ...inputs, Canada: opts.canada ? 'On' : 'Off' } };
    }
  }
  if (service.priceType === 'user_input') return { amount: Math.round((opts.enteredPrice ?? 0) * DOLLAR), inputs: {} };
  const flat = Number((service.priceFormula ?? '').replace(/[$,\s]/g, ''));
  return { amount: Number.isFinite(flat) ? Math.round(flat * DOLLAR) : 0, inputs: {} };
}

/** Per-unit prices of a service line: labour in the install column, the rest as the item price. */
export function priceServiceLine(service: ServiceRow, amount: number): LinePrices {
  const budget = Math.round(amount * service.budgetMultiplier);
  return LABOUR_SERVICES.includes(service.name)
    ? { price: 0, budget: 0, install: amount, installBudget: budget }
    : { price: amount, budget, install: 0, installBudget: 0 };
}
