/**
 * Moving a job to another brand: the rule is said in
 * ~/domain/jobs/brand-move.ts. Here it is planned against the database (read
 * only, so the Job Info dialog can say it before saving) and applied inside
 * the Job Info save's transaction, to every line of every version of the job.
 */
import { and, asc, eq } from 'drizzle-orm';
import { getDb, schema, type DbOrTx } from '~/server/db.server';
import { frozenRefusal } from '~/server/lifecycle/version-state.server';
import { signForPricing } from '~/server/line-items/catalogue.server';
import { draftOfLine, priceDraft, type LineRow, type VersionContext } from '~/server/line-items/line-item-writes.server';
import { parseSaved } from '~/server/line-items/line-item-context.server';
import { DESCRIPTION_LIMIT } from '~/domain/line-items/draft';
import { brandMoveSummary, BRAND_MOVE_MESSAGES, type BrandMoveCounts } from '~/domain/jobs/brand-move';
import { jobTotals, LIMIT_MESSAGES, MAX_VERSION_TOTAL_CENTS } from '~/domain/pricing';

const { brands, jobs, jobVersions, lineItems, signs, services } = schema;

type LineValues = Partial<typeof lineItems.$inferInsert>;

export type BrandMovePlan = {
  brandId: number;
  brandName: string;
  counts: BrandMoveCounts;
  /** Set when lines need the new brand's Custom Sign and it has none: the move is refused with this message. */
  refusal: string | null;
  changes: { line: LineRow; values: LineValues }[];
};

const key = (name: string) => name.trim().toLowerCase();

/** Active items of a brand by lower-cased name. */
function namesOf(db: DbOrTx, table: typeof signs | typeof services, brandId: number): Map<string, number> {
  const rows = db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.brandId, brandId), eq(table.isActive, true)))
    .all();
  return new Map(rows.map((r) => [key(r.name), r.id]));
}

function nameOf(db: DbOrTx, table: typeof signs | typeof services, id: number | null): string | null {
  if (id === null) return null;
  return db.select({ name: table.name }).from(table).where(eq(table.id, id)).get()?.name ?? null;
}

/** The new brand's Custom Sign: its first active sign of type Custom Signs. */
function customSignOf(db: DbOrTx, brandId: number) {
  const row = db
    .select({ id: signs.id })
    .from(signs)
    .where(and(eq(signs.brandId, brandId), eq(signs.isActive, true), eq(signs.signType, 'Custom Signs')))
    .orderBy(asc(signs.displayOrder), asc(signs.id))
    .get();
  return row ? signForPricing(row.id, db) : null;
}

/** Lines of one version, with the context their new brand's items are priced in. */
export type LinesToMove = { ctx: Pick<VersionContext, 'versionId' | 'brandId' | 'jobId'>; lines: LineRow[] };

/**
 * The same-name rule applied to some lines (read only): each line's change onto
 * the brand's same-named item, or onto its Custom Sign (`unmatched`), and the
 * refusal when a Custom Sign is needed and the brand has none. Used by the
 * brand move below (every version of the job) and by Duplicate (one version).
 */
