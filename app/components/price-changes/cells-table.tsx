/** Every cell of a price change, old -> new, with the count and the total effect: the preview and a saved change's page. */
import { formatCents } from '~/domain/money';

export type CellRow = { item: string; size: string; column: string; oldCents: number; newCents: number; overLimit: boolean };

export function CellsTable({ cells, label }: { cells: readonly CellRow[]; label: string }) {
  return (
    <div className="max-h-[60vh] overflow-auto rounded-lg border border-slate-200" role="region" aria-label={`${label}, scrollable`} tabIndex={0}>
      <table className="w-full text-xs sm:text-sm" aria-label={label}>
        <thead className="sticky top-0 bg-white text-left text-xs text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-2 sm:px-3 py-2">Item</th>
            <th scope="col" className="px-2 sm:px-3 py-2">Size</th>
            <th scope="col" className="px-2 sm:px-3 py-2">Column</th>
            <th scope="col" className="px-2 sm:px-3 py-2 text-right">Old</th>
            <th scope="col" className="px-2 sm:px-3 py-2 text-right">New</th>
          </tr>
        </thead>
        <tbody>
          {cells.map((c, i) => (
            <tr key={i} className="border-t border-slate-100">
              <td className="px-2 sm:px-3 py-1">{c.item}</td>
              <td className="px-2 sm:px-3 py-1">{c.size}</td>
              <td className="px-2 sm:px-3 py-1">{c.column}</td>
              <td className="px-2 sm:px-3 py-1 text-right tabular-nums">{formatCents(c.oldCents)}</td>
              <td className={`px-3 py-1 text-right tabular-nums ${c.overLimit ? 'font-semibold text-red-700' : ''}`}>{formatCents(c.newCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
