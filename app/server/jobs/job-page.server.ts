/**
 * Everything the job page shows for one version, shaped for the screen:
 * dates formatted on the server (so server and browser agree), line items as
 * table rows and the totals computed here, never in the browser.
 */
import { brandOptions, managerOptions, type BrandOption, type ManagerOption } from '~/server/catalogue/lookup.server';
import { addressesOfClient, contactsOfClient } from '~/server/clients/clients.server';
import type { JobDetail } from './job-detail.server';
import { listVersions } from './job-versions.server';
import { lineItemTableRows } from '~/server/line-items/line-item-reads.server';
import { signCountChangesOfVersion } from '~/server/line-items/sign-counts.server';
import { stalePricesOfVersion } from '~/server/line-items/catalogue-reprice.server';
import { stalePricesText } from '~/domain/line-items/catalogue-reprice';
import { dayInWords } from '~/domain/price-changes/days';
import { pictureUrlsOfVersion } from '~/server/line-items/picture-routes.server';
import { formatUpdated } from '~/domain/dates';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '~/server/db.server';
import { countedLineIds, readChosenIds, type LineChoiceMarks } from '~/domain/choices/selection';
import { choiceWords, chosenWords, hasChoices } from '~/domain/choices/line-choice';
import { choiceRange, type ChoiceRange } from '~/domain/choices/range';
import type { ClientAddressOption, ClientContactOption } from '~/domain/jobs/job-form';
import { jobTotals, type JobTotals } from '~/domain/pricing/totals';
import { lineMargin, versionMargin, type VersionMargin } from '~/domain/pricing/margin';
import { brandTargetMargin } from '~/server/catalogue/brands.server';
import type { LineItemRow } from '~/domain/line-items/line-item-display';
import { jobPath } from '~/domain/jobs/job-path';
import type { ClientTotal } from '~/domain/proposal/client-total';
import type { VersionTerms } from '~/domain/lifecycle/version-terms';
import { jobLiveTerms, keptTermsNoticeOf, termsClientTotal, versionTerms } from '~/server/lifecycle/version-terms.server';

export type JobPageVersion = { versionNumber: number; createdAt: string; createdByName: string | null };

export type JobPageData = {
  job: JobDetail;
  lastUpdated: string;
  versions: JobPageVersion[];
  /** The version shown (null only for a job without versions). */
  currentVersion: number | null;
  items: LineItemRow[];
  totals: JobTotals;
  /** The version's margin against the brand's target, with its flagged lines counted (docs/pricing.md § Margin). */
  margin: VersionMargin;
  /**
   * When the version offers choices: whose lines the totals count ('recommended' before the client answers,
   * 'chosen' once Approved with their choice) and the lowest to highest possible totals (docs/choices.md § Totals and range).
   */
  choices: { basis: 'recommended' | 'chosen'; range: ChoiceRange } | null;
  /** Tax, grand total and deposit of the shown version under its terms: the proposal's figures. */
  clientTotal: ClientTotal;
  /** The shown version's terms when it keeps the ones it was sent with (null: a Draft, whose terms are the job's). */
  keptTerms: VersionTerms | null;
  /** What the Job Info and Client Info dialogs say before saving while versions keep their sent terms. */
  keptNotice: { job: string | null; client: string | null };
  /** A Draft's lines priced before a catalogue price change: 'N lines were priced before the <day> price change' (null: none). */
  stalePrices: string | null;
  brands: BrandOption[];
  managers: ManagerOption[];
  /** The job's client's saved addresses and contacts, offered in the Client Info dialog. */
  clientRecords: { addresses: ClientAddressOption[]; contacts: ClientContactOption[] } | null;
};

/**
 * A project manager disabled since stays choosable on their own jobs: without
 * their option the Edit Job select would fall back to none, and saving any
 * other field would silently drop them.
 */
function withCurrentManager(managers: readonly ManagerOption[], job: JobDetail): ManagerOption[] {
  const id = job.projectManagerId;
  if (id === null || !job.projectManager || managers.some((m) => m.id === id)) return [...managers];
  return [...managers, { id, name: job.projectManager.name, title: 'Disabled' }];
}