export function planLinesToBrand(db: DbOrTx, brand: { id: number; name: string }, groups: LinesToMove[]) {
  const brandId = brand.id;
  const signNames = namesOf(db, signs, brandId);
  const serviceNames = namesOf(db, services, brandId);
  const counts: BrandMoveCounts = { repriced: 0, kept: 0, custom: 0, versions: groups.length };
  const changes: BrandMovePlan['changes'] = [];
  const unmatched: LineRow[] = [];

  for (const { ctx, lines: rows } of groups) {
    for (const line of rows) {
      const isSign = line.lineType === 'sign';
      const oldName = isSign ? nameOf(db, signs, line.signId) : nameOf(db, services, line.serviceId);
      const target = oldName === null ? undefined : (isSign ? signNames : serviceNames).get(key(oldName));
      if (target !== undefined) {
        const draft = draftOfLine(db, line, line.pricingMode);
        if (isSign) draft.signId = target;
        else draft.serviceId = target;
        // The new item prices the line's own size and options, or the line is not a match.
        const priced = priceDraft(db, { ...ctx, brandId }, draft, { signId: null, serviceId: null, savedOptions: parseSaved(line.selectedOptions) });
        if (priced.ok) {
          const v = priced.value.values;
          changes.push({ line, values: v });
          if (v.pricingMode === 'Calculated') counts.repriced++;
          else counts.kept++;
          continue;
        }
      }
      unmatched.push(line);
    }
  }

  let refusal: string | null = null;
  if (unmatched.length > 0) {
    const custom = customSignOf(db, brandId);
    if (!custom) refusal = BRAND_MOVE_MESSAGES.noCustomSign(brand.name, unmatched.length);
    else {
      const size = custom.sizes[0] ?? null;
      for (const line of unmatched) {
        const oldName = line.lineType === 'sign' ? nameOf(db, signs, line.signId) : nameOf(db, services, line.serviceId);
        const description = (line.description?.trim() || oldName || custom.name).slice(0, DESCRIPTION_LIMIT);
        changes.push({
          line,
          values: {
            lineType: 'sign',
            signId: custom.id,
            signSizeId: size?.id ?? null,
            serviceId: null,
            description,
            selectedOptions: JSON.stringify(size ? { size: size.sizeName } : {}),
            pricingMode: 'Custom',
          },
        });
        counts.custom++;
      }
    }
  }
  return { counts, changes, unmatched, refusal };
}

/** What moving `jobId` to `brandId` would do to each line; writes nothing. Null when the job or brand is unknown. */
export function planBrandMove(db: DbOrTx, jobId: number, brandId: number): BrandMovePlan | null {
  const job = db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).get();
  const brand = db.select({ name: brands.name }).from(brands).where(eq(brands.id, brandId)).get();
  if (!job || !brand) return null;
  const versions = db.select({ id: jobVersions.id }).from(jobVersions).where(eq(jobVersions.jobId, jobId)).all();
  const groups = versions.map((version) => ({
    ctx: { versionId: version.id, jobId, brandId },
    lines: db.select().from(lineItems).where(eq(lineItems.jobVersionId, version.id)).orderBy(asc(lineItems.sortOrder)).all(),
  }));
  const planned = planLinesToBrand(db, { id: brandId, name: brand.name }, groups);
  const { counts, changes } = planned;
  let refusal = planned.refusal;
  // An approved version is frozen: its lines never change, so a move that would change them is refused.
  for (const version of versions) {
    if (refusal || !changes.some((c) => c.line.jobVersionId === version.id)) continue;
    const frozen = frozenRefusal(db, version.id);
    if (frozen) refusal = `${frozen.error} Its lines cannot move to another brand.`;
  }
  refusal ??= overLimit(versions.map((v) => v.id), changes);
  return { brandId, brandName: brand.name, counts, refusal, changes };
}

/** Re-priced lines must keep each version's totals within the limit, as every line write does. */
export function overLimit(versionIds: number[], changes: BrandMovePlan['changes']): string | null {
  for (const versionId of versionIds) {
    const lines = changes.filter((c) => c.line.jobVersionId === versionId).map(({ line, values }) => ({ ...line, ...values }));
    const totals = jobTotals(lines);
    const highest = Math.max(totals.price.total, totals.budget.total);
    if (highest > MAX_VERSION_TOTAL_CENTS) return LIMIT_MESSAGES.versionTotal(highest);
  }
  return null;
}

/** Writes a plan's line changes (inside the caller's transaction); each line's stamp moves, so a panel opened before the move is told. */
export function applyBrandMove(tx: DbOrTx, plan: BrandMovePlan, now: number): void {
  for (const { line, values } of plan.changes) {
    tx.update(lineItems)
      .set({ ...values, updatedAt: Math.max(now, line.updatedAt + 1) })
      .where(eq(lineItems.id, line.id))
      .run();
  }
}

export type BrandMovePreview = { brandId: number; brandName: string; text: string; refused: boolean };

/** The sentence the Job Info dialog shows before a brand change is saved. */
export function previewBrandMove(jobId: number, brandId: number): BrandMovePreview | null {
  const plan = planBrandMove(getDb(), jobId, brandId);
  if (!plan) return null;
  return {
    brandId,
    brandName: plan.brandName,
    text: plan.refusal ?? `${brandMoveSummary(plan.brandName, plan.counts)}`,
    refused: plan.refusal !== null,
  };
}
