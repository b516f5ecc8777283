/** Jobs list at / and /jobs (spec section 2): 25 per page, newest first, paged in SQL. */
import { useLoaderData } from 'react-router';
import type { Route } from './+types/jobs';
import { JobsScreen } from '~/components/jobs/jobs-screen';
import { readQuery } from '~/server/http/api.server';
import { jobListQuery, listJobs } from '~/server/jobs/job-list.server';
import { requireUser } from '~/server/auth/session.server';

export function meta() {
  return [{ title: 'Jobs | Signboard' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const { page, status } = readQuery(request, jobListQuery);
  return { list: listJobs({ page, status }) };
}

export default function Jobs() {
  const { list } = useLoaderData<typeof loader>();
  return <JobsScreen title="Jobs" list={list} />;
}
