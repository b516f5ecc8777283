/** The price changes: Scheduled ones (a new day, or Cancel, until their day), then those applied or cancelled. */
import { Form, Link } from 'react-router';
import { formatCents } from '~/domain/money';
import { dayInWords } from '~/domain/price-changes/days';
import { headerButtonClass } from '~/components/ui/button';
import { StatePill } from '~/components/ui/state-pill';

export type ChangeItem = { id: number; reason: string; effectiveFrom: string; state: string; userName: string | null; cells: number; effect: number };

const signed = (cents: number) => `${cents >= 0 ? '+' : '−'}${formatCents(Math.abs(cents))}`;

export function PriceChangesList({ changes, today }: { changes: readonly ChangeItem[]; today: string }) {
  if (changes.length === 0) return <p className="text-sm text-slate-600">No price changes yet.</p>;
  return (
    <ul className="grid gap-3" aria-label="Price changes">
      {changes.map((c) => (
        <li key={c.id} className="rounded-lg border border-slate-200 p-4" aria-label={`Price change ${c.id}`}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-medium">
              <StatePill tone={c.state === 'Scheduled' ? 'waiting' : c.state === 'Applied' ? 'done' : 'over'}>{c.state}</StatePill>
              {c.reason}
            </p>
            <p className="text-sm text-slate-600">
              From {dayInWords(c.effectiveFrom)} · {c.cells} {c.cells === 1 ? 'price' : 'prices'} · {signed(c.effect)} in all · by {c.userName ?? 'Unknown'}
            </p>
          </div>
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <Link discover="none" to={`/data/price-changes/${c.id}`} className="text-sm text-slate-700 underline">
              See its prices
            </Link>
            {c.state === 'Scheduled' ? (
              <>
                <Form discover="none" method="post" className="flex items-end gap-2">
                  <input type="hidden" name="id" value={c.id} />
                  <label className="text-sm">
                    New day
                    <input type="date" name="effectiveFrom" min={today} defaultValue={c.effectiveFrom} required className="ml-2 rounded-md border border-slate-300 px-2 py-1 text-sm" />
                  </label>
                  <button type="submit" name="intent" value="reschedule" className={`${headerButtonClass} whitespace-nowrap`}>
                    Change day
                  </button>
                </Form>
                <Form discover="none" method="post">
                  <input type="hidden" name="id" value={c.id} />
                  <button type="submit" name="intent" value="cancel" className={headerButtonClass} aria-label={`Cancel price change: ${c.reason} from ${dayInWords(c.effectiveFrom)}`}>
                    Cancel change
                  </button>
                </Form>
              </>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
