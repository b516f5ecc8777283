import { formatCents } from '~/domain/money';

export type RepriceAmount = { label: string; before: number; after: number };

/**
 * 'Now -> after re-price' for a line's amounts, one row each, as the two re-price confirmations show them (the
 * sign-count re-price and the re-price to today's catalogue); an amount that changes is in bold.
 */
export function RepriceAmounts({ amounts, className = '', testId }: { amounts: readonly RepriceAmount[]; className?: string; testId?: string }) {
  return (
    <table className={`w-full text-sm ${className}`} data-testid={testId}>
      <thead className="sr-only">
        <tr>
          <th scope="col">Amount</th>
          <th scope="col">Now -&gt; after re-price</th>
        </tr>
      </thead>
      <tbody>
        {amounts.map((a) => (
          <tr key={a.label} className="border-t border-slate-100">
            <th scope="row" className="py-1.5 pr-3 text-left font-medium text-slate-700">
              {a.label}
            </th>
            <td className="py-1.5 text-right tabular-nums">
              <span className="text-slate-500">{formatCents(a.before)}</span>
              <span className="px-2 text-slate-400">-&gt;</span>
              {a.before === a.after ? <span className="text-slate-700">{formatCents(a.after)}</span> : <b className="font-semibold text-slate-900">{formatCents(a.after)}</b>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
