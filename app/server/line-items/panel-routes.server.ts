/**
 * The job page's line-item panel routes (job/:brandSlug/:jobNumber/items/...,
 * owned by the UI side), their reading side: which job and version a URL
 * names, what the Add New and Edit panels show, and the no-JS delete
 * confirmation. What their forms post is panel-actions.server's.
 */
import { and, eq } from 'drizzle-orm';
import { redirect } from 'react-router';
import { getDb, schema } from '~/server/db.server';
import { findJob, type JobDetail } from '~/server/jobs/job-detail.server';
import { listVersions } from '~/server/jobs/job-versions.server';
import { notFound } from '~/server/http/responses.server';
import { readId, screenId } from '~/server/http/params.server';
import { serviceCatalogueForBrand, serviceForPricing, signCatalogueForBrand, signForPricing, type CatalogueService, type CatalogueSign } from './catalogue.server';
import { lineItemForEdit } from './line-item-writes.server';
import type { SignCountChange, SignCountLine } from '~/domain/pricing';
import { freshValues, valuesFromSaved, type FormValues, type PanelItem } from '~/domain/line-items/config-state';
import { repricePreview, signCountChangesOfLine, type RepricePreview } from './sign-counts.server';
import { panelLinks, parsePanelList, type PanelLinks, type PanelList } from '~/domain/line-items/panel-urls';
import { jobPath } from '~/domain/jobs/job-path';
import { lineReadout, type LineReadout } from '~/domain/line-items/line-readout';
import { frozenNote } from '~/server/lifecycle/version-state.server';
import { brandTargetMargin } from '~/server/catalogue/brands.server';
import { lineItemView } from './line-item-reads.server';
import { versionGroupNames } from './line-choices.server';
import { choiceFormValues } from '~/domain/choices/line-choice';

const { lineItems, signs } = schema;

export type PanelContext = {
  job: JobDetail;
  version: { id: number; versionNumber: number };
  jobPath: string;
  links: PanelLinks;
};

/** The job and version the URL names (the latest without ?version=); 404s otherwise, an old job number redirects. */
export function panelContext(request: Request, params: { brandSlug?: string; jobNumber?: string }): PanelContext {
  const found = findJob(params.brandSlug ?? '', params.jobNumber ?? '');
  if (!found) return notFound('Job not found');
  const url = new URL(request.url);
  if ('redirectTo' in found) {
    const to = jobPath(found.redirectTo);
    throw redirect(panelLinks(to, url.searchParams).job);
  }
  const job = found.job;
  const versions = listVersions(job.id);
  const asked = url.searchParams.get('version');
  let version = versions[0];
  if (asked !== null) {
    if (!/^\d{1,9}$/.test(asked)) notFound('Version not found');
    version = versions.find((v) => v.versionNumber === Number(asked));
  }
  if (!version) return notFound('Version not found');
  const path = jobPath(job);
  return { job, version: { id: version.id, versionNumber: version.versionNumber }, jobPath: path, links: panelLinks(path, url.searchParams) };
}

/** What the version already holds: quantities by sign and by service (the badges), and its sign lines (formula counters). */
function versionCounts(versionId: number) {
  const rows = getDb()
    .select({ signId: lineItems.signId, serviceId: lineItems.serviceId, quantity: lineItems.quantity, signType: signs.signType, placement: signs.placement })
    .from(lineItems)
    .leftJoin(signs, eq(signs.id, lineItems.signId))
    .where(and(eq(lineItems.jobVersionId, versionId)))
    .all();
  const onJob = { signs: {} as Record<number, number>, services: {} as Record<number, number> };
  const signLines: SignCountLine[] = [];
  for (const r of rows) {
    if (r.signId !== null) {
      onJob.signs[r.signId] = (onJob.signs[r.signId] ?? 0) + r.quantity;
      if (r.signType) signLines.push({ signType: r.signType, placement: r.placement ?? 'exterior', quantity: r.quantity });
    } else if (r.serviceId !== null) {
      onJob.services[r.serviceId] = (onJob.services[r.serviceId] ?? 0) + r.quantity;
    }
  }
  return { onJob, signLines };
}

