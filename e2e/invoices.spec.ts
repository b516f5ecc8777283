/**
 * After the client's yes, the money, JavaScript on and off, over real SMTP: a job on '50% Deposit / 50% before
 * install' is sent and accepted on the client's page; the deposit invoice is issued from the Money panel and
 * arrives at the client contact with its PDF (number, amount due, due day in its text); a payment above the
 * balance is refused naming the field and the limit, a partial then the rest make it Paid; the panel's figures
 * and the jobs list's 'Deposit due' and 'Unpaid' filters follow each step; the balance invoice deducts the
 * deposit on its PDF; the two add up to the approved grand total to the cent (read from the API); and the
 * client's page of that proposal offers both PDFs, the very bytes issued (docs/invoices.md).
 */
import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { expect } from './support/fixtures';
import { acceptOnClientPage, clientLinkIn, copySeededJob, sendVersionOne } from './support/seeded-job';
import { pdfAttachment, test } from './support/smtp-app';
import { toast } from './support/line-items-helpers';

const TERMS = '50% Deposit / 50% before install';

type ApiInvoice = { id: number; number: string; kind: string; amount: number; taxAmount: number; due: string; status: string; balance: number; sha256: string; pdfUrl: string };
type ApiMoney = { approvedTotal: number; invoiced: number; paid: number; balance: number; invoices: ApiInvoice[] };

