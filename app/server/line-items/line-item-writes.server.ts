/**
 * Every line-item write: add, update, delete, move, reset pricing, and the
 * read-only preview the no-JS 'Calculate' button shows. Shared by the job
 * page's panel actions and the /api/job-line-items routes.
 *
 * The server is the authority (issue 8, item 6):
 * - Calculated prices are always recomputed here with the pricing engine from
 *   the catalogue and the saved selections; prices a client sends in that
 *   mode are ignored. Typed prices are taken only in Edited / Custom mode.
 * - Anything wrong is refused with 400 and the field named, before anything
 *   is written (validation happens inside the transaction, writes after it).
 * - A saved line keeps its amounts when the catalogue changes later: nothing
 *   here reprices saved lines except an edit of that line or a pricing reset.
 * - Sort orders stay 1..n without gaps or twins: a new line goes to max + 1,
 *   delete and move renumber the whole version, each in one IMMEDIATE
 *   transaction (SQLite's write lock is taken before anything is read), so
 *   two people working on one version at once are serialised.
 * - The job's and the version's updatedAt move with each write (the version's is its 'Last Updated').
 */
import { and, asc, eq, max, sql } from 'drizzle-orm';
import { getDb, schema, type DbOrTx } from '~/server/db.server';
import { lineItemsForVersion, type LineItemView } from './line-item-reads.server';
import { keepDeletedLine } from './line-item-undo.server';
import { ownSignSize, sizeGoneMessage, withOwnSizeName } from './line-catalogue.server';
import { checkVersionTotal } from './version-total.server';
import { serviceForPricing, signForPricing, type CatalogueService, type CatalogueSign } from './catalogue.server';
import {
  checkManualPrices,
  formulaCounters,
  isLabourService,
  MAX_QUANTITY,
  priceService,
  priceSign,
  serviceCounterFields,
  type Cents,
  type LinePrices,
  type SignCountLine,
} from '~/domain/pricing';
import { DESCRIPTION_LIMIT, DRAFT_MESSAGES, type LineItemDraft, type PricingMode } from '~/domain/line-items/draft';
import { isEchoOfBuilt } from '~/domain/line-items/line-item-payload';
import { PRICE_MESSAGES } from '~/domain/pricing';
import { frozenRefusal } from '~/server/lifecycle/version-state.server';

export type { LineItemDraft };

const { jobs, jobVersions, lineItems, signs } = schema;

export type WriteResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: 400 | 404 | 409; error: string; fieldErrors: Record<string, string[]> };

export const WRITE_MESSAGES = {
  versionNotFound: 'Version not found',
  lineNotFound: 'Line item not found',
  otherVersion: "This line item belongs to another job's version",
  unknownSign: "Choose a sign of this job's brand",
  unknownService: "Choose a service of this job's brand",
  unknownSize: 'Choose a size of this sign',
  pricesNeeded: 'Enter the prices',
  customReset: "A custom sign's prices are always entered by hand",
  invalid: 'Invalid line item',
  changedSince: 'This line item was changed by someone else since you opened it. Close it and open it again to see their change.',
  orderChanged: 'The line items changed meanwhile, so nothing was moved: here they are as they are now',
} as const;

/**
 * The next updatedAt of a row: now, but always later than the last one, so
 * two saves in the same millisecond still tell apart (the edit check below
 * compares these stamps).
 */
const nextStamp = (previous: number, now: number) => Math.max(now, previous + 1);

function fail(status: 400 | 404 | 409, error: string, fieldErrors: Record<string, string[]> = {}): { ok: false; status: 400 | 404 | 409; error: string; fieldErrors: Record<string, string[]> } {
  return { ok: false, status, error, fieldErrors };
}

export type VersionContext = { versionId: number; jobId: number; brandId: number };

function versionContext(db: DbOrTx, versionId: number): VersionContext | null {
  const row = db
    .select({ versionId: jobVersions.id, jobId: jobs.id, brandId: jobs.brandId })
    .from(jobVersions)
    .innerJoin(jobs, eq(jobs.id, jobVersions.jobId))
    .where(eq(jobVersions.id, versionId))
    .get();
  return row ?? null;
}

/**
 * The version's sign lines (type, placement, quantity) in one query: what a
 * formula service's counters are pre-filled from.
 */
