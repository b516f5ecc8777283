/**
 * A line's prices: typed prices saved on it (Edited), or its pricing reset to
 * Calculated from today's catalogue. Each in one IMMEDIATE transaction with
 * its History row (the amounts before and after).
 */
import { eq } from 'drizzle-orm';
import { getDb, schema, type DbOrTx } from '~/server/db.server';
import type { StaffActor } from '~/server/lifecycle/history.server';
import { ownSignSize, sizeGoneMessage } from './line-catalogue.server';
import { checkVersionTotal } from './version-total.server';
import { lineInVersion, lineSnapshot, nextStamp, parseSaved, recordLineChange, touchJob, WRITE_MESSAGES, type LineRow, type VersionContext } from './line-item-context.server';
import { draftOfLine, priceDraft, type PricedDraft } from './line-item-draft.server';
import { fail, type WriteResult } from '~/domain/line-items/price-draft';
import { pricesEditedText, pricingResetText } from '~/domain/history/line-changes';
import type { LinePrices } from '~/domain/pricing';
import type { PricingMode } from '~/domain/line-items/draft';

const { lineItems } = schema;

/**
 * The values a saved line gets when priced again as Calculated from today's
 * catalogue and its saved selections (a user_input service keeps its entered
 * amount; a description equal to the built one is rebuilt, a custom one
 * kept), from the size it was saved on (found by id, so a rename keeps it,
 * never a neighbour). Refused naming what is gone; Custom Signs have no
 * calculated price. Writes nothing: Reset Pricing and the re-price of a Draft
 * to today's catalogue both write what it answers.
 */
export function recalculatedValues(db: DbOrTx, line: LineRow, ctx: VersionContext): WriteResult<PricedDraft['values']> {
  if (line.pricingMode === 'Custom') return fail(400, WRITE_MESSAGES.customReset, { pricingMode: [WRITE_MESSAGES.customReset] });
  const draft = draftOfLine(db, line, 'Calculated');
  const own = line.lineType === 'sign' ? ownSignSize(db, { ...line, selectedOptions: draft.selectedOptions }) : null;
  if (own && !own.ok) return fail(400, own.message, { [own.field]: [own.message] });
  if (own?.ok) draft.selectedOptions = { ...draft.selectedOptions, size: own.size.sizeName };
  const priced = priceDraft(db, ctx, draft, { signId: line.signId, serviceId: line.serviceId, savedOptions: parseSaved(line.selectedOptions) });
  // The refusal names what is gone (a size, an option value), not just 'Complete configuration'.
  if (!priced.ok) return { ...priced, error: Object.values(priced.fieldErrors)[0]?.[0] ?? priced.error };
  const v = priced.value.values;
  if (own?.ok && v.signSizeId !== own.size.id) {
    const message = sizeGoneMessage(own.sign.name, own.size.sizeName);
    return fail(400, message, { size: [message] });
  }
  if (v.pricingMode !== 'Calculated') return fail(400, WRITE_MESSAGES.customReset, { pricingMode: [WRITE_MESSAGES.customReset] });
  return { ok: true, value: v };
}

/**
 * Back to Calculated with prices recomputed from today's catalogue and the
 * line's saved selections (a user_input service keeps its entered amount).
 * A description equal to the built one is rebuilt; a custom one is kept.
 * Custom Signs have no calculated price: 400.
 */
export function resetLineItemPricing(by: StaffActor, id: number, jobVersionId?: number): WriteResult<{ id: number; prices: LinePrices }> {
  return getDb().transaction(
    (tx) => {
      const found = lineInVersion(tx, id, jobVersionId);
      if (!found.ok) return found;
      const { line, ctx } = found.value;
      const recalculated = recalculatedValues(tx, line, ctx);
      if (!recalculated.ok) return recalculated;
      const v = recalculated.value;
      const withinTotal = checkVersionTotal(tx, line.jobVersionId, v, id);
      if (!withinTotal.ok) return withinTotal;
      const now = Date.now();
      const before = lineSnapshot(tx, line);
      tx.update(lineItems).set({ ...v, updatedAt: nextStamp(line.updatedAt, now) }).where(eq(lineItems.id, id)).run();
      touchJob(tx, ctx, now);
      recordLineChange(tx, ctx, by, 'prices reset', pricingResetText(before, lineSnapshot(tx, { ...v, sortOrder: line.sortOrder })), now);
      return { ok: true as const, value: { id, prices: { price: v.lineItemPrice, install: v.lineItemInstallPrice, budget: v.lineItemBudget, installBudget: v.lineItemInstallBudget } } };
    },
    { behavior: 'immediate' },
  );
}

/**
 * Saves typed prices on a line (PATCH {prices, pricingMode: 'Edited'}),
 * keeping its item, selections, quantity and description.
 */
export function setLineItemPrices(by: StaffActor, id: number, prices: LinePrices, jobVersionId?: number): WriteResult<{ id: number; pricingMode: PricingMode }> {
  return getDb().transaction(
    (tx) => {
      const found = lineInVersion(tx, id, jobVersionId);
      if (!found.ok) return found;
      const { line, ctx } = found.value;
      const draft = { ...draftOfLine(tx, line, line.pricingMode === 'Custom' ? 'Custom' : 'Edited'), prices };
      const priced = priceDraft(tx, ctx, draft, { signId: line.signId, serviceId: line.serviceId, savedOptions: parseSaved(line.selectedOptions) });
      if (!priced.ok) return priced;
      const v = priced.value.values;
      const withinTotal = checkVersionTotal(tx, line.jobVersionId, v, id);
      if (!withinTotal.ok) return withinTotal;
      const now = Date.now();
      const before = lineSnapshot(tx, line);
      const amounts = { lineItemPrice: v.lineItemPrice, lineItemInstallPrice: v.lineItemInstallPrice, lineItemBudget: v.lineItemBudget, lineItemInstallBudget: v.lineItemInstallBudget, pricingMode: v.pricingMode };
      tx.update(lineItems)
        .set({ ...amounts, updatedAt: nextStamp(line.updatedAt, now) })
        .where(eq(lineItems.id, id))
        .run();
      touchJob(tx, ctx, now);
      recordLineChange(tx, ctx, by, 'prices edited', pricesEditedText(before, lineSnapshot(tx, { ...line, ...amounts })), now);
      return { ok: true as const, value: { id, pricingMode: v.pricingMode } };
    },
    { behavior: 'immediate' },
  );
}
