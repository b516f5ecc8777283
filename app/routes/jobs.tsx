/**
 * Jobs list at / and /jobs (spec section 2): 25 per page, newest first, paged
 * in SQL. `?brand=<slug>` narrows it to one brand (the coming-soon pages link
 * there); an unknown slug shows every job under the plain title.
 */
import { useLoaderData } from 'react-router';
import type { Route } from './+types/jobs';
import { JobsScreen } from '~/components/jobs/jobs-screen';
import { readQuery } from '~/server/http/api.server';
import { jobListQuery, listJobs } from '~/server/jobs/job-list.server';
import { requireUser } from '~/server/auth/session.server';
import { brandNameBySlug } from '~/server/catalogue/lookup.server';
import { statusCounts } from '~/server/lifecycle/job-status.server';
import { today } from '~/server/lifecycle/version-state.server';

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.title ?? 'Jobs'} | Signboard` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const { page, status, brand } = readQuery(request, jobListQuery);
  const brandName = brand ? brandNameBySlug(brand) : null;
  const title = brandName ? `${brandName} Jobs` : 'Jobs';
  const brandSlug = brandName ? brand : undefined;
  return { title, status, list: listJobs({ page, status, brandSlug }), counts: statusCounts(today(), brandSlug) };
}

export default function Jobs() {
  const { title, list, status, counts } = useLoaderData<typeof loader>();
  return <JobsScreen title={title} list={list} status={status} counts={counts} />;
}

/** An error or 404 here keeps the sidebar and offers a way back. */
export { ScreenErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