const cents = (dollars: number) => Math.round(dollars * 100);
/** '$13,282.82', as the app writes money. */
const dollars = (c: number) => `$${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const sha = (bytes: Buffer | Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function money(page: Page, jobId: number): Promise<ApiMoney> {
  const res = await page.request.get(`/api/jobs/${jobId}/invoices`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ApiMoney;
}

/** Whether the jobs list under `filter` ('deposit-due' or 'unpaid') lists the job. */
async function expectListed(page: Page, filter: string, jobName: string, listed: boolean) {
  await page.goto(`/jobs?status=${filter}`);
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: jobName, exact: true })).toHaveCount(listed ? 1 : 0);
}

async function issue(page: Page, path: string, kind: 'deposit' | 'balance'): Promise<string> {
  await page.goto(path);
  await page.getByTestId('money-panel').getByRole('link', { name: `Issue ${kind} invoice` }).click();
  const dialog = page.getByRole('dialog', { name: `Issue ${kind} invoice` });
  await expect(dialog.getByTestId('issue-figures')).toBeVisible();
  await dialog.getByRole('button', { name: `Issue ${kind} invoice` }).click();
  await expect(toast(page)).toContainText(new RegExp(`^.*${kind === 'deposit' ? 'Deposit' : 'Balance'} invoice \\S+ issued for \\$`));
  return (await toast(page).innerText()).match(/invoice (\S+) issued/)![1]!;
}

async function recordPayment(page: Page, number: string, amount: string) {
  await page.getByTestId('money-panel').getByRole('link', { name: `Record payment against ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Record payment against ${number}` });
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByLabel('Method').selectOption('bank transfer');
  await dialog.getByLabel(/^Reference/).fill(`Wire ${amount}`);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  return dialog;
}

test('a 50/50 job: deposit invoice mailed with its PDF, paid in two parts, balance deducts it, the two add up to the approved total, the client downloads both', async ({ app, smtp, userPage: page, browser, javaScriptEnabled }, testInfo) => {
  test.slow();
  const name = `Invoices ${testInfo.project.name} ${crypto.randomBytes(3).toString('hex')}`;
  const job = copySeededJob(app.dbPath, { name, prefix: 'IN', set: { job_terms: TERMS, client_reference: `PO-${testInfo.project.name}-77` } });
  expect(job.contactEmail).not.toBe('');

  // Sent and accepted: the job is Approved with its deposit not yet invoiced.
  const to = `buyer-${crypto.randomBytes(3).toString('hex')}@example.com`;
  await sendVersionOne(page, job.path, to);
  const link = clientLinkIn(await smtp.waitForMail(to, 0));
  await acceptOnClientPage(browser, javaScriptEnabled, link, { name: 'Jordan Pike', title: 'VP of Development' });
  await expectListed(page, 'deposit-due', name, true);
  await expectListed(page, 'unpaid', name, false);

  // The deposit invoice, e-mailed to the client contact with the PDF attached.
  const mailsBefore = smtp.count(job.contactEmail);
  const depositNo = await issue(page, job.path, 'deposit');
  await expect(toast(page)).toContainText(`e-mailed to ${job.contactEmail}`);
  await smtp.waitForMail(job.contactEmail, mailsBefore);
  const mailed = pdfAttachment(smtp.received.filter((m) => m.to.includes(job.contactEmail.toLowerCase()))[mailsBefore]!.raw);
  let api = await money(page, job.jobId);
  const deposit = api.invoices.find((i) => i.number === depositNo)!;
  expect(deposit).toMatchObject({ kind: 'deposit', status: 'Open' });
  expect(sha(mailed)).toBe(deposit.sha256);
  const depositText = await pdfText(mailed);
  for (const phrase of [depositNo, `Amount due ${dollars(cents(deposit.amount))}`, `Due ${deposit.due}`, job.proposalNo, `PO-${testInfo.project.name}-77`, 'How to pay']) expect(depositText).toContain(phrase);
  await expectListed(page, 'unpaid', name, true);

  // Payments: one over the balance is refused naming the field and the limit; a partial, then the rest.
  await page.goto(job.path);
  const over = await recordPayment(page, depositNo, (deposit.amount + 0.01).toFixed(2));
  await expect(over.getByText(`Amount: at most ${dollars(cents(deposit.amount))}, the balance of ${depositNo}`)).toBeVisible();
  await over.getByLabel('Amount').fill('1000.00');
  await over.getByRole('button', { name: 'Record payment' }).click();
  await expect(toast(page)).toContainText(`Payment of $1,000.00 recorded against ${depositNo}: Partly paid`);
  const row = page.getByTestId('invoice-row').filter({ hasText: depositNo });
  await expect(row.getByTestId('invoice-status')).toHaveText('Partly paid');
  await recordPayment(page, depositNo, (deposit.amount - 1000).toFixed(2));
  await expect(toast(page)).toContainText(`recorded against ${depositNo}: Paid`);
  await expect(row.getByTestId('invoice-status')).toHaveText('Paid');

  // The Money panel, the API and the filters agree: the deposit is paid, nothing is owed on an invoice.
  api = await money(page, job.jobId);
  const panel = page.getByTestId('money-panel');
  await expect(panel.getByTestId('money-approved')).toHaveText(dollars(cents(api.approvedTotal)));
  await expect(panel.getByTestId('money-invoiced')).toHaveText(dollars(cents(deposit.amount)));
  await expect(panel.getByTestId('money-paid')).toHaveText(dollars(cents(deposit.amount)));
  await expect(panel.getByTestId('money-balance')).toHaveText(dollars(cents(api.approvedTotal) - cents(deposit.amount)));
  expect(cents(api.paid)).toBe(cents(deposit.amount));
  await expectListed(page, 'deposit-due', name, false);
  await expectListed(page, 'unpaid', name, false);

  // The balance invoice deducts the deposit; the two add up to the approved grand total to the cent.
  const balanceNo = await issue(page, job.path, 'balance');
  api = await money(page, job.jobId);
  const balance = api.invoices.find((i) => i.number === balanceNo)!;
  expect(api.invoices.map((i) => i.number)).toEqual([depositNo, balanceNo]);
  expect(cents(deposit.amount) + cents(balance.amount)).toBe(cents(api.approvedTotal));
  const balancePdf = await (await page.request.get(balance.pdfUrl)).body();
  const balanceText = await pdfText(balancePdf);
  for (const phrase of [balanceNo, `Less deposit invoice ${depositNo}`, `-${dollars(cents(deposit.amount))}`, `Amount due ${dollars(cents(balance.amount))}`, 'Due before install']) expect(balanceText).toContain(phrase);
  await expectListed(page, 'unpaid', name, true);

  // The client's page of that proposal offers both invoices, the bytes as issued.
  const context = await browser.newContext({ javaScriptEnabled });
  try {
    const client = await context.newPage();
    await client.goto(link);
    const section = client.getByTestId('client-invoices');
    for (const invoice of [deposit, balance]) {
      const download = section.getByRole('link', { name: `Download PDF of ${invoice.number}` });
      await expect(download).toBeVisible();
      const bytes = await (await client.request.get((await download.getAttribute('href'))!)).body();
      expect(sha(bytes)).toBe(invoice.sha256);
    }
  } finally {
    await context.close();
  }
});
