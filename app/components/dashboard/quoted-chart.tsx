/**
 * Value quoted per month, per brand: stacked bars drawn as server-rendered
 * SVG (no JavaScript needed), with the same figures as a table for screen
 * readers.
 */
import { compactDollars, formatCents } from '~/domain/money';

type Row = { month: string; brandId: number; brandName: string; cents: number };

const COLORS = ['#2563eb', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6', '#0ea5e9', '#84cc16', '#ec4899'];
const W = 720;
const H = 260;
const PAD = { top: 16, right: 12, bottom: 32, left: 64 };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-03' -> 'Mar' (the same on the server and in the browser, whatever their ICU). */
function monthLabel(month: string): string {
  return MONTHS[Number(month.split('-')[1]) - 1] ?? month;
}

function niceMax(value: number): number {
  if (value <= 0) return 100_00;
  const exp = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * exp >= value)!;
  return step * exp;
}

export function QuotedChart({ months, rows }: { months: string[]; rows: Row[] }) {
  const brands = [...new Map(rows.map((r) => [r.brandId, r.brandName])).entries()].sort((a, b) => a[1].localeCompare(b[1]));
  const color = new Map(brands.map(([id], i) => [id, COLORS[i % COLORS.length]!]));
  const byMonth = new Map(months.map((m) => [m, rows.filter((r) => r.month === m)]));
  const max = niceMax(Math.max(0, ...months.map((m) => byMonth.get(m)!.reduce((s, r) => s + r.cents, 0))));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / months.length;
  const barW = Math.min(36, slot * 0.6);
  const y = (cents: number) => PAD.top + plotH - (cents / max) * plotH;

  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-labelledby="quoted-title">
        <title id="quoted-title">Value quoted per month by brand, last 12 months</title>
        {[0, 0.25, 0.5, 0.75, 1].map((f) => (
          <g key={f}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(max * f)} y2={y(max * f)} stroke="#e2e8f0" />
            <text x={PAD.left - 8} y={y(max * f) + 4} textAnchor="end" fontSize="11" fill="#64748b">
              {compactDollars(max * f)}
            </text>
          </g>
        ))}
        {months.map((m, i) => {
          let base = 0;
          const x = PAD.left + i * slot + (slot - barW) / 2;
          return (
            <g key={m}>
              {byMonth.get(m)!.map((r) => {
                const top = y(base + r.cents);
                const h = y(base) - top;
                base += r.cents;
                return <rect key={r.brandId} x={x} y={top} width={barW} height={Math.max(0, h)} fill={color.get(r.brandId)} />;
              })}
              <text x={x + barW / 2} y={H - PAD.bottom + 16} textAnchor="middle" fontSize="11" fill="#64748b">
                {monthLabel(m)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-hidden="true">
        {brands.length === 0 ? <span>No jobs quoted in the last 12 months.</span> : null}
        {brands.map(([id, name]) => (
          <span key={id} className="inline-flex items-center gap-1.5">
            <span className="inline-block h-2.5 w-2.5 rounded-sm" style={{ background: color.get(id) }} />
            {name}
          </span>
        ))}
      </figcaption>
      {/* A table ignores sr-only's 1 px width and widened the page on a phone: the wrapper clips it. */}
      <div className="sr-only">
        <table>
          <caption>Value quoted per month by brand</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              {brands.map(([id, name]) => (
                <th key={id} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m}>
                <th scope="row">{m}</th>
                {brands.map(([id]) => (
                  <td key={id}>{formatCents(byMonth.get(m)!.find((r) => r.brandId === id)?.cents ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
