/**
 * The proposal as a document to send, read back from the
 * PDF with unpdf. The estimator and the project manager with their profile
 * phones, the valid-until date (30 days from printing, or the date passed
 * in), the currency from the job location, the tax named as the job has it
 * and the registration number, the client's PO, the scope notes after the
 * lines, the deposit due, the company's e-mail and website, the company's
 * countersignature; no 'N/A'; an empty job on one page; the acceptance never
 * on a page without the totals.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { getDb, schema } from '../app/server/db.server';
import { makeDocument, type DocumentRequest } from '../app/server/pdf/documents.server';
import { closePdfBrowser } from '../app/server/pdf/browser.server';
import { makeJob, makeUser, type JobFixture } from './support/job-detail-fixtures';
import { pdfText } from './support/pdf-helpers';

afterAll(async () => {
  await closePdfBrowser();
});

async function proposal(f: JobFixture, more: Partial<DocumentRequest> = {}) {
  const made = await makeDocument('proposal', { brandSlug: 'dhc', jobNumber: f.jobNumber, version: 1, ...more });
  if (!made.ok) throw new Error(made.error);
  return made.document.pdf;
}

/** Each page's text, whitespace collapsed. */
async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text.map((t) => t.replace(/\s+/g, ' '));
}

const setJob = (f: JobFixture, values: Partial<typeof schema.jobs.$inferInsert>) =>
  getDb().update(schema.jobs).set(values).where(eq(schema.jobs.id, f.jobId)).run();
const setPhone = (userId: number, phone: string) => getDb().update(schema.users).set({ phone }).where(eq(schema.users.id, userId)).run();

/** Copies of the fixture's custom panel line, so the lines run over pages. */
function addLines(f: JobFixture, n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    jobVersionId: f.versionId,
    lineType: 'sign' as const,
    signId: f.signId,
    quantity: 1,
    description: `Extra panel ${i + 1}`,
    lineItemPrice: 10000,
    pricingMode: 'Custom' as const,
    sortOrder: 10 + i,
  }));
  if (rows.length) getDb().insert(schema.lineItems).values(rows).run();
}

describe('the proposal to send', () => {
  it('prints the estimator, the manager, valid-until, CAD, HST, PO, registration no., scope notes, deposit, company e-mail and website, and a countersignature', async () => {
    const f = makeJob();
    setPhone(f.userId, '9515550177');
    setPhone(f.managerId, '9515550188');
    setJob(f, {
      jobLocation: '100 King St W, Toronto, ON M5V 2T6',
      taxName: 'HST',
      taxPercentage: 1300,
      taxRegistrationNo: '81234 5678 RT0001',
      clientReference: 'PO 4471-A',
      jobTerms: '50% Deposit / 50% before install',
      scopeNotes: 'Excludes primary electrical to the sign.\nLandlord approval by others.',
    });
    const now = new Date();
    const { text, pages } = await pdfText(await proposal(f));
    expect(text).toContain('PREPARED BY Sam Ortiz estimator@test.local (951) 555-0177');
    expect(text).toContain('PROJECT MANAGER Priya Nair pm@test.local (951) 555-0188');
    const in30 = new Date(now.getTime() + 30 * 86_400_000).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    expect(text).toContain(`Valid until ${in30}`);
    expect(text).toContain(`valid until ${in30}.`);
    expect(text).toContain('Currency CAD');
    expect(text).toContain('Grand total (CAD) $7,365.85');
    expect(text).toContain('All amounts are in Canadian dollars (CAD).');
    expect(text).toContain('HST 13% $847.40');
    expect(text).toContain('Tax reg. no. 81234 5678 RT0001');
    expect(text).toContain('Client PO / Ref. PO 4471-A');
    expect(text).toContain('SCOPE NOTES AND EXCLUSIONS Excludes primary electrical to the sign. Landlord approval by others.');
    // The notes come after the lines and before the totals.
    expect(text.indexOf('SCOPE NOTES AND EXCLUSIONS')).toBeGreaterThan(text.indexOf('Site survey'));
    expect(text.indexOf('SCOPE NOTES AND EXCLUSIONS')).toBeLessThan(text.indexOf('Items subtotal'));
    expect(text).toContain('Deposit due (50%) $3,682.93');
    expect(text).toContain('Balance $3,682.92');
    expect(text).toContain('quotes@signboard.example');
    expect(text).toContain('www.signboard.example');
    expect(text).toMatch(/Accepted for Client \d+ Signature Printed name Date For Signboard Sign Co\. Signature Printed name Date/);
    expect(text).not.toContain('N/A');
    expect(pages).toBeGreaterThanOrEqual(1);
  });

  it('prints the valid-until date it is given (a sent version’s), and USD with the plain tax label otherwise', async () => {
    const f = makeJob();
    const { text } = await pdfText(await proposal(f, { validUntil: new Date(2027, 0, 15) }));
    expect(text).toContain('Valid until January 15, 2027');
    expect(text).toContain('Currency USD');
    expect(text).toContain('Tax (8.25%) $537.77');
    expect(text).toContain('Grand total (USD) $7,056.22');
    expect(text).not.toContain('Deposit due'); // Net30 asks none
    expect(text).not.toContain('Client PO');
  });

  it('leaves a labour line’s unit cell empty instead of N/A', async () => {
    const f = makeJob();
    const { text } = await pdfText(await proposal(f));
    // Survey: no unit price, $595.00 install, $595.00 total.
    expect(text).toMatch(/Survey Site survey \$595\.00 \$595\.00/);
    expect(text).not.toContain('N/A');
  });

  it('prints an empty job on one page', async () => {
    const f = makeJob();
    getDb().delete(schema.lineItems).where(eq(schema.lineItems.jobVersionId, f.versionId)).run();
    setJob(f, { clientReference: 'PO 77', taxRegistrationNo: '81234 5678 RT0001', jobTerms: '50% Deposit / 50% before install' });
    const { pages, text } = await pdfText(await proposal(f));
    expect(text).toContain('No line items yet.');
    expect(pages).toBe(1);
  });

  it('never leaves the acceptance on a page without the totals, however many lines', async () => {
    const f = makeJob();
    let added = 0;
    for (const more of [3, 2, 2, 2, 2, 2]) {
      addLines(f, more);
      added += more;
      const pages = await pageTexts(await proposal(f));
      const withAcceptance = pages.filter((p) => p.includes('ACCEPTANCE'));
      expect(withAcceptance, `${added} extra lines`).toHaveLength(1);
      expect(withAcceptance[0], `${added} extra lines`).toContain('Grand total');
      expect(withAcceptance[0]).toContain('Items subtotal');
    }
  });
});

describe('the estimator', () => {
  it('is the version’s creator, else the job’s creator', async () => {
    const f = makeJob();
    const other = makeUser('other.estimator@test.local', 'Olu Other');
    getDb().update(schema.jobVersions).set({ createdById: other }).where(eq(schema.jobVersions.id, f.versionId)).run();
    expect((await pdfText(await proposal(f))).text).toContain('PREPARED BY Olu Other other.estimator@test.local');
    getDb().update(schema.jobVersions).set({ createdById: null }).where(eq(schema.jobVersions.id, f.versionId)).run();
    expect((await pdfText(await proposal(f))).text).toContain('PREPARED BY Sam Ortiz estimator@test.local');
  });
});
