/**
 * The proposal and the pricing sheet of one job version, from the database
 * to PDF bytes: load the job and its lines, work out the printed amounts
 * (app/domain/proposal), render the React documents to one self-contained
 * HTML page (pictures and fonts inlined) and print it in the warm browser.
 */
import { escapeHtml } from '~/domain/html-text';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { addDays, format } from 'date-fns';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '~/server/db.server';
import { now as clockNow } from '~/server/config.server';
import { findJob, getJob, type JobDetail } from '~/server/jobs/job-detail.server';
import { jobLiveTerms, versionTerms, versionValidUntil } from '~/server/lifecycle/version-terms.server';
import { termsCurrency, termsTax, type VersionTerms } from '~/domain/lifecycle/version-terms';
import { lineItemsForVersion, listVersions } from '~/server/jobs/job-versions.server';
import { companyLogo, publicImage } from './assets.server';
import { pictureDataUrisOfVersion } from '~/server/line-items/pictures.server';
import { printPdf, type PrintResult } from './browser.server';
import { companyConfig } from './config.server';
import { FONT_STACK, fontFaceCss } from './fonts.server';
import { brandTargetMargin } from '~/server/catalogue/brands.server';
import { PricingSheetDocument, INTERNAL_MARK } from '~/documents/pricing-sheet-document';
import { ProposalDocument } from '~/documents/proposal-document';
import { COMPARISON_CSS, PricingSheetComparison } from '~/documents/pricing-sheet-comparison';
import { comparisonWithPreviousOf } from '~/server/compare/compare.server';
import type { Comparison } from '~/domain/compare/comparison';
import { DOCUMENT_CSS, pageCss, type RunningText } from '~/documents/styles';
import { pricingSheetModel, proposalModel, type DocumentLine, type DocumentParty } from '~/domain/proposal/document';
import { acceptedSelectionFileName, currentPrintFileName, pricingSheetFileName, proposalFileName } from '~/domain/proposal/file-name';
import { displayName } from '~/domain/users/profile';
import { displayPhone } from '~/domain/phone';
import { readChosenIds } from '~/domain/choices/selection';

import type { DocumentKind } from '~/domain/proposal/messages';
export type { DocumentKind };
export type DocumentRequest = {
  brandSlug: string;
  jobNumber: string;
  version: number | null;
  /** Proposal: one line per half page, its picture filling it. */
  largePictures?: boolean;
  /** The date the proposal is valid until (a sent version's); default 30 days from printing. */
  validUntil?: Date;
  /** Pricing sheet: a last page comparing the version with the one before. */
  withComparison?: boolean;
  /** Proposal: the totals of these chosen lines, printed as the 'Accepted selection' of this acceptance (docs/choices.md § The accepted selection). */
  accepted?: { selection: readonly number[]; by: string; on: string };
};

/** How long a proposal printed without a send date stays valid. */
export const VALID_DAYS = 30;

/** targetMarginPercent: the brand's, for the pricing sheet's flags (the proposal never shows a margin). */
/** terms: the version's terms it was printed with (a sending keeps them); sent: the version was sent, so a stored copy exists. */
/** chosen: the lines the client accepted (job_versions.chosen_line_ids), which the pricing sheet's totals count; null before. */
export type LoadedDocument = { party: DocumentParty; lines: DocumentLine[]; targetMarginPercent: number; terms: VersionTerms; sent: boolean; chosen: number[] | null };
export type LoadResult = { ok: true; doc: LoadedDocument } | { ok: false; error: 'Job not found' | 'Version not found' };

function resolveJob(brandSlug: string, jobNumber: string): JobDetail | null {
  const found = findJob(brandSlug, jobNumber);
  if (!found) return null;
  // An old job number still names the job (its page redirects; a document simply follows).
  return 'job' in found ? found.job : getJob(found.redirectTo.id);
}

type Contact = { name: string; email: string; phone: string };

/** A person's name, e-mail and phone from their profile, or null. */
function personContact(userId: number | null | undefined): Contact | null {
  if (userId === null || userId === undefined) return null;
  const u = getDb().select().from(schema.users).where(eq(schema.users.id, userId)).get();
  return u ? { name: displayName(u), email: u.email, phone: displayPhone(u.phone) } : null;
}

