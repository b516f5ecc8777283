/**
 * /settings/invoices (admins only): the invoice number pattern (docs/invoices.md § Numbering). A plain form;
 * the pattern must contain {NNNN}; numbers already given never change and are never given again.
 */
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/settings.invoices';
import { requireAdmin } from '~/server/auth/session.server';
import { requireFormPost } from '~/server/http/methods.server';
import { redirectWithToast } from '~/server/http/toast.server';
import { fieldErrors } from '~/server/http/api.server';
import { invoicePattern, peekInvoiceNumber, saveInvoicePattern } from '~/server/invoices/numbering.server';
import { today } from '~/server/lifecycle/version-state.server';
import { invoicePatternSchema, INVOICE_PATTERN_MAX } from '~/domain/invoices/number';
import { inputClass } from '~/components/ui/field';
import { primaryButtonClass } from '~/components/ui/button';

export function meta() {
  return [{ title: 'Invoice settings | Signboard' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { pattern: invoicePattern(), next: peekInvoiceNumber(Number(today().slice(0, 4))) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  requireFormPost(request);
  const form = Object.fromEntries(await request.formData());
  const parsed = invoicePatternSchema.safeParse(form);
  if (!parsed.success) return data({ fieldErrors: fieldErrors(parsed.error), pattern: typeof form.pattern === 'string' ? form.pattern : '' }, { status: 400 });
  saveInvoicePattern(parsed.data.pattern);
  return redirectWithToast('/settings/invoices', { description: 'Invoice number pattern saved' });
}

export default function InvoiceSettings({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const error = actionData?.fieldErrors.pattern?.join(' ');
  return (
    <main className="max-w-2xl px-4 py-8 sm:px-8">
      <h1 className="text-2xl font-semibold">Invoice settings</h1>
      <Form discover="none" method="post" className="mt-6 space-y-4">
        <div>
          <label htmlFor="pattern" className="block text-sm font-medium">
            Number pattern
          </label>
          <input id="pattern" name="pattern" required maxLength={INVOICE_PATTERN_MAX} defaultValue={actionData?.pattern ?? loaderData.pattern} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby="pattern-help pattern-error" />
          <p id="pattern-help" className="mt-1 text-sm text-slate-600">
            {`{YYYY} or {YY} is the year of issue, {NNNN} the counter (four digits or more, starting again each year when the pattern has a year). Next number now: ${loaderData.next}.`}
          </p>
          {error ? (
            <p id="pattern-error" className="mt-1 text-sm text-red-700" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? 'Saving...' : 'Save'}
        </button>
      </Form>
    </main>
  );
}
