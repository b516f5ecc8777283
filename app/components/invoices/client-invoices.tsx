/** The client page's Invoices section: each invoice of this proposal with its amount, due day, status and its PDF. */
import type { ClientInvoice } from '~/server/invoices/client-invoices.server';

export function ClientInvoices({ invoices }: { invoices: ClientInvoice[] }) {
  if (!invoices.length) return null;
  return (
    <section aria-labelledby="client-invoices-title" className="mt-8 rounded-lg border border-slate-200 bg-white p-4 sm:p-6" data-testid="client-invoices">
      <h2 id="client-invoices-title" className="text-lg font-semibold">
        Invoices
      </h2>
      <ul className="mt-3 divide-y divide-slate-200">
        {invoices.map((i) => (
          <li key={i.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
            <p className="min-w-40 font-medium">
              {i.number} <span className="text-sm font-normal text-slate-600">{i.title}</span>
            </p>
            <p className="tabular-nums">{i.amountText}</p>
            <p className="text-sm text-slate-700">{i.dueText.startsWith('Due') ? i.dueText : `Due ${i.dueText}`}</p>
            <p className="text-sm font-medium">{i.status}</p>
            <a href={i.href} download className="ml-auto text-sm font-medium text-slate-900 underline underline-offset-2">
              Download PDF<span className="sr-only">{` of ${i.number}`}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
