/**
 * Compare versions against a real database: New Version carries
 * each line's origin (through several copies), the compare page's loader
 * (marks, totals to the cent, clear messages, 404s, an old job number), and
 * the pricing sheet's comparison page read back from the PDF with unpdf.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { getDb, schema } from '../app/server/db.server';
import { createVersion } from '../app/server/jobs/job-versions.server';
import { makeDocument } from '../app/server/pdf/documents.server';
import { closePdfBrowser } from '../app/server/pdf/browser.server';
import { loader } from '../app/routes/job.compare';
import type { ComparePageData } from '../app/server/compare/compare.server';
import { call, cookieFor, makeJob, makeUser, type JobFixture } from './support/job-detail-fixtures';

const { lineItems, jobVersions } = schema;
let job: JobFixture;
let cookie: string;
let v2: number;

function linesOf(versionId: number) {
  return getDb().select().from(lineItems).where(eq(lineItems.jobVersionId, versionId)).orderBy(lineItems.sortOrder).all();
}

/**
 * Version 1 (the fixture): Channel Letters 2 x $2,500.00 + $800.00 install (budget $1,375.00 / $440.00), a Custom panel
 * $123.45 (budget $67.89), Survey $595.00 install (budget $300.00); tax 8.25%. Version 2 copies it, then: the panel is
 * removed, the letters go to quantity 3, the Survey's install price is edited to $650.00, and a blade sign is added at
 * $1,000.00 (budget $500.00).
 */
beforeAll(async () => {
  job = makeJob();
  cookie = await cookieFor(makeUser('estimator@test.local', 'Sam Ortiz'));
  const created = createVersion(job.jobId, 1, job.userId);
  if (!created.ok) throw new Error('no version 2');
  v2 = created.id;
  const db = getDb();
  const byDesc = (d: string | null) => linesOf(v2).find((l) => l.description === d)!;
  db.delete(lineItems).where(eq(lineItems.id, byDesc('Custom panel').id)).run();
  db.update(lineItems).set({ quantity: 3 }).where(eq(lineItems.id, byDesc('Channel letters 24"').id)).run();
  db.update(lineItems).set({ lineItemInstallPrice: 65000, pricingMode: 'Edited' }).where(eq(lineItems.id, linesOf(v2).find((l) => l.lineType === 'service')!.id)).run();
  db.insert(lineItems)
    .values({ jobVersionId: v2, lineType: 'sign', signId: job.signId, quantity: 1, description: 'Blade sign', lineItemPrice: 100000, lineItemBudget: 50000, pricingMode: 'Custom', sortOrder: 9 })
    .run();
});

afterAll(async () => {
  await closePdfBrowser();
});

describe('New Version carries each line origin', () => {
  it('names the first line of the lineage on every copy, through several copies', () => {
    const v1 = getDb().select().from(jobVersions).where(and(eq(jobVersions.jobId, job.jobId), eq(jobVersions.versionNumber, 1))).get()!;
    const first = linesOf(v1.id);
    expect(first.every((l) => l.originLineId === null)).toBe(true);
    const created = createVersion(job.jobId, 2, job.userId);
    if (!created.ok) throw new Error('no version 3');
    const third = linesOf(created.id);
    const letters = third.find((l) => l.description === 'Channel letters 24"')!;
    expect(letters.originLineId).toBe(first.find((l) => l.description === 'Channel letters 24"')!.id);
    // The blade sign was added in version 2: its copy names the version 2 line.
    expect(third.find((l) => l.description === 'Blade sign')!.originLineId).toBe(linesOf(v2).find((l) => l.description === 'Blade sign')!.id);
  });
});

async function comparePage(query: string, jobNumber = job.jobNumber) {
  const request = new Request(`http://localhost/job/dhc/${jobNumber}/compare${query}`, { headers: { Cookie: cookie } });
  return call(() => loader({ request, params: { brandSlug: 'dhc', jobNumber }, context: {} } as never));
}

