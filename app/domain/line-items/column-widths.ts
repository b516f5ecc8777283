/**
 * The line table's column widths, for its fixed layout (app/components/job/line-item-table.tsx). With
 * `table-layout: fixed` the browser sizes the columns once from these widths instead of measuring every cell
 * again as each part of a long table arrives; so the widths are worked out here from what the rows show: the
 * quantity and amount columns as wide as their widest text (as the automatic layout made them), never
 * narrower than their header's longest word or the documented width (docs/product.md § Job page), the picture
 * column as wide as its tile, the description the rest.
 *
 * Text is counted in `ch` (the width of a digit: the cells show tabular figures): a digit or `$` is 1ch, a
 * comma or point half of one, anything else (the `N/A` of a service) 1.25ch.
 */
import { lineMoneyCells, type LineItemColumn, type LineItemRow } from './line-item-display';

const textCh = (text: string): number => {
  let ch = 0;
  for (const c of text) ch += /[0-9$]/.test(c) ? 1 : c === ',' || c === '.' ? 0.5 : 1.25;
  return ch;
};

/** The padding each column's cells have on both sides together (app.css: px-2 quantity, px-1 amounts). */
const PAD = { qty: '1rem', money: '0.5rem' };

/** Each header's longest word with its cell padding (12px bold capitals): a column is never narrower. */
const HEADER_MIN: Partial<Record<LineItemColumn, string>> = {
  qty: '2.5rem',
  unitPrice: '3.125rem',
  installPrice: '4.125rem',
  unitBudget: '4.125rem',
  installBudget: '4.125rem',
};

export type ColumnWidths = Partial<Record<LineItemColumn | 'actions', string>>;

/** CSS widths for the columns a tab shows (each column's `width` is its documented least width, in px); none for the description. */
export function lineItemColumnWidths(columns: readonly { key: LineItemColumn; width: number }[], rows: readonly LineItemRow[]): ColumnWidths {
  const widest: Partial<Record<LineItemColumn, number>> = {};
  const keep = (key: LineItemColumn, text: string) => {
    widest[key] = Math.max(widest[key] ?? 0, textCh(text));
  };
  for (const row of rows) {
    keep('qty', String(row.quantity));
    const money = lineMoneyCells(row);
    for (const key of ['unitPrice', 'installPrice', 'unitBudget', 'installBudget'] as const) keep(key, money[key]);
  }
  const out: ColumnWidths = { actions: '2.5rem' };
  for (const { key, width } of columns) {
    if (key === 'description') continue;
    if (key === 'item') {
      out.item = '4.5rem';
      continue;
    }
    const text = `calc(${widest[key] ?? 0}ch + ${key === 'qty' ? PAD.qty : PAD.money})`;
    out[key] = `max(${width}px, ${HEADER_MIN[key]}, ${text})`;
  }
  return out;
}
