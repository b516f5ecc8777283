/**
 * A draft priced against the database: its sign or service looked up in the
 * job's brand catalogue (a line's own item stays usable after it was switched
 * off), then priced by ~/domain/line-items/price-draft. Writes nothing; the
 * no-JS 'Calculate' preview, every line write and the brand move use it.
 */
import { getDb, type DbOrTx } from '~/server/db.server';
import { withOwnSizeName } from './line-catalogue.server';
import { serviceForPricing, signForPricing } from './catalogue.server';
import { parseSaved, signCountLines, versionContext, WRITE_MESSAGES, type LineRow, type VersionContext } from './line-item-context.server';
import { formulaCounters, serviceCounterFields, typedCountsOnSave, withTypedCounts, type LinePrices } from '~/domain/pricing';
import { fail, priceServiceSelections, priceSignSelections, type PricedLine, type WriteResult } from '~/domain/line-items/price-draft';
import type { LineItemDraft, PricingMode } from '~/domain/line-items/draft';

/**
 * Context of an existing line, so its own (since switched off) sign or
 * service stays usable; its saved selections, so a count left as it was keeps
 * whether it was typed on purpose.
 */
export type Existing = { signId: number | null; serviceId: number | null; savedOptions?: Record<string, string | number> };

function priceSignDraft(db: DbOrTx, ctx: Pick<VersionContext, 'brandId'>, draft: LineItemDraft, existing: Existing | null): WriteResult<PricedLine> {
  const sign = draft.signId ? signForPricing(draft.signId, db) : null;
  if (!sign || sign.brandId !== ctx.brandId || (!sign.isActive && existing?.signId !== sign.id)) {
    return fail(400, WRITE_MESSAGES.unknownSign, { signId: [WRITE_MESSAGES.unknownSign] });
  }
  const selected = { ...draft.selectedOptions };
  if (draft.signPricingId !== undefined) {
    const size = sign.sizes.find((s) => s.id === draft.signPricingId);
    if (!size) return fail(400, WRITE_MESSAGES.unknownSize, { signPricingId: [WRITE_MESSAGES.unknownSize] });
    if (selected.size === undefined || selected.size === '') selected.size = size.sizeName;
  }
  return priceSignSelections(sign, selected, draft);
}

function priceServiceDraft(db: DbOrTx, ctx: Pick<VersionContext, 'brandId' | 'versionId'>, draft: LineItemDraft, existing: Existing | null): WriteResult<PricedLine> {
  const service = draft.serviceId ? serviceForPricing(draft.serviceId, db) : null;
  if (!service || service.brandId !== ctx.brandId || (!service.isActive && existing?.serviceId !== service.id)) {
    return fail(400, WRITE_MESSAGES.unknownService, { serviceId: [WRITE_MESSAGES.unknownService] });
  }
  let selected = { ...draft.selectedOptions };
  const { counters } = serviceCounterFields(service);
  if (counters.length === 0) return priceServiceSelections(service, selected, draft);
  const signLines = signCountLines(ctx.versionId, db);
  // Counters not sent at all are pre-filled from the version's sign lines, as the panel does.
  if (!counters.some((c) => c in selected)) selected = { ...(formulaCounters(service, signLines) ?? {}), ...selected };
  const priced = priceServiceSelections(service, selected, draft);
  if (!priced.ok) return priced;
  // Which counts were typed on purpose is the server's to say, never the sender's.
  const stored = JSON.parse(priced.value.values.selectedOptions) as Record<string, string | number>;
  const typed = typedCountsOnSave(service, stored, signLines, existing?.savedOptions ?? null);
  priced.value.values.selectedOptions = JSON.stringify(withTypedCounts(stored, typed));
  return priced;
}

/** A priced line's values, with when the engine priced it from the catalogue (Calculated only; typed prices keep the line's). */
export type PricedDraft = PricedLine & { values: PricedLine['values'] & { pricedAt?: number } };

export function priceDraft(db: DbOrTx, ctx: Pick<VersionContext, 'brandId' | 'versionId'>, draft: LineItemDraft, existing: Existing | null): WriteResult<PricedDraft> {
  const priced =
    draft.lineType === 'sign'
      ? priceSignDraft(db, ctx, draft, existing)
      : draft.lineType === 'service'
        ? priceServiceDraft(db, ctx, draft, existing)
        : fail(400, WRITE_MESSAGES.invalid, { lineType: ['lineType must be sign or service'] });
  if (!priced.ok || priced.value.values.pricingMode !== 'Calculated') return priced;
  // Priced from today's catalogue now: docs/pricing.md § Price changes from a day tells a Draft when that was.
  return { ok: true, value: { ...priced.value, values: { ...priced.value.values, pricedAt: Date.now() } } };
}

/** A saved line as a draft (its selections, quantity, description as custom, amounts as typed prices). */
export function draftOfLine(db: DbOrTx, line: LineRow, mode: PricingMode): LineItemDraft {
  const prices = { price: line.lineItemPrice, install: line.lineItemInstallPrice, budget: line.lineItemBudget, installBudget: line.lineItemInstallBudget };
  const draft: LineItemDraft = {
    lineType: line.lineType,
    quantity: line.quantity,
    selectedOptions: withOwnSizeName(db, line, parseSaved(line.selectedOptions)),
    pricingMode: mode,
    customDescription: line.description,
    prices,
    enteredPrice: line.lineItemPrice || line.lineItemInstallPrice || null,
  };
  if (line.lineType === 'sign' && line.signId !== null) draft.signId = line.signId;
  if (line.lineType === 'service' && line.serviceId !== null) draft.serviceId = line.serviceId;
  return draft;
}

export type PreviewValue = {
  prices: LinePrices;
  description: string;
  /** The description the catalogue builds (what the switch-off state shows). */
  builtDescription: string;
  selectedOptions: Record<string, string | number>;
  pricingMode: PricingMode;
  name: string;
  signPricingId: number | null;
};

/**
 * What saving `draft` in this version would store, without writing: the
 * no-JS 'Calculate' button and live checks. A configuration still missing
 * something answers 400 with the engine's prompt as `error` ('Select size',
 * 'Select Color', 'Enter dimensions', 'Complete configuration').
 */
export function previewLineItem(jobVersionId: number, draft: LineItemDraft): WriteResult<PreviewValue> {
  const db = getDb();
  const ctx = versionContext(db, jobVersionId);
  if (!ctx) return fail(404, WRITE_MESSAGES.versionNotFound);
  const priced = priceDraft(db, ctx, draft, null);
  if (!priced.ok) return priced;
  const v = priced.value.values;
  return {
    ok: true,
    value: {
      prices: { price: v.lineItemPrice, install: v.lineItemInstallPrice, budget: v.lineItemBudget, installBudget: v.lineItemInstallBudget },
      description: v.description,
      builtDescription: priced.value.builtDescription,
      selectedOptions: JSON.parse(v.selectedOptions) as Record<string, string | number>,
      pricingMode: v.pricingMode,
      name: priced.value.name,
      signPricingId: v.signSizeId,
    },
  };
}
