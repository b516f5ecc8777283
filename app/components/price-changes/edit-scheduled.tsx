/**
 * A Scheduled price change's page until its day: every cell's new price as a field, its day, Save changes, and
 * Cancel this change (two plain forms: work without JavaScript). Errors are shown at the field they name.
 */
import { Form, useNavigation } from 'react-router';
import { formatCents } from '~/domain/money';
import { cellFieldName } from '~/domain/price-changes/edit-form';
import { headerButtonClass, primaryButtonClass } from '~/components/ui/button';

type Cell = { id: number; item: string; size: string; column: string; oldCents: number; newCents: number };

const dollars = (cents: number) => (cents / 100).toFixed(2);
const inputClass = 'w-20 sm:w-28 rounded-md border border-slate-300 px-2 py-1 text-right text-sm tabular-nums';

export function EditScheduledChange({ change, today, errors }: { change: { effectiveFrom: string; reason: string; items: readonly Cell[] }; today: string; errors: Record<string, string[] | undefined> }) {
  const busy = useNavigation().state === 'submitting';
  const dayError = errors.effectiveFrom?.[0];
  return (
    <div className="mt-4 grid gap-6">
      <Form discover="none" method="post" className="grid gap-4" aria-label="Edit this scheduled change">
        <div>
          <label htmlFor="effectiveFrom" className="block text-sm font-medium">
            Takes effect from
          </label>
          <input id="effectiveFrom" type="date" name="effectiveFrom" min={today} defaultValue={change.effectiveFrom} required className="mt-1 rounded-md border border-slate-300 px-3 py-2 text-sm" aria-invalid={dayError ? true : undefined} aria-describedby={dayError ? 'effectiveFrom-error' : undefined} />
          {dayError ? (
            <p id="effectiveFrom-error" className="mt-1 text-sm text-red-700">
              {dayError}
            </p>
          ) : null}
        </div>
        <div className="max-h-[60vh] overflow-auto rounded-lg border border-slate-200" role="region" aria-label="New prices, scrollable" tabIndex={0}>
          <table className="w-full text-xs sm:text-sm">
            <caption className="sr-only">New prices of this change</caption>
            <thead className="sticky top-0 bg-white text-left text-xs text-slate-500 uppercase">
              <tr>
                <th className="px-2 py-1 sm:px-3">Item</th>
                <th className="px-2 py-1 sm:px-3">Size / Value</th>
                <th className="hidden px-2 py-1 sm:table-cell sm:px-3">Column</th>
                <th className="px-2 py-1 text-right sm:px-3">Old</th>
                <th className="px-2 py-1 text-right sm:px-3">New ($)</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {change.items.map((c) => {
                const name = cellFieldName(c.id);
                const error = errors[name]?.[0];
                const label = `New ${c.column} of ${[c.item, c.size].filter(Boolean).join(' ')}`;
                return (
                  <tr key={c.id}>
                    <td className="px-2 py-1 sm:px-3">{c.item}</td>
                    <td className="px-2 py-1 sm:px-3">
                      {c.size}
                      {/* On a phone the column rides under the size, so the new price stays in view. */}
                      <span className="block text-slate-500 sm:hidden">{c.column}</span>
                    </td>
                    <td className="hidden px-2 py-1 sm:table-cell sm:px-3">{c.column}</td>
                    <td className="px-2 py-1 text-right tabular-nums sm:px-3">{formatCents(c.oldCents)}</td>
                    <td className="px-2 py-1 text-right sm:px-3">
                      <input name={name} defaultValue={dollars(c.newCents)} inputMode="decimal" aria-label={label} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? `${name}-error` : undefined} />
                      {error ? (
                        <p id={`${name}-error`} className="mt-1 text-left text-xs text-red-700">
                          {error}
                        </p>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <div>
          <button type="submit" name="intent" value="edit" className={primaryButtonClass} disabled={busy}>
            Save changes
          </button>
        </div>
      </Form>
      <Form discover="none" method="post" className="border-t border-slate-200 pt-4">
        <p className="mb-2 text-sm text-slate-600">Cancelling keeps the catalogue&apos;s prices as they are; it cannot be taken back.</p>
        <button type="submit" name="intent" value="cancel" className={headerButtonClass} disabled={busy}>
          Cancel this change
        </button>
      </Form>
    </div>
  );
}
