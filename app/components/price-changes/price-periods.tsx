/** Every price of a sign's sizes or an option's values over time: value, from, until, who and why; a Scheduled change's price is marked. */
import { Link } from 'react-router';
import { formatCents } from '~/domain/money';
import { dayInWords } from '~/domain/price-changes/days';
import { SimpleTable, type TableColumn } from '~/components/ui/simple-table';

export type PeriodRow = { item: string; column: string; value: number | string | null; from: string | null; until: string | null; who: string | null; why: string | null; scheduled: boolean };

const show = (v: PeriodRow['value']) => (v === null ? '—' : typeof v === 'number' ? formatCents(v) : v);

const periodColumns = (itemLabel: string): TableColumn<PeriodRow>[] => [
  { label: itemLabel, cell: (p) => p.item },
  { label: 'Column', cell: (p) => p.column },
  { label: 'Value', cell: (p) => show(p.value), numeric: true },
  { label: 'From', cell: (p) => (p.from ? dayInWords(p.from) : 'Earlier'), nowrap: true },
  { label: 'Until', cell: (p) => (p.until ? dayInWords(p.until) : p.scheduled ? '' : 'Today'), nowrap: true },
  { label: 'Who', cell: (p) => p.who ?? '' },
  {
    label: 'Why',
    cell: (p) => (
      <>
        {p.scheduled ? <span className="mr-1 rounded bg-amber-100 px-1.5 text-xs text-amber-900">Scheduled</span> : null} {p.why ?? ''}
      </>
    ),
  },
];

/** `itemLabel`: what the first column names, a sign's 'Size' or an option's 'Option value'. */
export function PricePeriods({ periods, name, itemLabel = 'Size' }: { periods: readonly PeriodRow[]; name: string; itemLabel?: string }) {
  return (
    <section aria-label={`Prices of ${name} over time`}>
      <p className="mb-2 text-sm text-slate-600">
        Each price from the day it took effect until the next one did.{' '}
        <Link discover="none" to="/data/prices-on" className="underline">
          Prices on a date
        </Link>
      </p>
      {periods.length === 0 ? (
        <p className="text-sm text-slate-600">No price changes recorded yet.</p>
      ) : (
        <div className="max-h-[40vh] overflow-auto" role="region" aria-label={`Prices of ${name}, scrollable`} tabIndex={0}>
          <SimpleTable rows={periods} columns={periodColumns(itemLabel)} label={`Prices of ${name}`} rowKey={(_, i) => i} />
        </div>
      )}
    </section>
  );
}
