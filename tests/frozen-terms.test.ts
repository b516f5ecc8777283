/**
 * A version a client was shown keeps the terms it was sent with, money
 * included: after the client approves version 1, a Job Info edit (tax) and a
 * Client Info edit (client, address) leave version 1's screen, jobs-list row,
 * dashboard, /api answers and documents as they were, while a new version
 * takes the new values. Also: the dialogs' notice, the two download names,
 * whose status each header badge is, Expired answered alike by page, list
 * and API, Withdraw dropping the kept terms, and the migration's fill of
 * versions sent before terms were kept.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { testStaff } from './support/staff-actor';
import { makeJob, type JobFixture } from './support/job-detail-fixtures';
import { getDb, schema } from '../app/server/db.server';
import { getJob } from '../app/server/jobs/job-detail.server';
import { createVersion } from '../app/server/jobs/job-versions.server';
import { updateClientInfo, updateJobInfo } from '../app/server/jobs/job-info-writes.server';
import { loadJobPage } from '../app/server/jobs/job-page.server';
import { listJobs } from '../app/server/jobs/job-list.server';
import { dashboardStats } from '../app/server/stats/stats.server';
import { sendProposal, withdrawProposal } from '../app/server/lifecycle/send.server';
import { answerProposal } from '../app/server/lifecycle/client-answer.server';
import { lifecycleView, storedDocument } from '../app/server/lifecycle/job-view.server';
import { decidingVersionAnswer, keptTermsNoticeOf } from '../app/server/lifecycle/version-terms.server';
import { apiLineItemsForJob } from '../app/server/line-items/line-item-reads.server';
import { documentFileName, loadDocument } from '../app/server/pdf/documents.server';
import { closePdfBrowser } from '../app/server/pdf/browser.server';
import { flushMail } from '../app/server/mail.server';
import { clientInfoSchema, jobInfoSchema } from '../app/domain/jobs/job-form';
import { defaultValidUntil } from '../app/domain/lifecycle/states';
import { readTerms } from '../app/domain/lifecycle/version-terms';
import { compareJobVersions } from '../app/server/compare/compare.server';
import { formatCents } from '../app/domain/money';

const db = () => getDb();
const user = { id: 0, fullName: 'Sam Ortiz', firstName: null, lastName: null };
const validUntil = defaultValidUntil(Date.now());
const form = (version: number) => ({ to: ['pat@example.com'], cc: [], subject: 'Your proposal', message: 'Attached.', version, validUntil });
const meta = { ip: '203.0.113.9', userAgent: 'vitest' };
const accept = { intent: 'accept' as const, signerName: 'Pat Lee', signerTitle: 'Owner', agree: 'on' as const };

function lastToken(): string {
  const mail = db().select().from(schema.mailOutbox).orderBy(desc(schema.mailOutbox.id)).get()!;
  return /\/p\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
}

/** Everything a reader shows of version `n` of the job. */
function readers(f: JobFixture, n: number) {
  const job = getJob(f.jobId)!;
  const page = loadJobPage(job, n)!;
  const doc = loadDocument({ brandSlug: 'dhc', jobNumber: f.jobNumber, version: n });
  if (!doc.ok) throw new Error(doc.error);
  const row = listJobs({ q: f.jobNumber }).jobs.find((j) => j.jobNumber === f.jobNumber)!;
  const recent = dashboardStats().recentJobs.find((j) => j.jobNumber === f.jobNumber);
  const lines = apiLineItemsForJob('dhc', f.jobNumber, n);
  if (typeof lines === 'string') throw new Error(lines);
  return {
    tax: page.clientTotal.tax,
    grandTotal: page.clientTotal.grandTotal,
    docTax: doc.doc.party.job.tax,
    docClient: [doc.doc.party.job.clientName, doc.doc.party.job.clientAddress],
    sidebarClient: page.keptTerms?.client.clientName ?? null,
    row: { priceTotal: row.priceTotal, totalOf: row.totalOf, status: row.status },
    recent: recent ? { priceCents: recent.priceCents, totalOf: recent.totalOf } : null,
    apiLines: lines.clientTotals,
  };
}

let f: JobFixture;

beforeAll(async () => {
  f = makeJob();
  user.id = f.userId;
  const sent = await sendProposal(getJob(f.jobId)!, form(1), user);
  expect(sent).toMatchObject({ ok: true });
  expect(answerProposal(lastToken(), accept, meta)).toMatchObject({ ok: true });
});
afterAll(async () => {
  await flushMail();
  await closePdfBrowser();
});