/** Who prepared the version: its creator, else the job's creator. */
function estimatorOf(jobId: number, versionCreatorId: number | null): Contact | null {
  const creatorId = getDb().select({ id: schema.jobs.creatorId }).from(schema.jobs).where(eq(schema.jobs.id, jobId)).get()?.id;
  return personContact(versionCreatorId) ?? personContact(creatorId);
}

/** A sent version's valid-until, read at noon so no time zone moves the day; null for a Draft. */
function sentValidUntil(versionId: number): Date | null {
  const day = versionValidUntil(versionId);
  return day ? new Date(`${day}T12:00:00`) : null;
}

function brandImage(brandId: number): string | null {
  const row = getDb().select({ image: schema.brands.image }).from(schema.brands).where(eq(schema.brands.id, brandId)).get();
  return publicImage(row?.image);
}

/** The job version's data for either document, or which of the two was not found. */
export function loadDocument(request: DocumentRequest, now: Date = new Date(clockNow())): LoadResult {
  const job = resolveJob(request.brandSlug, request.jobNumber);
  if (!job) return { ok: false, error: 'Job not found' };
  const versions = listVersions(job.id);
  const version = request.version === null ? versions[0] : versions.find((v) => v.versionNumber === request.version);
  if (!version) return { ok: false, error: 'Version not found' };
  const company = companyConfig();
  const sentUntil = sentValidUntil(version.id);
  // The version's terms: as sent for a version a client was shown, the job's live values for a Draft.
  const terms = versionTerms(job, version.versionNumber) ?? jobLiveTerms(job);
  const kept = terms.company!;
  const party: DocumentParty = {
    company: {
      name: kept.name,
      address: kept.address,
      phone: kept.phone,
      website: kept.website ?? company.website,
      email: kept.email ?? company.email,
      logo: companyLogo(company.logoPath),
    },
    job: {
      jobName: job.jobName,
      jobNumber: job.jobNumber,
      proposalNo: job.proposalNo,
      versionNumber: version.versionNumber,
      brandName: job.brandName,
      brandLogo: brandImage(job.brandId),
      jobLocation: terms.jobLocation,
      ...terms.client,
      projectManager: job.projectManager ? (personContact(job.projectManagerId) ?? { name: job.projectManager.name, email: '', phone: '' }) : null,
      estimator: estimatorOf(job.id, version.createdBy),
      jobTerms: terms.jobTerms,
      clientReference: terms.clientReference,
      scopeNotes: terms.scopeNotes,
      taxRegistrationNo: terms.taxRegistrationNo,
      currency: termsCurrency(terms),
      tax: termsTax(terms),
    },
    date: format(now, 'MMMM d, yyyy'),
    validUntil: format(request.validUntil ?? sentUntil ?? addDays(now, VALID_DAYS), 'MMMM d, yyyy'),
  };
  const pictures = pictureDataUrisOfVersion(version.id);
  const lines: DocumentLine[] = lineItemsForVersion(version.id).map((item) => {
    const isSign = item.lineType === 'sign';
    return {
      lineType: item.lineType,
      name: (isSign ? item.signName : item.serviceName) ?? '',
      quantity: item.quantity,
      description: item.description || (isSign ? item.signDescription : item.serviceDescription) || '',
      // Services print their icon (SVG from the app's icon set, never an emoji glyph).
      image: isSign ? publicImage(item.signImage) : null,
      icon: isSign ? null : (item.serviceIcon ?? ''),
      picture: pictures.get(item.id) ?? null,
      level: item.level,
      lineItemPrice: item.lineItemPrice,
      lineItemInstallPrice: item.lineItemInstallPrice,
      lineItemBudget: item.lineItemBudget,
      lineItemInstallBudget: item.lineItemInstallBudget,
      id: item.id,
      optional: item.optional,
      alternativeGroup: item.alternativeGroup,
      recommended: item.recommended,
    };
  });
  const chosen = readChosenIds(getDb().select({ chosen: schema.jobVersions.chosenLineIds }).from(schema.jobVersions).where(eq(schema.jobVersions.id, version.id)).get()?.chosen ?? null);
  return { ok: true, doc: { party, lines, targetMarginPercent: brandTargetMargin(job.brandId), terms, sent: sentUntil !== null, chosen } };
}