export function signCountLines(jobVersionId: number, db: DbOrTx = getDb()): SignCountLine[] {
  return db
    .select({ signType: signs.signType, placement: signs.placement, quantity: lineItems.quantity })
    .from(lineItems)
    .innerJoin(signs, eq(signs.id, lineItems.signId))
    .where(and(eq(lineItems.jobVersionId, jobVersionId), eq(lineItems.lineType, 'sign')))
    .all();
}

/** The version's line items in order, joined with their catalogue rows (one query). */
export function versionLineItems(jobVersionId: number): LineItemView[] {
  return lineItemsForVersion(jobVersionId);
}

/** The values a line is stored with, worked out from a draft. */
type PricedLine = {
  values: {
    lineType: 'sign' | 'service';
    signId: number | null;
    signSizeId: number | null;
    serviceId: number | null;
    quantity: number;
    description: string;
    selectedOptions: string;
    lineItemPrice: number;
    lineItemInstallPrice: number;
    lineItemBudget: number;
    lineItemInstallBudget: number;
    pricingMode: PricingMode;
  };
  name: string;
  /** The description the catalogue builds for this configuration (shown when no custom one is used). */
  builtDescription: string;
};

/** An engine error key as the field the panel shows it at ('Enter dimensions' -> heightFt). */
function promptField(prompt: string): string {
  if (prompt === 'Select size') return 'size';
  if (prompt === 'Enter dimensions') return 'heightFt';
  if (prompt.startsWith('Select ')) return prompt.slice('Select '.length);
  return '_';
}

const isWholeCents = (n: number) => Number.isSafeInteger(n) && n >= 0;

function checkPrices(prices: LinePrices | undefined): WriteResult<LinePrices> {
  if (!prices) return fail(400, WRITE_MESSAGES.pricesNeeded, { lineItemPrice: [WRITE_MESSAGES.pricesNeeded] });
  const named: [keyof LinePrices, string][] = [
    ['price', 'lineItemPrice'],
    ['install', 'lineItemInstallPrice'],
    ['budget', 'lineItemBudget'],
    ['installBudget', 'lineItemInstallBudget'],
  ];
  for (const [key, field] of named) {
    if (!isWholeCents(prices[key])) return fail(400, DRAFT_MESSAGES.money, { [field]: [DRAFT_MESSAGES.money] });
  }
  return { ok: true, value: prices };
}

function checkQuantity(quantity: number): WriteResult<number> {
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
    return fail(400, DRAFT_MESSAGES.quantity, { quantity: [DRAFT_MESSAGES.quantity] });
  }
  return { ok: true, value: quantity };
}

function checkDescriptionLength(text: string | null): WriteResult<null> {
  if (text !== null && text.length > DESCRIPTION_LIMIT) return fail(400, DRAFT_MESSAGES.description, { description: [DRAFT_MESSAGES.description] });
  return { ok: true, value: null };
}

/** Context of an existing line, so its own (since switched off) sign or service stays usable. */
type Existing = { signId: number | null; serviceId: number | null };

