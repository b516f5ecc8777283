/**
 * The Prices box of the item configuration form: the calculated amounts (or
 * the typed ones in Edited/Custom mode), Edit Prices / Cancel / Reset Pricing,
 * the line price, and the line's margin flag worked out by the
 * engine's pure functions (domain/pricing/margin.ts, the ones the server uses)
 * from what is on screen: live with JavaScript, after Calculate without.
 */
import type { MouseEvent } from 'react';
import { formatCents } from '~/domain/money';
import { formatMarginPercent, lineMargin, lineTotal, marginPartText, unitInstallMargins } from '~/domain/pricing';
import { PRICE_FIELDS, PRICE_LABELS, type PanelState } from '~/domain/line-items/config-state';
import { LineMarginFlag } from '~/components/job/line-margin-flag';
import { FieldError, secondaryButton, type TextField } from './config-parts';

export function PricesSection({
  state,
  custom,
  savedMode,
  text,
  roundOnBlur,
  startEditing,
  cancelEditing,
  errorOf,
  fid,
  targetMarginPercent,
}: {
  state: PanelState;
  custom: boolean;
  savedMode: 'Calculated' | 'Edited' | 'Custom' | undefined;
  text: TextField;
  roundOnBlur: (field: string) => () => void;
  startEditing: (e: MouseEvent) => void;
  cancelEditing: (e: MouseEvent) => void;
  errorOf: (name: string) => string | undefined;
  fid: (name: string) => string;
  /** The brand's target; without it no margin is shown. */
  targetMarginPercent?: number;
}) {
  const mode = state.mode;
  const manual = mode !== 'Calculated';
  const total = lineTotal(state.prices.price, state.quantity, state.prices.install);
  const amounts = {
    quantity: state.quantity,
    lineItemPrice: state.prices.price,
    lineItemInstallPrice: state.prices.install,
    lineItemBudget: state.prices.budget,
    lineItemInstallBudget: state.prices.installBudget,
  };
  const margin = targetMarginPercent !== undefined && (state.quote.ok || manual) ? lineMargin(amounts, targetMarginPercent) : null;
  const parts = margin ? unitInstallMargins(amounts) : null;
  return (
    <section aria-label="Prices" className="rounded-lg border border-slate-200 p-3" data-testid="config-prices">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-900">
          Prices <span className="font-normal text-slate-500">({custom ? 'Custom' : mode})</span>
        </h4>
        <div className="flex gap-2">
          {!custom && !manual ? (
            <button type="submit" name="intent" value="edit-prices" onClick={startEditing} disabled={!state.quote.ok} className={secondaryButton}>
              Edit Prices
            </button>
          ) : null}
          {!custom && manual ? (
            <button type="submit" name="intent" value="cancel-edit-prices" onClick={cancelEditing} className={secondaryButton}>
              Cancel
            </button>
          ) : null}
          {!custom && savedMode === 'Edited' ? (
            <button type="submit" name="intent" value="reset-pricing" className={secondaryButton}>
              Reset Pricing
            </button>
          ) : null}
        </div>
      </div>
      {manual ? (
        <div className="grid grid-cols-2 gap-3">
          {PRICE_FIELDS.map((f) => (
            <div key={f}>{text(f, PRICE_LABELS[f], { inputMode: 'decimal', placeholder: '0.00', onBlur: roundOnBlur(f) })}</div>
          ))}
        </div>
      ) : (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {PRICE_FIELDS.map((f) => (
            <div key={f} className="flex justify-between gap-2">
              <dt className="text-slate-500">{PRICE_LABELS[f]}</dt>
              <dd className="tabular-nums" data-testid={`price-${f}`}>
                {formatCents(amounts[f])}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {/* A calculated amount over the limit (domain/pricing/limits.ts) is said here, at the amounts. */}
      {!manual ? PRICE_FIELDS.map((f) => <FieldError key={f} id={`${fid(f)}-error`} message={errorOf(f)} />) : null}
      <p className="mt-2 border-t border-slate-100 pt-2 text-sm text-slate-700">
        Line price: <span className="font-semibold tabular-nums" data-testid="line-total">{formatCents(total)}</span>
        <span className="text-xs text-slate-500"> (unit x {state.quantity} + install for the line)</span>
      </p>
      {margin ? (
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700" data-testid="config-margin">
          <span>
            Margin: <span className="font-semibold tabular-nums">{formatCents(margin.total)}</span> ({formatMarginPercent(margin.percentTenths)}; target {targetMarginPercent}%)
          </span>
          <LineMarginFlag flag={margin.flag} percentTenths={margin.percentTenths} targetPercent={targetMarginPercent} className="mt-0" />
        </div>
      ) : null}
      {/* Where the margin comes from: the unit's and the install's, each against its own price. */}
      {parts ? (
        <dl className="mt-1 grid grid-cols-2 gap-x-4 text-sm text-slate-700" data-testid="config-part-margins">
          {(
            [
              ['Unit margin', parts.unit, 'unit-margin'],
              ['Install margin', parts.install, 'install-margin'],
            ] as const
          ).map(([label, part, testId]) => (
            <div key={testId} className="flex justify-between gap-2">
              <dt className="text-slate-500">{label}</dt>
              <dd className="tabular-nums" data-testid={testId}>
                {marginPartText(part)}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
