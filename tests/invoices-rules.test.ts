/**
 * The invoice rules through the server modules, each on its own approved job (docs/invoices.md): every set of
 * payment terms (how many invoices, what share of the approved total, due when); rounding across odd totals
 * ($1,000.01, and a tax of odd cents: the deposit and the balance add up to the grand total and split its tax
 * the same way); voids (a voided amount is invoiced again under a new number, never the old one); reversals
 * (a reversed payment opens the balance again and the job is back under 'Deposit due'); refused
 * over-payments; and Overdue decided when read, by the day in the server's TZ.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { getJob } from '../app/server/jobs/job-detail.server';
import { approvedSelection } from '../app/server/choices/approved-selection.server';
import { closePdfBrowser } from '../app/server/pdf/browser.server';
import { flushMail } from '../app/server/mail.server';
import { issueInvoice, voidInvoice } from '../app/server/invoices/invoices.server';
import { recordPayment, reversePayment } from '../app/server/invoices/payments.server';
import { keptInvoiceTerms, moneyPanel } from '../app/server/invoices/money.server';
import { listJobs } from '../app/server/jobs/job-list.server';
import { dayOf } from '../app/domain/lifecycle/states';
import { formatCents } from '../app/domain/money';
import type { InvoiceKind } from '../app/domain/invoices/plan';
import { makeJob, type JobFixture } from './support/job-detail-fixtures';
import { approveVersionOne } from './support/approved-job';

const user = { id: 0, fullName: 'Sam Ortiz', firstName: null, lastName: null };
const job = (f: JobFixture) => getJob(f.jobId)!;
const ok = <T>(r: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const todayText = () => dayOf(Date.now());
const addDays = (day: string, n: number) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
};
const pay = (f: JobFixture, invoiceId: number, amount: number) => recordPayment(job(f), invoiceId, { amount, day: todayText(), method: 'cheque', reference: '' }, user);

/**
 * An approved job on `terms`. With `subtotal`, version 1 holds one custom line of that price (so the approved
 * total is known to the cent) and the job's tax is `taxBasisPoints` (825 = 8.25%).
 */
function approvedJob(terms: string | null, subtotal?: number, taxBasisPoints = 0): JobFixture {
  const f = makeJob();
  user.id = f.userId;
  const db = getDb();
  db.update(schema.jobs).set({ jobTerms: terms, ...(subtotal !== undefined ? { taxPercentage: taxBasisPoints } : {}) }).where(eq(schema.jobs.id, f.jobId)).run();
  if (subtotal !== undefined) {
    db.delete(schema.lineItems).where(eq(schema.lineItems.jobVersionId, f.versionId)).run();
    db.insert(schema.lineItems).values({ jobVersionId: f.versionId, lineType: 'sign', signId: f.signId, quantity: 1, description: 'Pylon refurb', lineItemPrice: subtotal, pricingMode: 'Custom', sortOrder: 1 }).run();
  }
  approveVersionOne(f);
  return f;
}

const issue = async (f: JobFixture, kind: InvoiceKind) => ok(await issueInvoice(job(f), kind, user));
const invoices = (f: JobFixture) => moneyPanel(job(f))!.invoices;

afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await flushMail();
  await closePdfBrowser();
});

describe('every set of payment terms', () => {
  it.each([
    ['50% Deposit / 50% before install', 'Due before install'],
    ['50% Deposit / 50% upon completion', 'Due upon completion'],
  ])('%s: a deposit of 50% due on issue, then a balance of the rest due with no day (%s)', async (terms, balanceDue) => {
    const f = approvedJob(terms);
    const grand = approvedSelection(job(f))!.client.grandTotal;
    expect(moneyPanel(job(f))!.toIssue.map((t) => t.kind)).toEqual(['deposit']);
    await issue(f, 'deposit');
    expect(moneyPanel(job(f))!.toIssue.map((t) => t.kind)).toEqual(['balance']);
    await issue(f, 'balance');
    const [deposit, balance] = invoices(f);
    expect(invoices(f)).toHaveLength(2);
    expect(deposit!.amount).toBe(Math.round(grand / 2));
    expect([deposit!.dueDay, balance!.dueDay, balance!.dueText]).toEqual([todayText(), null, balanceDue]);
    expect(deposit!.amount + balance!.amount).toBe(grand);
    expect(moneyPanel(job(f))!.toIssue).toEqual([]);
  }, 60_000);

  it.each([
    { terms: 'Prepayment', days: 0, when: 'the day it is issued' },
    { terms: 'COD', days: null, when: 'on delivery, with no day' },
    { terms: 'Net30', days: 30, when: '30 days after issue' },
    { terms: 'Net45', days: 45, when: '45 days after issue' },
    { terms: null, days: null, when: 'on delivery, as COD' },
  ])('$terms: one invoice of 100%, due $when', async ({ terms, days }) => {
    const f = approvedJob(terms);
    const grand = approvedSelection(job(f))!.client.grandTotal;
    expect(moneyPanel(job(f))!.toIssue.map((t) => [t.kind, t.button])).toEqual([['full', 'Issue invoice']]);
    expect((await issueInvoice(job(f), 'deposit', user)).ok).toBe(false);
    await issue(f, 'full');
    const [only] = invoices(f);
    expect(invoices(f)).toHaveLength(1);
    expect([only!.amount, only!.taxAmount]).toEqual([grand, approvedSelection(job(f))!.client.tax.cents]);
    expect(only!.dueDay).toBe(days === null ? null : addDays(todayText(), days));
    if (days === null) expect(only!.dueText).toBe('Due on delivery');
    expect(moneyPanel(job(f))!.toIssue).toEqual([]);
  }, 60_000);
});

