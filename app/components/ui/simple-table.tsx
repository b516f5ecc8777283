/**
 * A small read-only table: one header row and one row per item, each column declared once (its heading, its
 * cell, whether it holds an amount). Used by the price history, a price change's cells and a sign's other
 * changes, which show different columns in the same way.
 */
import type { ReactNode } from 'react';

export type TableColumn<T> = {
  label: string;
  cell: (row: T) => ReactNode;
  /** Amounts line up at the right, in tabular figures. */
  numeric?: boolean;
  /** Dates and times stay on one line. */
  nowrap?: boolean;
  /** Extra classes of this column's cells (for example a colour that depends on the row). */
  cellClass?: (row: T) => string;
};

type Props<T> = {
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  /** The table's accessible name. */
  label: string;
  rowKey: (row: T, index: number) => string | number;
  /** Padding of every cell; the header keeps the same horizontal padding. */
  pad?: string;
  headClass?: string;
  className?: string;
};

export function SimpleTable<T>({ rows, columns, label, rowKey, pad = 'py-1 pr-3', headClass = 'text-left text-xs text-slate-500 uppercase', className = 'w-full text-sm' }: Props<T>) {
  const align = (c: TableColumn<T>) => [pad, c.numeric ? 'text-right tabular-nums' : '', c.nowrap ? 'whitespace-nowrap' : ''].filter(Boolean).join(' ');
  return (
    <table className={className} aria-label={label}>
      <thead className={headClass}>
        <tr>
          {columns.map((c) => (
            <th key={c.label} scope="col" className={align(c)}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={rowKey(row, i)} className="border-t border-slate-100">
            {columns.map((c) => (
              <td key={c.label} className={[align(c), c.cellClass?.(row) ?? ''].filter(Boolean).join(' ')}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
