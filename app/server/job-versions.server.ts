/**
 * A job's numbered versions and the line items each one holds (read-only
 * here; adding and editing line items lives with the line-items module).
 */
import { asc, desc, eq, and } from 'drizzle-orm';
import { getDb, schema } from './db.server';
import { displayName } from '~/domain/profile';

const { jobs, jobVersions, lineItems, signs, signSizes, services, users } = schema;

export type VersionSummary = {
  id: number;
  versionNumber: number;
  createdAt: number;
  /** The user id of whoever created it (null when unknown). */
  createdBy: number | null;
  createdByName: string | null;
};

export function jobExists(jobId: number): boolean {
  return Boolean(getDb().select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).get());
}

/** Newest first. */
export function listVersions(jobId: number): VersionSummary[] {
  return getDb()
    .select({
      id: jobVersions.id,
      versionNumber: jobVersions.versionNumber,
      createdAt: jobVersions.createdAt,
      createdBy: jobVersions.createdById,
      fullName: users.fullName,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(jobVersions)
    .leftJoin(users, eq(users.id, jobVersions.createdById))
    .where(eq(jobVersions.jobId, jobId))
    .orderBy(desc(jobVersions.versionNumber))
    .all()
    .map(({ fullName, firstName, lastName, ...v }) => ({
      ...v,
      createdByName: v.createdBy === null ? null : displayName({ fullName, firstName, lastName }),
    }));
}

/** Line items copied per INSERT (about 20 columns each: well under SQLite's 32,766 parameters). */
const COPY_BATCH = 500;

export type CreateVersionResult =
  | { ok: true; id: number; versionNumber: number }
  | { ok: false; reason: 'job-not-found' | 'source-not-found' };

/**
 * Version max+1 with a copy of the source version's line items (order,
 * pricing modes, prices, options: every field). `immediate` takes SQLite's
 * write lock before max() is read, so two people creating at once get n+1
 * and n+2; the unique (job_id, version_number) index backs that up.
 * A null source copies the latest version (the one shown when none is named);
 * for a job without versions yet it creates an empty version 1.
 */
export function createVersion(jobId: number, sourceVersionNumber: number | null, userId: number): CreateVersionResult {
  const db = getDb();
  return db.transaction(
    (tx): CreateVersionResult => {
      const job = tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).get();
      if (!job) return { ok: false, reason: 'job-not-found' };
      const latest = tx
        .select({ id: jobVersions.id, n: jobVersions.versionNumber })
        .from(jobVersions)
        .where(eq(jobVersions.jobId, jobId))
        .orderBy(desc(jobVersions.versionNumber))
        .get();
      let sourceId: number | null = latest?.id ?? null;
      if (sourceVersionNumber !== null) {
        const source = tx
          .select({ id: jobVersions.id })
          .from(jobVersions)
          .where(and(eq(jobVersions.jobId, jobId), eq(jobVersions.versionNumber, sourceVersionNumber)))
          .get();
        if (!source) return { ok: false, reason: 'source-not-found' };
        sourceId = source.id;
      }
      const versionNumber = (latest?.n ?? 0) + 1;
      const created = tx
        .insert(jobVersions)
        .values({ jobId, versionNumber, createdById: userId, sourceVersionNumber })
        .returning({ id: jobVersions.id })
        .get();
      if (sourceId !== null) {
        const items = tx
          .select()
          .from(lineItems)
          .where(eq(lineItems.jobVersionId, sourceId))
          .orderBy(asc(lineItems.sortOrder), asc(lineItems.id))
          .all();
        const now = Date.now();
        const copies = items.map(({ id: _id, jobVersionId: _v, createdAt: _c, updatedAt: _u, ...item }) => ({
          ...item,
          jobVersionId: created.id,
          createdAt: now,
          updatedAt: now,
        }));
        // A few statements, not one per line item; each stays under SQLite's bound-parameter limit.
        for (let i = 0; i < copies.length; i += COPY_BATCH) tx.insert(lineItems).values(copies.slice(i, i + COPY_BATCH)).run();
      }
      tx.update(jobs).set({ updatedAt: Date.now() }).where(eq(jobs.id, jobId)).run();
      return { ok: true, id: created.id, versionNumber };
    },
    { behavior: 'immediate' },
  );
}

/** A line item as the table shows it: its row joined with the sign or service it prices. Money in cents. */
export type LineItemView = {
  id: number;
  jobVersionId: number;
  lineType: 'sign' | 'service';
  signId: number | null;
  signPricingId: number | null;
  serviceId: number | null;
  signName: string | null;
  serviceName: string | null;
  sizeName: string | null;
  quantity: number;
  description: string | null;
  signDescription: string | null;
  signImage: string | null;
  signType: string | null;
  serviceDescription: string | null;
  serviceIcon: string | null;
  selectedOptions: Record<string, unknown>;
  lineItemPrice: number;
  lineItemInstallPrice: number;
  lineItemBudget: number;
  lineItemInstallBudget: number;
  pricingMode: 'Calculated' | 'Edited' | 'Custom';
  sortOrder: number;
  level: number;
};

function parseOptions(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The version's line items in their order. */
export function lineItemsForVersion(versionId: number): LineItemView[] {
  return getDb()
    .select({
      item: lineItems,
      signName: signs.name,
      signDescription: signs.description,
      signImage: signs.image,
      signType: signs.signType,
      sizeName: signSizes.sizeName,
      serviceName: services.name,
      serviceDescription: services.description,
      serviceIcon: services.icon,
    })
    .from(lineItems)
    .leftJoin(signs, eq(signs.id, lineItems.signId))
    .leftJoin(signSizes, eq(signSizes.id, lineItems.signSizeId))
    .leftJoin(services, eq(services.id, lineItems.serviceId))
    .where(eq(lineItems.jobVersionId, versionId))
    .orderBy(asc(lineItems.sortOrder), asc(lineItems.id))
    .all()
    .map(({ item, ...joined }) => ({
      id: item.id,
      jobVersionId: item.jobVersionId,
      lineType: item.lineType,
      signId: item.signId,
      signPricingId: item.signSizeId,
      serviceId: item.serviceId,
      signName: joined.signName,
      serviceName: joined.serviceName,
      sizeName: joined.sizeName,
      quantity: item.quantity,
      description: item.description,
      signDescription: joined.signDescription,
      signImage: joined.signImage,
      signType: joined.signType,
      serviceDescription: joined.serviceDescription,
      serviceIcon: joined.serviceIcon,
      selectedOptions: parseOptions(item.selectedOptions),
      lineItemPrice: item.lineItemPrice,
      lineItemInstallPrice: item.lineItemInstallPrice,
      lineItemBudget: item.lineItemBudget,
      lineItemInstallBudget: item.lineItemInstallBudget,
      pricingMode: item.pricingMode,
      sortOrder: item.sortOrder,
      level: item.level,
    }));
}
