/**
 * What the client sees is what was sent: a Sent version is frozen
 * like an Approved one (and so are Superseded and Declined ones, records of
 * what was sent), each refusal saying why; Withdraw makes it a Draft and
 * editable again; and the client page shows the document data stored with
 * the sending, so after the job, the client's address and a catalogue price
 * change, the page and the stored PDF still agree.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { getDb, schema } from '../app/server/db.server';
import { getJob } from '../app/server/jobs/job-detail.server';
import { createVersion } from '../app/server/jobs/job-versions.server';
import { sendProposal, withdrawProposal } from '../app/server/lifecycle/send.server';
import { answerProposal } from '../app/server/lifecycle/client-answer.server';
import { clientPage } from '../app/server/lifecycle/client-page.server';
import { lifecycleView } from '../app/server/lifecycle/job-view.server';
import { closePdfBrowser } from '../app/server/pdf/browser.server';
import { flushMail } from '../app/server/mail.server';
import { deleteLineItem, moveLineItem, resetLineItemPricing, setLineItemPrices, updateLineItem, addLineItem } from '../app/server/line-items/line-item-writes.server';
import { defaultValidUntil } from '../app/domain/lifecycle/states';
import { makeJob, type JobFixture } from './support/job-detail-fixtures';
import { linesOf, snapshot } from './support/line-items-fixtures';
import { testStaff } from './support/staff-actor';

const db = () => getDb();
const form = (version: number) => ({ to: ['pat@example.com'], cc: [], subject: 'Your proposal', message: 'Attached.', version, validUntil: defaultValidUntil(Date.now()) });
const staff = (f: JobFixture) => ({ id: f.userId, fullName: 'Sam Ortiz', firstName: null, lastName: null });
const meta = { ip: '203.0.113.9', userAgent: 'vitest' };

function lastToken(): string {
  const mail = db().select().from(schema.mailOutbox).orderBy(desc(schema.mailOutbox.id)).get()!;
  return /\/p\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
}

async function sent(f: JobFixture, version = 1): Promise<string> {
  const result = await sendProposal(getJob(f.jobId)!, form(version), staff(f));
  if (!result.ok) throw new Error(result.error);
  return lastToken();
}

/** Every kind of line write to the version, each expected to be refused. */
function everyWrite(f: JobFixture, versionId: number) {
  const line = linesOf(versionId)[0]!;
  const draft = { lineType: line.lineType, serviceId: line.serviceId ?? undefined, signId: line.signId ?? undefined, quantity: 5, selectedOptions: {}, pricingMode: 'Calculated' as const, customDescription: null };
  return [
    addLineItem(testStaff, versionId, draft),
    updateLineItem(testStaff, line.id, versionId, draft),
    deleteLineItem(testStaff, line.id, versionId),
    moveLineItem(testStaff, line.id, 2, versionId),
    resetLineItemPricing(testStaff, line.id, versionId),
    setLineItemPrices(testStaff, line.id, { price: 1, install: 1, budget: 1, installBudget: 1 }, versionId),
  ];
}

afterAll(async () => {
  await flushMail();
  await closePdfBrowser();
});

