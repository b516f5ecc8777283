/**
 * A line item's own picture with the rest of the quote: copied with a new
 * version, removed with the line or its job, held by a backup, and printed
 * in both PDFs (and a service line's icon printed as SVG).
 */
import { testStaff } from './support/staff-actor';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { addLineItem, deleteLineItem } from '../app/server/line-items/line-item-writes.server';
import { createVersion, listVersions } from '../app/server/jobs/job-versions.server';
import { documentHtml, loadDocument, makeDocument } from '../app/server/pdf/documents.server';
import { closePdfBrowser } from '../app/server/pdf/browser.server';
import { backupDatabase } from '../db/backup-database';
import { LETTERS_24, signDraft, signId } from './support/line-items-fixtures';
import { pdfText } from './support/pdf-helpers';
import { cameraJpeg, jobWithLine, png, signInStaff, staff, stored, upload } from './support/line-item-pictures';

beforeAll(signInStaff);

afterAll(async () => {
  await closePdfBrowser();
});

describe('with the quote', () => {
  it('a new version copies each picture to its own copy of the line', async () => {
    const job = jobWithLine();
    const second = addLineItem(testStaff, job.versionId, signDraft('cjr', 'Channel Letters', LETTERS_24, { quantity: 2 }));
    if (!second.ok) throw new Error(second.error);
    await upload({ ...job, lineId: second.value.id, pictureUrl: `${job.jobPath}/items/${second.value.id}/picture` }, await png(), 'b.png', 'image/png');
    const source = stored(second.value.id)!;
    const made = createVersion(job.jobId, 1, staff.userId);
    expect(made.ok).toBe(true);
    const v2 = listVersions(job.jobId).find((v) => v.versionNumber === 2)!;
    const copies = getDb().select().from(schema.lineItems).where(eq(schema.lineItems.jobVersionId, v2.id)).all().sort((a, b) => a.sortOrder - b.sortOrder);
    expect(copies).toHaveLength(2);
    expect(stored(copies[0]!.id)).toBeUndefined();
    const copied = stored(copies[1]!.id)!;
    expect(copied.sha256).toBe(source.sha256);
    expect(copied.data.equals(source.data)).toBe(true);
    // Each version owns its copy: deleting the source line leaves version 2's picture.
    expect(deleteLineItem(testStaff, second.value.id, job.versionId).ok).toBe(true);
    expect(stored(second.value.id)).toBeUndefined();
    expect(stored(copies[1]!.id)).toBeDefined();
  });

  it('deleting the line (or its whole job) deletes its picture', async () => {
    const job = jobWithLine();
    await upload(job, await png(), 'a.png', 'image/png');
    expect(stored(job.lineId)).toBeDefined();
    expect(deleteLineItem(testStaff, job.lineId, job.versionId).ok).toBe(true);
    expect(stored(job.lineId)).toBeUndefined();

    const other = jobWithLine();
    await upload(other, await png(), 'a.png', 'image/png');
    getDb().delete(schema.jobs).where(eq(schema.jobs.id, other.jobId)).run();
    expect(stored(other.lineId)).toBeUndefined();
  });

  it('a backup holds the pictures', async () => {
    const job = jobWithLine();
    await upload(job, await png(), 'a.png', 'image/png');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signboard-pictures-backup-'));
    try {
      const target = path.join(dir, 'backup.db');
      await backupDatabase(process.env.DATABASE_PATH!, target);
      const copy = new Database(target, { readonly: true });
      const row = copy.prepare('select data, sha256 from line_item_pictures where line_item_id = ?').get(job.lineId) as { data: Buffer; sha256: string };
      copy.close();
      expect(row.data.equals(stored(job.lineId)!.data)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('in the PDFs', () => {
  it('the proposal and the pricing sheet print the line picture; large pictures give each line half a page', async () => {
    const job = jobWithLine();
    await upload(job, await cameraJpeg(), 'site.jpg');
    const loaded = loadDocument({ brandSlug: job.brandSlug, jobNumber: job.jobNumber, version: null });
    if (!loaded.ok) throw new Error(loaded.error);
    const data = `data:image/jpeg;base64,${stored(job.lineId)!.data.toString('base64')}`;
    for (const kind of ['proposal', 'pricing-sheet'] as const) {
      const html = documentHtml(kind, loaded.doc);
      expect(html).toContain(`<img class="line-picture" src="${data}"`);
    }
    expect(documentHtml('proposal', loaded.doc, { largePictures: true })).toContain('class="line with-picture large"');

    const request = { brandSlug: job.brandSlug, jobNumber: job.jobNumber, version: null };
    const made = await makeDocument('proposal', request);
    if (!made.ok) throw new Error(made.error);
    const raw = Buffer.from(made.document.pdf).toString('latin1');
    expect(raw).toMatch(/\/Subtype\s*\/Image/);
    expect((await pdfText(made.document.pdf)).text).toContain('Channel Letters');

    // Four lines with pictures, large: two lines per page.
    for (let i = 0; i < 3; i++) {
      const added = addLineItem(testStaff, job.versionId, { lineType: 'sign', signId: signId('cjr', 'Channel Letters'), quantity: 1, selectedOptions: LETTERS_24, pricingMode: 'Calculated', customDescription: null });
      if (!added.ok) throw new Error(added.error);
      await upload({ ...job, lineId: added.value.id, pictureUrl: `${job.jobPath}/items/${added.value.id}/picture` }, await png(1600, 1200), 'p.png', 'image/png');
    }
    const large = await makeDocument('proposal', { ...request, largePictures: true });
    const normal = await makeDocument('proposal', request);
    if (!large.ok || !normal.ok) throw new Error('no document');
    if (process.env.PICTURES_PDF_DIR) {
      // To look at them: PICTURES_PDF_DIR=/tmp/x npx vitest run tests/line-item-pictures-quote.test.ts, then pdftoppm.
      fs.writeFileSync(path.join(process.env.PICTURES_PDF_DIR, 'proposal-large.pdf'), large.document.pdf);
      fs.writeFileSync(path.join(process.env.PICTURES_PDF_DIR, 'proposal.pdf'), normal.document.pdf);
      const sheet = await makeDocument('pricing-sheet', request);
      if (sheet.ok) fs.writeFileSync(path.join(process.env.PICTURES_PDF_DIR, 'pricing-sheet.pdf'), sheet.document.pdf);
    }
    const largePages = (await pdfText(large.document.pdf)).pages;
    // Half a page each: the first line under the letterhead, then two a page, then the fourth with the totals.
    expect(largePages).toBe(3);
    expect((await pdfText(large.document.pdf)).text).toContain('Grand total');
  }, 60_000);
});

describe('service icons (SVG, not emoji) in the proposal', () => {
  it('a service line prints its icon as inline SVG, also when the catalogue still stores the old emoji', async () => {
    const { serviceId } = await import('./support/line-items-fixtures');
    const job = jobWithLine();
    const survey = serviceId('cjr', 'Survey');
    getDb().update(schema.services).set({ icon: '📐' }).where(eq(schema.services.id, survey)).run();
    const added = addLineItem(testStaff, job.versionId, { lineType: 'service', serviceId: survey, quantity: 1, selectedOptions: {}, pricingMode: 'Calculated', customDescription: null });
    if (!added.ok) throw new Error(added.error);
    const loaded = loadDocument({ brandSlug: job.brandSlug, jobNumber: job.jobNumber, version: null });
    if (!loaded.ok) throw new Error(loaded.error);
    const html = documentHtml('proposal', loaded.doc);
    expect(html).toMatch(/<span class="service-icon"><svg[^>]*class="lucide lucide-ruler/);
    expect(html).not.toContain('📐');
  });
});
