/**
 * Issuing and voiding invoices (docs/invoices.md): the one module the job page's dialogs and the /api both
 * call. The figures come from the approved version (approvedSelection) and the plan of its payment terms
 * (app/domain/invoices/plan.ts); the PDF is printed once and kept with its SHA-256; the number is allocated in
 * the issue transaction, with its history row. Nothing is deleted: a mistaken invoice is voided with a reason.
 */
import { and, eq } from 'drizzle-orm';
import { getDb, schema, type Tx } from '~/server/db.server';
import { now } from '~/server/config.server';
import type { JobDetail } from '~/server/jobs/job-detail.server';
import { approvedSelection, type VersionSelection } from '~/server/choices/approved-selection.server';
import { recordHistory, staffActor } from '~/server/lifecycle/history.server';
import { today } from '~/server/lifecycle/version-state.server';
import { sha256Hex } from '~/server/lifecycle/tokens.server';
import { printInvoice } from '~/server/pdf/invoice.server';
import { companyConfig } from '~/server/pdf/config.server';
import { formatCents } from '~/domain/money';
import { refusal, RefusedWrite, refusalOf, type WriteResult } from '~/domain/write-result';
import { dueDayOf, nextInvoice, type InvoiceKind, type NextInvoice } from '~/domain/invoices/plan';
import { INVOICE_TITLES, invoiceDayText, invoiceDueText, invoiceFileName, type InvoiceFacts } from '~/domain/invoices/invoice-document';
import { paidTotal } from '~/domain/invoices/status';
import { allocateInvoiceNumber, peekInvoiceNumber } from './numbering.server';
import { mailInvoice } from './invoice-mail.server';

const { invoices, payments, jobVersions } = schema;

export type Staff = Parameters<typeof staffActor>[0];

type InvoiceRow = typeof invoices.$inferSelect;

/** The job's invoices of one version, oldest first. */
function invoicesOfVersion(db: Tx | ReturnType<typeof getDb>, versionId: number): InvoiceRow[] {
  return db.select().from(invoices).where(eq(invoices.jobVersionId, versionId)).orderBy(invoices.id).all();
}

function paidOn(db: Tx | ReturnType<typeof getDb>, invoiceId: number): number {
  return paidTotal(db.select({ amount: payments.amount, reversedAt: payments.reversedAt }).from(payments).where(eq(payments.invoiceId, invoiceId)).all());
}

export type IssuePreview = { selection: VersionSelection; next: NextInvoice; number: string; issueDay: string; dueDay: string | null; facts: InvoiceFacts };

/** What issuing invoice `kind` now would give, or why it cannot be issued (404 no approved version, 409 not now). */
export function previewIssue(job: JobDetail, kind: InvoiceKind, db: Tx | ReturnType<typeof getDb> = getDb()): WriteResult<IssuePreview> {
  const selection = approvedSelection(job, db);
  if (!selection) return refusal(409, 'No version is approved yet: invoices follow the client accepting', { kind: ['No version is approved yet'] });
  const terms = selection.terms.jobTerms;
  const issued = invoicesOfVersion(db, selection.versionId);
  const next = nextInvoice({ grandTotal: selection.client.grandTotal, tax: selection.client.tax.cents, terms }, issued.map((i) => ({ kind: i.kind, amount: i.amount, taxAmount: i.taxAmount, voided: i.voidedAt !== null })), kind);
  if (!next.ok) return refusal(409, next.message, { kind: [next.message] });
  const issueDay = today();
  const dueDay = dueDayOf(next.value.due, issueDay);
  const number = peekInvoiceNumber(Number(issueDay.slice(0, 4)), db);
  const before = issued
    .filter((i) => i.voidedAt === null)
    .map((i) => ({ number: i.number, label: INVOICE_TITLES[i.kind], amount: i.amount, paid: paidOn(db, i.id) }));
  const approvedAt = selection.approvedAt ?? db.select({ at: jobVersions.approvedAt }).from(jobVersions).where(eq(jobVersions.id, selection.versionId)).get()?.at ?? null;
  const facts: InvoiceFacts = {
    number,
    kind,
    issuedOn: invoiceDayText(issueDay),
    dueText: invoiceDueText(dueDay, kind, terms),
    proposalText: `${job.proposalNo} · Version ${selection.versionNumber}`,
    acceptedOn: approvedAt ? invoiceDayText(today(approvedAt)) : null,
    amount: next.value.amount,
    taxAmount: next.value.taxAmount,
    grandTotal: selection.client.grandTotal,
    subtotal: selection.client.subtotal,
    tax: selection.client.tax.cents,
    taxLabel: selection.client.tax.label,
    currency: selection.client.currency,
    before,
    howToPay: companyConfig().paymentInstructions,
    terms,
  };
  return { ok: true, value: { selection, next: next.value, number, issueDay, dueDay, facts } };
}

/** Thrown inside the transaction when another invoice took the number (or changed the figures) since printing. */
class Moved extends Error {}

