/**
 * What the line-item panels' forms post (job/:brandSlug/:jobNumber/items/...):
 * the panel's intents (calculate, save, edit-prices, cancel-edit-prices,
 * reset-pricing) and a row's (delete and its Undo, move, re-price). Every
 * write goes through line-item-writes.server with the staff member acting;
 * this module only reads the request, answers with the form's values and
 * errors, or redirects with the toast of docs/product.md § Error messages.
 */
import { data } from 'react-router';
import { z } from 'zod';
import { getDb } from '~/server/db.server';
import { errorToast, redirectWithToast, toastOnFailure } from '~/server/http/toast.server';
import { intentOf, readIntent } from '~/server/http/intent.server';
import { readId } from '~/server/http/params.server';
import { notFound } from '~/server/http/responses.server';
import { frozenRefusal } from '~/server/lifecycle/version-state.server';
import type { StaffActor } from '~/server/lifecycle/history.server';
import { serviceForPricing, signForPricing } from './catalogue.server';
import { addLineItem, deleteLineItem, lineItemForEdit, moveLineItem, previewLineItem, resetLineItemPricing, updateLineItem } from './line-item-writes.server';
import { restoreDeletedLine } from './line-item-undo.server';
import { repriceForSignCounts } from './sign-counts.server';
import { panelService, panelSign, type PanelActionData, type PanelContext } from './panel-routes.server';
import { draftFromForm } from '~/domain/line-items/line-item-form';
import { repriceConfirmHref } from '~/domain/line-items/panel-urls';
import { SIGN_COUNT_MESSAGES } from '~/domain/pricing';
import { editedFrom, PRICE_FIELDS, valuesFromForm, panelState, withRoundedPrices, type FormValues, type PanelItem } from '~/domain/line-items/config-state';
import { isolateText } from '~/domain/user-text';

const answer = (values: FormValues, fieldErrors: Record<string, string[]> = {}, formError: string | null = null, status = 200) =>
  data<PanelActionData>({ values, fieldErrors, formError }, { status });

/** 'Failed to update item' for a line deleted meanwhile, with the person's values kept to add as a new line (404). */
function goneAnswer(ctx: PanelContext, item: PanelItem, values: FormValues) {
  const { updatedAt: _stamp, ...kept } = values;
  const addHref = item.kind === 'sign' ? ctx.links.sign(item.sign.id) : ctx.links.service(item.service.id);
  return data<PanelActionData>({ values: kept, fieldErrors: {}, formError: 'Failed to update item', gone: { item, addHref } }, { status: 404 });
}

const intentSchema = z.enum(['calculate', 'save', 'edit-prices', 'cancel-edit-prices', 'reset-pricing']);

/** A post to the Edit panel of a line no longer there: an Update (or no-JS Calculate) keeps its values; else 404. */
export async function goneLineAction(request: Request, ctx: PanelContext) {
  const form = await request.formData();
  const keeps = intentOf(form, intentSchema.exclude(['reset-pricing'])) !== null;
  const item = keeps ? itemOf(valuesFromForm(null, form), ctx) : null;
  if (!item) return notFound('Line item not found');
  const values = valuesFromForm(item, form);
  delete values.intent;
  return goneAnswer(ctx, item, values);
}

function itemOf(values: FormValues, ctx: PanelContext): PanelItem | null {
  if (values.lineType === 'sign' && /^\d+$/.test(values.signId ?? '')) {
    const s = signForPricing(Number(values.signId));
    return s && s.brandId === ctx.job.brandId ? panelSign(s) : null;
  }
  if (values.lineType === 'service' && /^\d+$/.test(values.serviceId ?? '')) {
    const s = serviceForPricing(Number(values.serviceId));
    return s && s.brandId === ctx.job.brandId ? panelService(s) : null;
  }
  return null;
}

/**
 * An approved version's writes are refused by line-item-writes (409); on
 * screen the refusal is a toast on the job page, whatever form asked.
 */
function frozenToast(ctx: PanelContext) {
  const frozen = frozenRefusal(getDb(), ctx.version.id);
  return frozen ? errorToast(ctx.links.job, frozen.error) : null;
}