/** The whole document as one HTML page that needs nothing from outside. */
export function documentHtml(
  kind: DocumentKind,
  doc: LoadedDocument,
  options: { largePictures?: boolean; comparison?: { found: Comparison | null }; accepted?: DocumentRequest['accepted'] } = {},
): string {
  const { party, lines } = doc;
  const { job } = party;
  const versionText = `${job.proposalNo} · Version ${job.versionNumber}`;
  let body: string;
  let running: RunningText;
  let title: string;
  if (kind === 'proposal') {
    const accepted = options.accepted;
    const model = proposalModel(party, lines, accepted ? { selection: accepted.selection, accepted: { by: accepted.by, on: accepted.on } } : {});
    body = renderToStaticMarkup(createElement(ProposalDocument, { model, largePictures: options.largePictures ?? false }));
    running = { topLeft: party.company.name, topRight: `${model.title} ${versionText}`, bottomLeft: job.jobName };
    title = `${model.title} ${versionText} - ${job.jobName}`;
  } else {
    body = renderToStaticMarkup(createElement(PricingSheetDocument, { model: pricingSheetModel(party, lines, doc.targetMarginPercent, doc.chosen) }));
    if (options.comparison) body += renderToStaticMarkup(createElement(PricingSheetComparison, { versionNumber: job.versionNumber, comparison: options.comparison.found }));
    running = { topLeft: `Pricing Sheet ${versionText}`, topRight: INTERNAL_MARK, topRightColor: '#b91c1c', bottomLeft: job.jobName };
    title = `Pricing Sheet ${versionText} - ${job.jobName}`;
  }
  const fonts = fontFaceCss(`${body}${running.topLeft}${running.topRight}${running.bottomLeft}`);
  const page = pageCss(kind === 'proposal' ? 'portrait' : 'landscape', running, FONT_STACK);
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    // A second wall behind the browser's request blocking: the page may load only inline data.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; font-src data:; style-src 'unsafe-inline'">` +
    `<title>${escapeHtml(title)}</title>` +
    `<style>${fonts}\n${page}\n${DOCUMENT_CSS}${options.comparison ? COMPARISON_CSS : ''}\nbody{font-family:${FONT_STACK}}</style>` +
    `</head><body>${body}</body></html>`
  );
}

export function documentFileName(kind: DocumentKind, doc: LoadedDocument, accepted = false): string {
  const { job } = doc.party;
  if (accepted) return acceptedSelectionFileName(job.proposalNo, job.versionNumber, job.jobName);
  const name = kind === 'proposal' ? proposalFileName(job.proposalNo, job.versionNumber, job.jobName) : pricingSheetFileName(job.proposalNo, job.versionNumber, job.jobName);
  // A sent version's stored copy downloads as '(as sent ...)': a print made now never takes its name.
  return doc.sent ? currentPrintFileName(name) : name;
}

export type MadeDocument = PrintResult & { fileName: string };

/** Loads, renders and prints; `{ok: false}` names what was not found. Printing errors are thrown (browser.server.ts). */
export async function makeDocument(
  kind: DocumentKind,
  request: DocumentRequest,
): Promise<{ ok: true; document: MadeDocument; doc: LoadedDocument } | { ok: false; error: string }> {
  const loaded = loadDocument(request);
  if (!loaded.ok) return loaded;
  const comparison =
    kind === 'pricing-sheet' && request.withComparison ? { found: comparisonWithPreviousOf(request.brandSlug, request.jobNumber, loaded.doc.party.job.versionNumber) } : undefined;
  const accepted = kind === 'proposal' ? request.accepted : undefined;
  const html = documentHtml(kind, loaded.doc, { largePictures: request.largePictures ?? false, comparison, accepted });
  const printed = await printPdf(html);
  // `doc`: the data it was printed from (a sending keeps the client's view of it beside the bytes).
  return { ok: true, document: { ...printed, fileName: documentFileName(kind, loaded.doc, Boolean(accepted)) }, doc: loaded.doc };
}