function priceSignDraft(db: DbOrTx, ctx: VersionContext, draft: LineItemDraft, existing: Existing | null): WriteResult<PricedLine> {
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

/** Custom Signs are always Custom; any other sign asked for 'Custom' is priced by hand as Edited. */
function signMode(sign: CatalogueSign, asked: PricingMode): PricingMode {
  if (sign.signType === 'Custom Signs') return 'Custom';
  return asked === 'Custom' ? 'Edited' : asked;
}

function priceSignSelections(sign: CatalogueSign, selected: Record<string, string | number>, draft: LineItemDraft): WriteResult<PricedLine> {
  const quantity = checkQuantity(draft.quantity);
  if (!quantity.ok) return quantity;
  const quote = priceSign({ sign, sizes: sign.sizes, options: sign.options, selected });
  if (!quote.ok) {
    const fieldErrors: Record<string, string[]> = {};
    for (const [field, message] of Object.entries(quote.errors)) fieldErrors[field] = [message];
    if (Object.keys(fieldErrors).length === 0) fieldErrors[promptField(quote.prompt)] = [quote.prompt];
    return fail(400, quote.prompt, fieldErrors);
  }
  const mode = signMode(sign, draft.pricingMode);
  let custom = draft.customDescription;
  const length = checkDescriptionLength(custom);
  if (!length.ok) return length;
  // A sign's switch on without text falls back to the built description; an echo of it is not custom.
  if (custom !== null && (custom.trim() === '' || isEchoOfBuilt(custom, quote.description))) custom = null;
  let prices = quote.prices;
  if (mode !== 'Calculated') {
    const typed = checkPrices(draft.prices);
    if (!typed.ok) return typed;
    const problem = checkManualPrices({ mode, lineType: 'sign', prices: typed.value, description: mode === 'Custom' ? custom : (custom ?? quote.description) });
    if (problem) return fail(400, problem.message, { [problem.field]: [problem.message] });
    prices = typed.value;
  }
  return {
    ok: true,
    value: {
      name: sign.name,
      builtDescription: quote.description,
      values: {
        lineType: 'sign',
        signId: sign.id,
        signSizeId: quote.size.id,
        serviceId: null,
        quantity: quantity.value,
        description: custom ?? quote.description,
        selectedOptions: JSON.stringify(quote.selected),
        lineItemPrice: prices.price,
        lineItemInstallPrice: prices.install,
        lineItemBudget: prices.budget,
        lineItemInstallBudget: prices.installBudget,
        pricingMode: mode,
      },
    },
  };
}

function priceServiceDraft(db: DbOrTx, ctx: VersionContext, draft: LineItemDraft, existing: Existing | null): WriteResult<PricedLine> {
  const service = draft.serviceId ? serviceForPricing(draft.serviceId, db) : null;
  if (!service || service.brandId !== ctx.brandId || (!service.isActive && existing?.serviceId !== service.id)) {
    return fail(400, WRITE_MESSAGES.unknownService, { serviceId: [WRITE_MESSAGES.unknownService] });
  }
  let selected = { ...draft.selectedOptions };
  // Counters not sent at all are pre-filled from the version's sign lines, as the panel does.
  const { counters } = serviceCounterFields(service);
  if (counters.length > 0 && !counters.some((c) => c in selected)) {
    selected = { ...(formulaCounters(service, signCountLines(ctx.versionId, db)) ?? {}), ...selected };
  }
  return priceServiceSelections(service, selected, draft);
}

function priceServiceSelections(service: CatalogueService, selected: Record<string, string | number>, draft: LineItemDraft): WriteResult<PricedLine> {
  const quantity = checkQuantity(draft.quantity);
  if (!quantity.ok) return quantity;
  const mode: PricingMode = draft.pricingMode === 'Calculated' ? 'Calculated' : 'Edited';
  const quote = priceService({ service, selected, enteredPrice: draft.enteredPrice ?? null });
  // In Edited mode the amount is typed, so only a bad counter or toggle (not a missing price) stops it.
  const priceOnly = !quote.ok && (quote.field === 'enteredPrice' || quote.field === 'price' || quote.field.startsWith('lineItem'));
  if (!quote.ok && (mode === 'Calculated' || !priceOnly)) return fail(400, quote.message, { [quote.field]: [quote.message] });
  const built = quote.ok ? quote.description : (service.description ?? '');
  let custom = draft.customDescription;
  const length = checkDescriptionLength(custom);
  if (!length.ok) return length;
  if (custom !== null && custom.trim() === '') {
    return fail(400, PRICE_MESSAGES.descriptionRequired, { description: [PRICE_MESSAGES.descriptionRequired] });
  }
  if (custom !== null && isEchoOfBuilt(custom, built)) custom = null;
  let prices: LinePrices;
  if (mode === 'Calculated') {
    prices = quote.ok ? quote.prices : { price: 0, install: 0, budget: 0, installBudget: 0 };
  } else {
    const typed = checkPrices(draft.prices);
    if (!typed.ok) return typed;
    const problem = checkManualPrices({ mode: 'Edited', lineType: 'service', labour: isLabourService(service.name), prices: typed.value, description: custom ?? built });
    if (problem) return fail(400, problem.message, { [problem.field]: [problem.message] });
    prices = typed.value;
  }
  return {
    ok: true,
    value: {
      name: service.name,
      builtDescription: built,
      values: {
        lineType: 'service',
        signId: null,
        signSizeId: null,
        serviceId: service.id,
        quantity: quantity.value,
        description: custom ?? built,
        selectedOptions: JSON.stringify(quote.ok ? quote.selected : selected),
        lineItemPrice: prices.price,
        lineItemInstallPrice: prices.install,
        lineItemBudget: prices.budget,
        lineItemInstallBudget: prices.installBudget,
        pricingMode: mode,
      },
    },
  };
}

export function priceDraft(db: DbOrTx, ctx: VersionContext, draft: LineItemDraft, existing: Existing | null): WriteResult<PricedLine> {
  if (draft.lineType === 'sign') return priceSignDraft(db, ctx, draft, existing);
  if (draft.lineType === 'service') return priceServiceDraft(db, ctx, draft, existing);
  return fail(400, WRITE_MESSAGES.invalid, { lineType: ['lineType must be sign or service'] });
}

/** The job's updatedAt and the version's own (the job page's 'Last Updated' of that version). */
function touchJob(db: DbOrTx, ctx: VersionContext, now: number): void {
  db.update(jobs).set({ updatedAt: now }).where(eq(jobs.id, ctx.jobId)).run();
  db.update(jobVersions).set({ updatedAt: now }).where(eq(jobVersions.id, ctx.versionId)).run();
}

/**
 * Renumbers the version's lines 1..n in their current order (sort order, then
 * id) with one statement, writing only rows whose number changes.
 */
function renumber(db: DbOrTx, jobVersionId: number): void {
  db.run(sql`
    update ${lineItems} set sort_order = r.rn
    from (select id, row_number() over (order by sort_order, id) as rn from ${lineItems} where job_version_id = ${jobVersionId}) as r
    where ${lineItems.id} = r.id and ${lineItems.sortOrder} <> r.rn`);
}

/** Writes the given order (ids, first = 1) in one statement. */
function writeOrder(db: DbOrTx, jobVersionId: number, ids: number[]): void {
  db.run(sql`
    update ${lineItems} set sort_order = j.key + 1
    from json_each(${JSON.stringify(ids)}) as j
    where ${lineItems.id} = j.value and ${lineItems.jobVersionId} = ${jobVersionId} and ${lineItems.sortOrder} <> j.key + 1`);
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

/**
 * Adds a line at the end of the version (sortOrder max + 1), priced by the
 * server. 404 when the version does not exist; 400 naming the field otherwise.
 */
export function addLineItem(jobVersionId: number, draft: LineItemDraft): WriteResult<{ id: number; sortOrder: number; name: string; pricingMode: PricingMode }> {
  return getDb().transaction(
    (tx) => {
      const ctx = versionContext(tx, jobVersionId);
      if (!ctx) return fail(404, WRITE_MESSAGES.versionNotFound);
      const frozen = frozenRefusal(tx, jobVersionId);
      if (frozen) return frozen;
      const priced = priceDraft(tx, ctx, draft, null);
      if (!priced.ok) return priced;
      const withinTotal = checkVersionTotal(tx, jobVersionId, priced.value.values, null);
      if (!withinTotal.ok) return withinTotal;
      const last = tx.select({ n: max(lineItems.sortOrder) }).from(lineItems).where(eq(lineItems.jobVersionId, jobVersionId)).get();
      const sortOrder = (last?.n ?? 0) + 1;
      const now = Date.now();
      const row = tx
        .insert(lineItems)
        .values({ ...priced.value.values, jobVersionId, sortOrder, createdAt: now, updatedAt: now })
        .returning({ id: lineItems.id })
        .get();
      touchJob(tx, ctx, now);
      return { ok: true as const, value: { id: row.id, sortOrder, name: priced.value.name, pricingMode: priced.value.values.pricingMode } };
    },
    { behavior: 'immediate' },
  );
}

export type LineRow = typeof lineItems.$inferSelect;

/**
 * The line and its version's context, or the 404/400 refusal. `jobVersionId` (when given) must be the line's own.
 * Every write of an existing line comes here, so an approved version's lines are refused here (409), once.
 */
function lineInVersion(db: DbOrTx, id: number, jobVersionId: number | undefined, forWrite = true): WriteResult<{ line: LineRow; ctx: VersionContext }> {
  const line = db.select().from(lineItems).where(eq(lineItems.id, id)).get();
  if (!line) return fail(404, WRITE_MESSAGES.lineNotFound);
  if (jobVersionId !== undefined && line.jobVersionId !== jobVersionId) {
    return fail(400, WRITE_MESSAGES.otherVersion, { jobVersionId: [WRITE_MESSAGES.otherVersion] });
  }
  const ctx = versionContext(db, line.jobVersionId);
  if (!ctx) return fail(404, WRITE_MESSAGES.lineNotFound);
  const frozen = forWrite ? frozenRefusal(db, line.jobVersionId) : null;
  if (frozen) return frozen;
  return { ok: true, value: { line, ctx } };
}

/**
 * A full edit of a line of `jobVersionId` (refused with 400 when the line
 * belongs to another version). Calculated lines are repriced from today's
 * catalogue, as saving them anew would.
 */
export function updateLineItem(id: number, jobVersionId: number | undefined, draft: LineItemDraft): WriteResult<{ id: number; name: string; pricingMode: PricingMode }> {
  return getDb().transaction(
    (tx) => {
      const found = lineInVersion(tx, id, jobVersionId);
      if (!found.ok) return found;
      const { line, ctx } = found.value;
      // Checked inside the immediate transaction, so no other save can slip in between the check and the write.
      if (draft.expectedUpdatedAt !== undefined && draft.expectedUpdatedAt !== line.updatedAt) {
        return fail(409, WRITE_MESSAGES.changedSince, { updatedAt: [WRITE_MESSAGES.changedSince] });
      }
      const priced = priceDraft(tx, ctx, draft, { signId: line.signId, serviceId: line.serviceId });
      if (!priced.ok) return priced;
      const withinTotal = checkVersionTotal(tx, line.jobVersionId, priced.value.values, id);
      if (!withinTotal.ok) return withinTotal;
      const now = Date.now();
      tx.update(lineItems).set({ ...priced.value.values, updatedAt: nextStamp(line.updatedAt, now) }).where(eq(lineItems.id, id)).run();
      touchJob(tx, ctx, now);
      return { ok: true as const, value: { id, name: priced.value.name, pricingMode: priced.value.values.pricingMode } };
    },
    { behavior: 'immediate' },
  );
}

/**
 * Deletes a line and renumbers the rest of its version 1..n, in one
 * transaction; the row is kept for the toast's Undo (deletionId).
 */
export function deleteLineItem(id: number, jobVersionId?: number): WriteResult<{ id: number; deletionId: number }> {
  return getDb().transaction(
    (tx) => {
      const found = lineInVersion(tx, id, jobVersionId);
      if (!found.ok) return found;
      const { line, ctx } = found.value;
      const deletionId = keepDeletedLine(tx, line);
      tx.delete(lineItems).where(eq(lineItems.id, id)).run();
      renumber(tx, line.jobVersionId);
      touchJob(tx, ctx, Date.now());
      return { ok: true as const, value: { id, deletionId } };
    },
    { behavior: 'immediate' },
  );
}

/**
 * Moves a line to position `toSortOrder` (1-based; past the end means last)
 * and renumbers every line of its version 1..n, in one transaction. `seen`
 * (a drag's list as the page showed it, ids in order) makes the position mean
 * what the person saw: 409 with nothing moved when the version's order is no
 * longer that.
 */
export function moveLineItem(id: number, toSortOrder: number, jobVersionId?: number, seen?: readonly number[]): WriteResult<{ id: number; sortOrder: number }> {
  if (!Number.isSafeInteger(toSortOrder) || toSortOrder < 1) {
    return fail(400, 'sortOrder must be a whole number of 1 or more', { sortOrder: ['sortOrder must be a whole number of 1 or more'] });
  }
  return getDb().transaction(
    (tx) => {
      const found = lineInVersion(tx, id, jobVersionId);
      if (!found.ok) return found;
      const { line, ctx } = found.value;
      const ids = tx
        .select({ id: lineItems.id })
        .from(lineItems)
        .where(eq(lineItems.jobVersionId, line.jobVersionId))
        .orderBy(asc(lineItems.sortOrder), asc(lineItems.id))
        .all()
        .map((r) => r.id);
      if (seen && seen.join(',') !== ids.join(',')) return fail(409, WRITE_MESSAGES.orderChanged, { sortOrder: [WRITE_MESSAGES.orderChanged] });
      ids.splice(ids.indexOf(id), 1);
      const at = Math.min(toSortOrder - 1, ids.length);
      ids.splice(at, 0, id);
      writeOrder(tx, line.jobVersionId, ids);
      touchJob(tx, ctx, Date.now());
      return { ok: true as const, value: { id, sortOrder: at + 1 } };
    },
    { behavior: 'immediate' },
  );
}

/**
 * Puts the version's lines in the given order (every id of the version, each
 * once; the first becomes 1) in one transaction: a drag-and-drop result.
 * 409 when the list no longer matches the version (someone added or deleted
 * a line meanwhile), so the screen reloads instead of losing their change.
 */
export function reorderLineItems(jobVersionId: number, ids: number[]): WriteResult<{ count: number }> {
  return getDb().transaction(
    (tx) => {
      const ctx = versionContext(tx, jobVersionId);
      if (!ctx) return fail(404, WRITE_MESSAGES.versionNotFound);
      const frozen = frozenRefusal(tx, jobVersionId);
      if (frozen) return frozen;
      const current = tx.select({ id: lineItems.id }).from(lineItems).where(eq(lineItems.jobVersionId, jobVersionId)).all().map((r) => r.id);
      const wanted = new Set(ids);
      if (wanted.size !== ids.length || wanted.size !== current.length || current.some((c) => !wanted.has(c))) {
        return fail(409, 'The line items changed meanwhile; reload and try again', { ids: ['Send every line of the version once'] });
      }
      writeOrder(tx, jobVersionId, ids);
      touchJob(tx, ctx, Date.now());
      return { ok: true as const, value: { count: ids.length } };
    },
    { behavior: 'immediate' },
  );
}

function parseSaved(text: string): Record<string, string | number> {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const out: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(value)) if (typeof v === 'string' || typeof v === 'number') out[k] = v;
    return out;
  } catch {
    return {};
  }
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

/**
 * Back to Calculated with prices recomputed from today's catalogue and the
 * line's saved selections (a user_input service keeps its entered amount).
 * A description equal to the built one is rebuilt; a custom one is kept.
 * Custom Signs have no calculated price: 400.
 */
export function resetLineItemPricing(id: number, jobVersionId?: number): WriteResult<{ id: number; prices: LinePrices }> {
  return getDb().transaction(
    (tx) => {
      const found = lineInVersion(tx, id, jobVersionId);
      if (!found.ok) return found;
      const { line, ctx } = found.value;
      if (line.pricingMode === 'Custom') return fail(400, WRITE_MESSAGES.customReset, { pricingMode: [WRITE_MESSAGES.customReset] });
      const draft = draftOfLine(tx, line, 'Calculated');
      // A sign line is recomputed from its own size (found by id, so a rename keeps it), never moved to another.
      const own = line.lineType === 'sign' ? ownSignSize(tx, { ...line, selectedOptions: draft.selectedOptions }) : null;
      if (own && !own.ok) return fail(400, own.message, { [own.field]: [own.message] });
      if (own?.ok) draft.selectedOptions = { ...draft.selectedOptions, size: own.size.sizeName };
      const priced = priceDraft(tx, ctx, draft, { signId: line.signId, serviceId: line.serviceId });
      // The refusal names what is gone (a size, an option value), not just 'Complete configuration'.
      if (!priced.ok) return { ...priced, error: Object.values(priced.fieldErrors)[0]?.[0] ?? priced.error };
      const v = priced.value.values;
      if (own?.ok && v.signSizeId !== own.size.id) {
        const message = sizeGoneMessage(own.sign.name, own.size.sizeName);
        return fail(400, message, { size: [message] });
      }
      if (v.pricingMode !== 'Calculated') return fail(400, WRITE_MESSAGES.customReset, { pricingMode: [WRITE_MESSAGES.customReset] });
      const withinTotal = checkVersionTotal(tx, line.jobVersionId, v, id);
      if (!withinTotal.ok) return withinTotal;
      const now = Date.now();
      tx.update(lineItems).set({ ...v, updatedAt: nextStamp(line.updatedAt, now) }).where(eq(lineItems.id, id)).run();
      touchJob(tx, ctx, now);
      return { ok: true as const, value: { id, prices: { price: v.lineItemPrice, install: v.lineItemInstallPrice, budget: v.lineItemBudget, installBudget: v.lineItemInstallBudget } } };
    },
    { behavior: 'immediate' },
  );
}

/**
 * Saves typed prices on a line (PATCH {prices, pricingMode: 'Edited'}),
 * keeping its item, selections, quantity and description.
 */
export function setLineItemPrices(id: number, prices: LinePrices, jobVersionId?: number): WriteResult<{ id: number; pricingMode: PricingMode }> {
  return getDb().transaction(
    (tx) => {
      const found = lineInVersion(tx, id, jobVersionId);
      if (!found.ok) return found;
      const { line, ctx } = found.value;
      const draft = { ...draftOfLine(tx, line, line.pricingMode === 'Custom' ? 'Custom' : 'Edited'), prices };
      const priced = priceDraft(tx, ctx, draft, { signId: line.signId, serviceId: line.serviceId });
      if (!priced.ok) return priced;
      const v = priced.value.values;
      const withinTotal = checkVersionTotal(tx, line.jobVersionId, v, id);
      if (!withinTotal.ok) return withinTotal;
      const now = Date.now();
      tx.update(lineItems)
        .set({ lineItemPrice: v.lineItemPrice, lineItemInstallPrice: v.lineItemInstallPrice, lineItemBudget: v.lineItemBudget, lineItemInstallBudget: v.lineItemInstallBudget, pricingMode: v.pricingMode, updatedAt: nextStamp(line.updatedAt, now) })
        .where(eq(lineItems.id, id))
        .run();
      touchJob(tx, ctx, now);
      return { ok: true as const, value: { id, pricingMode: v.pricingMode } };
    },
    { behavior: 'immediate' },
  );
}

export type EditableLineItem = {
  id: number;
  jobVersionId: number;
  lineType: 'sign' | 'service';
  signId: number | null;
  signPricingId: number | null;
  serviceId: number | null;
  /** Sign or service name. */
  name: string;
  quantity: number;
  /** As saved: option name -> value, size, dimensions; or counters and toggles. */
  selectedOptions: Record<string, string | number>;
  pricingMode: PricingMode;
  /** The saved description (custom or built). */
  description: string;
  /** Whether the saved description differs from the one the catalogue builds now (the custom-description switch). */
  useCustomDescription: boolean;
  /** The custom description when useCustomDescription, else null (as a draft holds it). */
  customDescription: string | null;
  /** Saved amounts in cents. */
  prices: LinePrices;
  /** A user_input service's amount (its price, or install price for labour), in cents; null otherwise. */
  enteredPrice: Cents | null;
  sortOrder: number;
  /** When it was last saved: the edit form sends it back so a save over someone else's change is refused. */
  updatedAt: number;
};

/**
 * Every saved value of a line of `jobVersionId`, for reopening the panel;
 * null when there is no such line in that version.
 */
export function lineItemForEdit(id: number, jobVersionId: number): EditableLineItem | null {
  const db = getDb();
  const found = lineInVersion(db, id, jobVersionId, false);
  if (!found.ok) return null;
  const { line } = found.value;
  const selectedOptions = withOwnSizeName(db, line, parseSaved(line.selectedOptions));
  let name = '';
  let built: string | null = null;
  let enteredPrice: Cents | null = null;
  if (line.lineType === 'sign' && line.signId !== null) {
    const sign = signForPricing(line.signId, db);
    if (sign) {
      name = sign.name;
      const quote = priceSign({ sign, sizes: sign.sizes, options: sign.options, selected: selectedOptions });
      built = quote.ok ? quote.description : null;
    }
  } else if (line.serviceId !== null) {
    const service = serviceForPricing(line.serviceId, db);
    if (service) {
      name = service.name;
      const quote = priceService({ service, selected: selectedOptions, enteredPrice: line.lineItemPrice || line.lineItemInstallPrice || null });
      built = quote.ok ? quote.description : (service.description ?? '');
      if (service.priceType === 'user_input') enteredPrice = line.lineItemPrice || line.lineItemInstallPrice || null;
    }
  }
  const description = line.description ?? built ?? '';
  const useCustomDescription = built === null ? Boolean(line.description) : !isEchoOfBuilt(description, built);
  return {
    id: line.id,
    jobVersionId: line.jobVersionId,
    lineType: line.lineType,
    signId: line.signId,
    signPricingId: line.signSizeId,
    serviceId: line.serviceId,
    name,
    quantity: line.quantity,
    selectedOptions,
    pricingMode: line.pricingMode,
    description,
    useCustomDescription,
    customDescription: useCustomDescription ? description : null,
    prices: { price: line.lineItemPrice, install: line.lineItemInstallPrice, budget: line.lineItemBudget, installBudget: line.lineItemInstallBudget },
    enteredPrice,
    sortOrder: line.sortOrder,
    updatedAt: line.updatedAt,
  };
}
