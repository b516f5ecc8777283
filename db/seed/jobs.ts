/**
 * Inserts the sample jobs of ./jobs-data with their versions and priced line
 * items. A job is skipped when its number (or an earlier number of it) is
 * already taken for the brand; a version is added only when missing, and
 * line items only into a version inserted in this run, so nothing an
 * estimator changed is touched.
 */
import { and, eq } from 'drizzle-orm';
import {
  brands,
  jobNumberHistory,
  jobVersions,
  jobs,
  lineItems,
  services,
  signSizes,
  signs,
  type SignType,
} from '../schema';
import type { ClientIds } from './clients';
import { findAddress, formatAddress } from './clients';
import type { CatalogueIds } from './insert-catalogue';
import { JOB_SEEDS, type JobSeed, type LineSeed, type SignLineSeed } from './jobs-data';
import { describeSignLine, priceSignLine } from './line-pricing';
import { priceServiceLine, serviceAmount, type SignCounts } from './service-pricing';
import { daysAgo, type Tx } from './types';

type NewLine = Omit<typeof lineItems.$inferInsert, 'jobVersionId'>;

interface SeedRefs {
  brandIds: Map<string, number>;
  userIds: Map<string, number>;
  catalogue: CatalogueIds;
  serviceIds: Map<string, number>;
  clients: ClientIds;
}

const isSign = (l: LineSeed): l is SignLineSeed => 'sign' in l;

function buildSignLine(
  tx: Tx,
  catalogue: CatalogueIds,
  slug: string,
  l: SignLineSeed,
): { line: NewLine; type: SignType; exterior: boolean } {
  const signId = catalogue.signs.get(`${slug}/${l.sign}`);
  const sizeId = catalogue.sizes.get(`${slug}/${l.sign}/${l.size}`);
  const sign = signId === undefined ? undefined : tx.select().from(signs).where(eq(signs.id, signId)).get();
  const size = sizeId === undefined ? undefined : tx.select().from(signSizes).where(eq(signSizes.id, sizeId)).get();
  if (!sign || !size) throw new Error(`Seed: ${slug} has no ${l.sign} ${l.size}`);
  const p = priceSignLine(sign, size, l.options, l.dims);
  const selected = { ...l.options, size: l.size, ...(l.dims ?? {}) };
  return {
    type: sign.signType,
    exterior: sign.placement === 'exterior',
    line: {
      lineType: 'sign',
      signId,
      signSizeId: size.id,
      quantity: l.quantity,
      description: describeSignLine(sign, size, l.options, l.dims),
      selectedOptions: JSON.stringify(selected),
      lineItemPrice: p.price,
      lineItemInstallPrice: p.install,
      lineItemBudget: p.budget,
      lineItemInstallBudget: p.installBudget,
      pricingMode: 'Calculated',
      sortOrder: 0,
    },
  };
}

/** The priced lines of one version of a job, sorted 1..n. */
function buildLines(tx: Tx, r: SeedRefs, job: JobSeed, lines: LineSeed[]): NewLine[] {
  const all: SignCounts = {};
  const exterior: SignCounts = {};
  const out: NewLine[] = [];
  for (const l of lines.filter(isSign)) {
    const built = buildSignLine(tx, r.catalogue, job.brand, l);
    all[built.type] = (all[built.type] ?? 0) + l.quantity;
    if (built.exterior) exterior[built.type] = (exterior[built.type] ?? 0) + l.quantity;
  }
  for (const l of lines) {
    if (isSign(l)) {
      out.push(buildSignLine(tx, r.catalogue, job.brand, l).line);
      continue;
    }
    const serviceId = r.serviceIds.get(`${job.brand}/${l.service}`);
    const service =
      serviceId === undefined ? undefined : tx.select().from(services).where(eq(services.id, serviceId)).get();
    if (!service) throw new Error(`Seed: ${job.brand} has no service ${l.service}`);
    const { amount, inputs } = serviceAmount(service, all, exterior, l);
    const p = priceServiceLine(service, amount);
    const counted = Object.entries(inputs).filter(([, v]) => typeof v === 'number' && v > 0);
    const detail = counted.length ? ` (${counted.map(([k, v]) => countLabel(Number(v), k)).join(', ')})` : '';
    out.push({
      lineType: 'service',
      serviceId,
      quantity: l.quantity,
      description: l.description ?? `${service.description ?? service.name}${detail}`,
      selectedOptions: JSON.stringify(inputs),
      lineItemPrice: p.price,
      lineItemInstallPrice: p.install,
      lineItemBudget: p.budget,
      lineItemInstallBudget: p.installBudget,
      pricingMode: 'Calculated',
      sortOrder: 0,
    });
  }
  return out.map((line, i) => ({ ...line, sortOrder: i + 1 }));
}

