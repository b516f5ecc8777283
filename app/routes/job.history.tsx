/**
 * /job/{brandSlug}/{jobNumber}/history?page= : the job's History panel in the
 * job page's Outlet (read-only; history rows are never changed by any route).
 */
import { z } from 'zod';
import type { Route } from './+types/job.history';
import { HistoryPanel } from '~/components/lifecycle/history-panel';
import { panelContext } from '~/server/line-items/panel-routes.server';
import { historyPanel } from '~/server/lifecycle/history.server';
import { requireUser } from '~/server/auth/session.server';
import { readQuery } from '~/server/http/api.server';

/** It opens a side panel over the job page (job-screen.tsx renders the page behind it inert). */
export const handle = { panel: true };

const query = z.object({ page: z.coerce.number().int().min(0).max(1_000_000).catch(0) });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  const ctx = panelContext(request, params);
  const { page } = readQuery(request, query);
  return { history: historyPanel(ctx.job.id, page), closeHref: ctx.links.job, path: `${ctx.jobPath}/history` };
}

export default function HistoryRoute({ loaderData }: Route.ComponentProps) {
  const { history, closeHref, path } = loaderData;
  return <HistoryPanel data={history} closeHref={closeHref} pageHref={(p) => (p > 0 ? `${path}?page=${p}` : path)} />;
}
