/** /job/{brandSlug}/{jobNumber}/invoices/issue?kind= : the confirm page of issuing an invoice, its figures first. */
import type { Route } from './+types/job.invoices.issue';
import { IssueDialog, type DialogAnswer } from '~/components/invoices/money-dialogs';
import { panelContext } from '~/server/line-items/panel-routes.server';
import { issueDialogAction, issueDialogData } from '~/server/invoices/money-routes.server';
import { requireUser } from '~/server/auth/session.server';
import { requireFormPost } from '~/server/http/methods.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  return issueDialogData(panelContext(request, params), request);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  requireFormPost(request);
  return issueDialogAction(panelContext(request, params), request, user);
}

export default function IssueRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <IssueDialog data={loaderData} answer={actionData as DialogAnswer} />;
}
