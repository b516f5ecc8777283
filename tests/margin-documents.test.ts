/**
 * Margin on paper: the pricing sheet read back from its PDF bytes (unpdf)
 * carries each line's margin, its Loss / Low margin flag against the brand's
 * target and the version's margin; the proposal PDF and the client page of a
 * sent version carry no margin figure and no budget.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { makeDocument } from '../app/server/pdf/documents.server';
import { closePdfBrowser } from '../app/server/pdf/browser.server';
import { flushMail } from '../app/server/mail.server';
import { getJob } from '../app/server/jobs/job-detail.server';
import { sendProposal } from '../app/server/lifecycle/send.server';
import { clientPage } from '../app/server/lifecycle/client-page.server';
import { defaultValidUntil } from '../app/domain/lifecycle/states';
import { makeJob, type JobFixture } from './support/job-detail-fixtures';
import { pdfText } from './support/pdf-helpers';

let job: JobFixture;

beforeAll(() => {
  job = makeJob();
  // Line 2 (Custom panel, budget $67.89) priced at $50.00: a Loss of $17.89 (-35.8%).
  getDb()
    .update(schema.lineItems)
    .set({ lineItemPrice: 5000 })
    .where(and(eq(schema.lineItems.jobVersionId, job.versionId), eq(schema.lineItems.sortOrder, 2)))
    .run();
  // Target 46%: Channel Letters (45.0%) is Low margin, the Survey (49.6%) is not.
  getDb().update(schema.brands).set({ targetMarginPercent: 46 }).where(eq(schema.brands.id, job.brandId)).run();
});
afterAll(async () => {
  getDb().update(schema.brands).set({ targetMarginPercent: null }).where(eq(schema.brands.id, job.brandId)).run();
  await flushMail();
  await closePdfBrowser();
});

async function text(kind: 'proposal' | 'pricing-sheet') {
  const made = await makeDocument(kind, { brandSlug: 'dhc', jobNumber: job.jobNumber, version: 1 });
  if (!made.ok) throw new Error(made.error);
  return (await pdfText(made.document.pdf)).text;
}

// Line margins: $2,610.00 (45.0%), -$17.89 (-35.8%), $295.00 (49.6%).
// Version: price $6,445.00, budget $3,557.89 -> $2,887.11 = 44.79..% -> 44.8% (half away from zero).
const MARGIN_FIGURES = ['$2,610.00', '-$17.89', '$295.00', '$2,887.11', '45.0%', '-35.8%', '49.6%', '44.8%'];

describe('pricing sheet', () => {
  it('shows each line margin with its flag, and the version margin against the brand target', async () => {
    const sheet = await text('pricing-sheet');
    for (const figure of MARGIN_FIGURES) expect(sheet).toContain(figure);
    expect(sheet).toMatch(/45\.0%\s*Low margin/);
    expect(sheet).toMatch(/-35\.8%\s*Loss/);
    expect(sheet).toContain('Target 46% · 1 Loss, 1 Low margin');
  });
});

describe('what the client sees', () => {
  it('the proposal PDF holds no margin figure, flag or budget', async () => {
    const proposal = await text('proposal');
    expect(proposal).toContain('$6,445.00'); // the price total is there
    for (const figure of MARGIN_FIGURES) expect(proposal).not.toContain(figure);
    expect(proposal).not.toMatch(/margin|budget|loss/i);
    expect(proposal).not.toContain('$67.89');
  });

  it('the client page of the sent version holds no margin figure or budget', async () => {
    const sent = await sendProposal(
      getJob(job.jobId)!,
      { to: ['pat@example.com'], cc: [], subject: 'Proposal', message: 'Attached.', version: 1, validUntil: defaultValidUntil(Date.now()), confirmLoss: true },
      { id: job.userId, fullName: 'Sam Ortiz', firstName: null, lastName: null },
    );
    expect(sent.ok).toBe(true);
    const mail = getDb().select().from(schema.mailOutbox).orderBy(desc(schema.mailOutbox.id)).get()!;
    const token = /\/p\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    const page = JSON.stringify(clientPage(token));
    expect(page).toContain('$6,445.00');
    for (const figure of MARGIN_FIGURES) expect(page).not.toContain(figure);
    expect(page).not.toMatch(/margin|budget/i);
    expect(page).not.toContain('$67.89');
  });
});
