/**
 * E-mails an issued invoice to the client contact of the approved version's kept terms, the PDF attached
 * (SMTP, or the outbox without SMTP_URL, as proposals go), then records when and to whom with a history row.
 */
import { eq } from 'drizzle-orm';
import { getDb, schema } from '~/server/db.server';
import { now } from '~/server/config.server';
import type { JobDetail } from '~/server/jobs/job-detail.server';
import { sendMail } from '~/server/mail.server';
import { approvedSelection } from '~/server/choices/approved-selection.server';
import { recordHistory, staffActor } from '~/server/lifecycle/history.server';
import { companyConfig } from '~/server/pdf/config.server';
import { formatCents } from '~/domain/money';
import { INVOICE_TITLES, invoiceDueText } from '~/domain/invoices/invoice-document';

const { invoices, jobVersions } = schema;

export async function mailInvoice(job: JobDetail, invoiceId: number, user: Parameters<typeof staffActor>[0]): Promise<{ to: string | null; failed: boolean }> {
  const invoice = getDb().select().from(invoices).where(eq(invoices.id, invoiceId)).get();
  const selection = approvedSelection(job);
  const to = selection?.terms.client.contactEmail.trim() ?? '';
  if (!invoice || !selection || !to) return { to: null, failed: false };
  const company = selection.terms.company?.name ?? companyConfig().name;
  const title = INVOICE_TITLES[invoice.kind];
  const due = invoiceDueText(invoice.dueDay, invoice.kind, selection.terms.jobTerms);
  const greeting = selection.terms.client.contactName.trim() ? `Dear ${selection.terms.client.contactName.trim()},` : 'Hello,';
  try {
    await sendMail({
      to,
      subject: `${title} ${invoice.number} from ${company}: ${job.jobName}`,
      text: [
        greeting,
        '',
        `Please find attached ${title.toLowerCase()} ${invoice.number} for ${job.jobName}: ${formatCents(invoice.amount)}, ${due.startsWith('Due') ? due.toLowerCase() : `due ${due}`}.`,
        '',
        'How to pay:',
        companyConfig().paymentInstructions,
        '',
        `Thank you,\n${company}`,
      ].join('\n'),
      attachments: [{ filename: invoice.fileName, content: Buffer.from(invoice.pdf), contentType: 'application/pdf' }],
    });
  } catch (error) {
    console.error(`[invoices] e-mail of ${invoice.number} to ${to} failed:`, error);
    return { to, failed: true };
  }
  getDb().transaction(
    (tx) => {
      const at = now();
      tx.update(invoices).set({ emailedAt: at }).where(eq(invoices.id, invoice.id)).run();
      const versionNumber = tx.select({ n: jobVersions.versionNumber }).from(jobVersions).where(eq(jobVersions.id, invoice.jobVersionId)).get()?.n ?? null;
      recordHistory(tx, { jobId: job.id, versionNumber, event: 'invoice e-mailed', detail: `${invoice.number} to ${to}, the PDF attached (SHA-256 ${invoice.sha256})`, actor: staffActor(user), at });
    },
    { behavior: 'immediate' },
  );
  return { to, failed: false };
}
