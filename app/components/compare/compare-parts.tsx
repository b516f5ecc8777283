/**
 * The pieces of the compare page: a line's mark (icon and word
 * beside the colour), one side of a compared line, and the totals table.
 * Every amount arrives as text from app/domain/compare.
 */
import { Equal, Minus, Pencil, Plus, type LucideIcon } from 'lucide-react';
import type { ComparedRow, ComparedSide, TotalRow } from '~/domain/compare/comparison';
import type { CompareMark } from '~/domain/compare/match';

/** Text and background pairs of at least 4.5:1; the word and the icon say it without the colour. */
const MARKS: Record<CompareMark, { icon: LucideIcon; tone: string; border: string }> = {
  Added: { icon: Plus, tone: 'bg-green-50 text-green-800 ring-green-300', border: 'border-l-green-600' },
  Removed: { icon: Minus, tone: 'bg-red-50 text-red-800 ring-red-300', border: 'border-l-red-600' },
  Changed: { icon: Pencil, tone: 'bg-amber-50 text-amber-900 ring-amber-300', border: 'border-l-amber-500' },
  Same: { icon: Equal, tone: 'bg-slate-100 text-slate-700 ring-slate-300', border: 'border-l-slate-300' },
};

export function markBorder(mark: CompareMark): string {
  return MARKS[mark].border;
}

export function MarkBadge({ mark }: { mark: CompareMark }) {
  const { icon: Icon, tone } = MARKS[mark];
  return (
    <span data-testid="compare-mark" className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`}>
      <Icon aria-hidden="true" className="h-3.5 w-3.5" strokeWidth={2.5} />
      {mark}
    </span>
  );
}

const AMOUNTS: [keyof ComparedSide, string][] = [
  ['unitPrice', 'Unit price'],
  ['installPrice', 'Install price'],
  ['unitBudget', 'Unit budget'],
  ['installBudget', 'Install budget'],
  ['margin', 'Margin'],
];

/** One version's side of a row; `null` says the line is not in that version. */
export function SideCard({ label, side, testId }: { label: string; side: ComparedSide | null; testId: string }) {
  return (
    <div data-testid={testId} className={`min-w-0 rounded-md border p-3 ${side ? 'border-slate-200 bg-white' : 'border-dashed border-slate-300 bg-slate-50'}`}>
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
      {side ? (
        <>
          <p className="mt-1 text-sm text-slate-800 [overflow-wrap:anywhere]">
            <span className="font-medium">Qty {side.quantity}</span> · {side.description || 'No description'}
          </p>
          {side.options ? <p className="mt-1 text-xs text-slate-600 [overflow-wrap:anywhere]">{side.options}</p> : null}
          {side.choice ? (
            <p className="mt-1 text-xs font-medium text-slate-700 [overflow-wrap:anywhere]" data-testid="side-choice">
              {side.choice}
            </p>
          ) : null}
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
            {AMOUNTS.map(([key, name]) => (
              <div key={key} className="flex justify-between gap-2" data-testid={`side-${key}`}>
                <dt className="text-slate-500">{name}</dt>
                <dd className="tabular-nums whitespace-nowrap">{side[key]}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-500 italic">Not in this version</p>
      )}
    </div>
  );
}

/**
 * What changed from A to B: a table of what, from and to (a change per row),
 * so old and new stand in their own columns. Nothing when nothing changed.
 */
export function ChangeTable({ changes, a, b }: { changes: ComparedRow['changes']; a: number; b: number }) {
  if (!changes.length) return null;
  return (
    <table className="mt-2 w-full table-fixed rounded-md bg-amber-50/60 text-sm text-slate-800" data-testid="compare-changes">
      <caption className="sr-only">What changed from version {a} to version {b}</caption>
      <thead>
        <tr className="border-b border-amber-200 text-left text-xs text-slate-600 uppercase">
          <th scope="col" className="w-1/3 px-3 py-1.5 font-medium sm:w-1/4">
            What changed
          </th>
          <th scope="col" className="px-3 py-1.5 font-medium">
            From (version {a})
          </th>
          <th scope="col" className="px-3 py-1.5 font-medium">
            To (version {b})
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.label} data-testid="compare-change" className="border-b border-amber-100 align-top last:border-0">
            <th scope="row" className="px-3 py-1.5 text-left font-medium [overflow-wrap:anywhere]" data-testid="change-label">
              {c.label}
            </th>
            <td className="px-3 py-1.5 tabular-nums [overflow-wrap:anywhere]" data-testid="change-from">
              {c.from}
            </td>
            <td className="px-3 py-1.5 font-medium tabular-nums [overflow-wrap:anywhere]" data-testid="change-to">
              {c.to}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A totals table: a table from 640 px; on a phone each row becomes a small card
 * (label, then the four figures, each with its caption), so nothing scrolls sideways.
 */
export function TotalsTable({ title, rows, a, b, testId }: { title: string; rows: TotalRow[]; a: number; b: number; testId: string }) {
  const heads = [`Version ${a}`, `Version ${b}`, 'Difference', 'Difference %'];
  const cell = 'px-3 py-1.5 text-right tabular-nums whitespace-nowrap max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:px-0 max-sm:py-0.5 max-sm:text-sm';
  const caption = 'font-normal text-slate-500 sm:hidden';
  return (
    <section aria-label={title} data-testid={testId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="mb-2 text-sm font-semibold text-slate-900">{title}</h2>
      <table className="w-full text-sm max-sm:block">
        <thead className="max-sm:sr-only">
          <tr className="border-b border-slate-200 text-xs text-slate-500 uppercase">
            <th scope="col" className="px-3 py-1.5 text-left font-medium">
              Total
            </th>
            {heads.map((h) => (
              <th key={h} scope="col" className="px-3 py-1.5 text-right font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block max-sm:space-y-3">
          {rows.map((r) => (
            <tr key={r.label} data-testid="compare-total" data-label={r.label} className="border-b border-slate-100 last:border-0 max-sm:block max-sm:pb-2">
              <th scope="row" className="px-3 py-1.5 text-left font-medium text-slate-800 max-sm:block max-sm:px-0">
                {r.label}
              </th>
              {[r.a, r.b, r.difference, r.percent].map((value, i) => (
                <td key={heads[i]} data-testid={['total-a', 'total-b', 'total-difference', 'total-percent'][i]} className={`${cell} ${i >= 2 ? 'font-medium' : ''}`}>
                  <span className={caption}>{heads[i]}</span>
                  <span>{value}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