/** The engine's view of a catalogue sign or service (what the browser needs to price it live). */
export function panelSign(s: CatalogueSign): PanelItem {
  const { brandId: _b, displayOrder: _d, isActive: _a, ...rest } = s;
  return { kind: 'sign', sign: { ...rest, options: s.options.map(({ parsedValues: _p, sortOrder: _s, ...o }) => o) } };
}
export function panelService(s: CatalogueService): PanelItem {
  const { brandId: _b, displayOrder: _d, isActive: _a, ...rest } = s;
  return { kind: 'service', service: rest };
}

export type NewPanelData = {
  list: PanelList;
  signs: { id: number; name: string; image: string | null }[];
  services: { id: number; name: string; icon: string | null }[];
  onJob: { signs: Record<number, number>; services: Record<number, number> };
  item: PanelItem | null;
  initial: FormValues | null;
  /** /job/{brandSlug}/{jobNumber}: the component builds its links from it and the URL's query. */
  jobPath: string;
  /** The version's 'Choose one' groups, offered by the line's choice (docs/choices.md). */
  groups: string[];
};

/** The Add New panel: the brand's catalogue, and the chosen item with a fresh configuration (quantity 1, options cleared). */
export function newPanelData(ctx: PanelContext, request: Request): NewPanelData {
  const q = new URL(request.url).searchParams;
  const signCatalogue = signCatalogueForBrand(ctx.job.brandId);
  const serviceCatalogue = serviceCatalogueForBrand(ctx.job.brandId);
  const { onJob, signLines } = versionCounts(ctx.version.id);
  let item: PanelItem | null = null;
  const signId = q.get('sign');
  const serviceId = q.get('service');
  if (signId) {
    const s = signCatalogue.find((x) => String(x.id) === signId);
    if (!s) notFound('Sign not found');
    item = panelSign(s!);
  } else if (serviceId) {
    const s = serviceCatalogue.find((x) => String(x.id) === serviceId);
    if (!s) notFound('Service not found');
    item = panelService(s!);
  }
  return {
    list: serviceId ? 'services' : parsePanelList(q.get('list')),
    signs: signCatalogue.map((s) => ({ id: s.id, name: s.name, image: s.image })),
    services: serviceCatalogue.map((s) => ({ id: s.id, name: s.name, icon: s.icon })),
    onJob,
    item,
    initial: item ? freshValues(item, signLines) : null,
    jobPath: ctx.jobPath,
    groups: versionGroupNames(getDb(), ctx.version.id),
  };
}

export type DeleteConfirmData = { name: string; description: string; versionNumber: number; actionHref: string; jobHref: string };

/**
 * The confirmation a row's Delete shows without JavaScript (GET items/{lineId}?intent=delete);
 * with JavaScript the delete happens at once and its toast offers Undo. Null: just show the job page.
 */
export function deleteConfirmData(request: Request, ctx: PanelContext, lineIdText: string | undefined): DeleteConfirmData | null {
  // A locked version's lines cannot be deleted: no confirmation to ask (the write would be refused anyway).
  if (new URL(request.url).searchParams.get('intent') !== 'delete' || versionLocked(ctx)) return null;
  const lineId = readId(lineIdText);
  const line = lineId === null ? null : lineItemForEdit(lineId, ctx.version.id);
  if (!line || lineId === null) return null;
  return {
    name: line.name || 'Line item',
    description: line.description,
    versionNumber: ctx.version.versionNumber,
    actionHref: ctx.links.row(lineId),
    jobHref: ctx.links.job,
  };
}

/**
 * A GET of a row's own URL (items/{lineId}, the row's 'Actions for ...' link
 * without JavaScript): the job page with that row's menu open. Null when the
 * line is not in the version shown (then just the job page).
 */
export function rowMenuData(ctx: PanelContext, lineIdText: string | undefined): { menu: number } | null {
  const lineId = readId(lineIdText);
  return lineId !== null && lineItemForEdit(lineId, ctx.version.id) ? { menu: lineId } : null;
}

export type EditPanelData = {
  lineId: number;
  item: PanelItem;
  initial: FormValues;
  savedMode: 'Calculated' | 'Edited' | 'Custom';
  jobPath: string;
  groups: string[];
  /** A formula service priced from sign counts the job no longer has: which (the panel offers Re-price). */
  signCountChanges: SignCountChange[];
};
export type GonePanelData = { gone: true; lineId: number; jobPath: string };

