/** Every price of a sign's sizes over time: value, from, until, who and why; a Scheduled change's price is marked. */
import { Link } from 'react-router';
import { formatCents } from '~/domain/money';
import { dayInWords } from '~/domain/price-changes/days';

export type PeriodRow = { item: string; column: string; value: number | string | null; from: string | null; until: string | null; who: string | null; why: string | null; scheduled: boolean };

const show = (v: PeriodRow['value']) => (v === null ? '—' : typeof v === 'number' ? formatCents(v) : v);

export function PricePeriods({ periods, name }: { periods: readonly PeriodRow[]; name: string }) {
  return (
    <section aria-label={`Prices of ${name} over time`}>
      <p className="mb-2 text-sm text-slate-600">
        Each price from the day it took effect until the next one did.{' '}
        <Link to="/data/prices-on" className="underline">
          Prices on a date
        </Link>
      </p>
      {periods.length === 0 ? (
        <p className="text-sm text-slate-600">No price changes recorded yet.</p>
      ) : (
        <div className="max-h-[40vh] overflow-auto" role="region" aria-label={`Prices of ${name}, scrollable`} tabIndex={0}>
          <table className="w-full text-sm" aria-label={`Prices of ${name}`}>
            <thead className="text-left text-xs text-slate-500 uppercase">
              <tr>
                <th scope="col" className="py-1 pr-3">Size</th>
                <th scope="col" className="py-1 pr-3">Column</th>
                <th scope="col" className="py-1 pr-3 text-right">Value</th>
                <th scope="col" className="py-1 pr-3">From</th>
                <th scope="col" className="py-1 pr-3">Until</th>
                <th scope="col" className="py-1 pr-3">Who</th>
                <th scope="col" className="py-1">Why</th>
              </tr>
            </thead>
            <tbody>
              {periods.map((p, i) => (
                <tr key={i} className="border-t border-slate-100">
                  <td className="py-1 pr-3">{p.item}</td>
                  <td className="py-1 pr-3">{p.column}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{show(p.value)}</td>
                  <td className="py-1 pr-3 whitespace-nowrap">{p.from ? dayInWords(p.from) : 'Earlier'}</td>
                  <td className="py-1 pr-3 whitespace-nowrap">{p.until ? dayInWords(p.until) : p.scheduled ? '' : 'Today'}</td>
                  <td className="py-1 pr-3">{p.who ?? ''}</td>
                  <td className="py-1">
                    {p.scheduled ? <span className="mr-1 rounded bg-amber-100 px-1.5 text-xs text-amber-900">Scheduled</span> : null}{' '}
                    {p.why ?? ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
