/**
 * The work order of a job (docs/invoices.md § Work order): the approved version's counted lines
 * (approvedSelection, the one read of what the client accepted) with their install notes, its kept terms'
 * site details, and the revisions issued so far. Reads only; no figure of money leaves this module.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb, schema, type DbOrTx } from '~/server/db.server';
import { findJob, getJob, type JobDetail } from '~/server/jobs/job-detail.server';
import { approvedSelection, type VersionSelection } from '~/server/choices/approved-selection.server';
import { displayName } from '~/domain/users/profile';
import { displayPhone } from '~/domain/phone';
import { notesChanged, notesSnapshot, readNotesSnapshot, workOrderLines, type WorkOrderContent, type WorkOrderLine } from '~/domain/work-orders/work-order';

const { workOrders, workOrderLineNotes, users } = schema;

export type WorkOrderRevision = { revision: number; issuedAt: number; issuedBy: string; fileName: string; sha256: string };

export type WorkOrder = {
  jobId: number;
  versionId: number;
  content: WorkOrderContent;
  /** The catalogue picture or service icon of each line, for the PDF when the line has no picture of its own. */
  looks: Map<number, { signImage: string | null; serviceIcon: string | null }>;
  revisions: WorkOrderRevision[];
  /** The notes differ from the latest revision's (always false before the first). */
  changedSinceIssued: boolean;
};

/** A job named by its URL, following an old job number; null when there is none. */
export function jobOfPath(brandSlug: string, jobNumber: string): JobDetail | null {
  const found = findJob(brandSlug, jobNumber);
  if (!found) return null;
  return 'job' in found ? found.job : getJob(found.redirectTo.id);
}

/** The install notes of these lines, by line id. */
export function installNotesOf(lineIds: number[], db: DbOrTx = getDb()): Map<number, string> {
  if (lineIds.length === 0) return new Map();
  const rows = db.select({ id: workOrderLineNotes.lineItemId, notes: workOrderLineNotes.notes }).from(workOrderLineNotes).where(inArray(workOrderLineNotes.lineItemId, lineIds)).all();
  return new Map(rows.map((r) => [r.id, r.notes]));
}

export function revisionsOf(jobId: number, db: DbOrTx = getDb()): (WorkOrderRevision & { notes: Record<string, string> })[] {
  return db
    .select({ revision: workOrders.revision, issuedAt: workOrders.issuedAt, fileName: workOrders.fileName, sha256: workOrders.sha256, notes: workOrders.notes, user: users })
    .from(workOrders)
    .leftJoin(users, eq(users.id, workOrders.issuedById))
    .where(eq(workOrders.jobId, jobId))
    .orderBy(asc(workOrders.revision))
    .all()
    .map((r) => ({ revision: r.revision, issuedAt: r.issuedAt, fileName: r.fileName, sha256: r.sha256, notes: readNotesSnapshot(r.notes), issuedBy: r.user ? displayName(r.user) : 'Someone no longer here' }));
}

function contentOf(job: JobDetail, selection: VersionSelection, lines: WorkOrderLine[]): WorkOrderContent {
  const { terms } = selection;
  return {
    jobName: job.jobName,
    jobNumber: job.jobNumber,
    proposalNo: job.proposalNo,
    brandName: job.brandName,
    versionNumber: selection.versionNumber,
    clientName: terms.client.clientName,
    installLocation: terms.jobLocation,
    siteContact: { name: terms.client.contactName, title: terms.client.contactTitle, phone: displayPhone(terms.client.contactPhone), email: terms.client.contactEmail },
    clientPO: terms.clientReference,
    scopeNotes: terms.scopeNotes,
    lines,
  };
}

/** The job's work order as it would print now; null while no version is Approved. */
export function workOrderOf(job: JobDetail, db: DbOrTx = getDb()): WorkOrder | null {
  const selection = approvedSelection(job, db);
  if (!selection) return null;
  const notes = installNotesOf(
    selection.lines.map((l) => l.id),
    db,
  );
  const lines = workOrderLines(selection.lines, notes);
  const revisions = revisionsOf(job.id, db);
  const latest = revisions.at(-1);
  return {
    jobId: job.id,
    versionId: selection.versionId,
    content: contentOf(job, selection, lines),
    looks: new Map(selection.lines.map((l) => [l.id, { signImage: l.signImage, serviceIcon: l.serviceIcon }])),
    revisions: revisions.map(({ notes: _printed, ...r }) => r),
    changedSinceIssued: latest ? notesChanged(notesSnapshot(lines), latest.notes) : false,
  };
}

/** A stored revision's PDF; null when the job has no such revision. */
export function revisionPdf(jobId: number, revision: number): { fileName: string; pdf: Buffer; sha256: string } | null {
  return (
    getDb()
      .select({ fileName: workOrders.fileName, pdf: workOrders.pdf, sha256: workOrders.sha256 })
      .from(workOrders)
      .where(and(eq(workOrders.jobId, jobId), eq(workOrders.revision, revision)))
      .get() ?? null
  );
}
