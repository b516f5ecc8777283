/**
 * Line-item reads: a version's lines joined with the catalogue rows they use
 * (one query, whatever the number of lines), and the JSON shape
 * (docs/product.md § The API) of GET /api/job-line-items/by-job/{brandSlug}/{jobNumber}?version=
 * (money in dollars, selectedOptions as an object, totals).
 */
import { jobLiveTerms, termsClientTotal, versionTerms } from '~/server/lifecycle/version-terms.server';
import { asc, eq } from 'drizzle-orm';
import { getDb, schema } from '~/server/db.server';
import { findJob, getJob, type JobDetail } from '~/server/jobs/job-detail.server';
import { centsToDollars } from '~/domain/line-items/catalogue-shape';
import { jobTotals, unitInstallMargins, type JobTotals } from '~/domain/pricing';
import { countedLineIds } from '~/domain/choices/selection';
import { choiceRange, type ChoiceRange, type Span } from '~/domain/choices/range';
import { hasChoices } from '~/domain/choices/line-choice';
import { chosenLineIdsOf } from './version-total.server';
import type { LineItemKeys } from '~/domain/line-items/vocabulary';
import { pricedFromOfLines, type PricedFrom } from './priced-from.server';

const { jobVersions, lineItems, signs, signSizes, services } = schema;

/** A line item as the table shows it: its row joined with the sign or service it prices. Money in cents. */
export type LineItemView = LineItemKeys & {
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
  /** Milliseconds; send it back as `updatedAt` with an edit to be told when someone else saved the line since. */
  updatedAt: number;
  /** What the client may choose (app/domain/choices/selection.ts): Optional, an alternative group's name, recommended. */
  optional: boolean;
  alternativeGroup: string | null;
  recommended: boolean;
};

