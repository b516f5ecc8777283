/**
 * Payments received against an invoice (docs/invoices.md § Payments): recorded with amount, day, method and
 * reference, never more than the invoice's balance, never dated after today; a mistaken one is reversed with
 * a reason, never deleted. One transaction each, with its history row. The dialogs and the /api both call here.
 */
import { and, eq } from 'drizzle-orm';
import { getDb, schema } from '~/server/db.server';
import { now } from '~/server/config.server';
import type { JobDetail } from '~/server/jobs/job-detail.server';
import { recordHistory, staffActor } from '~/server/lifecycle/history.server';
import { today } from '~/server/lifecycle/version-state.server';
import { formatCents } from '~/domain/money';
import { refusal, type WriteResult } from '~/domain/write-result';
import { invoiceBalance, invoiceStatus, paidTotal, type InvoiceStatus } from '~/domain/invoices/status';
import { futureDayMessage, overBalanceMessage, PAYMENT_METHOD_LABELS, type PaymentForm } from '~/domain/invoices/payment-form';
import { invoiceDayText } from '~/domain/invoices/invoice-document';
import { invoiceOfJob, type Staff } from './invoices.server';

const { payments, invoices, jobVersions } = schema;

function versionNumberOf(db: Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0], versionId: number): number | null {
  return db.select({ n: jobVersions.versionNumber }).from(jobVersions).where(eq(jobVersions.id, versionId)).get()?.n ?? null;
}

export type Recorded = { paymentId: number; number: string; balance: number; status: InvoiceStatus };

/** Records a payment against the job's invoice: 404 unknown, 409 void or paid, 400 naming the field (amount over the balance, a day after today). */
export function recordPayment(job: JobDetail, invoiceId: number, form: PaymentForm, user: Staff): WriteResult<Recorded> {
  return getDb().transaction(
    (tx) => {
      const invoice = invoiceOfJob(job.id, invoiceId, tx);
      if (!invoice) return refusal(404, 'Invoice not found');
      if (invoice.voidedAt !== null) return refusal(409, `${invoice.number} is void: no payment can be recorded against it`, { amount: [`${invoice.number} is void`] });
      const day = today();
      if (form.day > day) return refusal(400, futureDayMessage(day), { day: [futureDayMessage(day)] });
      const paid = paidTotal(tx.select({ amount: payments.amount, reversedAt: payments.reversedAt }).from(payments).where(eq(payments.invoiceId, invoice.id)).all());
      const balance = invoiceBalance(invoice, paid);
      if (form.amount > balance) return refusal(400, overBalanceMessage(balance, invoice.number), { amount: [overBalanceMessage(balance, invoice.number)] });
      const at = now();
      const row = tx
        .insert(payments)
        .values({ invoiceId: invoice.id, amount: form.amount, day: form.day, method: form.method, reference: form.reference, recordedById: user.id, recordedAt: at })
        .returning({ id: payments.id })
        .get();
      const left = balance - form.amount;
      recordHistory(tx, {
        jobId: job.id,
        versionNumber: versionNumberOf(tx, invoice.jobVersionId),
        event: 'payment recorded',
        detail: `${formatCents(form.amount)} against ${invoice.number} on ${invoiceDayText(form.day)} by ${PAYMENT_METHOD_LABELS[form.method].toLowerCase()}${form.reference ? ` (${form.reference})` : ''}; ${left === 0 ? 'paid in full' : `${formatCents(left)} still owed`}`,
        actor: staffActor(user),
        at,
      });
      return { ok: true as const, value: { paymentId: row.id, number: invoice.number, balance: left, status: invoiceStatus(invoice, paid + form.amount, day) } };
    },
    { behavior: 'immediate' },
  );
}

/** Reverses a payment of the job's invoices with a reason (it then counts for nothing); 404 unknown, 409 already reversed. */
export function reversePayment(job: JobDetail, paymentId: number, reason: string, user: Staff): WriteResult<{ number: string; amount: number }> {
  return getDb().transaction(
    (tx) => {
      const found = tx
        .select({ payment: payments, number: invoices.number, versionId: invoices.jobVersionId })
        .from(payments)
        .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
        .where(and(eq(payments.id, paymentId), eq(invoices.jobId, job.id)))
        .get();
      if (!found) return refusal(404, 'Payment not found');
      if (found.payment.reversedAt !== null) return refusal(409, 'This payment is already reversed', { reason: ['This payment is already reversed'] });
      const at = now();
      tx.update(payments).set({ reversedAt: at, reversalReason: reason, reversedById: user.id }).where(eq(payments.id, paymentId)).run();
      recordHistory(tx, {
        jobId: job.id,
        versionNumber: versionNumberOf(tx, found.versionId),
        event: 'payment reversed',
        detail: `${formatCents(found.payment.amount)} against ${found.number} (received ${invoiceDayText(found.payment.day)}): ${reason}`,
        actor: staffActor(user),
        at,
      });
      return { ok: true as const, value: { number: found.number, amount: found.payment.amount } };
    },
    { behavior: 'immediate' },
  );
}