describe('an approved version keeps the terms it was sent with', () => {
  it('keeps tax, grand total, client and address on every reader after Job Info and Client Info edits', () => {
    const before = readers(f, 1);
    expect(before.tax.label).toBe('Tax (8.25%)');
    expect(before.row).toMatchObject({ priceTotal: before.grandTotal, totalOf: 'approved', status: 'Approved' });
    expect(before.recent).toEqual({ priceCents: before.grandTotal, totalOf: 'approved' });
    const apiBefore = decidingVersionAnswer(getJob(f.jobId)!);
    expect(apiBefore).toMatchObject({ versionNumber: 1, state: 'Approved', grandTotal: before.grandTotal, jobTax: { percentage: 8.25, amount: null } });

    const job = getJob(f.jobId)!;
    const info = jobInfoSchema.parse({ jobName: job.jobName, jobNumber: job.jobNumber, brandId: String(job.brandId), location: job.jobLocation, jobTerms: 'Net30', taxType: 'percentage', taxPercentage: '9' });
    expect(updateJobInfo(testStaff, f.jobId, info)).toMatchObject({ ok: true });
    const client = clientInfoSchema.parse({ clientName: 'Northwind Signs Ltd', clientAddress: '99 Harbor Rd, Austin, TX 73301', contactName: 'Lee Chan' });
    expect(updateClientInfo(testStaff, f.jobId, client)).toMatchObject({ ok: true });
    expect(getJob(f.jobId)!.jobTax.percentage).toBe(9);

    const after = readers(f, 1);
    expect(after).toEqual({ ...before, sidebarClient: before.sidebarClient });
    expect(after.docClient[0]).not.toBe('Northwind Signs Ltd');
    expect(after.sidebarClient).toBe(before.docClient[0]);
    expect(decidingVersionAnswer(getJob(f.jobId)!)).toEqual(apiBefore);
  });

  it('says before saving which versions keep what, and that the change reaches new versions', () => {
    const job = getJob(f.jobId)!;
    expect(keptTermsNoticeOf(job, 'job')).toBe('Version 1 is approved: it keeps 8.25% tax. The change applies to new versions.');
    expect(keptTermsNoticeOf(job, 'client')).toMatch(/^Version 1 is approved: it keeps client Client \d+ at 12 Main St, Springfield, IL 62701, United States\. The change applies to new versions\.$/);
  });

  it('gives a new version the job’s new values, and its header badges say whose status each is', () => {
    const created = createVersion(f.jobId, 1, f.userId);
    expect(created).toMatchObject({ ok: true, versionNumber: 2 });
    const v2 = readers(f, 2);
    expect(v2.tax.label).toBe('Tax (9%)');
    expect(v2.docTax.taxPercentage).toBe(900);
    expect(v2.docClient).toEqual(['Northwind Signs Ltd', '99 Harbor Rd, Austin, TX 73301']);
    expect(v2.sidebarClient).toBeNull();
    // The list still shows the approved version's grand total, labelled so.
    expect(v2.row).toMatchObject({ priceTotal: readers(f, 1).grandTotal, totalOf: 'approved', status: 'Approved' });
    const view = lifecycleView(f.jobId, 2);
    expect(view.jobStatus).toBe('Approved');
    expect(view.current).toMatchObject({ versionNumber: 2, state: 'Draft' });
    expect(keptTermsNoticeOf(getJob(f.jobId)!, 'job')).toBe('Version 1 is approved: it keeps 8.25% tax. The change applies to draft versions and new versions.');
  });

  it('compares an approved version under the tax it was sent with, a new one under the job’s tax now', () => {
    const comparison = compareJobVersions(getJob(f.jobId)!, 1, 2)!;
    const tax = comparison.totals.price.find((row) => row.label.startsWith('Tax'))!;
    const grand = comparison.totals.price.find((row) => row.label.startsWith('Grand total'))!;
    // Same lines in both versions: the tax differs only because version 1 keeps 8.25% and version 2 takes 9%.
    expect(tax.label).toBe('Tax');
    expect(grand.cents.difference).toBeGreaterThan(0);
    expect(grand.a).toBe(formatCents(readers(f, 1).grandTotal));
  });

  it('names a fresh print and the stored copy differently', () => {
    const doc = loadDocument({ brandSlug: 'dhc', jobNumber: f.jobNumber, version: 1 });
    if (!doc.ok) throw new Error(doc.error);
    const fresh = documentFileName('proposal', doc.doc);
    const send = db().select().from(schema.proposalSends).orderBy(desc(schema.proposalSends.id)).get()!;
    const stored = storedDocument(f.jobId, send.id, 'sent')!;
    expect(fresh).toMatch(/ \(current\)\.pdf$/);
    expect(stored.fileName).toMatch(/ \(as sent [A-Z][a-z]{2} \d{1,2}(st|nd|rd|th)\)\.pdf$/);
    expect(stored.fileName).not.toBe(fresh);
    expect(stored.fileName.startsWith(send.fileName.replace(/\.pdf$/, ''))).toBe(true);
    // A Draft has no stored copy: its name stays the plain one.
    const draft = loadDocument({ brandSlug: 'dhc', jobNumber: f.jobNumber, version: 2 });
    expect(draft.ok && documentFileName('proposal', draft.doc)).not.toMatch(/\(current\)/);
  });
});

