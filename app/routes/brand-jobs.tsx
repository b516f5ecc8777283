/**
 * Per-brand job lists at /daves-hot-chicken and /skechers (docs/product.md § Per-brand job lists):
 * the jobs list restricted to one brand. One module serves both routes; the
 * URL's path picks the brand. Search, filters and sort as on /jobs,
 * the brand fixed by the path.
 */
import { data, useLoaderData } from 'react-router';
import type { Route } from './+types/brand-jobs';
import { JobsScreen } from '~/components/jobs/jobs-screen';
import { BRAND_LIST_PAGES } from '~/domain/catalogue/brands';
import { readJobListQuery } from '~/domain/jobs/job-search';
import { shownPage } from '~/domain/jobs/list-rows';
import { listJobs } from '~/server/jobs/job-list.server';
import { requireUser } from '~/server/auth/session.server';
import { managerOptions } from '~/server/catalogue/lookup.server';
import { statusCounts } from '~/server/lifecycle/job-status.server';
import { today } from '~/server/lifecycle/version-state.server';

function brandPage(request: Request) {
  const key = new URL(request.url).pathname.replace(/^\/+|\/+$/g, '');
  return Object.hasOwn(BRAND_LIST_PAGES, key) ? BRAND_LIST_PAGES[key as keyof typeof BRAND_LIST_PAGES] : null;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const page = brandPage(request);
  if (!page) throw data('No such brand list', { status: 404 });
  const { query, ignored } = readJobListQuery(new URL(request.url).searchParams);
  return {
    title: page.title,
    query: { ...query, brand: '' },
    ignored,
    list: shownPage(listJobs({ ...query, brandSlug: page.brandSlug })),
    counts: statusCounts(today(), page.brandSlug),
    choices: { brands: null, people: managerOptions().map(({ id, name }) => ({ id, name })) },
  };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.title ?? 'Jobs'} | Signboard` }];
}

export default function BrandJobs() {
  const { title, list, query, ignored, counts, choices } = useLoaderData<typeof loader>();
  return <JobsScreen title={title} list={list} query={query} ignored={ignored} counts={counts} choices={choices} />;
}

/** An error or 404 here keeps the sidebar and offers a way back. */
export { ScreenErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
