/**
 * The dashboard's margin of quotes by brand: each brand's quoted
 * price, budget and margin (the latest version of each of its jobs) against
 * its target, with an icon and words beside the colour. Every figure comes
 * from the server (dashboardStats, computed by the pricing engine).
 */
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import { formatCents } from '~/domain/money';
import { formatMarginPercent } from '~/domain/pricing/margin';
import type { BrandMargin } from '~/server/stats/stats.server';

const STANDING = {
  loss: { text: 'Below budget', Icon: TriangleAlert, className: 'text-red-800 bg-red-50 border-red-300' },
  low: { text: 'Under target', Icon: CircleAlert, className: 'text-amber-900 bg-amber-50 border-amber-300' },
  ok: { text: 'On target', Icon: CircleCheck, className: 'text-green-800 bg-green-50 border-green-300' },
} as const;

export function BrandMargins({ rows }: { rows: BrandMargin[] }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">No quotes yet.</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="brand-margins">
      {rows.map((r) => {
        const standing = STANDING[r.flag ?? 'ok'];
        return (
          <li key={r.brandId} className="rounded-lg border border-slate-200 p-4" data-testid="brand-margin">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="font-medium text-slate-900">{r.brandName}</h3>
              <span className={`inline-flex items-center gap-1 rounded border px-1.5 py-0.5 text-xs font-medium ${standing.className}`} data-testid="brand-margin-standing">
                <standing.Icon aria-hidden="true" className="h-3.5 w-3.5" />
                {standing.text}
              </span>
            </div>
            <p className="mt-2 text-2xl font-semibold tabular-nums" data-testid="brand-margin-percent">
              {formatMarginPercent(r.marginPercentTenths)}
              <span className="ml-2 text-sm font-normal text-slate-500">target {r.targetPercent}%</span>
            </p>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-xs text-slate-600">
              <div>
                <dt>Quoted</dt>
                <dd className="text-sm text-slate-900 tabular-nums">{formatCents(r.priceCents)}</dd>
              </div>
              <div>
                <dt>Margin</dt>
                <dd className="text-sm text-slate-900 tabular-nums">{formatCents(r.marginCents)}</dd>
              </div>
              <div>
                <dt>Quotes</dt>
                <dd className="text-sm text-slate-900 tabular-nums">{r.quotes}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
