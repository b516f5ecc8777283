/**
 * The work order's writes (docs/invoices.md § Work order), called by the page's form actions and the /api
 * routes alike: a line's install notes (kept beside the frozen approved line), and issuing a revision (the PDF
 * printed, then kept with its hash and the notes it printed, and a History row, in one transaction).
 */
import { createHash } from 'node:crypto';
import { and, eq, max } from 'drizzle-orm';
import { format } from 'date-fns';
import { getDb, schema } from '~/server/db.server';
import { now as clockNow } from '~/server/config.server';
import type { JobDetail } from '~/server/jobs/job-detail.server';
import { approvedSelection } from '~/server/choices/approved-selection.server';
import { actorUserId, recordHistory, type StaffActor } from '~/server/lifecycle/history.server';
import { refusal, RefusedWrite, type WriteResult } from '~/domain/write-result';
import { installNotesSchema, notesChanged, notesSnapshot, workOrderFileName } from '~/domain/work-orders/work-order';
import { revisionsOf, workOrderOf } from './work-order.server';
import { printWorkOrder } from './work-order-pdf.server';

const { workOrderLineNotes, workOrders } = schema;

export const NO_APPROVED_VERSION = 'This job has no approved version yet: a work order follows the client\u2019s yes.';

/** Sets (or with empty text clears) one counted line's install notes. */
export function setInstallNotes(by: StaffActor, job: JobDetail, lineId: number, input: unknown): WriteResult<{ lineId: number; notes: string }> {
  const parsed = installNotesSchema.safeParse(input);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Install notes are not valid';
    return refusal(400, message, { notes: [message] });
  }
  const { notes } = parsed.data;
  const db = getDb();
  return db.transaction((tx) => {
    const selection = approvedSelection(job, tx);
    if (!selection) return refusal(409, NO_APPROVED_VERSION);
    if (!selection.lines.some((l) => l.id === lineId)) return refusal(404, 'Line not found on the approved version');
    if (notes === '') tx.delete(workOrderLineNotes).where(eq(workOrderLineNotes.lineItemId, lineId)).run();
    else
      tx.insert(workOrderLineNotes)
        .values({ lineItemId: lineId, notes, updatedById: actorUserId(by), updatedAt: Date.now() })
        .onConflictDoUpdate({ target: workOrderLineNotes.lineItemId, set: { notes, updatedById: actorUserId(by), updatedAt: Date.now() } })
        .run();
    return { ok: true as const, value: { lineId, notes } };
  });
}

export type IssuedWorkOrder = { revision: number; fileName: string; sha256: string };

/**
 * Prints and keeps the next revision: revision 1 the first time, then a new revision only when the install
 * notes changed since the last one (409 otherwise: the shop already holds that paper). Printing errors are
 * thrown (the routes answer them as the other documents do).
 */
export async function issueWorkOrder(by: StaffActor, job: JobDetail): Promise<WriteResult<IssuedWorkOrder>> {
  const order = workOrderOf(job);
  if (!order) return refusal(409, NO_APPROVED_VERSION);
  const latest = order.revisions.at(-1);
  if (latest && !order.changedSinceIssued) return refusal(409, `Nothing changed since revision ${latest.revision}: change an install note to reissue.`);
  const revision = (latest?.revision ?? 0) + 1;
  const at = clockNow();
  const pdf = Buffer.from(await printWorkOrder(order, revision, format(new Date(at), 'MMMM d, yyyy')));
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const fileName = workOrderFileName(job.jobNumber, revision, job.jobName);
  const printed = notesSnapshot(order.content.lines);
  try {
    return getDb().transaction((tx) => {
      const top = tx.select({ n: max(workOrders.revision) }).from(workOrders).where(eq(workOrders.jobId, job.id)).get()?.n ?? 0;
      // Someone issued meanwhile: this print's number is taken, so nothing is kept twice.
      if (top !== revision - 1) throw new RefusedWrite(409, `Revision ${top} was issued meanwhile: reload the work order.`);
      const lastNotes = revisionsOf(job.id, tx).at(-1)?.notes;
      if (lastNotes && !notesChanged(printed, lastNotes)) throw new RefusedWrite(409, `Nothing changed since revision ${top}: change an install note to reissue.`);
      tx.insert(workOrders)
        .values({ jobId: job.id, jobVersionId: order.versionId, revision, notes: JSON.stringify(printed), fileName, pdf, sha256, issuedById: actorUserId(by), issuedAt: at })
        .run();
      recordHistory(tx, { jobId: job.id, versionNumber: order.content.versionNumber, event: 'work order issued', detail: `Revision ${revision}`, actor: by, at });
      return { ok: true as const, value: { revision, fileName, sha256 } };
    });
  } catch (error) {
    if (error instanceof RefusedWrite) return error.refusal;
    throw error;
  }
}

/** Whether the job has issued this revision (for the routes' 404). */
export function hasRevision(jobId: number, revision: number): boolean {
  return !!getDb().select({ id: workOrders.id }).from(workOrders).where(and(eq(workOrders.jobId, jobId), eq(workOrders.revision, revision))).get();
}