describe('the compare page loader', () => {
  it('marks each line and states both versions totals and the difference to the cent', async () => {
    const { status, body } = await comparePage('?a=1&b=2');
    expect(status).toBe(200);
    const page = body as ComparePageData;
    const c = page.comparison!;
    expect(c.rows.map((r) => `${r.mark} ${r.a?.description ?? r.b?.description}`)).toEqual([
      'Changed Channel letters 24"',
      'Removed Custom panel',
      'Changed Site survey',
      'Added Blade sign',
    ]);
    expect(c.rows[0]!.changes).toEqual([{ label: 'Quantity', from: '2', to: '3' }]);
    expect(c.rows[2]!.changes).toEqual([{ label: 'Install price', from: '$595.00', to: '$650.00' }]);
    const totals = (rows: typeof c.totals.price) => rows.map((t) => [t.label, t.a, t.b, t.difference, t.percent]);
    expect(totals(c.totals.price)).toEqual([
      // 2 x 2,500.00 + 123.45 = 5,123.45 -> 3 x 2,500.00 + 1,000.00 = 8,500.00: +3,376.55; 3,376.55 / 5,123.45 = 65.90% -> +65.9%
      ['Items subtotal', '$5,123.45', '$8,500.00', '+$3,376.55', '+65.9%'],
      // 800.00 + 595.00 = 1,395.00 -> 800.00 + 650.00 = 1,450.00: +55.00; 55 / 1,395 = 3.94% -> +3.9%
      ['Installation subtotal', '$1,395.00', '$1,450.00', '+$55.00', '+3.9%'],
      // 6,518.45 -> 9,950.00: +3,431.55; 3,431.55 / 6,518.45 = 52.64% -> +52.6%
      ['Job pricing total', '$6,518.45', '$9,950.00', '+$3,431.55', '+52.6%'],
      // 8.25% of 6,518.45 = 537.772125 -> 537.77; of 9,950.00 = 820.875 -> 820.88 (half away from zero): +283.11; 52.65% -> +52.6%
      ['Tax (8.25%)', '$537.77', '$820.88', '+$283.11', '+52.6%'],
      // 7,056.22 -> 10,770.88: +3,714.66; 3,714.66 / 7,056.22 = 52.64% -> +52.6%
      ['Grand total (USD)', '$7,056.22', '$10,770.88', '+$3,714.66', '+52.6%'],
    ]);
    expect(totals(c.totals.budget)).toEqual([
      // 2 x 1,375.00 + 67.89 = 2,817.89 -> 3 x 1,375.00 + 500.00 = 4,625.00: +1,807.11; 64.13% -> +64.1%
      ['Items subtotal', '$2,817.89', '$4,625.00', '+$1,807.11', '+64.1%'],
      ['Installation subtotal', '$740.00', '$740.00', '$0.00', '0.0%'],
      // 3,557.89 -> 5,365.00: +1,807.11; 50.79% -> +50.8%
      ['Job budget total', '$3,557.89', '$5,365.00', '+$1,807.11', '+50.8%'],
    ]);
  });

  it('compares in either order', async () => {
    const page = (await comparePage('?a=2&b=1')).body as ComparePageData;
    expect(page.comparison!.counts).toEqual({ Added: 1, Removed: 1, Changed: 2, Same: 0 });
    expect(page.comparison!.rows.find((r) => r.mark === 'Added')!.b!.description).toBe('Custom panel');
    expect(page.comparison!.totals.price[2]!.difference).toBe('-$3,431.55');
  });

  it('says what is wrong with a missing or bad version, and 404s a version the job lacks', async () => {
    expect(((await comparePage('')).body as ComparePageData).message).toBe('Choose two versions to compare.');
    expect(((await comparePage('?a=one&b=2')).body as ComparePageData).message).toBe("Version A must be a version number, not 'one'.");
    expect(await comparePage('?a=1&b=99')).toMatchObject({ status: 404, body: 'Version 99 not found' });
    expect(await comparePage('?a=1&b=2', 'NOPE-1')).toMatchObject({ status: 404, body: 'Job not found' });
  });

  it('says each line\'s choice beside it and a change of it in words', async () => {
    const v3 = getDb().select().from(jobVersions).where(and(eq(jobVersions.jobId, job.jobId), eq(jobVersions.versionNumber, 3))).get()!;
    const third = linesOf(v3.id);
    const db = getDb();
    db.update(lineItems).set({ optional: true, recommended: true }).where(eq(lineItems.id, third.find((l) => l.lineType === 'service')!.id)).run();
    db.update(lineItems).set({ alternativeGroup: 'Faces', recommended: true }).where(eq(lineItems.id, third.find((l) => l.description === 'Blade sign')!.id)).run();
    const c = ((await comparePage('?a=2&b=3')).body as ComparePageData).comparison!;
    const survey = c.rows.find((r) => r.b?.description === 'Site survey')!;
    expect(survey).toMatchObject({ mark: 'Changed', changes: [{ label: 'Choice', from: 'Required', to: 'Optional · pre-ticked' }] });
    expect([survey.a!.choice, survey.b!.choice]).toEqual(['', 'Optional · pre-ticked']);
    const blade = c.rows.find((r) => r.b?.description === 'Blade sign')!;
    expect(blade.changes).toEqual([{ label: 'Choice', from: 'Required', to: 'Choose one: Faces · Recommended' }]);
    expect(c.rows.find((r) => r.b?.description === 'Channel letters 24"')).toMatchObject({ mark: 'Same', changes: [] });
  });

  it('sends a signed-out visitor to sign in', async () => {
    const request = new Request(`http://localhost/job/dhc/${job.jobNumber}/compare?a=1&b=2`);
    const { status, headers } = await call(() => loader({ request, params: { brandSlug: 'dhc', jobNumber: job.jobNumber }, context: {} } as never));
    expect(status).toBe(302);
    expect(headers.get('Location')).toContain('/login');
  });
});