describe('rounding across odd totals', () => {
  it('$1,000.01 on 50/50: the deposit is $500.01 (half a cent rounds away from zero), the balance $500.00', async () => {
    const f = approvedJob('50% Deposit / 50% before install', 100_001);
    expect(approvedSelection(job(f))!.client.grandTotal).toBe(100_001);
    await issue(f, 'deposit');
    await issue(f, 'balance');
    expect(invoices(f).map((i) => [i.amount, i.taxAmount])).toEqual([
      [50_001, 0],
      [50_000, 0],
    ]);
  }, 60_000);

  it('a tax of odd cents is split in the deposit’s proportion, the balance taking the cents left', async () => {
    // $1,234.57 at 7.75%: tax $95.68, grand total $1,330.25.
    const f = approvedJob('50% Deposit / 50% upon completion', 123_457, 775);
    const { grandTotal, tax } = approvedSelection(job(f))!.client;
    expect([grandTotal, tax.cents]).toEqual([133_025, 9_568]);
    await issue(f, 'deposit');
    await issue(f, 'balance');
    const [deposit, balance] = invoices(f);
    expect([deposit!.amount, deposit!.taxAmount]).toEqual([66_513, 4_784]);
    expect([balance!.amount, balance!.taxAmount]).toEqual([66_512, 4_784]);
    expect(deposit!.amount + balance!.amount).toBe(grandTotal);
    expect(deposit!.taxAmount + balance!.taxAmount).toBe(tax.cents);
  }, 60_000);
});

describe('voids and reversals', () => {
  it('a voided deposit owes nothing, stays listed, and its amount is invoiced again under a new number; voiding it under a standing balance re-bills only what the balance left', async () => {
    const f = approvedJob('50% Deposit / 50% before install', 100_001, 825);
    const grand = approvedSelection(job(f))!.client.grandTotal;
    const first = await issue(f, 'deposit');
    ok(voidInvoice(job(f), first.invoiceId, 'Wrong client', user));
    let panel = moneyPanel(job(f))!;
    expect(panel.invoices[0]).toMatchObject({ number: first.number, status: 'Void', balance: 0, voidReason: 'Wrong client' });
    expect(panel.invoiced).toBe(0);
    expect(panel.toIssue.map((t) => [t.kind, t.amountText])).toEqual([['deposit', formatCents(first.amount)]]);
    const second = await issue(f, 'deposit');
    expect(second.number).not.toBe(first.number);
    expect(second.amount).toBe(first.amount);
    await issue(f, 'balance');
    // The second deposit voided while the balance stands: a third deposit bills exactly what the balance left.
    ok(voidInvoice(job(f), second.invoiceId, 'Sent twice', user));
    const third = await issue(f, 'deposit');
    panel = moneyPanel(job(f))!;
    expect(new Set(panel.invoices.map((i) => i.number)).size).toBe(4);
    expect(panel.invoiced).toBe(grand);
    expect(third.amount).toBe(first.amount);
  }, 90_000);

  it('a reversed payment opens the balance again: Paid goes back to Partly paid and the job is Deposit due again', async () => {
    const f = approvedJob('50% Deposit / 50% before install');
    const deposit = await issue(f, 'deposit');
    const depositDue = () => listJobs({ status: 'deposit-due' }).jobs.some((j) => j.jobNumber === f.jobNumber);
    ok(pay(f, deposit.invoiceId, 100));
    const rest = ok(pay(f, deposit.invoiceId, deposit.amount - 100));
    expect(rest.status).toBe('Paid');
    expect(depositDue()).toBe(false);
    ok(reversePayment(job(f), rest.paymentId, 'Transfer recalled', user));
    const [inv] = invoices(f);
    expect(inv).toMatchObject({ status: 'Partly paid', paid: 100, balance: deposit.amount - 100 });
    expect(inv!.payments.map((p) => p.reversed)).toEqual([false, true]);
    expect(moneyPanel(job(f))!.paid).toBe(100);
    expect(depositDue()).toBe(true);
    // The balance it re-opened can be paid again, and no more.
    expect(pay(f, deposit.invoiceId, deposit.amount - 99)).toMatchObject({ ok: false, status: 400 });
    expect(ok(pay(f, deposit.invoiceId, deposit.amount - 100)).status).toBe('Paid');
  }, 60_000);
});

