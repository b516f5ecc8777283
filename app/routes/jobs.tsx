/**
 * Jobs list at / and /jobs (docs/product.md § Jobs list): 25 per page, newest first, paged
 * in SQL. `?brand=<slug>` narrows it to one brand (the coming-soon pages link
 * there); an unknown slug shows every job under the plain title. Search,
 * filters and sort ride in the same query string
 * (app/domain/jobs/job-search.ts); a bad value is ignored, never a failure.
 */
import { useLoaderData } from 'react-router';
import type { Route } from './+types/jobs';
import { JobsScreen } from '~/components/jobs/jobs-screen';
import { readJobListQuery } from '~/domain/jobs/job-search';
import { shownPage } from '~/domain/jobs/list-rows';
import { listJobs } from '~/server/jobs/job-list.server';
import { requireUser } from '~/server/auth/session.server';
import { brandNameBySlug, brandOptions, managerOptions } from '~/server/catalogue/lookup.server';
import { statusCounts } from '~/server/lifecycle/job-status.server';
import { today } from '~/server/lifecycle/version-state.server';

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.title ?? 'Jobs'} | Signboard` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const { query, ignored } = readJobListQuery(new URL(request.url).searchParams);
  const brandName = query.brand ? brandNameBySlug(query.brand) : null;
  const title = brandName ? `${brandName} Jobs` : 'Jobs';
  const brandSlug = brandName ? query.brand : undefined;
  return {
    title,
    query,
    ignored,
    list: shownPage(listJobs({ ...query, brandSlug })),
    counts: statusCounts(today(), brandSlug),
    choices: { brands: brandOptions().map(({ name, slug }) => ({ name, slug })), people: managerOptions().map(({ id, name }) => ({ id, name })) },
  };
}

export default function Jobs() {
  const { title, list, query, ignored, counts, choices } = useLoaderData<typeof loader>();
  return <JobsScreen title={title} list={list} query={query} ignored={ignored} counts={counts} choices={choices} />;
}

/** An error or 404 here keeps the sidebar and offers a way back. */
export { ScreenErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
