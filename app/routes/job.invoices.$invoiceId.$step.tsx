/** /job/{brandSlug}/{jobNumber}/invoices/{invoiceId}/payment and .../void : record a payment against an invoice, or void it with a reason. */
import type { Route } from './+types/job.invoices.$invoiceId.$step';
import { PaymentDialog, ReasonDialog, type DialogAnswer } from '~/components/invoices/money-dialogs';
import { panelContext } from '~/server/line-items/panel-routes.server';
import { invoiceDialogAction, invoiceDialogData } from '~/server/invoices/money-routes.server';
import { requireUser } from '~/server/auth/session.server';
import { requireFormPost } from '~/server/http/methods.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  return invoiceDialogData(panelContext(request, params), params.invoiceId, params.step);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  requireFormPost(request);
  return invoiceDialogAction(panelContext(request, params), params.invoiceId, params.step, request, user);
}

export default function InvoiceDialogRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { invoice, closeHref, today, step } = loaderData;
  const answer = actionData as DialogAnswer;
  if (step === 'payment') return <PaymentDialog invoice={invoice} today={today} closeHref={closeHref} answer={answer} />;
  return (
    <ReasonDialog
      title={`Void ${invoice.number}`}
      intro={`A void invoice owes nothing and stays listed; its number is never given again. ${invoice.paid > 0 ? `It has ${invoice.paidText} of payments: reverse them first.` : ''}`}
      label={`Void ${invoice.number}`}
      closeHref={closeHref}
      answer={answer}
    />
  );
}