/** Formula services priced from sign counts the job no longer has say so on their line. */
function withSignCountChanges(lines: LineItemRow[], versionId: number | undefined): LineItemRow[] {
  const stale = versionId === undefined ? null : signCountChangesOfVersion(versionId);
  return stale?.size ? lines.map((r) => ({ ...r, signCountChanges: stale.get(r.id) ?? [] })) : lines;
}

function stalePricesNotice(versionId: number | undefined): string | null {
  const stale = versionId === undefined ? null : stalePricesOfVersion(versionId);
  return stale ? stalePricesText(stale.count, dayInWords(stale.day)) : null;
}

/** Whether the version is Approved, and the client's accepted choice as stored. */
function choiceBasis(versionId: number): { approved: boolean; chosen: number[] | null } {
  const row = getDb().select({ state: schema.jobVersions.state, chosen: schema.jobVersions.chosenLineIds }).from(schema.jobVersions).where(eq(schema.jobVersions.id, versionId)).get();
  return { approved: row?.state === 'Approved', chosen: readChosenIds(row?.chosen ?? null) };
}

/** A row's choice in words, and on an Approved version whether the client chose it. */
function choiceMarks(row: LineChoiceMarks, approvedCounted: ReadonlySet<number> | null): Pick<LineItemRow, 'choice' | 'chosen'> {
  const choice = choiceWords(row);
  if (!choice) return {};
  const chosen = approvedCounted ? chosenWords(row, approvedCounted) : null;
  return chosen ? { choice, chosen } : { choice };
}

/**
 * The page for `version` (null: the latest). Null when that version does not
 * exist, so the route can answer 404.
 */
export function loadJobPage(job: JobDetail, version: number | null): JobPageData | null {
  const versions = listVersions(job.id);
  const current = version === null ? versions[0] : versions.find((v) => v.versionNumber === version);
  if (version !== null && !current) return null;
  const rows = current ? lineItemTableRows(current.id) : [];
  // A line's own picture replaces its catalogue image (served by the line's picture route).
  const pictures = current ? pictureUrlsOfVersion(jobPath(job), current.id) : new Map<number, string>();
  const target = brandTargetMargin(job.brandId);
  // Totals, margin and its flags count the counted lines only (docs/choices.md § Which lines count).
  const basis = current ? choiceBasis(current.id) : { approved: false, chosen: null };
  const counted = countedLineIds(rows, basis.chosen);
  const lines: LineItemRow[] = rows.map((r) => ({
    ...r,
    ...(pictures.size ? { picture: pictures.get(r.id) ?? null } : {}),
    margin: lineMargin(r, target),
    ...choiceMarks(r, basis.approved ? counted : null),
  }));
  const countedRows = lines.filter((l) => counted.has(l.id));
  const totals = jobTotals(countedRows);
  const live = jobLiveTerms(job);
  const terms = current ? (versionTerms(job, current.versionNumber, live) ?? live) : live;
  const brands = [...brandOptions()]; // a copy: the list is shared (read until a write)
  // A job may sit in a brand since disabled; its own brand stays selectable.
  if (!brands.some((b) => b.id === job.brandId)) brands.push({ id: job.brandId, name: job.brandName, slug: job.brandSlug });
  return {
    job,
    // The shown version's own last change: an edit to version 2 is not version 1's.
    lastUpdated: formatUpdated(current?.updatedAt ?? job.updatedAt),
    versions: versions.map((v) => ({
      versionNumber: v.versionNumber,
      createdAt: formatUpdated(v.createdAt),
      createdByName: v.createdByName,
    })),
    currentVersion: current?.versionNumber ?? null,
    items: withSignCountChanges(lines, current?.id),
    totals,
    margin: versionMargin(countedRows, target),
    choices: hasChoices(rows) ? { basis: basis.approved && basis.chosen ? 'chosen' : 'recommended', range: choiceRange(rows) } : null,
    clientTotal: termsClientTotal(terms, totals.price),
    keptTerms: terms === live ? null : terms,
    keptNotice: { job: keptTermsNoticeOf(job, 'job'), client: keptTermsNoticeOf(job, 'client') },
    stalePrices: stalePricesNotice(current?.id),
    brands,
    managers: withCurrentManager(managerOptions(), job),
    clientRecords: job.clientId ? { addresses: addressesOfClient(job.clientId), contacts: contactsOfClient(job.clientId) } : null,
  };
}