/** 1 Wall Sign, 2 Wall Signs, 1 Pylon Tenant Panel, 2 Pylon Tenant Panels. */
function countLabel(count: number, signType: string): string {
  const singular = signType.replace(/s$/, '');
  return `${count} ${count === 1 ? singular : `${singular}s`}`;
}

function versionLines(job: JobSeed): LineSeed[][] {
  const v1 = job.lines;
  if (!job.version2) return [v1];
  const { line, size, quantity } = job.version2;
  const v2 = v1.map((l, i) => {
    if (i !== line) return l;
    if (isSign(l)) return { ...l, size: size ?? l.size, quantity: quantity ?? l.quantity };
    return { ...l, quantity: quantity ?? l.quantity };
  });
  return [v1, v2];
}

function jobExists(tx: Tx, brandId: number, jobNumber: string): number | undefined {
  const live = tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.brandId, brandId), eq(jobs.jobNumber, jobNumber)))
    .get();
  if (live) return live.id;
  const renamed = tx
    .select({ id: jobNumberHistory.jobId })
    .from(jobNumberHistory)
    .where(and(eq(jobNumberHistory.brandId, brandId), eq(jobNumberHistory.jobNumber, jobNumber)))
    .get();
  return renamed ? -1 : undefined; // renamed since: leave it alone
}

const total = (lines: NewLine[]) =>
  lines.reduce((sum, l) => sum + ((l.lineItemPrice ?? 0) + (l.lineItemInstallPrice ?? 0)) * (l.quantity ?? 1), 0);

/** Inserts missing sample jobs; returns how many seeded jobs exist. */
export function seedJobs(tx: Tx, r: SeedRefs, now: number): number {
  let count = 0;
  const perBrand = new Map<string, number>();
  for (const job of JOB_SEEDS) {
    const seq = (perBrand.get(job.brand) ?? 0) + 1;
    perBrand.set(job.brand, seq);
    const brandId = r.brandIds.get(job.brand);
    if (brandId === undefined) continue;
    const versions = versionLines(job).map((lines) => buildLines(tx, r, job, lines));
    const createdAt = daysAgo(job.createdDaysAgo, now);
    const versionTimes = [createdAt, createdAt + (job.version2?.daysLater ?? 0) * 86_400_000];
    let jobId = jobExists(tx, brandId, job.jobNumber);
    if (jobId === -1) continue;
    if (jobId === undefined) {
      const brand = tx.select({ prefix: brands.proposalPrefix }).from(brands).where(eq(brands.id, brandId)).get();
      const address = findAddress(job.client, job.street);
      jobId = tx
        .insert(jobs)
        .values({
          jobName: job.jobName,
          jobNumber: job.jobNumber,
          brandId,
          jobLocation: address ? formatAddress(address) : '',
          clientId: r.clients.clients.get(job.client),
          clientAddressId: r.clients.addresses.get(`${job.client}/${job.street}`),
          contactId: r.clients.contacts.get(`${job.client}/${job.contactEmail}`),
          projectManagerId: r.userIds.get(job.projectManager),
          creatorId: r.userIds.get(job.creator),
          jobTerms: job.terms,
          taxPercentage: 'percentage' in job.tax ? job.tax.percentage : null,
          taxAmount: 'amount' in job.tax ? job.tax.amount : null,
          status: job.status,
          proposalNo: `${brand?.prefix ?? 'TBD'}-${String(seq).padStart(3, '0')}`,
          totalAmount: total(versions[versions.length - 1] ?? []),
          createdAt,
          updatedAt: versionTimes[versions.length - 1] ?? createdAt,
        })
        .returning({ id: jobs.id })
        .get().id;
    }
    count++;
    versions.forEach((lines, i) => {
      const versionNumber = i + 1;
      const found = tx
        .select({ id: jobVersions.id })
        .from(jobVersions)
        .where(and(eq(jobVersions.jobId, jobId), eq(jobVersions.versionNumber, versionNumber)))
        .get();
      if (found) return;
      const at = versionTimes[i] ?? createdAt;
      const versionId = tx
        .insert(jobVersions)
        .values({
          jobId,
          versionNumber,
          createdById: r.userIds.get(job.creator),
          sourceVersionNumber: versionNumber > 1 ? versionNumber - 1 : null,
          createdAt: at,
        })
        .returning({ id: jobVersions.id })
        .get().id;
      for (const line of lines)
        tx.insert(lineItems)
          .values({ ...line, jobVersionId: versionId, createdAt: at, updatedAt: at })
          .run();
    });
  }
  return count;
}
