/**
 * The state of the Signs grid with JavaScript: the open signs, the selected
 * and edited price, each cell's error, the fill range (mouse drag or
 * Shift+Up/Down), the prices saved since the page loaded, and the grid's
 * toast. Its rules (moves, ranges, keys, words) are in
 * domain/catalogue/signs-grid; its saves go through the /api routes.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { parseCellMoney, type PriceColumn } from '~/domain/catalogue/price-cells';
import { GRID_MESSAGES, cellKey, cellKeyAction, filledRows, moveCell, stretchRange, undoOfFill, visibleRows, type FillRange, type FilledValue, type GridCell } from '~/domain/catalogue/signs-grid';
import { centsToInput } from '~/domain/money';
import { refusedMessage, sendJson } from '~/components/ui/json-fetch';
import type { SignRow, SizeRow } from '~/server/catalogue/signs.server';
import type { GridToastState } from './grid-toast';

export type Editing = GridCell & { text: string };

export function useSignsGrid(signs: SignRow[], openIds: number[]) {
  const [open, setOpen] = useState<Set<number>>(() => new Set(openIds));
  // A navigation that names other open signs (a link followed before the page's script took over, a filter) wins
  // over the rows opened here.
  const openKey = openIds.join(',');
  const [openFrom, setOpenFrom] = useState(openKey);
  if (openFrom !== openKey) {
    setOpenFrom(openKey);
    setOpen(new Set(openIds));
  }
  // Saved values not yet in loader data (a cell save does not reload 500 signs).
  const [saved, setSaved] = useState<Map<number, SizeRow>>(new Map());
  useEffect(() => setSaved(new Map()), [signs]);
  const [active, setActive] = useState<GridCell | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [drag, setDrag] = useState<FillRange | null>(null);
  // The keyboard's fill range (Shift+Up/Down from the selected cell; Enter fills, Escape drops it).
  const [range, setRange] = useState<FillRange | null>(null);
  const [toast, setToast] = useState<GridToastState | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);

  const openList = useMemo(() => [...open], [open]);
  const sizeOf = useCallback((s: SizeRow) => saved.get(s.id) ?? s, [saved]);
  // Visible size rows in screen order, for arrow keys and fill ranges.
  const rows = useMemo(() => visibleRows(signs, open), [signs, open]);
  const findSize = (id: number) => signs.flatMap((s) => s.sizes).find((z) => z.id === id);

  useEffect(() => {
    if (!active || editing) return;
    const el = gridRef.current?.querySelector<HTMLElement>(`[data-cell="${cellKey(active)}"]`);
    if (el && document.activeElement !== el) el.focus();
  }, [active, editing]);

  useEffect(() => {
    if (!toast || toast.undo) return;
    const timer = setTimeout(() => setToast(null), 3000);
    return () => clearTimeout(timer);
  }, [toast]);

  function setError(cell: GridCell, message: string | null) {
    setErrors((prev) => {
      const next = new Map(prev);
      if (message) next.set(cellKey(cell), message);
      else next.delete(cellKey(cell));
      return next;
    });
  }

  function apply(values: readonly FilledValue[], col: PriceColumn) {
    setSaved((prev) => {
      const next = new Map(prev);
      for (const v of values) {
        const base = next.get(v.id) ?? findSize(v.id);
        if (base) next.set(v.id, { ...base, [col]: v.cents });
      }
      return next;
    });
  }

  async function commit(edit: Editing) {
    setEditing(null);
    const parsed = parseCellMoney(edit.text);
    if (!parsed.ok) {
      setError(edit, parsed.message);
      return;
    }
    const size = findSize(edit.sizeId);
    if (!size) return;
    if (sizeOf(size)[edit.col] === parsed.cents) {
      setError(edit, null);
      return;
    }
    const res = await sendJson(`/api/sign-pricing/${edit.sizeId}`, 'PATCH', { [edit.col]: edit.text });
    if (!res.ok) {
      setError(edit, refusedMessage(res.body, GRID_MESSAGES.saveFailed));
      return;
    }
    setError(edit, null);
    apply([{ id: edit.sizeId, cents: parsed.cents }], edit.col);
    setToast({ text: GRID_MESSAGES.saved(edit.col, size.sizeName, parsed.cents) });
  }

  function move(cell: GridCell, dRow: number, dCol: number) {
    const next = moveCell(rows, cell, dRow, dCol);
    if (next) setActive(next);
  }

  async function fill(d: FillRange) {
    const ids = filledRows(rows, d);
    const source = findSize(d.sourceId);
    if (ids.length === 0 || !source) return;
    const value = sizeOf(source)[d.col];
    const res = await sendJson('/api/sign-pricing/fill', 'POST', { column: d.col, value: centsToInput(value), pricingIds: ids });
    if (!res.ok) {
      setToast({ text: refusedMessage(res.body, GRID_MESSAGES.fillFailed), error: true });
      return;
    }
    const body = res.body as { before: FilledValue[]; after: FilledValue[] };
    apply(body.after, d.col);
    setToast({ text: GRID_MESSAGES.filled(d.col, ids.length, value), undo: undoOfFill(d.col, body.before, body.after) });
  }

  async function undo(u: NonNullable<GridToastState['undo']>) {
    const res = await sendJson('/api/sign-pricing/restore', 'POST', u);
    if (!res.ok) {
      setToast({ text: refusedMessage(res.body, GRID_MESSAGES.undoFailed), error: true });
      return;
    }
    apply(u.rows, u.column);
    setToast({ text: GRID_MESSAGES.undone });
  }

  function onCellKey(event: KeyboardEvent, cell: GridCell, value: number) {
    if (editing) return;
    const action = cellKeyAction(event.key, event.shiftKey, range !== null && filledRows(rows, range).length > 0);
    if (!action) return;
    if (action.kind !== 'cancel') event.preventDefault();
    if (action.kind === 'stretch') {
      const next = stretchRange(rows, range, cell, action.dRow);
      if (next) setRange(next);
      return;
    }
    setRange(null);
    if (action.kind === 'move') move(cell, action.dRow, action.dCol);
    else if (action.kind === 'fill') void fill(range!);
    else if (action.kind === 'edit') setEditing({ ...cell, text: centsToInput(value) });
    else setError(cell, null);
  }

  function onEditKey(event: KeyboardEvent<HTMLInputElement>) {
    if (!editing) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit(editing);
      setActive({ sizeId: editing.sizeId, col: editing.col });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setEditing(null);
      setActive({ sizeId: editing.sizeId, col: editing.col });
    } else if (event.key === 'Tab') {
      event.preventDefault();
      void commit(editing);
      move(editing, 0, event.shiftKey ? -1 : 1);
    }
  }

  // ------------------------------------------------ the mouse's drag-fill

  function startDrag(event: ReactPointerEvent, signId: number, cell: GridCell) {
    event.preventDefault();
    event.stopPropagation();
    setDrag({ signId, col: cell.col, sourceId: cell.sizeId, targetId: cell.sizeId });
  }

  const dragRef = useRef<FillRange | null>(null);
  dragRef.current = drag;
  useEffect(() => {
    if (!drag) return;
    function onMove(e: PointerEvent) {
      const d = dragRef.current;
      if (!d) return;
      const el = document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>('[data-size-row]');
      if (!el) return;
      const id = Number(el.dataset.sizeRow);
      if (Number(el.dataset.signId) === d.signId && id !== d.targetId) setDrag({ ...d, targetId: id });
    }
    function onUp() {
      const d = dragRef.current;
      setDrag(null);
      if (d) void fill(d);
    }
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp, { once: true });
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drag !== null]);

  // The mouse's drag, else the keyboard's range.
  const filling = drag ?? range;
  const fillIds = useMemo(() => (filling ? new Set([filling.sourceId, ...filledRows(rows, filling)]) : null), [filling, rows]);
  const rangeSize = range ? filledRows(rows, range).length : 0;

  // Opened here, not by following the link, whenever this runs: also in the moment between hydrating and the grid's
  // live form, where the link's own navigation could be dropped (React Router's navigate is not armed yet).
  function toggle(signId: number, event: ReactMouseEvent) {
    event.preventDefault();
    const next = new Set(open);
    if (next.has(signId)) next.delete(signId);
    else next.add(signId);
    setOpen(next);
    // Keep the open signs in the address (a reload or the no-JS links show the same rows) without reloading 500 signs.
    const url = new URL(window.location.href);
    if (next.size) url.searchParams.set('open', [...next].join(','));
    else url.searchParams.delete('open');
    window.history.replaceState(window.history.state, '', url);
  }

  return {
    gridRef,
    open,
    openList,
    sizeOf,
    active,
    setActive,
    editing,
    setEditing,
    errors,
    filling,
    fillIds,
    range,
    rangeSize,
    toast,
    setToast,
    commit,
    undo,
    onCellKey,
    onEditKey,
    startDrag,
    toggle,
  };
}
