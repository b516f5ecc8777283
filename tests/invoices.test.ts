/**
 * Invoices and payments on a job whose version 1 the client accepted (docs/invoices.md): each kind issued
 * from the approved figures, numbered from the admins' pattern and never given twice (not even after a void),
 * e-mailed with the PDF, the deposit deducted on the balance invoice; payments partial then full (Paid), one
 * above the balance refused naming the field and the limit, a payment dated tomorrow refused; a void refused
 * while payments stand, then allowed after the reversal; every step in the job's history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { makeJob, type JobFixture } from './support/job-detail-fixtures';
import { pdfText } from './support/pdf-helpers';
import { getDb, schema } from '../app/server/db.server';
import { getJob } from '../app/server/jobs/job-detail.server';
import { sendProposal } from '../app/server/lifecycle/send.server';
import { answerProposal } from '../app/server/lifecycle/client-answer.server';
import { approvedSelection } from '../app/server/choices/approved-selection.server';
import { closePdfBrowser } from '../app/server/pdf/browser.server';
import { flushMail } from '../app/server/mail.server';
import { issueInvoice, voidInvoice } from '../app/server/invoices/invoices.server';
import { recordPayment, reversePayment } from '../app/server/invoices/payments.server';
import { moneyPanel, invoicePdf } from '../app/server/invoices/money.server';
import { saveInvoicePattern } from '../app/server/invoices/numbering.server';
import { historyPage } from '../app/server/lifecycle/history.server';
import { defaultValidUntil } from '../app/domain/lifecycle/states';
import { dayOf } from '../app/domain/lifecycle/states';
import { sha256Hex } from '../app/server/lifecycle/tokens.server';

const db = () => getDb();
const user = { id: 0, fullName: 'Sam Ortiz', firstName: null, lastName: null };
const meta = { ip: '203.0.113.9', userAgent: 'vitest' };
const accept = { intent: 'accept' as const, signerName: 'Pat Lee', signerTitle: 'Owner', agree: 'on' as const };
const todayText = dayOf(Date.now());
const year = todayText.slice(0, 4);

/** A job on `terms` whose version 1 was sent and accepted. */
async function approvedJob(terms: string): Promise<JobFixture> {
  const f = makeJob();
  user.id = f.userId;
  db().update(schema.jobs).set({ jobTerms: terms }).where(eq(schema.jobs.id, f.jobId)).run();
  const sent = await sendProposal(getJob(f.jobId)!, { to: ['pat@example.com'], cc: [], subject: 'Your proposal', message: 'Attached.', version: 1, validUntil: defaultValidUntil(Date.now()) }, user);
  expect(sent).toMatchObject({ ok: true });
  const mail = db().select().from(schema.mailOutbox).orderBy(desc(schema.mailOutbox.id)).get()!;
  const token = /\/p\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
  expect(answerProposal(token, accept, meta)).toMatchObject({ ok: true });
  return f;
}

