import { formatCents } from '~/domain/money';
import { showsBudget, showsPrice, type JobTab } from '~/domain/line-items/line-item-display';
import type { JobTotals, Subtotals } from '~/domain/pricing/totals';

function Panel({ title, totalLabel, sums, testId }: { title: string; totalLabel: string; sums: Subtotals; testId: string }) {
  return (
    <section aria-label={title} data-testid={testId} className="w-full rounded-lg sm:w-80 border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="mb-3 text-sm font-semibold text-slate-900">{title}</h2>
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-500">Items Subtotal</dt>
          <dd className="tabular-nums">{formatCents(sums.items)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-500">Installation Subtotal</dt>
          <dd className="tabular-nums">{formatCents(sums.installation)}</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-2 font-semibold">
          <dt>{totalLabel}</dt>
          <dd className="tabular-nums">{formatCents(sums.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

export type SummaryPanelsProps = {
  tab: JobTab;
  /** From jobTotals() in ~/domain/pricing/totals (ZERO_TOTALS for an unsaved job). */
  totals: JobTotals;
  className?: string;
};

/**
 * Budget Summary and Price Summary; the tab decides which show (All: both).
 * The note says how the totals read (see ~/domain/pricing/totals): the per-unit
 * amounts are multiplied by the quantity, the install amount is for the line.
 */
export function SummaryPanels({ tab, totals, className = '' }: SummaryPanelsProps) {
  return (
    <div className={className}>
      <div className="flex flex-wrap justify-end gap-4">
        {showsBudget(tab) ? <Panel title="Budget Summary" totalLabel="Job Budget Total" sums={totals.budget} testId="budget-summary" /> : null}
        {showsPrice(tab) ? <Panel title="Price Summary" totalLabel="Job Pricing Total" sums={totals.price} testId="price-summary" /> : null}
      </div>
      <p className="mt-2 text-right text-xs text-slate-500" data-testid="install-note">
        Unit amounts are multiplied by the quantity; installation is per line (not multiplied by the quantity).
      </p>
    </div>
  );
}