describe('refused over-payments', () => {
  it('the limit is what is still owed, named with the field; a paid invoice takes nothing more; a void one takes no payment', async () => {
    const f = approvedJob('Net30', 50_000);
    const inv = await issue(f, 'full');
    ok(pay(f, inv.invoiceId, 20_000));
    expect(pay(f, inv.invoiceId, 30_001)).toMatchObject({ ok: false, status: 400, fieldErrors: { amount: [`Amount: at most $300.00, the balance of ${inv.number}`] } });
    ok(pay(f, inv.invoiceId, 30_000));
    expect(pay(f, inv.invoiceId, 1)).toMatchObject({ ok: false, status: 400, fieldErrors: { amount: [`Amount: at most $0.00, the balance of ${inv.number}`] } });
    const other = approvedJob('Net30', 50_000);
    const voided = await issue(other, 'full');
    ok(voidInvoice(job(other), voided.invoiceId, 'Duplicate', user));
    expect(pay(other, voided.invoiceId, 1)).toMatchObject({ ok: false, status: 409 });
    expect(invoices(f)[0]!.payments).toHaveLength(2);
  }, 60_000);
});

describe('Overdue is decided when read, by the day in the server’s TZ', () => {
  it('a Net30 invoice reads Open on its due day and Overdue the day after, by the local day, not the UTC one', async () => {
    const f = approvedJob('Net30', 10_000);
    const inv = await issue(f, 'full');
    // Its due day set to 30 November 2026, then read at instants around midnight.
    getDb().update(schema.invoices).set({ dueDay: '2026-11-30' }).where(eq(schema.invoices.id, inv.invoiceId)).run();
    const zone = process.env.TZ;
    const readAt = (iso: string) => {
      vi.useFakeTimers({ now: new Date(iso), toFake: ['Date'] });
      const status = invoices(f)[0]!.status;
      vi.useRealTimers();
      return status;
    };
    try {
      process.env.TZ = 'America/Los_Angeles';
      // 03:00 UTC on 1 December is still 30 November, 19:00, in Los Angeles: the due day, not yet overdue.
      expect(readAt('2026-12-01T03:00:00Z')).toBe('Open');
      expect(readAt('2026-12-01T09:00:00Z')).toBe('Overdue');
      process.env.TZ = 'Asia/Tokyo';
      // 20:00 UTC on 30 November is already 1 December in Tokyo.
      expect(readAt('2026-11-30T20:00:00Z')).toBe('Overdue');
      expect(readAt('2026-11-30T10:00:00Z')).toBe('Open');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    // Paid in full it is never overdue, whatever the day.
    ok(pay(f, inv.invoiceId, inv.amount));
    expect(readAt('2027-06-01T12:00:00Z')).toBe('Paid');
  }, 60_000);
});

describe('terms changed after approval', () => {
  it('an invoice keeps the due words of the terms the client accepted, not the job terms typed since', async () => {
    const f = approvedJob('50% Deposit / 50% before install', 100_000);
    await issue(f, 'deposit');
    await issue(f, 'balance');
    getDb().update(schema.jobs).set({ jobTerms: 'Net45' }).where(eq(schema.jobs.id, f.jobId)).run();
    expect(keptInvoiceTerms(job(f))).toBe('50% Deposit / 50% before install');
    const balance = invoices(f).find((i) => i.kind === 'balance')!;
    expect(balance.dueText).toBe('Due before install');
  }, 60_000);
});