export type Issued = { invoiceId: number; number: string; amount: number; emailedTo: string | null; mailFailed: boolean };

/**
 * Issues invoice `kind`: prints it with the number it will take, then in one IMMEDIATE transaction checks the
 * figures and the number still hold, allocates the number and stores the invoice with its history row; then
 * e-mails it to the client contact with the PDF attached. If someone issued meanwhile, it prints again (up to
 * three times). A failed e-mail leaves the invoice issued (it says so; the PDF can be sent by hand).
 */
export async function issueInvoice(job: JobDetail, kind: InvoiceKind, user: Staff): Promise<WriteResult<Issued>> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const preview = previewIssue(job, kind);
    if (!preview.ok) return preview;
    const p = preview.value;
    const pdf = await printInvoice(job, p.selection, p.facts);
    if (!pdf) return refusal(404, 'Version not found');
    let committed: { invoiceId: number; number: string };
    try {
      committed = commitIssue(job, kind, p, pdf, user);
    } catch (error) {
      if (error instanceof Moved) continue;
      const refused = refusalOf(error);
      if (refused) return refused;
      throw error;
    }
    const mailed = await mailInvoice(job, committed.invoiceId, user);
    return { ok: true, value: { ...committed, amount: p.next.amount, emailedTo: mailed.to, mailFailed: mailed.failed } };
  }
  return refusal(409, 'Other invoices were issued at the same moment; please try again');
}

function commitIssue(job: JobDetail, kind: InvoiceKind, p: IssuePreview, pdf: Buffer, user: Staff): { invoiceId: number; number: string } {
  return getDb().transaction(
    (tx) => {
      const again = previewIssue(job, kind, tx);
      if (!again.ok) throw new RefusedWrite(again.status, again.error, again.fieldErrors);
      if (again.value.number !== p.number || again.value.next.amount !== p.next.amount || again.value.issueDay !== p.issueDay) throw new Moved();
      const number = allocateInvoiceNumber(tx, Number(p.issueDay.slice(0, 4)));
      if (number !== p.number) throw new Moved();
      const sha256 = sha256Hex(pdf);
      const at = now();
      const row = tx
        .insert(invoices)
        .values({
          jobId: job.id,
          jobVersionId: p.selection.versionId,
          number,
          kind,
          amount: p.next.amount,
          taxAmount: p.next.taxAmount,
          currency: p.selection.client.currency,
          issueDay: p.issueDay,
          dueDay: p.dueDay,
          fileName: invoiceFileName(number, job.jobName),
          pdf,
          sha256,
          issuedById: user.id,
          issuedAt: at,
        })
        .returning({ id: invoices.id })
        .get();
      recordHistory(tx, {
        jobId: job.id,
        versionNumber: p.selection.versionNumber,
        event: 'invoice issued',
        detail: `${INVOICE_TITLES[kind]} ${number} of ${formatCents(p.next.amount)} (tax ${formatCents(p.next.taxAmount)}); ${p.facts.dueText}; SHA-256 ${sha256}`,
        actor: staffActor(user),
        at,
      });
      return { invoiceId: row.id, number };
    },
    { behavior: 'immediate' },
  );
}

/** The job's invoice `invoiceId` (any other job's is not found). */
export function invoiceOfJob(jobId: number, invoiceId: number, db: Tx | ReturnType<typeof getDb> = getDb()): InvoiceRow | null {
  return db.select().from(invoices).where(and(eq(invoices.id, invoiceId), eq(invoices.jobId, jobId))).get() ?? null;
}

/** Voids an invoice with a reason; refused while payments against it stand (reverse them first). */
export function voidInvoice(job: JobDetail, invoiceId: number, reason: string, user: Staff): WriteResult<{ number: string }> {
  try {
    return getDb().transaction(
      (tx) => {
        const invoice = invoiceOfJob(job.id, invoiceId, tx);
        if (!invoice) return refusal(404, 'Invoice not found');
        if (invoice.voidedAt !== null) return refusal(409, `${invoice.number} is already void`, { reason: [`${invoice.number} is already void`] });
        const paid = paidOn(tx, invoice.id);
        if (paid > 0) {
          const message = `${invoice.number} has ${formatCents(paid)} of payments: reverse them first`;
          return refusal(409, message, { reason: [message] });
        }
        const at = now();
        tx.update(invoices).set({ voidedAt: at, voidReason: reason, voidedById: user.id }).where(eq(invoices.id, invoice.id)).run();
        const versionNumber = tx.select({ n: jobVersions.versionNumber }).from(jobVersions).where(eq(jobVersions.id, invoice.jobVersionId)).get()?.n ?? null;
        recordHistory(tx, { jobId: job.id, versionNumber, event: 'invoice voided', detail: `${invoice.number} (${formatCents(invoice.amount)}): ${reason}`, actor: staffActor(user), at });
        return { ok: true as const, value: { number: invoice.number } };
      },
      { behavior: 'immediate' },
    );
  } catch (error) {
    const refused = refusalOf(error);
    if (refused) return refused;
    throw error;
  }
}
