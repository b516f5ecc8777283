/**
 * Line-item figures for `npm run bench` (no assertions): a job version with
 * 300 line items built through the real write path, then
 * - addLineItem (server module) and POST /api/job-line-items (route action:
 *   JSON, validation, pricing, insert, read-back), median and p95;
 * - the job page with 300 lines rendered on the server (layout + job loaders,
 *   React to HTML), and GET /api/job-line-items/by-job for it;
 * - a reorder of the 300 lines (move last -> first; and a full reorder);
 * - SQL statements per read, to show there are no per-row queries.
 */
import { testStaff } from '../tests/support/staff-actor';
import { performance } from 'node:perf_hooks';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData } from 'react-router';
import { and, eq } from 'drizzle-orm';
import type { DB } from '../db/connection';
import * as layout from '../app/routes/app-layout';
import * as jobRoute from '../app/routes/job';
import * as createRoute from '../app/routes/api/job-line-items';
import * as byJobRoute from '../app/routes/api/job-line-items.by-job.$brandSlug.$jobNumber';
import { schema } from '../app/server/db.server';
import { createSession } from '../app/server/auth/session.server';
import { addLineItem, moveLineItem, reorderLineItems, type LineItemDraft } from '../app/server/line-items/line-item-writes.server';
import { lineItemsForVersion } from '../app/server/line-items/line-item-reads.server';
import { loadJobPage } from '../app/server/jobs/job-page.server';
import { getJob } from '../app/server/jobs/job-detail.server';
import { median } from './jobs-list';

export const LINES = 300;
const ORIGIN = 'http://localhost';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function sample(runs: number, fn: () => unknown): number[] {
  fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    out.push(performance.now() - t0);
  }
  return out;
}