describe('a version a client was shown is frozen', () => {
  it('refuses every line write to a Sent version, saying when it was sent, and Withdraw makes it editable again', async () => {
    const f = makeJob();
    await sent(f);
    const before = snapshot(f.versionId, f.jobId);
    for (const result of everyWrite(f, f.versionId)) {
      expect(result).toMatchObject({ ok: false, status: 409, error: expect.stringMatching(/^Version 1 was sent on .+ and cannot be changed\. Withdraw it or create a new version to revise it\.$/) });
    }
    expect(snapshot(f.versionId, f.jobId)).toBe(before);
    expect(lifecycleView(f.jobId, 1).current?.frozen).toMatch(/^Version 1 was sent on /);

    expect(withdrawProposal(getJob(f.jobId)!, { version: 1 }, staff(f)).ok).toBe(true);
    expect(lifecycleView(f.jobId, 1).current?.frozen).toBeNull();
    const line = linesOf(f.versionId)[0]!;
    expect(moveLineItem(testStaff, line.id, 2, f.versionId).ok).toBe(true);
    expect(deleteLineItem(testStaff, line.id, f.versionId).ok).toBe(true);
  });

  it('refuses writes to a Superseded version and a Declined one, each saying what happened', async () => {
    const f = makeJob();
    await sent(f, 1);
    const v2 = createVersion(f.jobId, 1, f.userId);
    if (!v2.ok) throw new Error('no version 2');
    // A copy of a frozen version is a Draft, editable.
    expect(moveLineItem(testStaff, linesOf(v2.id)[0]!.id, 2, v2.id).ok).toBe(true);
    const token2 = await sent(f, 2);
    for (const result of everyWrite(f, f.versionId)) {
      expect(result).toMatchObject({ ok: false, status: 409, error: expect.stringMatching(/^Version 1 was replaced by a later version on .+ and cannot be changed\. Create a new version to revise it\.$/) });
    }
    expect(answerProposal(token2, { intent: 'decline', reason: 'Price is too high', reasonText: '' }, meta).ok).toBe(true);
    const before = snapshot(v2.id, f.jobId);
    for (const result of everyWrite(f, v2.id)) {
      expect(result).toMatchObject({ ok: false, status: 409, error: expect.stringMatching(/^Version 2 was declined on .+ and cannot be changed\. Create a new version to revise it\.$/) });
    }
    expect(snapshot(v2.id, f.jobId)).toBe(before);
  });
});

describe('the client page shows the proposal as it was sent', () => {
  it('keeps the job, the client address and the prices of the stored PDF after they change', async () => {
    const f = makeJob();
    const job = getJob(f.jobId)!;
    const token = await sent(f);
    const send = db().select().from(schema.proposalSends).where(eq(schema.proposalSends.jobVersionId, f.versionId)).get()!;
    expect(send.clientDocument).not.toBeNull();
    const { text: pdfText } = await extractText(new Uint8Array(send.pdf), { mergePages: true });

    const first = clientPage(token);
    if (first.kind !== 'live') throw new Error(first.kind);
    const shown = first.proposal;

    // After sending: the job renamed, the client moved, the catalogue repriced, the company renamed.
    db().update(schema.jobs).set({ jobName: 'Renamed After Sending', jobTerms: 'Due on receipt' }).where(eq(schema.jobs.id, f.jobId)).run();
    db().update(schema.clientAddresses).set({ street: '999 Changed Ave' }).where(eq(schema.clientAddresses.id, job.clientAddressId!)).run();
    db().update(schema.signSizes).set({ signPrice: 999_900 }).where(eq(schema.signSizes.id, f.sizeId)).run();
    db().update(schema.lineItems).set({ lineItemPrice: 1 }).where(eq(schema.lineItems.jobVersionId, f.versionId)).run();

    const later = clientPage(token);
    if (later.kind !== 'live') throw new Error(later.kind);
    expect(later.proposal).toEqual(shown);
    expect(later.proposal.job.jobName).toBe(job.jobName);
    expect(later.proposal.job.clientAddress).toContain('12 Main St');
    expect(JSON.stringify(later.proposal)).not.toMatch(/Renamed After Sending|999 Changed Ave|Due on receipt/);
    // The page and the stored PDF agree: its job, client address, terms, every line total and the grand total.
    expect(pdfText).toContain(later.proposal.job.jobName);
    expect(pdfText).toContain('12 Main St');
    expect(pdfText).toContain(later.proposal.job.jobTerms!);
    for (const row of later.proposal.rows) if (row.lineTotal !== 'Included') expect(pdfText).toContain(row.lineTotal);
    expect(pdfText).toContain(later.proposal.totals.grandTotal);
  });
});
