import type { ReactNode } from 'react';
import { lineItemColumns, lineMoneyCells, type JobTab, type LineItemColumn, type LineItemRow } from '~/domain/line-item-display';

export type { LineItemRow };

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

const isImageUrl = (value: string) => /^(\/|https?:|data:image\/)/.test(value);
const EMOJI_FONTS = "'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', sans-serif";
const tileClass = 'flex h-14 w-14 items-center justify-center rounded bg-slate-100';

/** The ITEM cell: the sign's image, the service's icon (emoji or image), else a plain placeholder tile. */
function ItemPicture({ item }: { item: LineItemRow }) {
  const src = item.image ?? (item.icon && isImageUrl(item.icon) ? item.icon : null);
  if (src) return <img src={src} alt={item.name} className="h-14 w-14 rounded object-contain" loading="lazy" />;
  if (item.icon) {
    return (
      <span role="img" aria-label={item.name} className={`${tileClass} text-2xl`} style={{ fontFamily: EMOJI_FONTS }}>
        {item.icon}
      </span>
    );
  }
  return (
    <span role="img" aria-label={item.name} className={`${tileClass} text-slate-400`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5} className="h-6 w-6">
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="m2.25 15.75 5.159-5.159a2.25 2.25 0 0 1 3.182 0l5.159 5.159m-1.5-1.5 1.409-1.409a2.25 2.25 0 0 1 3.182 0l2.909 2.909M3.75 21h16.5A2.25 2.25 0 0 0 22.5 18.75V5.25A2.25 2.25 0 0 0 20.25 3H3.75A2.25 2.25 0 0 0 1.5 5.25v13.5A2.25 2.25 0 0 0 3.75 21Z"
        />
      </svg>
    </span>
  );
}

function cell(key: LineItemColumn, item: LineItemRow, money: ReturnType<typeof lineMoneyCells>): ReactNode {
  switch (key) {
    case 'qty':
      return item.quantity;
    case 'item':
      return <ItemPicture item={item} />;
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
