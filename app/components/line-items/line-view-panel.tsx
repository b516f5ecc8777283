/**
 * The read-only View of a line (a locked version's row menu, or the Edit
 * panel's URL of a locked line): the line's configuration in words, its
 * prices, budgets and margins, and why it cannot be changed. No inputs and no
 * Update: a locked version's lines are a record of what the client was shown.
 */
import { Link, useLocation, useNavigate } from 'react-router';
import type { LineViewData } from '~/server/line-items/panel-routes.server';
import { panelLinks } from '~/domain/line-items/panel-urls';
import type { Figure } from '~/domain/line-items/line-readout';
import { ItemSheet } from './item-sheet';

function Figures({ title, figures, testId }: { title: string; figures: Figure[]; testId: string }) {
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 p-3" data-testid={testId}>
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{title}</h3>
      <dl className="grid gap-y-1 text-sm">
        {figures.map((f) => (
          <div key={f.key} className="flex justify-between gap-3" data-testid={`view-${f.key}`}>
            <dt className="text-slate-500">{f.label}</dt>
            <dd className="text-right font-medium whitespace-nowrap tabular-nums">{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function LineViewPanel({ data }: { data: LineViewData }) {
  const location = useLocation();
  const navigate = useNavigate();
  const links = panelLinks(data.jobPath, location.search);
  const { readout } = data;
  return (
    <ItemSheet title="View Item" closeHref={links.job} onClose={() => navigate(links.job, { preventScrollReset: true })}>
      <div className="space-y-4 p-4" data-testid="line-view">
        {data.locked ? (
          <p role="note" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {data.locked}
          </p>
        ) : null}
        <div>
          <h3 className="text-base font-semibold text-slate-900 [overflow-wrap:anywhere]" data-testid="view-name">
            {readout.name}
          </h3>
          {readout.pricingMode !== 'Calculated' ? <p className="text-xs font-medium text-slate-500">{readout.pricingMode} pricing: its prices were typed, not calculated</p> : null}
          <p className="mt-1 text-sm text-slate-700 [overflow-wrap:anywhere]" data-testid="view-description">
            {readout.description || 'No description'}
          </p>
        </div>
        <section aria-label="Configuration" className="rounded-lg border border-slate-200 p-3" data-testid="view-configuration">
          <h3 className="mb-2 text-sm font-semibold text-slate-900">Configuration</h3>
          <dl className="grid gap-y-1 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-500">Quantity</dt>
              <dd className="font-medium tabular-nums" data-testid="view-quantity">
                {readout.quantity}
              </dd>
            </div>
            {readout.options.map((o) => (
              <div key={o.label} className="flex justify-between gap-3" data-testid="view-option">
                <dt className="text-slate-500">{o.label}</dt>
                <dd className="text-right font-medium [overflow-wrap:anywhere]">{o.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <Figures title="Prices and budgets" figures={readout.amounts} testId="view-amounts" />
        <Figures title="Margins" figures={readout.margins} testId="view-margins" />
        <Link discover="none" to={links.job} preventScrollReset className="inline-block text-sm font-medium text-slate-900 underline">
          Back to the job
        </Link>
      </div>
    </ItemSheet>
  );
}
