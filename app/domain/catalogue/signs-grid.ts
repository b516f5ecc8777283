/**
 * The rules of the Signs grid on /data, apart from React: which size rows
 * show and in what order, where the arrow keys and Tab move the selected
 * price, what a drag-fill (or Shift+Up/Down from the keyboard) covers, what
 * the keys do, and the Signs tab's addresses. The hook
 * (components/catalogue/use-signs-grid.ts) keeps the state; this decides.
 * Pure.
 */
import { formatCents } from '~/domain/money';
import { PRICE_COLUMNS, PRICE_COLUMN_LABELS, type PriceColumn } from './price-cells';

/** One price of the grid: a size row's column. */
export type GridCell = { sizeId: number; col: PriceColumn };
/** A fill: the source cell's value copied down or up its column, within one sign, to the target row. */
export type FillRange = { signId: number; col: PriceColumn; sourceId: number; targetId: number };
/** A visible size row, in screen order. */
export type GridRow = { signId: number; id: number };

/** The key of a cell in maps and `data-cell` attributes. */
export const cellKey = (cell: GridCell) => `${cell.sizeId}:${cell.col}`;

/** The size rows on screen: those of the open signs, in the signs' order. */
export function visibleRows(signs: ReadonlyArray<{ id: number; sizes: ReadonlyArray<{ id: number }> }>, open: ReadonlySet<number>): GridRow[] {
  return signs.filter((s) => open.has(s.id)).flatMap((s) => s.sizes.map((z) => ({ signId: s.id, id: z.id })));
}

/**
 * The cell `dRow` rows and `dCol` columns away. Past the last column it wraps
 * to the next row's first (Tab), before the first to the previous row's last
 * (Shift+Tab); null past the first or last row.
 */
export function moveCell(rows: readonly GridRow[], cell: GridCell, dRow: number, dCol: number): GridCell | null {
  const row = rows.findIndex((r) => r.id === cell.sizeId);
  if (row < 0) return null;
  let c = PRICE_COLUMNS.indexOf(cell.col) + dCol;
  let r = row + dRow;
  if (c >= PRICE_COLUMNS.length) {
    c = 0;
    r += 1;
  } else if (c < 0) {
    c = PRICE_COLUMNS.length - 1;
    r -= 1;
  }
  const target = rows[r];
  return target ? { sizeId: target.id, col: PRICE_COLUMNS[c]! } : null;
}

/**
 * Shift+Up/Down: the fill range from `cell` grows or shrinks by one size of
 * the same sign. A range from another cell starts again from this one; null
 * when it cannot move (the sign's first or last size).
 */
export function stretchRange(rows: readonly GridRow[], range: FillRange | null, cell: GridCell, dRow: number): FillRange | null {
  const row = rows.findIndex((r) => r.id === cell.sizeId);
  if (row < 0) return null;
  const signId = rows[row]!.signId;
  const current = range && range.sourceId === cell.sizeId && range.col === cell.col ? range : { signId, col: cell.col, sourceId: cell.sizeId, targetId: cell.sizeId };
  const from = rows.findIndex((r) => r.id === current.targetId);
  const target = rows[(from < 0 ? row : from) + dRow];
  if (!target || target.signId !== signId) return null;
  return { ...current, targetId: target.id };
}

/** The rows a fill writes: between source and target, of the source's sign, the source itself left out. */
export function filledRows(rows: readonly GridRow[], range: FillRange): number[] {
  const a = rows.findIndex((r) => r.id === range.sourceId);
  const b = rows.findIndex((r) => r.id === range.targetId);
  if (a < 0 || b < 0) return [];
  const [from, to] = a <= b ? [a, b] : [b, a];
  return rows.slice(from, to + 1).filter((r) => r.signId === range.signId && r.id !== range.sourceId).map((r) => r.id);
}

/** What a key pressed on a selected (not edited) cell does. */
export type CellKeyAction =
  | { kind: 'stretch'; dRow: number }
  | { kind: 'move'; dRow: number; dCol: number }
  | { kind: 'fill' }
  | { kind: 'edit' }
  | { kind: 'cancel' }
  | null;

