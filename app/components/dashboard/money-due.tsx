/** Home's 'Deposits outstanding' and 'Overdue invoices': small lists linking to the jobs. */
import { Link } from 'react-router';
import type { DueJob, OverdueInvoice } from '~/server/books/money-due.server';
import { formatCents } from '~/domain/money';

export function MoneyDue({ deposits, overdue }: { deposits: DueJob[]; overdue: OverdueInvoice[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="deposits-due">
        <h2 id="deposits-due" className="text-lg font-semibold">
          Deposits outstanding
        </h2>
        <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
          {deposits.length === 0 ? <li className="p-3 text-slate-600">No deposit is waiting.</li> : null}
          {deposits.map((j) => (
            <li key={j.href} className="p-3">
              <Link discover="none" to={j.href} className="font-medium text-slate-900 underline [overflow-wrap:anywhere]">
                {j.jobName}
              </Link>{' '}
              <span className="text-slate-500">{j.jobNumber}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="overdue-invoices">
        <h2 id="overdue-invoices" className="text-lg font-semibold">
          Overdue invoices
        </h2>
        <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
          {overdue.length === 0 ? <li className="p-3 text-slate-600">No invoice is overdue.</li> : null}
          {overdue.map((i) => (
            <li key={i.number} className="flex flex-wrap justify-between gap-2 p-3">
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <Link discover="none" to={i.href} className="font-medium text-slate-900 underline">
                  {i.number}
                </Link>{' '}
                <span className="text-slate-600">
                  {i.jobName} · due {i.dueDay}
                </span>
              </span>
              <span className="font-medium tabular-nums">{formatCents(i.owed)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
