/** /job/{brandSlug}/{jobNumber}/payments/{paymentId}/reverse : reverse a mistaken payment with a reason (never deleted). */
import type { Route } from './+types/job.payments.$paymentId.reverse';
import { ReasonDialog, type DialogAnswer } from '~/components/invoices/money-dialogs';
import { panelContext } from '~/server/line-items/panel-routes.server';
import { reverseDialogAction, reverseDialogData } from '~/server/invoices/money-routes.server';
import { requireUser } from '~/server/auth/session.server';
import { requireFormPost } from '~/server/http/methods.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  return reverseDialogData(panelContext(request, params), params.paymentId);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  requireFormPost(request);
  return reverseDialogAction(panelContext(request, params), params.paymentId, request, user);
}

export default function ReverseRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { payment, invoiceNumber, closeHref } = loaderData;
  return (
    <ReasonDialog
      title={`Reverse a payment against ${invoiceNumber}`}
      intro={`The payment of ${payment.amountText} on ${payment.dayText} will count for nothing; it stays listed as reversed.`}
      label="Reverse payment"
      closeHref={closeHref}
      answer={actionData as DialogAnswer}
    />
  );
}