const ARROWS: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/**
 * Arrows move; Shift+Up/Down stretch the fill range; Enter fills when a range
 * covers a row, else edits (so does F2); Escape drops the range and the
 * cell's error. `hasRange`: a range from this cell covers at least one row.
 */
export function cellKeyAction(key: string, shiftKey: boolean, hasRange: boolean): CellKeyAction {
  const step = ARROWS[key];
  if (step && shiftKey && step[0] !== 0) return { kind: 'stretch', dRow: step[0] };
  if (step) return { kind: 'move', dRow: step[0], dCol: step[1] };
  if (key === 'Enter' && hasRange) return { kind: 'fill' };
  if (key === 'Enter' || key === 'F2') return { kind: 'edit' };
  if (key === 'Escape') return { kind: 'cancel' };
  return null;
}

const sizesWord = (n: number) => `${n} size${n === 1 ? '' : 's'}`;

/** The grid's words: a saved cell, a fill done, a fill range waiting for Enter. */
export const GRID_MESSAGES = {
  saved: (col: PriceColumn, sizeName: string, cents: number) => `Saved ${PRICE_COLUMN_LABELS[col]} of ${sizeName}: ${formatCents(cents)}`,
  filled: (col: PriceColumn, count: number, cents: number) => `Filled ${PRICE_COLUMN_LABELS[col]} of ${sizesWord(count)} with ${formatCents(cents)}`,
  range: (col: PriceColumn, count: number) => `Fill ${PRICE_COLUMN_LABELS[col]} into ${sizesWord(count)}: Enter fills, Escape cancels`,
  undone: 'Fill undone',
  saveFailed: 'Failed to save the price',
  fillFailed: 'Failed to fill the column',
  undoFailed: 'Failed to undo',
} as const;

/** A row's value before and after a fill (cents), as POST /api/sign-pricing/fill answers. */
export type FilledValue = { id: number; cents: number };

/**
 * The Undo of a fill: each row back to its value before, naming its value
 * after, so the undo never puts back a cell someone changed since (409).
 */
export function undoOfFill(column: PriceColumn, before: readonly FilledValue[], after: readonly FilledValue[]) {
  return { column, rows: before.map((b) => ({ ...b, expected: after.find((a) => a.id === b.id)?.cents })) };
}

/** Where the Signs tab's forms post and its links go: the open signs stay open. */
/** The Signs tab's brand filter and search (by sign name or type), from its URL: a GET form, so it works without JavaScript and can be shared. */
export type SignsFilter = { brandId: number | null; q: string };
export const NO_SIGNS_FILTER: SignsFilter = { brandId: null, q: '' };
export const SIGNS_SEARCH_MAX = 100;

/** `?brand=&q=` of the Signs tab: a brand id or none; the search's spaces collapsed (plain code: the grid loads no Zod). */
export function signsFilterParams(params: URLSearchParams): SignsFilter {
  const brand = params.get('brand');
  const brandId = brand !== null && /^\d{1,9}$/.test(brand) && Number(brand) > 0 ? Number(brand) : null;
  // A longer search is cut to the limit rather than refused: it is a query, never saved.
  const q = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, SIGNS_SEARCH_MAX);
  return { brandId, q };
}

/** /data?tab=signs with the open signs and the filter kept. */
export function signsHref(openIds: readonly number[], filter: SignsFilter = NO_SIGNS_FILTER): string {
  const q = new URLSearchParams({ tab: 'signs' });
  if (filter.brandId !== null) q.set('brand', String(filter.brandId));
  if (filter.q) q.set('q', filter.q);
  if (openIds.length) q.set('open', openIds.join(','));
  return `/data?${q.toString().replace(/%2C/g, ',')}`;
}

/** The open signs after opening or closing `signId`. */
export function toggledOpen(openIds: readonly number[], signId: number): number[] {
  return openIds.includes(signId) ? openIds.filter((id) => id !== signId) : [...openIds, signId];
}