async function pagesOf(pdf: Uint8Array): Promise<string[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: false });
  return text.map((t) => t.replace(/\s+/g, ' '));
}

describe('the pricing sheet comparison page', () => {
  it('is the last page when asked for, listing the same marks, changes and totals', async () => {
    const made = await makeDocument('pricing-sheet', { brandSlug: 'dhc', jobNumber: job.jobNumber, version: 2, withComparison: true });
    if (!made.ok) throw new Error(made.error);
    const pages = await pagesOf(made.document.pdf);
    const last = pages.at(-1)!;
    expect(last).toContain('Comparison with version 1 (version 1 -> version 2)');
    expect(last).toContain('1 added · 1 removed · 2 changed · 0 the same');
    for (const text of ['Changed', 'Removed', 'Added', 'Custom panel', 'Blade sign', 'Quantity: 2 -> 3', 'Install price: $595.00 -> $650.00']) expect(last).toContain(text);
    expect(last).toMatch(/Grand total \(USD\) \$7,056\.22 \$10,770\.88 \+\$3,714\.66 \+52\.6%/);
    expect(last).toMatch(/Job budget total \$3,557\.89 \$5,365\.00 \+\$1,807\.11 \+50\.8%/);
    // The sheet itself comes first, unchanged.
    expect(pages[0]).toContain('Pricing Sheet');
    expect(pages.slice(0, -1).join(' ')).not.toContain('Comparison with version');
  });

  it('is left out unless asked for, and says so for version 1', async () => {
    const plain = await makeDocument('pricing-sheet', { brandSlug: 'dhc', jobNumber: job.jobNumber, version: 2 });
    if (!plain.ok) throw new Error(plain.error);
    expect((await pagesOf(plain.document.pdf)).join(' ')).not.toContain('Comparison with');
    const first = await makeDocument('pricing-sheet', { brandSlug: 'dhc', jobNumber: job.jobNumber, version: 1, withComparison: true });
    if (!first.ok) throw new Error(first.error);
    expect((await pagesOf(first.document.pdf)).at(-1)).toContain('Version 1 has no version before it to compare with.');
    // The proposal never carries it.
    const proposal = await makeDocument('proposal', { brandSlug: 'dhc', jobNumber: job.jobNumber, version: 2, withComparison: true });
    if (!proposal.ok) throw new Error(proposal.error);
    expect((await pagesOf(proposal.document.pdf)).join(' ')).not.toContain('Comparison with');
  });
});
