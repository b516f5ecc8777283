/**
 * Catalogue changes that saved quotes depend on. A sign or service moved to
 * another brand would leave every saved line of it on the old brand's jobs
 * unable to be edited or reset ('Choose a sign of this job's brand'), so the
 * move is refused while such lines exist, saying how many.
 */
import { and, count, eq, ne } from 'drizzle-orm';
import { schema, type DbOrTx } from '~/server/db.server';
import { AdminWriteError } from './errors.server';

const { lineItems, jobVersions, jobs } = schema;

/** Saved line items of `kind` `id` on jobs of any brand but `toBrandId`. */
function linesOnOtherBrands(db: DbOrTx, kind: 'sign' | 'service', id: number, toBrandId: number): number {
  const column = kind === 'sign' ? lineItems.signId : lineItems.serviceId;
  const row = db
    .select({ n: count() })
    .from(lineItems)
    .innerJoin(jobVersions, eq(jobVersions.id, lineItems.jobVersionId))
    .innerJoin(jobs, eq(jobs.id, jobVersions.jobId))
    .where(and(eq(column, id), ne(jobs.brandId, toBrandId)))
    .get();
  return row?.n ?? 0;
}

export function brandMoveMessage(kind: 'sign' | 'service', name: string, lines: number): string {
  const items = lines === 1 ? '1 saved line item' : `${lines} saved line items`;
  return `${name} is on ${items} of its brand's jobs, which could no longer be edited or reset: it cannot move to another brand. Add it to the other brand as a new ${kind} instead.`;
}

/** Refuses (409, field brandId) moving a sign or service that saved lines use to another brand. */
export function refuseBrandMoveInUse(db: DbOrTx, kind: 'sign' | 'service', before: { id: number; name: string; brandId: number }, toBrandId: number | undefined): void {
  if (toBrandId === undefined || toBrandId === before.brandId) return;
  const lines = linesOnOtherBrands(db, kind, before.id, toBrandId);
  if (lines > 0) throw new AdminWriteError(409, brandMoveMessage(kind, before.name, lines), 'brandId');
}
