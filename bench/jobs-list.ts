/**
 * What the bench measures: listJobs on a few pages, and a full server render
 * of /jobs?page=200 (app layout + jobs route: loaders, then React to HTML)
 * through React Router's static handler, as the production server does.
 */
import { performance } from 'node:perf_hooks';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import * as layout from '../app/routes/app-layout';
import * as jobsRoute from '../app/routes/jobs';
import { jobListQueryPlan, listJobs } from '../app/server/jobs/job-list.server';
import { createSession } from '../app/server/auth/session.server';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The milliseconds of `runs` calls of `fn`, after `warmups` calls not counted (they warm the statement cache). */
export function samples(runs: number, fn: () => unknown, warmups = 1): number[] {
  for (let i = 0; i < warmups; i++) fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    ms.push(performance.now() - t0);
  }
  return ms;
}

/** The same for an async `fn`, each call awaited before the next. */
export async function samplesAsync(runs: number, fn: () => Promise<unknown>, warmups = 1): Promise<number[]> {
  for (let i = 0; i < warmups; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  return ms;
}

export const time = (runs: number, fn: () => unknown): number => median(samples(runs, fn));

export const timeAsync = async (runs: number, fn: () => Promise<unknown>): Promise<number> => median(await samplesAsync(runs, fn));

export function listJobsCases(pageCount: number, brandSlug: string) {
  return [
    { label: 'listJobs page 0', run: () => listJobs({ page: 0 }) },
    { label: `listJobs page ${Math.floor(pageCount / 2)} (middle)`, run: () => listJobs({ page: Math.floor(pageCount / 2) }) },
    { label: `listJobs page ${pageCount - 1} (last)`, run: () => listJobs({ page: pageCount - 1 }) },
    { label: `listJobs brand ${brandSlug} page 0`, run: () => listJobs({ page: 0, brandSlug }) },
    { label: `listJobs brand ${brandSlug} last page`, run: () => listJobs({ page: 1e9, brandSlug }) },
  ];
}

export function plans(brandSlug: string) {
  return { all: jobListQueryPlan({ page: 200 }), brand: jobListQueryPlan({ page: 0, brandSlug }) };
}

/** A function that renders a /jobs URL (path and query) to HTML as `userId` sees it: the app layout's and the jobs route's loaders, then React. */
export async function jobsPageRenderer(userId: number) {
  const { cookie } = await createSession(userId);
  const cookieHeader = cookie.split(';')[0]!;
  const routes = [
    {
      id: 'routes/app-layout',
      path: '/',
      loader: layout.loader,
      Component: layout.default,
      children: [{ id: 'routes/jobs', path: 'jobs', loader: jobsRoute.loader, Component: jobsRoute.default }],
    },
  ];
  const handler = createStaticHandler(routes as never);
  return async (url: string) => {
    const context = await handler.query(new Request(new URL(url, 'http://localhost'), { headers: { Cookie: cookieHeader } }));
    if (context instanceof Response) throw new Error(`Unexpected response ${context.status} for ${url}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    return renderToString(createElement(StaticRouterProvider, { router, context }));
  };
}

/** Returns a function that renders the page to HTML, and checks it once. */
export async function serverRenderer(userId: number, url: string) {
  const renderUrl = await jobsPageRenderer(userId);
  const render = () => renderUrl(url);
  const html = await render();
  if (!html.includes('Page 201 of')) throw new Error(`The rendered page is not page 201: ${html.slice(0, 3000)}`);
  return render;
}
