/**
 * Shared by the line-item-writes tests (line-items-priced, line-items-refusals,
 * line-items-pricing-modes): drafts of a sign (by its id) or a service line,
 * `ok()` that fails naming the refused fields, and a line's four amounts.
 */
import { signId } from './line-items-fixtures';
import type { LineItemDraft } from '../../app/server/line-items/line-item-writes.server';

export const letters = () => signId('cjr', 'Channel Letters');
export const signDraft = (sign: number, selectedOptions: Record<string, string | number>, extra: Partial<LineItemDraft> = {}): LineItemDraft => ({
  lineType: 'sign',
  signId: sign,
  quantity: 1,
  selectedOptions,
  pricingMode: 'Calculated',
  customDescription: null,
  ...extra,
});
export const serviceDraft = (service: number, selectedOptions: Record<string, string | number> = {}, extra: Partial<LineItemDraft> = {}): LineItemDraft => ({
  lineType: 'service',
  serviceId: service,
  quantity: 1,
  selectedOptions,
  pricingMode: 'Calculated',
  customDescription: null,
  ...extra,
});

export function ok<T>(r: { ok: true; value: T } | { ok: false; error: string; fieldErrors: object }): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error} ${JSON.stringify(r.fieldErrors)}`);
  return r.value;
}

export const money = (l: { lineItemPrice: number; lineItemInstallPrice: number; lineItemBudget: number; lineItemInstallBudget: number }) => [
  l.lineItemPrice,
  l.lineItemInstallPrice,
  l.lineItemBudget,
  l.lineItemInstallBudget,
];
