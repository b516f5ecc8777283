/**
 * The job page's Money panel, once a version is Approved (docs/invoices.md § The Money panel): the approved
 * total, what is invoiced, paid and still owed; each invoice with its number, amount, due day, status in words,
 * Download, Record payment and Void; each payment with Reverse; and the Issue buttons the terms call for. Every
 * action is a link to a nested route (a dialog with its own URL) or a plain download, so it all works without
 * JavaScript.
 */
import { Link } from 'react-router';
import type { MoneyPanelData } from '~/server/invoices/money.server';
import { headerButtonClass, primaryButtonClass } from '~/components/ui/button';

const STATUS_TONE: Record<string, string> = {
  Open: 'bg-sky-50 text-sky-900 ring-sky-200',
  'Partly paid': 'bg-amber-50 text-amber-900 ring-amber-200',
  Paid: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  Overdue: 'bg-red-50 text-red-900 ring-red-200',
  Void: 'bg-slate-100 text-slate-700 ring-slate-300',
};

const smallLink = 'rounded px-2 py-1 text-sm font-medium text-slate-700 underline-offset-2 hover:bg-slate-100 hover:underline';

export function MoneyPanel({ money, path }: { money: MoneyPanelData; path: string }) {
  const figures: [string, string, string][] = [
    ['Approved total', money.text.approvedTotal, 'approved'],
    ['Invoiced', money.text.invoiced, 'invoiced'],
    ['Paid', money.text.paid, 'paid'],
    ['Balance', money.text.balance, 'balance'],
  ];
  return (
    <section aria-labelledby="money-title" data-testid="money-panel" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="money-title" className="text-base font-semibold text-slate-900">
          Money <span className="text-sm font-normal text-slate-600">{`(version ${money.versionNumber}, ${money.terms ?? 'no payment terms'})`}</span>
        </h2>
        <div className="flex flex-wrap gap-2">
          {money.toIssue.map((t) => (
            <Link discover="none" key={t.kind} to={`${path}/invoices/issue?kind=${t.kind}`} preventScrollReset className={primaryButtonClass}>
              {t.button}
            </Link>
          ))}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value, id]) => (
          <div key={id} className="rounded-md bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900 tabular-nums" data-testid={`money-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {money.invoices.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No invoice issued yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200" aria-label="Invoices">
          {money.invoices.map((inv) => (
            <li key={inv.id} className="py-3" data-testid="invoice-row">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                <p className="min-w-40 font-semibold text-slate-900">
                  {inv.number} <span className="text-sm font-normal text-slate-600">{inv.title}</span>
                </p>
                <p className="tabular-nums">{inv.amountText}</p>
                <p className="text-sm text-slate-700">{inv.dueDay ? `Due ${inv.dueText}` : inv.dueText}</p>
                <p className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${STATUS_TONE[inv.status] ?? ''}`} data-testid="invoice-status">
                  {inv.status}
                </p>
                {inv.status !== 'Void' && inv.paid > 0 ? <p className="text-sm text-slate-700">{`Paid ${inv.paidText}, owed ${inv.balanceText}`}</p> : null}
                <div className="-ml-2 flex flex-wrap gap-1 sm:ml-auto">
                  <a href={`${path}/invoices/${inv.id}/pdf`} className={smallLink} download>
                    Download<span className="sr-only">{` ${inv.number}`}</span>
                  </a>
                  {inv.status !== 'Void' && inv.balance > 0 ? (
                    <Link discover="none" to={`${path}/invoices/${inv.id}/payment`} preventScrollReset className={smallLink}>
                      Record payment<span className="sr-only">{` against ${inv.number}`}</span>
                    </Link>
                  ) : null}
                  {inv.status !== 'Void' ? (
                    <Link discover="none" to={`${path}/invoices/${inv.id}/void`} preventScrollReset className={smallLink}>
                      Void<span className="sr-only">{` ${inv.number}`}</span>
                    </Link>
                  ) : null}
                </div>
              </div>
              {inv.voidReason ? <p className="mt-1 text-sm text-slate-600">{`Voided: ${inv.voidReason}`}</p> : null}
              {inv.payments.length ? (
                <ul className="mt-2 space-y-1 text-sm" aria-label={`Payments against ${inv.number}`}>
                  {inv.payments.map((p) => (
                    <li key={p.id} className={`flex flex-wrap items-center gap-x-3 ${p.reversed ? 'text-slate-500' : 'text-slate-800'}`}>
                      <span className={p.reversed ? 'line-through' : undefined}>{`${p.amountText} on ${p.dayText} by ${p.methodText.toLowerCase()}${p.reference ? ` (${p.reference})` : ''}`}</span>
                      {p.reversed ? (
                        <span>{`Reversed: ${p.reversalReason ?? ''}`}</span>
                      ) : (
                        <Link discover="none" to={`${path}/payments/${p.id}/reverse`} preventScrollReset className={smallLink}>
                          Reverse<span className="sr-only">{` the payment of ${p.amountText}`}</span>
                        </Link>
                      )}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export { headerButtonClass };
