/**
 * The internal pricing sheet: each line's price and budget side by
 * side (unit and install), its margin in dollars and percent, and the job's
 * totals and margin. Marked 'Internal - do not send' on every page.
 */
import type { ReactNode } from 'react';
import { CircleAlert, TriangleAlert } from 'lucide-react';
import type { PricingSheetModel } from '~/domain/proposal/document';
import { Letterhead } from './document-parts';

export const INTERNAL_MARK = 'Internal - do not send';

/** A line's 'Loss' or 'Low margin' under its percent: an icon and the words (the same lucide icons as the job page). */
function MarginFlagMark({ flag }: { flag: string }) {
  const Icon = flag === 'Loss' ? TriangleAlert : CircleAlert;
  return (
    <span className={`margin-flag${flag === 'Loss' ? ' negative' : ' low'}`}>
      <Icon aria-hidden="true" width={8} height={8} strokeWidth={2.5} />
      {flag}
    </span>
  );
}

export function PricingSheetDocument({ model }: { model: PricingSheetModel }) {
  const { job } = model;
  // The job's name in <bdi>: a bidi override typed in it must not turn its number around too.
  const facts: [string, ReactNode][] = [
    [
      'Job',
      <>
        <bdi>{job.jobName}</bdi> ({job.jobNumber})
      </>,
    ],
    ['Brand', job.brandName],
    ['Client', job.clientName],
    ['Location', job.jobLocation || '—'],
    ['Project manager', job.projectManager?.name || 'Not assigned'],
    ['Payment terms', job.jobTerms || '—'],
  ];
  return (
    <main className="pricing-sheet">
      <p className="internal-banner">{INTERNAL_MARK}</p>
      <Letterhead
        party={model}
        title="Pricing Sheet"
        meta={[
          ['Proposal no.', job.proposalNo],
          ['Version', String(job.versionNumber)],
          ['Date', model.date],
        ]}
      />
      <dl className="facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <table className="lines sheet">
        {/* The columns' least widths (the first row is the grouped header, so they are named here); amounts never wrap
            and widen their column when they need to, the description takes the rest (styles.ts, .lines). */}
        <colgroup>
          <col className="num" />
          <col className="qty" />
          <col />
          {Array.from({ length: 7 }, (_, i) => (
            <col key={i} className="money" />
          ))}
          <col className="pct" />
        </colgroup>
        <thead>
          <tr className="group">
            <th colSpan={3} />
            <th colSpan={2}>Unit</th>
            <th colSpan={2}>Install</th>
            <th colSpan={2}>Line total</th>
            <th colSpan={2}>Margin</th>
          </tr>
          <tr>
            <th className="num">#</th>
            <th className="qty">Qty</th>
            <th className="desc">Item and description</th>
            <th className="money">Price</th>
            <th className="money budget">Budget</th>
            <th className="money">Price</th>
            <th className="money budget">Budget</th>
            <th className="money">Price</th>
            <th className="money budget">Budget</th>
            <th className="money">$</th>
            <th className="pct">%</th>
          </tr>
        </thead>
        <tbody>
          {model.rows.length === 0 ? (
            <tr>
              <td colSpan={11} className="empty">
                No line items yet.
              </td>
            </tr>
          ) : (
            model.rows.map((row) => (
              <tr key={row.key} className={row.sub ? 'sub' : undefined}>
                <td className="num">{row.number}</td>
                <td className="qty">{row.quantity}</td>
                <td className="desc">
                  <p className="line-name">{row.name}</p>
                  {row.description && row.description !== row.name ? <p className="line-desc">{row.description}</p> : null}
                  {row.choice ? <p className="line-mark">{row.choice}</p> : null}
                  <p className="line-margins">
                    Unit margin {row.unitMargin} · Install margin {row.installMargin}
                  </p>
                  {row.picture ? <img className="line-picture" src={row.picture} alt={`Picture of ${row.name}`} /> : null}
                </td>
                <td className="money">{row.unitPrice}</td>
                <td className="money budget">{row.unitBudget}</td>
                <td className="money">{row.installPrice}</td>
                <td className="money budget">{row.installBudget}</td>
                <td className="money strong">{row.totalPrice}</td>
                <td className="money budget strong">{row.totalBudget}</td>
                <td className={`money strong${row.negative ? ' negative' : ''}`}>{row.margin}</td>
                <td className={`pct${row.negative ? ' negative' : ''}`}>
                  {row.marginPercent}
                  {row.flag ? <MarginFlagMark flag={row.flag} /> : null}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>

      <section className="totals-block">
        <table className="totals sheet-totals">
          <thead>
            <tr>
              <th />
              <th>Price</th>
              <th>Budget</th>
              <th>Margin</th>
              <th>Margin %</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th>Items subtotal</th>
              <td>{model.totals.itemsPrice}</td>
              <td className="budget">{model.totals.itemsBudget}</td>
              <td />
              <td />
            </tr>
            <tr>
              <th>Installation subtotal</th>
              <td>{model.totals.installationPrice}</td>
              <td className="budget">{model.totals.installationBudget}</td>
              <td />
              <td />
            </tr>
            <tr className="rule grand">
              <th>Job total</th>
              <td>{model.totals.totalPrice}</td>
              <td className="budget">{model.totals.totalBudget}</td>
              <td className={model.cents.margin < 0 ? 'negative' : undefined}>{model.totals.margin}</td>
              <td className={model.cents.margin < 0 ? 'negative' : undefined}>{model.totals.marginPercent}</td>
            </tr>
            <tr className="margin-note">
              <th>Margin against the brand&apos;s target</th>
              <td colSpan={4}>{model.totals.marginNote}</td>
            </tr>
            <tr>
              <th>{model.totals.taxLabel}</th>
              <td>{model.totals.tax}</td>
              <td />
              <td />
              <td />
            </tr>
            <tr className="rule">
              <th>Grand total (client)</th>
              <td className="strong">{model.totals.grandTotal}</td>
              <td />
              <td />
              <td />
            </tr>
          </tbody>
        </table>
      </section>
    </main>
  );
}
