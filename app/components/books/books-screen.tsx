/**
 * The books page: a from/to form (GET, works without JavaScript), what the range holds, and the four CSV
 * downloads with the layouts they follow.
 */
import { Form } from 'react-router';
import type { BooksPage } from '~/server/books/books-routes.server';
import { formatCents } from '~/domain/money';
import { primaryButtonClass } from '~/components/ui/button';

function DayField({ name, label, value, error }: { name: 'from' | 'to'; label: string; value: string; error?: string }) {
  const errorId = `${name}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`books-${name}`} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={`books-${name}`}
        type="date"
        name={name}
        defaultValue={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 aria-invalid:border-red-600"
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function BooksScreen({ page }: { page: BooksPage }) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-8">
      <h1 className="text-2xl font-semibold">Books</h1>
      <p className="mt-1 text-sm text-slate-600">The invoices issued, payments received and their customers in a range of days, as CSV files QuickBooks Online and Xero import. Void invoices and reversed payments are left out.</p>
      <Form discover="none" method="get" className="mt-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label="Range">
        <DayField name="from" label="From" value={page.range.from} error={page.errors.from} />
        <DayField name="to" label="To" value={page.range.to} error={page.errors.to} />
        <button type="submit" className={primaryButtonClass}>
          Show
        </button>
      </Form>
      {page.summary ? (
        <>
          <p className="mt-4 text-sm text-slate-700" data-testid="books-summary">
            {page.summary.invoices} {page.summary.invoices === 1 ? 'invoice' : 'invoices'} issued ({formatCents(page.summary.invoiced)}), {page.summary.payments}{' '}
            {page.summary.payments === 1 ? 'payment' : 'payments'} received ({formatCents(page.summary.received)}).
          </p>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2" aria-label="Downloads">
            {page.files.map((f) => (
              <li key={f.href}>
                <a href={f.href} download className="flex h-full items-center rounded-lg border border-slate-200 bg-white p-3 text-sm font-medium text-slate-900 underline shadow-sm hover:bg-slate-50">
                  {f.label} (CSV)
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