/**
 * The panel form's action. `lineId` null: Add New (save adds, then the panel
 * goes back to its list for the next item); otherwise Edit (save updates, then
 * the panel closes). Without JavaScript, calculate / edit-prices /
 * cancel-edit-prices answer with the form's values for the panel to show again.
 */
export async function panelAction(request: Request, ctx: PanelContext, lineId: number | null, by: StaffActor) {
  const form = await request.formData();
  const intent = readIntent(form, intentSchema);
  const raw = valuesFromForm(null, form);
  const item = itemOf(raw, ctx);
  if (!item) throw data(raw.lineType === 'service' ? 'Service not found' : 'Sign not found', { status: 404 });
  // Typed amounts come back rounded to the cent, so the panel shows the figure that will be saved.
  const values = withRoundedPrices(valuesFromForm(item, form));
  delete values.intent;
  if (intent === 'save' || intent === 'reset-pricing') {
    const frozen = await frozenToast(ctx);
    if (frozen) return frozen;
  }

  if (intent === 'reset-pricing') {
    if (lineId === null) return answer({ ...values, pricingMode: 'Calculated' });
    const back = ctx.links.edit(lineId);
    return toastOnFailure({ what: 'Reset pricing', back, description: 'Failed to reset pricing' }, () => {
      const result = resetLineItemPricing(by, lineId, ctx.version.id);
      if (result.ok) return redirectWithToast(back, { title: 'Success', description: 'Pricing Reset' });
      // What stands in the way (a size or option value gone from the catalogue), after the documented words.
      return errorToast(back, `Failed to reset pricing: ${result.error}`, { duration: 10_000 });
    });
  }

  if (intent === 'cancel-edit-prices') {
    const next: FormValues = { ...values, pricingMode: 'Calculated' };
    for (const f of PRICE_FIELDS) delete next[f];
    return answer(next);
  }

  const read = draftFromForm({ ...values, intent });
  if (!read.ok) return answer(values, read.fieldErrors, null, 400);

  if (intent === 'calculate' || intent === 'edit-prices') {
    const preview = previewLineItem(ctx.version.id, read.draft);
    if (!preview.ok) return answer(values, preview.fieldErrors, preview.status === 400 ? null : preview.error, 400);
    if (intent === 'edit-prices') return answer({ ...values, pricingMode: 'Edited', ...editedFrom(preview.value.prices) });
    return answer(values);
  }

  // save
  const name = item.kind === 'sign' ? item.sign.name : item.service.name;
  // An option chosen that does not apply (posted without JavaScript before Calculate) is not charged: the toast says why.
  const dropped = Object.entries(panelState(item, values).notApplied).filter(([option]) => (values[`opt:${option}`] ?? '') !== '');
  const droppedNote = dropped.map(([option, why]) => ` ${option} not charged (${why}).`).join('');
  if (lineId === null) {
    return toastOnFailure({ what: 'Add line item', back: ctx.links.job, description: 'Failed to add item to job' }, () => {
      const result = addLineItem(by, ctx.version.id, read.draft);
      if (!result.ok) return answer(values, result.fieldErrors, result.status === 400 ? null : result.error, result.status);
      const how = result.value.pricingMode === 'Calculated' ? 'standard pricing' : 'custom pricing';
      return redirectWithToast(ctx.links.list(item.kind === 'sign' ? 'signage' : 'services'), {
        title: 'Success',
        description: `${isolateText(name)} added to job with ${how}${droppedNote ? `.${droppedNote}` : ''}`,
      });
    });
  }
  return toastOnFailure({ what: 'Update line item', back: ctx.links.job, description: 'Failed to update item' }, () => {
    const result = updateLineItem(by, lineId, ctx.version.id, read.draft);
    if (!result.ok && result.status === 404) return goneAnswer(ctx, item, values);
    if (!result.ok) return answer(values, result.fieldErrors, result.status === 400 ? null : result.error, result.status);
    return redirectWithToast(ctx.links.job, { title: 'Success', description: `${isolateText(name)} updated${droppedNote ? `.${droppedNote}` : ''}` });
  });
}

const rowSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('delete') }),
  // The delete toast's Undo: which kept row to put back (the URL's line id is the deleted one's).
  z.object({ intent: z.literal('undo-delete'), deletion: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
  // Drag to reorder names the new position; the menu's Move up / Move down are relative to where the line is now.
  // `seen`: the ids in the order the page showed them, so a position of a list changed meanwhile is refused.
  z.object({ intent: z.literal('move'), toSortOrder: z.coerce.number().int().min(1).max(1_000_000), seen: z.string().regex(/^\d{1,12}(,\d{1,12}){0,999}$/).optional() }),
  z.object({ intent: z.enum(['move-up', 'move-down']) }),
  // A formula service priced from sign counts the job no longer has: re-price it with today's (from the job page or the Edit panel).
  // The confirm step posts the line's stamp and the new price it showed, so a change meanwhile is refused, not saved unseen.
  z.object({
    intent: z.literal('reprice'),
    back: z.enum(['job', 'edit']).optional(),
    updatedAt: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    newPrice: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  }),
]);

/** A row's Delete / Move (the menu's small forms and drag to reorder): back to the job page with its toast (docs/product.md § Error messages). */
export async function rowAction(request: Request, ctx: PanelContext, lineIdText: string | undefined, by: StaffActor) {
  const parsed = rowSchema.safeParse(Object.fromEntries(await request.formData()));
  const lineId = readId(lineIdText);
  if (!parsed.success || lineId === null) throw data('Unknown action', { status: 400 });
  const frozen = await frozenToast(ctx);
  if (frozen) return frozen;
  const job = ctx.links.job;
  const row = parsed.data;
  if (row.intent === 'undo-delete') {
    return toastOnFailure({ what: 'Undo delete', back: job, description: 'Failed to restore item' }, () => {
      const result = restoreDeletedLine(by, row.deletion, ctx.version.id);
      if (result.ok) return redirectWithToast(job, { title: 'Success', description: 'Item restored' });
      return errorToast(job, result.error);
    });
  }
  if (row.intent === 'reprice') {
    const back = row.back === 'edit' ? ctx.links.edit(lineId) : job;
    return toastOnFailure({ what: 'Re-price', back, description: 'Failed to update item' }, () => {
      const result = repriceForSignCounts(by, lineId, ctx.version.id, { updatedAt: row.updatedAt, newPrice: row.newPrice });
      if (!result.ok && result.status === 409) return errorToast(repriceConfirmHref(ctx.links.row(lineId), row.back), result.error);
      if (!result.ok) return errorToast(back, result.error);
      const name = isolateText(result.value.name);
      return redirectWithToast(back, { title: 'Success', description: result.value.changed ? SIGN_COUNT_MESSAGES.repriced(name) : SIGN_COUNT_MESSAGES.current(name) });
    });
  }
  if (row.intent === 'delete') {
    return toastOnFailure({ what: 'Delete line item', back: job, description: 'Failed to delete item' }, () => {
      const result = deleteLineItem(by, lineId, ctx.version.id);
      if (!result.ok) return null;
      // Longer than the usual 5 s, so there is time to read it and reach Undo.
      const undo = { label: 'Undo', href: ctx.links.row(lineId), fields: { intent: 'undo-delete', deletion: String(result.value.deletionId) } };
      return redirectWithToast(job, { title: 'Success', description: 'Item deleted successfully', duration: 10_000, action: undo });
    });
  }
  return toastOnFailure({ what: 'Reorder', back: job, description: 'Failed to reorder items', duration: 3000 }, () => {
    let to: number | null = null;
    if (row.intent === 'move') to = row.toSortOrder;
    else {
      const line = lineItemForEdit(lineId, ctx.version.id);
      if (line) to = Math.max(1, line.sortOrder + (row.intent === 'move-up' ? -1 : 1));
    }
    const result = to === null ? null : moveLineItem(by, lineId, to, ctx.version.id, row.intent === 'move' ? row.seen?.split(',').map(Number) : undefined);
    // The menu's Move up / Move down is a page post: land at the moved line (#line-N), not the top of the page.
    const back = row.intent === 'move' ? job : `${job}#line-${lineId}`;
    if (result?.ok) return redirectWithToast(back, { title: 'Success', description: 'Line items reordered successfully', duration: 2000 });
    if (result?.status === 409) return errorToast(job, `Failed to reorder items. ${result.error}`);
    return null;
  });
}
