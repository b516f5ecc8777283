import { formatCents } from '~/domain/money';
import { showsBudget, showsPrice, type JobTab } from '~/domain/line-items/line-item-display';
import type { JobTotals, Subtotals } from '~/domain/pricing/totals';
import type { ClientTotal } from '~/domain/proposal/client-total';
import { formatMarginPercent, type VersionMargin } from '~/domain/pricing/margin';
import { MarginFlags } from './margin-summary';
import type { ChoiceRange, Span } from '~/domain/choices/range';

function Row({ label, cents, className = '', testId }: { label: string; cents: number; className?: string; testId: string }) {
  return (
    <div className={`flex justify-between gap-3 ${className}`} data-testid={testId}>
      <dt className="text-slate-500">{label}</dt>
      <dd className="tabular-nums whitespace-nowrap">{formatCents(cents)}</dd>
    </div>
  );
}

/** Below the pricing total: the tax as the job has it, the grand total the proposal prints and the deposit its terms call for. */
function ClientPays({ client }: { client: ClientTotal }) {
  return (
    <>
      <Row label={client.tax.label} cents={client.tax.cents} testId="summary-tax" />
      <div className="flex justify-between gap-3 border-t border-slate-900 pt-2 font-semibold text-slate-900" data-testid="summary-grand-total">
        <dt>Grand Total ({client.currency})</dt>
        <dd className="tabular-nums whitespace-nowrap">{formatCents(client.grandTotal)}</dd>
      </div>
      {client.deposit ? (
        <>
          <Row label={client.deposit.label} cents={client.deposit.cents} className="font-medium [&>dt]:text-slate-700" testId="summary-deposit" />
          {client.deposit.balanceCents > 0 ? <Row label="Balance" cents={client.deposit.balanceCents} testId="summary-balance" /> : null}
        </>
      ) : null}
    </>
  );
}

/** The lowest to highest possible figure of a version with choices: '$1,800.00 to $2,700.00'. */
function RangeRow({ label, span, testId }: { label: string; span: Span; testId: string }) {
  return (
    <div className="flex justify-between gap-3 text-xs" data-testid={testId}>
      <dt className="text-slate-500">{label}</dt>
      <dd className="tabular-nums whitespace-nowrap text-slate-700">
        {formatCents(span.lowest)} to {formatCents(span.highest)}
      </dd>
    </div>
  );
}

export type SummaryChoices = { basis: 'recommended' | 'chosen'; range: ChoiceRange };

const BASIS_WORDS = { recommended: 'with the recommended choices', chosen: "with the client's choice" } as const;

function Panel({
  title,
  totalLabel,
  sums,
  testId,
  client,
  margin,
  choices,
  range,
}: {
  title: string;
  totalLabel: string;
  sums: Subtotals;
  testId: string;
  client?: ClientTotal;
  margin?: VersionMargin;
  choices?: SummaryChoices | null;
  /** Which figure's range this panel shows. */
  range: 'price' | 'budget';
}) {
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
          <dt>
            {totalLabel}
            {choices ? (
              <span className="block text-xs font-normal text-slate-500" data-testid={`${testId}-basis`}>
                {BASIS_WORDS[choices.basis]}
              </span>
            ) : null}
          </dt>
          <dd className="tabular-nums">{formatCents(sums.total)}</dd>
        </div>
        {/* Once the client has chosen, the total is no longer open: the range is said only before. */}
        {choices?.basis === 'recommended' ? <RangeRow label="Lowest to highest possible" span={choices.range[range]} testId={`${testId}-range`} /> : null}
        {client ? <ClientPays client={client} /> : null}
        {margin ? (
          <div className="flex justify-between gap-3 border-t border-slate-200 pt-2" data-testid="summary-margin">
            <dt className="text-slate-500">Margin (target {margin.targetPercent}%)</dt>
            <dd className="tabular-nums whitespace-nowrap">
              {formatCents(margin.cents)} ({formatMarginPercent(margin.percentTenths)})
            </dd>
          </div>
        ) : null}
        {margin && choices?.basis === 'recommended' ? <RangeRow label="Margin, lowest to highest" span={choices.range.margin} testId="summary-margin-range" /> : null}
      </dl>
      {margin ? <MarginFlags margin={margin} /> : null}
    </section>
  );
}

export type SummaryPanelsProps = {
  tab: JobTab;
  /** From jobTotals() in ~/domain/pricing/totals (ZERO_TOTALS for an unsaved job). */
  totals: JobTotals;
  /** The job's tax, grand total and deposit (clientTotal() in ~/domain/proposal/client-total), shown in the Price Summary. */
  clientTotal?: ClientTotal;
  /** The version's margin (versionMargin() in ~/domain/pricing/margin), shown in the Price Summary. */
  margin?: VersionMargin;
  /** A version with choices: whose lines the totals count and the range they can come to (docs/choices.md § Totals and range). */
  choices?: SummaryChoices | null;
  className?: string;
};

/**
 * Budget Summary and Price Summary; the tab decides which show (All: both).
 * The note says how the totals read (see ~/domain/pricing/totals): the per-unit
 * amounts are multiplied by the quantity, the install amount is for the line.
 */
export function SummaryPanels({ tab, totals, clientTotal, margin, choices, className = '' }: SummaryPanelsProps) {
  return (
    <div className={className}>
      <div className="flex flex-wrap items-start justify-end gap-4">
        {showsBudget(tab) ? <Panel title="Budget Summary" totalLabel="Job Budget Total" sums={totals.budget} testId="budget-summary" choices={choices} range="budget" /> : null}
        {showsPrice(tab) ? <Panel title="Price Summary" totalLabel="Job Pricing Total" sums={totals.price} testId="price-summary" client={clientTotal} margin={margin} choices={choices} range="price" /> : null}
      </div>
      <p className="mt-2 text-right text-xs text-slate-500" data-testid="install-note">
        Unit amounts are multiplied by the quantity; installation is per line (not multiplied by the quantity).
      </p>
    </div>
  );
}
