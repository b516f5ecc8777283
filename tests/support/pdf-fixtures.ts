/**
 * Jobs for the PDF tests and the bench, built on the demo seed: a copy of a
 * seeded job (client, contact, manager, tax) under a new number and name,
 * with `lines` line items taken in turn from every seeded job's lines.
 */
import { eq } from 'drizzle-orm';
import type { DB } from '../../db/connection';
import { schema } from '../../app/server/db.server';

let counter = 0;

export type PdfJob = { jobId: number; brandSlug: string; jobNumber: string; jobName: string; versionNumber: number };

export function makePdfJob(
  db: DB,
  options: { lines: number; jobName?: string; description?: (i: number) => string | null; tax?: { taxPercentage: number | null; taxAmount: number | null } },
): PdfJob {
  counter += 1;
  const template = db.select().from(schema.jobs).where(eq(schema.jobs.jobNumber, '2025-014')).get();
  if (!template) throw new Error('makePdfJob needs the demo seed (2025-014)');
  const brand = db.select().from(schema.brands).where(eq(schema.brands.id, template.brandId)).get()!;
  const source = db.select().from(schema.lineItems).all();
  const jobNumber = `PDF-${process.pid}-${counter}`;
  const jobName = options.jobName ?? `PDF Test Job ${counter}`;
  return db.transaction((tx) => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = template;
    const job = tx
      .insert(schema.jobs)
      .values({ ...fields, jobNumber, jobName, proposalNo: `${brand.proposalPrefix}-9${String(counter).padStart(2, '0')}`, ...(options.tax ?? {}) })
      .returning()
      .get();
    const version = tx.insert(schema.jobVersions).values({ jobId: job.id, versionNumber: 1, createdById: template.creatorId }).returning().get();
    const rows = Array.from({ length: options.lines }, (_, i) => {
      const { id: _lid, createdAt: _lc, updatedAt: _lu, jobVersionId: _v, ...line } = source[i % source.length]!;
      const description = options.description?.(i);
      return { ...line, jobVersionId: version.id, sortOrder: i + 1, ...(description !== undefined ? { description } : {}) };
    });
    for (let i = 0; i < rows.length; i += 200) tx.insert(schema.lineItems).values(rows.slice(i, i + 200)).run();
    return { jobId: job.id, brandSlug: brand.slug, jobNumber, jobName, versionNumber: 1 };
  });
}