/**
 * The Edit panel: the line with every saved value restored. A line id not in
 * this version answers `gone` (the route answers 404 but keeps the job page, so
 * an Update posted after someone deleted the line can show the person's values).
 */
export function editPanelData(ctx: PanelContext, lineIdText: string | undefined): EditPanelData | GonePanelData {
  const lineId = screenId(lineIdText, 'Line item not found');
  const line = lineItemForEdit(lineId, ctx.version.id);
  if (!line) return { gone: true, lineId, jobPath: ctx.jobPath };
  const sign = line.signId ? signForPricing(line.signId) : null;
  const service = line.serviceId ? serviceForPricing(line.serviceId) : null;
  const item = sign ? panelSign(sign) : service ? panelService(service) : null;
  if (!item) return notFound('Line item not found');
  // The stamp rides along as a form value, so a save over someone else's later change is refused (409).
  return {
    lineId,
    item,
    initial: { ...valuesFromSaved(item, line), ...choiceFormValues(line), updatedAt: String(line.updatedAt) },
    savedMode: line.pricingMode,
    jobPath: ctx.jobPath,
    groups: versionGroupNames(getDb(), ctx.version.id),
    signCountChanges: item.kind === 'service' ? signCountChangesOfLine(lineId, ctx.version.id) : [],
  };
}

export type RepriceConfirmData = RepricePreview & { versionNumber: number; actionHref: string; back: 'job' | 'edit'; cancelHref: string };

/**
 * The Re-price confirmation (GET items/{lineId}?intent=reprice, &back=edit
 * from the Edit panel): the counts that changed and each amount old -> new,
 * before anything is saved, with or without JavaScript. Null: not asked for,
 * or no such line (then just the job page).
 */
export function repriceConfirmData(request: Request, ctx: PanelContext, lineIdText: string | undefined): RepriceConfirmData | null {
  const q = new URL(request.url).searchParams;
  if (q.get('intent') !== 'reprice') return null;
  const lineId = readId(lineIdText);
  if (lineId === null) return null;
  const preview = repricePreview(lineId, ctx.version.id);
  if (!preview.ok) return null;
  const back = q.get('back') === 'edit' ? 'edit' : 'job';
  return {
    ...preview.value,
    versionNumber: ctx.version.versionNumber,
    actionHref: ctx.links.row(lineId),
    back,
    cancelHref: back === 'edit' ? ctx.links.edit(lineId) : ctx.links.job,
  };
}

/** `gone`: an Update of a line deleted meanwhile; its item, and where the same values post as a new line. */
export type PanelActionData = { values: FormValues; fieldErrors: Record<string, string[]>; formError: string | null; gone?: { item: PanelItem; addHref: string } };

/** Whether the version the panel's URL names is locked (Sent, Superseded, Approved, Declined): its lines are only viewed. */
export function versionLocked(ctx: PanelContext): boolean {
  return frozenNote(getDb(), ctx.version.id) !== null;
}

export type LineViewData = { lineId: number; readout: LineReadout; jobPath: string; locked: string | null };

/**
 * The read-only View of a line (items/{lineId}/view): its configuration in
 * words, prices, budgets and margins; `locked` says why it cannot be edited.
 * A line not in this version is a 404.
 */
export function lineViewData(ctx: PanelContext, lineIdText: string | undefined): LineViewData {
  const lineId = screenId(lineIdText, 'Line item not found');
  const view = lineItemView(lineId);
  if (!view || view.jobVersionId !== ctx.version.id) return notFound('Line item not found');
  const isSign = view.lineType === 'sign';
  const readout = lineReadout(
    {
      name: (isSign ? view.signName : view.serviceName) ?? 'Line item',
      quantity: view.quantity,
      description: view.description || (isSign ? view.signDescription : view.serviceDescription) || '',
      pricingMode: view.pricingMode,
      options: view.selectedOptions,
      lineItemPrice: view.lineItemPrice,
      lineItemInstallPrice: view.lineItemInstallPrice,
      lineItemBudget: view.lineItemBudget,
      lineItemInstallBudget: view.lineItemInstallBudget,
    },
    brandTargetMargin(ctx.job.brandId),
  );
  return { lineId, readout, jobPath: ctx.jobPath, locked: frozenNote(getDb(), ctx.version.id) };
}
