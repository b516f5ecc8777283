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
  signOptions,
  signOptionSigns,
  jobVersions,
  jobs,
  lineItems,
  services,
  signSizes,
  signs,
} from '../schema';
import type { ClientIds } from './clients';
import { findAddress, formatAddress } from './clients';
import type { CatalogueIds } from './insert-catalogue';
import { JOB_SEEDS, type JobSeed, type LineSeed, type SignLineSeed } from './jobs-data';
import { formulaCounters, priceService, priceSign, type PricingOption, type SignCountLine } from '../../app/domain/pricing';
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
): { line: NewLine; count: SignCountLine } {
  const signId = catalogue.signs.get(`${slug}/${l.sign}`);
  const sign = signId === undefined ? undefined : tx.select().from(signs).where(eq(signs.id, signId)).get();
  if (!sign) throw new Error(`Seed: ${slug} has no ${l.sign}`);
  const sizes = tx.select().from(signSizes).where(eq(signSizes.signId, sign.id)).all();
  const options: PricingOption[] = tx
    .select({
      id: signOptions.id,
      name: signOptions.name,
      type: signOptions.type,
      values: signOptions.values,
      appliesTo: signOptions.appliesTo,
      placeholder: signOptions.placeholder,
      isActive: signOptions.isActive,
    })
    .from(signOptionSigns)
    .innerJoin(signOptions, eq(signOptions.id, signOptionSigns.optionId))
    .where(eq(signOptionSigns.signId, sign.id))
    .orderBy(signOptions.sortOrder)
    .all();
  // The engine prices it exactly as the server does for a Calculated line (a test recomputes every seeded one).
  const quote = priceSign({ sign, sizes, options, selected: { ...l.options, size: l.size, ...(l.dims ?? {}) } });
  if (!quote.ok) throw new Error(`Seed: ${slug} ${l.sign}: ${quote.prompt} ${JSON.stringify(quote.errors)}`);
  if (quote.size.sizeName !== l.size) throw new Error(`Seed: ${slug} ${l.sign} is priced as ${quote.size.sizeName}, not ${l.size}`);
  return {
    count: { signType: sign.signType, placement: sign.placement, quantity: l.quantity },
    line: {
      lineType: 'sign',
      signId,
      signSizeId: quote.size.id,
      quantity: l.quantity,
      description: quote.description,
      selectedOptions: JSON.stringify(quote.selected),
      lineItemPrice: quote.prices.price,
      lineItemInstallPrice: quote.prices.install,
      lineItemBudget: quote.prices.budget,
      lineItemInstallBudget: quote.prices.installBudget,
      pricingMode: 'Calculated',
      sortOrder: 0,
    },
  };
}

/** The priced lines of one version of a job, sorted 1..n. */
function buildLines(tx: Tx, r: SeedRefs, job: JobSeed, lines: LineSeed[]): NewLine[] {
  const counts: SignCountLine[] = lines.filter(isSign).map((l) => buildSignLine(tx, r.catalogue, job.brand, l).count);
  const out: NewLine[] = [];
  for (const l of lines) {
    if (isSign(l)) {
      out.push(buildSignLine(tx, r.catalogue, job.brand, l).line);
      continue;
    }
    const serviceId = r.serviceIds.get(`${job.brand}/${l.service}`);
    const service =
      serviceId === undefined ? undefined : tx.select().from(services).where(eq(services.id, serviceId)).get();
    if (!service) throw new Error(`Seed: ${job.brand} has no service ${l.service}`);
    const selected = { ...(formulaCounters(service, counts) ?? {}) };
    if (l.canada) selected.Canada = 'On';
    if (l.interiorSurvey) selected['Interior Survey'] = 'On';
    const quote = priceService({
      service,
      selected,
      enteredPrice: l.enteredPrice === undefined ? null : Math.round(l.enteredPrice * 100),
    });
    if (!quote.ok) throw new Error(`Seed: ${job.brand} ${l.service}: ${quote.message}`);
    out.push({
      lineType: 'service',
      serviceId,
      quantity: l.quantity,
      description: l.description ?? quote.description,
      selectedOptions: JSON.stringify(quote.selected),
      lineItemPrice: quote.prices.price,
      lineItemInstallPrice: quote.prices.install,
      lineItemBudget: quote.prices.budget,
      lineItemInstallBudget: quote.prices.installBudget,
      pricingMode: 'Calculated',
      sortOrder: 0,
    });
  }
  return out.map((line, i) => ({ ...line, sortOrder: i + 1 }));
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
