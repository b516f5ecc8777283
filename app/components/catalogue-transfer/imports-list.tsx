/**
 * The catalogue's imports as a history: each file with who applied it and when, its SHA-256 (to tell one file from
 * another of the same name), what it added, changed, removed and skipped, whether it was undone, and its prices as
 * a price change. Cards rather than a table, so a long file name or the hash wraps on a phone.
 */
import { Link } from 'react-router';
import { dayInWords } from '~/domain/price-changes/days';
import type { ImportRecord } from '~/server/catalogue-transfer/imports.server';
import { StatePill } from '~/components/ui/state-pill';

/** An import as the list shows it: when it was applied and undone, written by the server (its time zone). */
export type ImportShown = ImportRecord & { appliedText: string; undoneText: string | null };

function countsText({ added, changed, removed, skipped }: ImportRecord['counts']) {
  return [`${added} added`, `${changed} changed`, `${removed} removed`, ...(skipped ? [`${skipped} rows with errors skipped`] : [])].join(', ');
}

function pricesText(change: NonNullable<ImportRecord['priceChange']>) {
  const day = dayInWords(change.effectiveFrom);
  if (change.state === 'Scheduled') return `Its prices take effect on ${day}`;
  if (change.state === 'Applied') return `Its prices took effect on ${day}`;
  return 'Its prices were taken back';
}

export function ImportsList({ imports }: { imports: readonly ImportShown[] }) {
  if (imports.length === 0) return <p className="text-sm text-slate-600">No catalogue file has been imported yet.</p>;
  return (
    <ul className="grid gap-3" aria-label="Catalogue imports">
      {imports.map((i) => (
        <li key={i.id} className="min-w-0 rounded-lg border border-slate-200 p-4" aria-label={`Import of ${i.fileName}`}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="min-w-0 font-medium break-words">
              <StatePill tone={i.status === 'applied' ? 'done' : 'over'}>{i.status === 'applied' ? 'Applied' : 'Undone'}</StatePill>
              <bdi>{i.fileName}</bdi>
            </p>
            <p className="text-sm text-slate-600">
              {i.appliedText} by {i.userName}
            </p>
          </div>
          <p className="mt-2 text-sm">{countsText(i.counts)}</p>
          {i.undoneText ? <p className="mt-1 text-sm text-slate-600">Undone {i.undoneText}</p> : null}
          <p className="mt-1 text-xs text-slate-500">
            SHA-256 <code className="font-mono break-all">{i.sha256}</code>
          </p>
          {i.priceChange ? (
            <p className="mt-2 text-sm">
              {pricesText(i.priceChange)}:{' '}
              <Link discover="none" to={`/data/price-changes/${i.priceChange.id}`} className="text-slate-700 underline">
                see its prices
              </Link>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