describe('one rule for a job’s shown status', () => {
  it('answers Expired from the job page, the jobs list and the API alike once valid-until has passed', async () => {
    const g = makeJob();
    expect(await sendProposal(getJob(g.jobId)!, form(1), user)).toMatchObject({ ok: true });
    const after = new Date(Date.parse(`${validUntil}T12:00:00`) + 86_400_000);
    vi.useFakeTimers({ now: after, toFake: ['Date'] });
    try {
      expect(getJob(g.jobId)!.status).toBe('Expired');
      expect(lifecycleView(g.jobId, 1).jobStatus).toBe('Expired');
      expect(listJobs({ q: g.jobNumber }).jobs.find((j) => j.jobNumber === g.jobNumber)!.status).toBe('Expired');
      expect(decidingVersionAnswer(getJob(g.jobId)!)).toMatchObject({ state: 'Expired', versionNumber: 1 });
    } finally {
      vi.useRealTimers();
    }
    expect(getJob(g.jobId)!.status).toBe('Sent');
  });

  it('drops the kept terms when a sent version is withdrawn (a Draft again, its terms the job’s)', async () => {
    const g = makeJob();
    expect(await sendProposal(getJob(g.jobId)!, form(1), user)).toMatchObject({ ok: true });
    const kept = db().select().from(schema.jobVersions).where(eq(schema.jobVersions.id, g.versionId)).get()!;
    expect(readTerms(kept.sentTerms)?.taxPercentage).toBe(825);
    expect(kept.sentGrandTotal).toBe(readers(g, 1).grandTotal);
    expect(withdrawProposal(getJob(g.jobId)!, { version: 1 }, user)).toMatchObject({ ok: true });
    const dropped = db().select().from(schema.jobVersions).where(eq(schema.jobVersions.id, g.versionId)).get()!;
    expect([dropped.sentTerms, dropped.sentGrandTotal]).toEqual([null, null]);
    expect(readers(g, 1).row).toMatchObject({ totalOf: '', status: 'Draft' });
  });
});

describe('the migration that started keeping terms', () => {
  it('fills versions sent before it from their stored client document, the rest from the job', async () => {
    const g = makeJob();
    expect(await sendProposal(getJob(g.jobId)!, form(1), user)).toMatchObject({ ok: true });
    const kept = db().select().from(schema.jobVersions).where(eq(schema.jobVersions.id, g.versionId)).get()!;
    // As a version sent before the migration: nothing kept; then the client is renamed.
    db().update(schema.jobVersions).set({ sentTerms: null, sentGrandTotal: null }).where(eq(schema.jobVersions.id, g.versionId)).run();
    db().update(schema.clients).set({ name: 'Renamed Later' }).where(eq(schema.clients.id, getJob(g.jobId)!.clientId!)).run();
    const sqlText = readFileSync(path.join(process.cwd(), 'db/migrations/0015_version_terms.sql'), 'utf8');
    const updates = sqlText.split('--> statement-breakpoint').filter((s) => s.includes('UPDATE'));
    expect(updates).toHaveLength(2);
    for (const statement of updates) db().$client.exec(statement);
    const filled = db().select().from(schema.jobVersions).where(eq(schema.jobVersions.id, g.versionId)).get()!;
    const terms = readTerms(filled.sentTerms)!;
    expect(terms.client.clientName).toBe(readTerms(kept.sentTerms)!.client.clientName);
    expect(terms.client.clientName).not.toBe('Renamed Later');
    expect(terms.taxPercentage).toBe(825);
    expect(filled.sentGrandTotal).toBe(kept.sentGrandTotal);
  });
});