/** A line's saved selected_options JSON as an object ({} when it is not one). */
export function parseOptions(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function viewQuery() {
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
    .leftJoin(services, eq(services.id, lineItems.serviceId));
}

type ViewRow = ReturnType<ReturnType<typeof viewQuery>['all']>[number];

function toView({ item, ...joined }: ViewRow): LineItemView {
  return {
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
    updatedAt: item.updatedAt,
    optional: item.optional,
    alternativeGroup: item.alternativeGroup,
    recommended: item.recommended,
  };
}

/**
 * The version's lines in their order, each its stored row (`item`) beside the
 * name, description, image, size and icon of the sign or service it prices:
 * one query, for every reader of a version's lines with their catalogue words.
 */
export function joinedLinesOfVersion(versionId: number): ViewRow[] {
  return viewQuery().where(eq(lineItems.jobVersionId, versionId)).orderBy(asc(lineItems.sortOrder), asc(lineItems.id)).all();
}

/** The version's line items in their order, in one query. */
export function lineItemsForVersion(versionId: number): LineItemView[] {
  return joinedLinesOfVersion(versionId).map(toView);
}

/** One line item, or null. */
export function lineItemView(id: number): LineItemView | null {
  const row = viewQuery().where(eq(lineItems.id, id)).get();
  return row ? toView(row) : null;
}

// ------------------------------------------------------------ /api shapes

/** The line item of docs/product.md § Entities and fields, money in dollars. */
export type ApiLineItem = Omit<LineItemView, 'lineItemPrice' | 'lineItemInstallPrice' | 'lineItemBudget' | 'lineItemInstallBudget'> & {
  lineItemPrice: number;
  lineItemInstallPrice: number;
  lineItemBudget: number;
  lineItemInstallBudget: number;
  jobName: string;
  versionNumber: number;
  /**
   * Unit price - unit budget and install price - install budget, in dollars, each with its percent of its own
   * price to one decimal (null for a zero price); the engine's figures (domain/pricing/margin.ts).
   */
  unitMargin: number;
  unitMarginPercent: number | null;
  installMargin: number;
  installMarginPercent: number | null;
  /** When the engine priced it from the catalogue and the price change in effect then; null for typed prices (Edited, Custom). */
  pricedFrom: PricedFrom;
};

type DollarSubtotals = { items: number; installation: number; total: number };
export type ApiTotals = { budget: DollarSubtotals; price: DollarSubtotals };

const percentOf = (tenths: number | null) => (tenths === null ? null : tenths / 10);

export function apiLineItem(view: LineItemView, jobName: string, versionNumber: number, pricedFrom: PricedFrom): ApiLineItem {
  const margins = unitInstallMargins(view);
  return {
    ...view,
    lineItemPrice: centsToDollars(view.lineItemPrice),
    lineItemInstallPrice: centsToDollars(view.lineItemInstallPrice),
    lineItemBudget: centsToDollars(view.lineItemBudget),
    lineItemInstallBudget: centsToDollars(view.lineItemInstallBudget),
    jobName,
    versionNumber,
    unitMargin: centsToDollars(margins.unit.cents),
    unitMarginPercent: percentOf(margins.unit.percentTenths),
    installMargin: centsToDollars(margins.install.cents),
    installMarginPercent: percentOf(margins.install.percentTenths),
    pricedFrom,
  };
}

export function apiTotals(totals: JobTotals): ApiTotals {
  const d = (s: JobTotals['budget']) => ({ items: centsToDollars(s.items), installation: centsToDollars(s.installation), total: centsToDollars(s.total) });
  return { budget: d(totals.budget), price: d(totals.price) };
}

type ApiRange = Record<keyof ChoiceRange, { lowest: number; highest: number }>;
const apiRange = (r: ChoiceRange): ApiRange => {
  const d = (span: Span) => ({ lowest: centsToDollars(span.lowest), highest: centsToDollars(span.highest) });
  return { price: d(r.price), budget: d(r.budget), margin: d(r.margin) };
};

export type ApiVersionLineItems = {
  jobId: number;
  jobName: string;
  brandSlug: string;
  jobNumber: string;
  jobVersionId: number;
  versionNumber: number;
  /** Every line; `counted`: whether the version's totals count it (docs/choices.md). */
  items: (ApiLineItem & { counted: boolean })[];
  /** The counted lines' totals. */
  totals: ApiTotals;
  /** Lowest and highest possible price, budget and margin in dollars when the version offers choices; else null. */
  range: ApiRange | null;
  /** What the client pays, in dollars, under the version's terms (as sent for a version a client was shown). */
  clientTotals: { taxLabel: string; tax: number; grandTotal: number; currency: string };
};

/** The job at brandSlug/jobNumber (an old number finds the job it moved to), or null. */
function jobAt(brandSlug: string, jobNumber: string): JobDetail | null {
  const found = findJob(brandSlug, jobNumber);
  if (!found) return null;
  return 'job' in found ? found.job : getJob(found.redirectTo.id);
}

/**
 * The lines of a job's version (null: the latest) with their totals, or
 * 'job' / 'version' when that does not exist.
 */
export function apiLineItemsForJob(brandSlug: string, jobNumber: string, version: number | null): ApiVersionLineItems | 'job' | 'version' {
  const job = jobAt(brandSlug, jobNumber);
  if (!job) return 'job';
  const db = getDb();
  const versions = db
    .select({ id: jobVersions.id, versionNumber: jobVersions.versionNumber })
    .from(jobVersions)
    .where(eq(jobVersions.jobId, job.id))
    .orderBy(asc(jobVersions.versionNumber))
    .all();
  const chosen = version === null ? versions.at(-1) : versions.find((v) => v.versionNumber === version);
  if (!chosen) return 'version';
  const all = lineItemsForVersion(chosen.id);
  const pricedFrom = pricedFromOfLines(db, all.map((l) => l.id));
  // Totals of the counted lines only (docs/choices.md § Which lines count); each line says whether it counts.
  const counted = countedLineIds(all, chosenLineIdsOf(db, chosen.id));
  const lines = all.filter((l) => counted.has(l.id));
  return {
    jobId: job.id,
    jobName: job.jobName,
    brandSlug: job.brandSlug,
    jobNumber: job.jobNumber,
    jobVersionId: chosen.id,
    versionNumber: chosen.versionNumber,
    items: all.map((l) => ({ ...apiLineItem(l, job.jobName, chosen.versionNumber, pricedFrom.get(l.id) ?? null), counted: counted.has(l.id) })),
    totals: apiTotals(jobTotals(lines)),
    clientTotals: apiClientTotals(job, chosen.versionNumber, jobTotals(lines)),
    range: hasChoices(all) ? apiRange(choiceRange(all)) : null,
  };
}

function apiClientTotals(job: JobDetail, versionNumber: number, totals: JobTotals): ApiVersionLineItems['clientTotals'] {
  const client = termsClientTotal(versionTerms(job, versionNumber) ?? jobLiveTerms(job), totals.price);
  return { taxLabel: client.tax.label, tax: centsToDollars(client.tax.cents), grandTotal: centsToDollars(client.grandTotal), currency: client.currency };
}

/** One line in the API shape (after a write), or null. */
export function apiLineItemById(id: number): ApiLineItem | null {
  const view = lineItemView(id);
  if (!view) return null;
  const ctx = getDb()
    .select({ versionNumber: jobVersions.versionNumber, jobName: schema.jobs.jobName })
    .from(jobVersions)
    .innerJoin(schema.jobs, eq(schema.jobs.id, jobVersions.jobId))
    .where(eq(jobVersions.id, view.jobVersionId))
    .get();
  return ctx ? apiLineItem(view, ctx.jobName, ctx.versionNumber, pricedFromOfLines(getDb(), [id]).get(id) ?? null) : null;
}

// ------------------------------------------------------------ job page rows

/** A line as the job page's table shows it (no options, no pricing inputs). Money in cents. */
export type LineItemTableRow = {
  id: number;
  lineType: 'sign' | 'service';
  pricingMode: 'Calculated' | 'Edited' | 'Custom';
  name: string;
  quantity: number;
  image: string | null;
  icon: string | null;
  description: string;
  level: number;
  lineItemPrice: number;
  lineItemInstallPrice: number;
  lineItemBudget: number;
  lineItemInstallBudget: number;
  optional: boolean;
  alternativeGroup: string | null;
  recommended: boolean;
};

/**
 * The job page reads its rows on every visit and a job can hold hundreds of
 * lines: only the columns the table shows, the sign-or-service choice made in
 * SQL, and the statement prepared once per database handle (a profile of the
 * 300-line page showed the query built anew and every line's options parsed).
 */
const tableRowStatements = new WeakMap<object, ReturnType<typeof prepareTableRows>>();
function prepareTableRows(db: ReturnType<typeof getDb>) {
  return db.$client.prepare<[number], Omit<LineItemTableRow, 'optional' | 'recommended'> & { optional: number; recommended: number }>(`
    select li.id as id, li.line_type as lineType,
      coalesce(case when li.line_type = 'sign' then s.name else sv.name end, '') as name,
      li.quantity as quantity,
      case when li.line_type = 'sign' then s.image end as image,
      case when li.line_type = 'sign' then null else sv.icon end as icon,
      coalesce(nullif(li.description, ''), case when li.line_type = 'sign' then s.description else sv.description end, '') as description,
      li.level as level, li.pricing_mode as pricingMode,
      li.line_item_price as lineItemPrice, li.line_item_install_price as lineItemInstallPrice,
      li.line_item_budget as lineItemBudget, li.line_item_install_budget as lineItemInstallBudget,
      li.optional as optional, li.alternative_group as alternativeGroup, li.recommended as recommended
    from line_items li
    left join signs s on s.id = li.sign_id
    left join services sv on sv.id = li.service_id
    where li.job_version_id = ?
    order by li.sort_order, li.id`);
}

/** The version's lines as table rows, in their order, in one prepared query. */
export function lineItemTableRows(versionId: number): LineItemTableRow[] {
  const db = getDb();
  let statement = tableRowStatements.get(db);
  if (!statement) tableRowStatements.set(db, (statement = prepareTableRows(db)));
  // SQLite answers the two marks as 0 or 1.
  return statement.all(versionId).map((r) => ({ ...r, optional: r.optional === 1, recommended: r.recommended === 1 }));
}