const job = (f: JobFixture) => getJob(f.jobId)!;
const ok = <T>(r: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

afterAll(async () => {
  await flushMail();
  await closePdfBrowser();
});

describe('50% deposit / 50% before install', () => {
  let f: JobFixture;
  beforeAll(async () => {
    f = await approvedJob('50% Deposit / 50% before install');
  }, 60_000);

  it('offers only the deposit first, issues it as INV-{YYYY}-0001 for half the approved total, and e-mails it with the PDF', async () => {
    const panel = moneyPanel(job(f))!;
    expect(panel.toIssue.map((t) => t.button)).toEqual(['Issue deposit invoice']);
    const grand = approvedSelection(job(f))!.client.grandTotal;
    expect(panel.approvedTotal).toBe(grand);
    expect((await issueInvoice(job(f), 'balance', user)).ok).toBe(false);
    const issued = ok(await issueInvoice(job(f), 'deposit', user));
    expect(issued.number).toBe(`INV-${year}-0001`);
    expect(issued.emailedTo).toBe('pat@example.com');
    const row = db().select().from(schema.invoices).where(eq(schema.invoices.id, issued.invoiceId)).get()!;
    expect(row.amount).toBe(Math.round(grand / 2));
    expect(row.dueDay).toBe(todayText);
    expect(row.sha256).toBe(sha256Hex(row.pdf));
    const mail = db().select().from(schema.mailOutbox).orderBy(desc(schema.mailOutbox.id)).get()!;
    expect(mail.to).toBe('pat@example.com');
    expect(mail.subject).toContain(`Deposit invoice INV-${year}-0001`);
    expect(JSON.parse(mail.attachments!)[0]).toMatchObject({ contentType: 'application/pdf', sha256: row.sha256 });
    const text = (await pdfText(row.pdf)).text;
    expect(text).toContain(`INV-${year}-0001`);
    expect(text).toContain('How to pay');
    expect(moneyPanel(job(f))!.invoices[0]!.status).toBe('Open');
  }, 60_000);

  it('refuses a payment above the balance naming the field and the limit, and one dated tomorrow', () => {
    const inv = moneyPanel(job(f))!.invoices[0]!;
    const over = recordPayment(job(f), inv.id, { amount: inv.amount + 1, day: todayText, method: 'cheque', reference: '' }, user);
    expect(over).toMatchObject({ ok: false, status: 400, fieldErrors: { amount: [`Amount: at most ${inv.balanceText}, the balance of ${inv.number}`] } });
    const tomorrow = dayOf(Date.now() + 86_400_000);
    expect(recordPayment(job(f), inv.id, { amount: 100, day: tomorrow, method: 'cash', reference: '' }, user)).toMatchObject({ ok: false, status: 400, fieldErrors: { day: [`Date: not after today (${todayText})`] } });
  });

  it('a partial payment reads Partly paid, the rest makes it Paid', () => {
    const inv = moneyPanel(job(f))!.invoices[0]!;
    expect(ok(recordPayment(job(f), inv.id, { amount: 1_000, day: todayText, method: 'cheque', reference: 'Chq 101' }, user)).status).toBe('Partly paid');
    expect(ok(recordPayment(job(f), inv.id, { amount: inv.amount - 1_000, day: todayText, method: 'bank transfer', reference: '' }, user)).status).toBe('Paid');
    const panel = moneyPanel(job(f))!;
    expect(panel.invoices[0]!.status).toBe('Paid');
    expect(panel.paid).toBe(inv.amount);
    expect(panel.balance).toBe(panel.approvedTotal - inv.amount);
    expect(panel.toIssue.map((t) => t.button)).toEqual(['Issue balance invoice']);
  });

  it('issues the balance: the rest to the cent, the deposit deducted on its PDF, the two adding up to the approved total', async () => {
    const issued = ok(await issueInvoice(job(f), 'balance', user));
    expect(issued.number).toBe(`INV-${year}-0002`);
    const panel = moneyPanel(job(f))!;
    const [deposit, balance] = panel.invoices;
    expect(deposit!.amount + balance!.amount).toBe(panel.approvedTotal);
    expect(deposit!.taxAmount + balance!.taxAmount).toBe(approvedSelection(job(f))!.client.tax.cents);
    expect(balance!.dueDay).toBeNull();
    expect(balance!.dueText).toBe('Due before install');
    const text = (await pdfText(invoicePdf(f.jobId, balance!.id)!.pdf)).text;
    expect(text).toContain(`Less deposit invoice ${deposit!.number}`);
    expect(text).toContain(`-${deposit!.amountText}`);
    expect(text).toContain(balance!.amountText);
    expect(panel.toIssue).toEqual([]);
  }, 60_000);

  it('refuses to void an invoice with payments; after reversing them it voids, and issuing again takes a new number', async () => {
    const deposit = moneyPanel(job(f))!.invoices[0]!;
    expect(voidInvoice(job(f), deposit.id, 'Wrong amount', user)).toMatchObject({ ok: false, status: 409, error: `${deposit.number} has ${deposit.paidText} of payments: reverse them first` });
    for (const p of deposit.payments) ok(reversePayment(job(f), p.id, 'Cheque bounced', user));
    expect(reversePayment(job(f), deposit.payments[0]!.id, 'again', user)).toMatchObject({ ok: false, status: 409 });
    expect(moneyPanel(job(f))!.invoices[0]!.status).toBe('Open');
    ok(voidInvoice(job(f), deposit.id, 'Wrong amount', user));
    expect(moneyPanel(job(f))!.invoices[0]!.status).toBe('Void');
    expect(recordPayment(job(f), deposit.id, { amount: 1, day: todayText, method: 'cash', reference: '' }, user)).toMatchObject({ ok: false, status: 409 });
    const again = ok(await issueInvoice(job(f), 'deposit', user));
    expect(again.number).toBe(`INV-${year}-0003`);
    const panel = moneyPanel(job(f))!;
    expect(panel.invoiced).toBe(panel.approvedTotal);
    const events = historyPage(f.jobId, 0).rows.map((r) => r.event);
    for (const e of ['invoice issued', 'invoice e-mailed', 'payment recorded', 'payment reversed', 'invoice voided']) expect(events).toContain(e);
  }, 60_000);

  it('another job cannot reach these invoices or payments', async () => {
    const other = await approvedJob('COD');
    const inv = moneyPanel(job(f))!.invoices[0]!;
    expect(recordPayment(job(other), inv.id, { amount: 1, day: todayText, method: 'cash', reference: '' }, user)).toMatchObject({ ok: false, status: 404 });
    expect(voidInvoice(job(other), inv.id, 'x', user)).toMatchObject({ ok: false, status: 404 });
    expect(invoicePdf(other.jobId, inv.id)).toBeNull();
  }, 60_000);
});

describe('one invoice terms and the number pattern', () => {
  it('Net45: one invoice of the whole approved total due in 45 days, numbered by the pattern the admin set', async () => {
    saveInvoicePattern('SB-{YY}/{NNNN}');
    const f = await approvedJob('Net45');
    const panel = moneyPanel(job(f))!;
    expect(panel.toIssue.map((t) => t.button)).toEqual(['Issue invoice']);
    const issued = ok(await issueInvoice(job(f), 'full', user));
    saveInvoicePattern('INV-{YYYY}-{NNNN}');
    // The year's counter runs on across a change of pattern: three numbers were given this year before.
    expect(issued.number).toBe(`SB-${year.slice(2)}/0004`);
    const inv = moneyPanel(job(f))!.invoices[0]!;
    expect(inv.amount).toBe(panel.approvedTotal);
    expect(inv.dueDay).toBe(dayOf(new Date(`${todayText}T12:00:00`).getTime() + 45 * 86_400_000));
  }, 60_000);

  it('Prepayment: one invoice due now; COD: due on delivery with no day', async () => {
    const pre = await approvedJob('Prepayment');
    ok(await issueInvoice(job(pre), 'full', user));
    expect(moneyPanel(job(pre))!.invoices[0]!.dueDay).toBe(todayText);
    const cod = await approvedJob('COD');
    ok(await issueInvoice(job(cod), 'full', user));
    const inv = moneyPanel(job(cod))!.invoices[0]!;
    expect([inv.dueDay, inv.dueText, inv.number]).toEqual([null, 'Due on delivery', `INV-${year}-0006`]);
  }, 90_000);

  it('no Money panel before a version is approved', () => {
    expect(moneyPanel(job(makeJob()))).toBeNull();
  });
});
