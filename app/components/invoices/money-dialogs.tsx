/**
 * The Money panel's dialogs, each the component of a nested route with its own URL: issue an invoice (its
 * figures first), record a payment, void an invoice, reverse a payment. Plain forms posting to the route's
 * action; the server's messages show under their field.
 */
import type { ReactNode } from 'react';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { FormDialog, closeButtonClass } from '~/components/ui/form-dialog';
import { inputClass } from '~/components/ui/field';
import { primaryButtonClass, headerButtonClass } from '~/components/ui/button';
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS, REASON_MAX, REFERENCE_MAX } from '~/domain/invoices/payment-form';

export type DialogAnswer = { fieldErrors: Record<string, string[]>; values: Record<string, string> } | undefined;

function Dialog({ title, closeHref, children }: { title: string; closeHref: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <FormDialog
      title={title}
      onClose={() => navigate(closeHref, { preventScrollReset: true })}
      closeControl={
        <Link discover="none" to={closeHref} preventScrollReset aria-label="Close" className={closeButtonClass}>
          ×
        </Link>
      }
    >
      {children}
    </FormDialog>
  );
}

function Problem({ answer, field }: { answer: DialogAnswer; field: string }) {
  const messages = answer?.fieldErrors[field];
  return messages?.length ? (
    <p id={`${field}-error`} className="mt-1 text-sm text-red-700" role="alert">
      {messages.join(' ')}
    </p>
  ) : null;
}

function Actions({ closeHref, label }: { closeHref: string; label: string }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-2">
      <Link discover="none" to={closeHref} preventScrollReset className={headerButtonClass}>
        Cancel
      </Link>
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {busy ? 'Working...' : label}
      </button>
    </div>
  );
}

export function IssueDialog({ data, answer }: { data: { kind: string; title: string; refused: string | null; figures: [string, string][] | null; emailTo?: string | null; closeHref: string }; answer: DialogAnswer }) {
  return (
    <Dialog title={`Issue ${data.title.toLowerCase()}`} closeHref={data.closeHref}>
      {data.refused || !data.figures ? (
        <p className="text-sm text-slate-700" role="alert">
          {data.refused}
        </p>
      ) : (
        <Form discover="none" method="post" preventScrollReset>
          <input type="hidden" name="kind" value={data.kind} />
          <dl className="divide-y divide-slate-200 text-sm" data-testid="issue-figures">
            {data.figures.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4 py-2">
                <dt className="text-slate-700">{label}</dt>
                <dd className="font-medium whitespace-nowrap text-slate-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-slate-600">{data.emailTo ? `The PDF is e-mailed to ${data.emailTo}.` : 'The client has no contact e-mail: download the PDF to send it.'}</p>
          <Problem answer={answer} field="kind" />
          <Problem answer={answer} field="_" />
          <Actions closeHref={data.closeHref} label={`Issue ${data.title.toLowerCase()}`} />
        </Form>
      )}
    </Dialog>
  );
}

const v = (answer: DialogAnswer, name: string, fallback = '') => answer?.values[name] ?? fallback;
const invalid = (answer: DialogAnswer, name: string) => (answer?.fieldErrors[name]?.length ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {});

type InvoiceLite = { number: string; amountText: string; balanceText: string; paidText: string };

export function PaymentDialog({ invoice, today, closeHref, answer }: { invoice: InvoiceLite; today: string; closeHref: string; answer: DialogAnswer }) {
  return (
    <Dialog title={`Record payment against ${invoice.number}`} closeHref={closeHref}>
      <Form discover="none" method="post" preventScrollReset className="space-y-4">
        <p className="text-sm text-slate-700">{`Invoice ${invoice.amountText}; paid ${invoice.paidText}; balance ${invoice.balanceText}.`}</p>
        <div>
          <label htmlFor="amount" className="block text-sm font-medium">
            Amount
          </label>
          <input id="amount" name="amount" inputMode="decimal" required defaultValue={v(answer, 'amount')} className={inputClass} autoFocus data-autofocus {...invalid(answer, 'amount')} />
          <Problem answer={answer} field="amount" />
        </div>
        <div>
          <label htmlFor="day" className="block text-sm font-medium">
            Date received
          </label>
          <input id="day" name="day" type="date" required max={today} defaultValue={v(answer, 'day', today)} className={inputClass} {...invalid(answer, 'day')} />
          <Problem answer={answer} field="day" />
        </div>
        <div>
          <label htmlFor="method" className="block text-sm font-medium">
            Method
          </label>
          <select id="method" name="method" defaultValue={v(answer, 'method', 'cheque')} className={inputClass} {...invalid(answer, 'method')}>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </select>
          <Problem answer={answer} field="method" />
        </div>
        <div>
          <label htmlFor="reference" className="block text-sm font-medium">
            Reference <span className="font-normal text-slate-600">(cheque number, transfer id; optional)</span>
          </label>
          <input id="reference" name="reference" maxLength={REFERENCE_MAX} defaultValue={v(answer, 'reference')} className={inputClass} {...invalid(answer, 'reference')} />
          <Problem answer={answer} field="reference" />
        </div>
        <Problem answer={answer} field="_" />
        <Actions closeHref={closeHref} label="Record payment" />
      </Form>
    </Dialog>
  );
}

export function ReasonDialog({ title, intro, label, closeHref, answer }: { title: string; intro: string; label: string; closeHref: string; answer: DialogAnswer }) {
  return (
    <Dialog title={title} closeHref={closeHref}>
      <Form discover="none" method="post" preventScrollReset className="space-y-4">
        <p className="text-sm text-slate-700">{intro}</p>
        <div>
          <label htmlFor="reason" className="block text-sm font-medium">
            Reason
          </label>
          <textarea id="reason" name="reason" required maxLength={REASON_MAX} rows={3} defaultValue={v(answer, 'reason')} className={inputClass} autoFocus data-autofocus {...invalid(answer, 'reason')} />
          <Problem answer={answer} field="reason" />
        </div>
        <Problem answer={answer} field="_" />
        <Actions closeHref={closeHref} label={label} />
      </Form>
    </Dialog>
  );
}
