import type { ReactNode } from 'react';
import { lineItemColumns, lineMoneyCells, type JobTab, type LineItemColumn, type LineMoney } from '~/domain/line-item-display';

export type LineItemRow = LineMoney & {
  id: number;
  quantity: number;
  /** Sign image or service icon URL. */
  image: string | null;
  description: string;
  /** 1 marks a sub-row. */
  level?: number;
};

export type LineItemTableProps = {
  tab: JobTab;
  items: readonly LineItemRow[];
  /** Shown instead of rows when there are none (the wizard); without it an empty list shows only the Add Item row. */
  emptyState?: { title: string; description: string };
  /** The final 'Add Item' row (default on). */
  showAddItem?: boolean;
  /** Content of the Add Item row, e.g. a link that opens the add-item panel; default an inert label. */
  addItem?: ReactNode;
};

function cell(key: LineItemColumn, item: LineItemRow, money: ReturnType<typeof lineMoneyCells>): ReactNode {
  switch (key) {
    case 'qty':
      return item.quantity;
    case 'item':
      return item.image ? (
        <img src={item.image} alt={item.name} className="h-14 w-14 rounded object-contain" loading="lazy" />
      ) : (
        <span className="block text-xs text-slate-500">{item.name}</span>
      );
    case 'description':
      return (
        <span className={`line-clamp-3 ${item.level === 1 ? 'pl-4' : ''}`}>
          {item.level === 1 ? null : <span className="block font-medium text-slate-900">{item.name}</span>}
          <span className="text-slate-600">{item.description}</span>
        </span>
      );
    default:
      return money[key];
  }
}

/** The job's line items (read-only here); the tab decides the money columns. */
export function LineItemTable({ tab, items, emptyState, showAddItem = true, addItem }: LineItemTableProps) {
  const columns = lineItemColumns(tab);
  const empty = items.length === 0 && emptyState;
  return (
    <table className="w-full table-fixed border-collapse text-sm" data-testid="line-item-table">
      <colgroup>
        {columns.map((c) => (
          <col key={c.key} style={{ width: c.width }} />
        ))}
      </colgroup>
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs font-semibold tracking-wide text-slate-500">
          {columns.map((c) => (
            <th key={c.key} scope="col" className={`px-2 py-2 ${c.key.startsWith('unit') || c.key.startsWith('install') ? 'text-right' : ''}`}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {empty ? (
          <tr>
            <td colSpan={columns.length} className="px-2 py-16 text-center">
              <p className="text-base font-medium text-slate-900">{emptyState.title}</p>
              <p className="mt-1 text-sm text-slate-500">{emptyState.description}</p>
            </td>
          </tr>
        ) : (
          items.map((item) => {
            const money = lineMoneyCells(item);
            return (
              <tr key={item.id} className="h-20 border-b border-slate-100 align-middle" data-testid="line-item-row">
                {columns.map((c) => (
                  <td
                    key={c.key}
                    className={`overflow-hidden px-2 ${c.key.startsWith('unit') || c.key.startsWith('install') ? 'text-right tabular-nums' : ''}`}
                  >
                    {cell(c.key, item, money)}
                  </td>
                ))}
              </tr>
            );
          })
        )}
        {showAddItem && !empty ? (
          <tr className="h-20 border-b border-slate-100">
            <td colSpan={columns.length} className="px-2 text-slate-500">
              {addItem ?? (
                <span className="inline-flex items-center gap-2">
                  <span aria-hidden="true">+</span> Add Item
                </span>
              )}
            </td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
