/**
 * The pricing sheet's last page when the Download menu asks for it:
 * the comparison with the version before, the same rows and totals as the
 * compare page (app/domain/compare), laid out for print. Appended after the
 * sheet itself; its CSS rides along in COMPARISON_CSS.
 */
import { Equal, Minus, Pencil, Plus, type LucideIcon } from 'lucide-react';
import type { ComparedSide, Comparison, TotalRow } from '~/domain/compare/comparison';
import type { CompareMark } from '~/domain/compare/match';

const MARK_ICONS: Record<CompareMark, LucideIcon> = { Added: Plus, Removed: Minus, Changed: Pencil, Same: Equal };

export const COMPARISON_CSS = `
.comparison{break-before:page;page-break-before:always}
.comparison h2{font-size:14pt;font-weight:700;margin-bottom:2pt}
.comparison .counts{color:#475569;margin-bottom:8pt}
.comparison .mark{display:inline-flex;align-items:center;gap:2pt;padding:1pt 5pt;border-radius:8pt;font-size:7.5pt;font-weight:700;white-space:nowrap;border:0.75pt solid}
.comparison .mark svg{width:8pt;height:8pt}
.comparison .mark-Added{background:#f0fdf4;color:#166534;border-color:#86efac}
.comparison .mark-Removed{background:#fef2f2;color:#991b1b;border-color:#fca5a5}
.comparison .mark-Changed{background:#fffbeb;color:#78350f;border-color:#fcd34d}
.comparison .mark-Same{background:#f1f5f9;color:#334155;border-color:#cbd5e1}
.comparison table.cmp-lines{table-layout:fixed}
.comparison col.mark-col{width:60pt}
.comparison col.side{width:140pt}
.comparison col.changes{width:190pt}
.comparison .side-amounts{color:#334155;font-variant-numeric:tabular-nums}
.comparison .absent{color:#94a3b8;font-style:italic}
.comparison ul{margin:0;padding-left:9pt}
.comparison .totals-pair{display:grid;grid-template-columns:1fr 1fr;gap:16pt;margin-top:10pt;break-inside:avoid;page-break-inside:avoid}
.comparison .diff-totals{width:100%;font-variant-numeric:tabular-nums}
.comparison .diff-totals th,.comparison .diff-totals td{padding:3pt 4pt;border-bottom:0.5pt solid #e2e8f0;text-align:right;white-space:nowrap}
.comparison .diff-totals th:first-child{text-align:left;font-weight:400;color:#334155}
.comparison .diff-totals thead th{font-size:7pt;text-transform:uppercase;letter-spacing:0.06em;color:#475569;font-weight:600;border-bottom:1pt solid #0f172a}
.comparison h3{font-size:8pt;text-transform:uppercase;letter-spacing:0.06em;color:#0f172a;margin:0 0 3pt}
`;

function Side({ side }: { side: ComparedSide | null }) {
  if (!side) return <p className="absent">Not in this version</p>;
  return (
    <>
      <p>Qty {side.quantity}</p>
      {side.choice ? <p>{side.choice}</p> : null}
      <p className="side-amounts">
        Price {side.unitPrice} · install {side.installPrice}
      </p>
      <p className="side-amounts">
        Budget {side.unitBudget} · install {side.installBudget}
      </p>
      <p className="side-amounts">Margin {side.margin}</p>
    </>
  );
}

function Totals({ title, rows, a, b }: { title: string; rows: TotalRow[]; a: number; b: number }) {
  return (
    <div>
      <h3>{title}</h3>
      <table className="diff-totals">
        <thead>
          <tr>
            <th>Total</th>
            <th>Version {a}</th>
            <th>Version {b}</th>
            <th>Difference</th>
            <th>%</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th>{r.label}</th>
              <td>{r.a}</td>
              <td>{r.b}</td>
              <td className="strong">{r.difference}</td>
              <td>{r.percent}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `comparison` null: the version has none before it, and the page says so. */
export function PricingSheetComparison({ versionNumber, comparison }: { versionNumber: number; comparison: Comparison | null }) {
  if (!comparison) {
    return (
      <section className="comparison">
        <h2>Comparison with the previous version</h2>
        <p className="counts">Version {versionNumber} has no version before it to compare with.</p>
      </section>
    );
  }
  const { a, b, counts } = comparison;
  return (
    <section className="comparison">
      <h2>
        Comparison with version {a} (version {a} -&gt; version {b})
      </h2>
      <p className="counts">
        {counts.Added} added · {counts.Removed} removed · {counts.Changed} changed · {counts.Same} the same
      </p>
      <table className="lines sheet cmp-lines">
        <colgroup>
          <col className="mark-col" />
          <col />
          <col className="side" />
          <col className="side" />
          <col className="changes" />
        </colgroup>
        <thead>
          <tr>
            <th>Mark</th>
            <th>Item and description</th>
            <th>Version {a}</th>
            <th>Version {b}</th>
            <th>What changed</th>
          </tr>
        </thead>
        <tbody>
          {comparison.rows.length === 0 ? (
            <tr>
              <td colSpan={5} className="empty">
                Neither version has line items.
              </td>
            </tr>
          ) : (
            comparison.rows.map((row) => {
              const Icon = MARK_ICONS[row.mark];
              const shown = row.b ?? row.a;
              return (
                <tr key={row.key}>
                  <td>
                    <span className={`mark mark-${row.mark}`}>
                      <Icon aria-hidden="true" strokeWidth={3} />
                      {row.mark}
                    </span>
                  </td>
                  <td>
                    <p className="line-name">{row.name}</p>
                    {shown?.description && shown.description !== row.name ? <p className="line-desc">{shown.description}</p> : null}
                  </td>
                  <td>
                    <Side side={row.a} />
                  </td>
                  <td>
                    <Side side={row.b} />
                  </td>
                  <td>
                    {row.changes.length ? (
                      <ul>
                        {row.changes.map((c) => (
                          <li key={c.label}>
                            {c.label}: {c.from} -&gt; {c.to}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
      <div className="totals-pair">
        <Totals title="Price (as on the proposal)" rows={comparison.totals.price} a={a} b={b} />
        <Totals title="Budget" rows={[...comparison.totals.budget, ...comparison.totals.margin]} a={a} b={b} />
      </div>
    </section>
  );
}
