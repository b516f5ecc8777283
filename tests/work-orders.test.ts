/**
 * The work order of an approved job: every counted line in words with its install notes, no money in the
 * page data or the PDF's text, revision 1 then a reissue after a notes change (the first kept and still
 * downloadable), a History row per revision, and the API's answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { getJob } from '../app/server/jobs/job-detail.server';
import { closePdfBrowser } from '../app/server/pdf/browser.server';
import { workOrderOf, revisionPdf } from '../app/server/work-orders/work-order.server';
import { issueWorkOrder, setInstallNotes } from '../app/server/work-orders/work-order-writes.server';
import { loadWorkOrderPage } from '../app/server/work-orders/work-order-page.server';
import { apiSetInstallNotes, apiWorkOrder } from '../app/server/work-orders/work-order-api.server';
import { moneyIn } from '../app/domain/work-orders/work-order';
import { makeJob, type JobFixture } from './support/job-detail-fixtures';
import { makeApprovedJob } from './support/approved-job';
import { pdfText } from './support/pdf-helpers';
import { testStaff } from './support/staff-actor';

let f: JobFixture;
const by = testStaff;

beforeAll(() => {
  f = makeApprovedJob({ clientReference: 'PO-7788', scopeNotes: 'Night install only.\nPermit on site.' });
  (by as { user: { id: number } }).user.id = f.userId;
});
afterAll(async () => {
  await closePdfBrowser();
});

describe('the work order', () => {
  it('lists every counted line of the approved version in words, with the site details and no money', () => {
    const order = workOrderOf(getJob(f.jobId)!)!;
    expect(order.content.lines.map((l) => [l.lineNo, l.name, l.quantity])).toEqual([
      [1, 'Channel Letters', 2],
      [2, 'Channel Letters', 1],
      [3, 'Survey', 1],
    ]);
    expect(order.content.lines[0]!.sizeAndOptions).toBe('Size 24", Color: Red');
    expect(order.content).toMatchObject({ clientPO: 'PO-7788', installLocation: '1 Elm St, Springfield, IL 62701', siteContact: { name: 'Pat Lee' } });
    const page = loadWorkOrderPage(new Request('http://x/'), { brandSlug: 'dhc', jobNumber: f.jobNumber });
    expect(moneyIn(JSON.stringify(page))).toBeNull();
    expect(JSON.stringify(page)).not.toMatch(/lineItemPrice|Budget|margin/i);
  });

  it('has nothing to show before the client approved', () => {
    const draft = makeJob();
    expect(workOrderOf(getJob(draft.jobId)!)).toBeNull();
    expect(setInstallNotes(by, getJob(draft.jobId)!, 1, { notes: 'x' })).toMatchObject({ ok: false, status: 409 });
  });

  it('keeps install notes beside the frozen line, refusing too long a note and a line of another version', () => {
    const job = getJob(f.jobId)!;
    const lineId = workOrderOf(job)!.content.lines[0]!.lineId;
    const before = getDb().select().from(schema.lineItems).where(eq(schema.lineItems.id, lineId)).get()!;
    expect(setInstallNotes(by, job, lineId, { notes: 'x'.repeat(2001) })).toMatchObject({ ok: false, status: 400, fieldErrors: { notes: ['Install notes must be at most 2000 characters'] } });
    expect(setInstallNotes(by, job, 999_999, { notes: 'Use the lift' })).toMatchObject({ ok: false, status: 404 });
    expect(setInstallNotes(by, job, lineId, { notes: '  Use the 40 ft lift; power at rear panel  ' })).toMatchObject({ ok: true });
    expect(workOrderOf(job)!.content.lines[0]!.installNotes).toBe('Use the 40 ft lift; power at rear panel');
    // The approved line itself is never written to.
    expect(getDb().select().from(schema.lineItems).where(eq(schema.lineItems.id, lineId)).get()).toEqual(before);
  });

  it('issues revision 1 whose PDF holds every line and no amount, then a reissue only after the notes change', async () => {
    const job = getJob(f.jobId)!;
    const first = await issueWorkOrder(by, job);
    expect(first).toMatchObject({ ok: true, value: { revision: 1 } });
    const pdf1 = revisionPdf(f.jobId, 1)!;
    const { text } = await pdfText(new Uint8Array(pdf1.pdf));
    for (const phrase of ['Work Order', 'Channel Letters', 'Survey', 'Size 24", Color: Red', 'PO-7788', 'Night install only.', 'Use the 40 ft lift', 'Pat Lee']) expect(text).toContain(phrase);
    expect(text).not.toContain('$');
    expect(moneyIn(text)).toBeNull();

    expect(await issueWorkOrder(by, job)).toMatchObject({ ok: false, status: 409 });
    const lineId = workOrderOf(job)!.content.lines[2]!.lineId;
    setInstallNotes(by, job, lineId, { notes: 'Survey before 9am' });
    expect(workOrderOf(job)!.changedSinceIssued).toBe(true);
    expect(await issueWorkOrder(by, job)).toMatchObject({ ok: true, value: { revision: 2 } });
    expect((await pdfText(new Uint8Array(revisionPdf(f.jobId, 2)!.pdf))).text).toContain('Survey before 9am');
    // Revision 1 is kept as it was printed.
    expect(revisionPdf(f.jobId, 1)!.sha256).toBe(pdf1.sha256);
    const history = getDb().select().from(schema.jobHistory).where(eq(schema.jobHistory.jobId, f.jobId)).all();
    expect(history.filter((h) => h.event === 'work order issued').map((h) => h.detail)).toEqual(['Revision 1', 'Revision 2']);
  });

  it('answers the API with the same work order, no money, and the notes write', async () => {
    const params = { brandSlug: 'dhc', jobNumber: f.jobNumber };
    const answer = apiWorkOrder(params) as { workOrder: { lines: { lineId: number }[]; revisions: unknown[] } };
    expect(answer.workOrder.lines).toHaveLength(3);
    expect(answer.workOrder.revisions).toHaveLength(2);
    expect(moneyIn(JSON.stringify(answer))).toBeNull();
    const lineId = answer.workOrder.lines[1]!.lineId;
    const request = new Request('http://x/', { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ notes: 'Mount at 8 ft' }) });
    expect(await apiSetInstallNotes(request, { ...params, lineId: String(lineId) }, { id: f.userId } as never)).toEqual({ lineId, notes: 'Mount at 8 ft' });
  });
});