async function sampleAsync(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  await fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

/** How many SQL statements a call runs (better-sqlite3 prepares each one it runs through drizzle). */
function statements(db: DB, fn: () => unknown): number {
  const client = db.$client;
  const original = client.prepare.bind(client);
  let n = 0;
  client.prepare = ((sql: string) => {
    n += 1;
    return original(sql);
  }) as typeof client.prepare;
  try {
    fn();
  } finally {
    client.prepare = original;
  }
  return n;
}

function id(db: DB, table: 'signs' | 'services', brandId: number, name: string): number {
  const t = table === 'signs' ? schema.signs : schema.services;
  return db.select({ id: t.id }).from(t).where(and(eq(t.brandId, brandId), eq(t.name, name))).get()!.id;
}

/** A realistic mix of sign and service drafts of the brand. */
function drafts(db: DB, brandId: number): LineItemDraft[] {
  const sign = (name: string, selectedOptions: Record<string, string | number>, quantity = 1): LineItemDraft => ({
    lineType: 'sign', signId: id(db, 'signs', brandId, name), quantity, selectedOptions, pricingMode: 'Calculated', customDescription: null,
  });
  const service = (name: string, extra: Partial<LineItemDraft> = {}): LineItemDraft => ({
    lineType: 'service', serviceId: id(db, 'services', brandId, name), quantity: 1, selectedOptions: {}, pricingMode: 'Calculated', customDescription: null, ...extra,
  });
  return [
    sign('Channel Letters', { size: '24"', Color: 'Bronze', 'Fab Type': 'Reverse Halo-Lit', Raceway: 'Behind-The-Wall', 'Backer Size': 'None', 'Backer Illumination': 'No', 'Lift Equipment': 'Scissor Lift' }, 2),
    sign('Monument Sign', { Color: 'White', 'Fab Material': 'Aluminum', heightFt: 5, heightIn: 6, widthFt: 8, widthIn: 0 }),
    sign('Window Graphics', { 'Print Material': 'Perforated Vinyl', 'Mounting Surface': 'Exterior Glass', heightFt: 4, heightIn: 0, widthFt: 10, widthIn: 0 }),
    service('Survey'),
    service('Shipping & Crating (Exterior)', { selectedOptions: { Canada: 'On' } }),
    service('Labor', { enteredPrice: 45000, customDescription: 'Night crew' }),
  ];
}

function newVersion(db: DB, brandId: number, n: number) {
  const owner = db.select({ id: schema.users.id }).from(schema.users).get()!.id;
  const job = db.insert(schema.jobs).values({ jobName: `Bench Quote ${n}`, jobNumber: `BENCH-LI-${n}`, brandId, creatorId: owner }).returning().get();
  const versionId = db.insert(schema.jobVersions).values({ jobId: job.id, versionNumber: 1, createdById: owner }).returning().get().id;
  return { job, versionId, owner };
}

/** A job of brand CJR (number BENCH-LI-{n}) whose one version holds `count` lines of the realistic mix. */
export function jobWithLines(db: DB, n: number, count: number) {
  const brand = db.select().from(schema.brands).where(eq(schema.brands.slug, 'cjr')).get()!;
  const mix = drafts(db, brand.id);
  const made = newVersion(db, brand.id, n);
  for (let i = 0; i < count; i++) {
    const r = addLineItem(testStaff, made.versionId, mix[i % mix.length]!);
    if (!r.ok) throw new Error(`add failed: ${r.error} ${JSON.stringify(r.fieldErrors)}`);
  }
  return { ...made, brand, mix };
}

export async function lineItemsBench(db: DB, runs: number) {
  const brand = db.select().from(schema.brands).where(eq(schema.brands.slug, 'cjr')).get()!;
  const mix = drafts(db, brand.id);
  const { job, versionId, owner } = newVersion(db, brand.id, 1);

  // 300 adds through the module: each one is a sample of 'add' on a growing version (0..299 lines).
  const addModule: number[] = [];
  for (let i = 0; i < LINES; i++) {
    const t0 = performance.now();
    const r = addLineItem(testStaff, versionId, mix[i % mix.length]!);
    addModule.push(performance.now() - t0);
    if (!r.ok) throw new Error(`add failed: ${r.error} ${JSON.stringify(r.fieldErrors)}`);
  }

  const { cookie } = await createSession(owner);
  const cookieHeader = cookie.split(';')[0]!;

  // POST /api/job-line-items on a second version already holding 300 lines.
  const second = newVersion(db, brand.id, 2);
  for (let i = 0; i < LINES; i++) addLineItem(testStaff, second.versionId, mix[i % mix.length]!);
  const body = JSON.stringify({ jobVersionId: second.versionId, lineType: 'sign', signId: mix[0]!.signId, quantity: 1, selectedOptions: mix[0]!.selectedOptions });
  const post = async () => {
    const request = new Request(`${ORIGIN}/api/job-line-items`, { method: 'POST', headers: { Cookie: cookieHeader, Origin: ORIGIN, 'Content-Type': 'application/json' }, body });
    const out = await createRoute.action({ request, params: {}, context: {} } as never);
    if ((out as { init?: { status?: number } }).init?.status !== 201) throw new Error(`POST failed: ${JSON.stringify(out)}`);
  };
  const addApi = await sampleAsync(runs, post);

  // GET /api/job-line-items/by-job for the 300-line version.
  const byJob = () =>
    byJobRoute.loader({
      request: new Request(`${ORIGIN}/api/job-line-items/by-job/${brand.slug}/${job.jobNumber}`, { headers: { Cookie: cookieHeader } }),
      params: { brandSlug: brand.slug, jobNumber: job.jobNumber },
      context: {},
    } as never);
  const apiRead = await sampleAsync(runs, byJob);

  // The job page, server-rendered (layout + job loaders, then React to HTML).
  const handler = createStaticHandler([
    {
      id: 'routes/app-layout',
      path: '/',
      loader: layout.loader,
      Component: layout.default,
      // The route's component takes its data as props (React Router's framework mode passes them; a bare static router does not).
      children: [{ id: 'routes/job', path: 'job/:brandSlug/:jobNumber', loader: jobRoute.loader, Component: () => createElement(jobRoute.default as never, { loaderData: useLoaderData(), actionData: undefined }) }],
    },
  ] as never);
  const render = async () => {
    const request = new Request(`${ORIGIN}/job/${brand.slug}/${job.jobNumber}`, { headers: { Cookie: cookieHeader } });
    const context = await handler.query(request);
    if (context instanceof Response) throw new Error(`Unexpected response ${context.status}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    return renderToString(createElement(StaticRouterProvider, { router, context }));
  };
  const html = await render();
  if (process.env.BENCH_DUMP_HTML) (await import("node:fs")).writeFileSync(process.env.BENCH_DUMP_HTML, html);
  if (process.env.BENCH_DUMP) (await import('node:fs')).writeFileSync(process.env.BENCH_DUMP, html);
  const rows = (html.match(/data-line-id=|<tr/g) ?? []).length;
  const page = await sampleAsync(runs, render);
  const pageData = sample(runs, () => loadJobPage(getJob(job.id)!, null));

  // Reorder: move the last line to the top (renumbers all 300), and a whole new order at once.
  const ids = lineItemsForVersion(versionId).map((l) => l.id);
  let flip = false;
  const move = sample(runs, () => {
    flip = !flip;
    const r = moveLineItem(testStaff, flip ? ids.at(-1)! : ids[0]!, flip ? 1 : LINES, versionId);
    if (!r.ok) throw new Error(r.error);
  });
  const reorder = sample(runs, () => {
    ids.reverse();
    const r = reorderLineItems(testStaff, versionId, ids);
    if (!r.ok) throw new Error(r.error);
  });

  const statementCounts = {
    'lineItemsForVersion (300 lines)': statements(db, () => lineItemsForVersion(versionId)),
    'job page data (loadJobPage)': statements(db, () => loadJobPage(getJob(job.id)!, null)),
    'moveLineItem (300 lines)': statements(db, () => moveLineItem(testStaff, ids[0]!, LINES, versionId)),
    'addLineItem (sign)': statements(db, () => addLineItem(testStaff, second.versionId, mix[0]!)),
  };

  return {
    rows: [
      ['addLineItem, version growing 0 -> 300 lines', addModule],
      ['POST /api/job-line-items (version of 300 lines)', addApi],
      ['GET /api/job-line-items/by-job (300 lines)', apiRead],
      ['job page data, loadJobPage (300 lines)', pageData],
      ['render /job/... (layout + job loaders + HTML, 300 lines)', page],
      ['move last line to first (renumber 300)', move],
      ['reorder all 300 lines (one write)', reorder],
    ] as [string, number[]][],
    htmlRows: rows,
    htmlKb: Math.round(html.length / 1024),
    statementCounts,
  };
}

export function printLineItems(result: Awaited<ReturnType<typeof lineItemsBench>>) {
  console.log(`\nLine items bench: a version of ${LINES} line items (signs and services of one brand)`);
  console.log(`  rendered job page: ${result.htmlKb} KB of HTML\n`);
  const width = Math.max(...result.rows.map(([l]) => l.length));
  console.log(`  ${''.padEnd(width)}  ${'median'.padStart(8)}  ${'p95'.padStart(8)}  (ms, ${'n'} samples)`);
  for (const [label, samples] of result.rows) {
    console.log(`  ${label.padEnd(width)}  ${median(samples).toFixed(2).padStart(8)}  ${percentile(samples, 95).toFixed(2).padStart(8)}  (${samples.length})`);
  }
  console.log('\n  SQL statements per call (no per-row queries):');
  for (const [label, n] of Object.entries(result.statementCounts)) console.log(`    ${label}: ${n}`);
}
