/** Every cell of a price change, old -> new, with the count and the total effect: the preview and a saved change's page. */
import { formatCents } from '~/domain/money';
import { SimpleTable, type TableColumn } from '~/components/ui/simple-table';

export type CellRow = { item: string; size: string; column: string; oldCents: number; newCents: number; overLimit: boolean };

const CELL_COLUMNS: TableColumn<CellRow>[] = [
  { label: 'Item', cell: (c) => c.item },
  { label: 'Size', cell: (c) => c.size },
  { label: 'Column', cell: (c) => c.column },
  { label: 'Old', cell: (c) => formatCents(c.oldCents), numeric: true },
  { label: 'New', cell: (c) => formatCents(c.newCents), numeric: true, cellClass: (c) => (c.overLimit ? 'font-semibold text-red-700' : '') },
];

export function CellsTable({ cells, label }: { cells: readonly CellRow[]; label: string }) {
  return (
    <div className="max-h-[60vh] overflow-auto rounded-lg border border-slate-200" role="region" aria-label={`${label}, scrollable`} tabIndex={0}>
      <SimpleTable
        rows={cells}
        columns={CELL_COLUMNS}
        label={label}
        rowKey={(_, i) => i}
        pad="px-2 py-1 sm:px-3"
        headClass="sticky top-0 bg-white text-left text-xs text-slate-500 uppercase"
        className="w-full text-xs sm:text-sm"
      />
    </div>
  );
}
