/**
 * The Signs tab of /data: sign rows that expand into size rows.
 *
 * With JavaScript the size cells form a grid: arrows move, Enter edits,
 * Escape cancels, Tab moves on; an edit is checked here (the same rule as the
 * server) and saved at once with PATCH /api/sign-pricing/{id}; the handle at
 * a cell's corner drag-fills the column (POST /api/sign-pricing/fill) with an
 * Undo in the confirmation toast. From the keyboard, Shift+Up/Down stretches
 * the same fill range from the selected cell and Enter fills it.
 *
 * Without JavaScript each expanded sign's sizes are inputs of one form with
 * one Save button (the route's 'save-sizes' action).
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { Form, Link, useFetcher } from 'react-router';
import { PRICE_COLUMNS, PRICE_COLUMN_LABELS, parseCellMoney, type PriceColumn } from '~/domain/catalogue/catalogue';
import { centsToInput, formatCents } from '~/domain/money';
import { useHydrated } from '~/components/ui/use-hydrated';
import type { SignRow, SizeRow } from '~/server/catalogue/signs.server';

type Cell = { sizeId: number; col: PriceColumn };
type Editing = Cell & { text: string };
type Drag = { signId: number; col: PriceColumn; sourceId: number; targetId: number };
type GridToast = { text: string; undo?: { column: PriceColumn; rows: Array<{ id: number; cents: number; expected?: number }> }; error?: boolean };

export type SizeFormErrors = Record<string, string[] | undefined>;

async function sendJson(url: string, method: string, body: unknown): Promise<{ ok: boolean; status: number; body: unknown }> {
  try {
    const res = await fetch(url, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const json: unknown = await res.json().catch(() => null);
    return { ok: res.ok, status: res.status, body: json };
  } catch {
    return { ok: false, status: 0, body: null };
  }
}

function errorText(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const { error, fields } = body as { error?: string; fields?: Record<string, string[]> };
    const first = fields ? Object.values(fields)[0]?.[0] : undefined;
    return first ?? error ?? fallback;
  }
  return fallback;
}

const cellId = (c: Cell) => `${c.sizeId}:${c.col}`;

export function SignsGrid({ signs, openIds, formErrors }: { signs: SignRow[]; openIds: number[]; formErrors?: SizeFormErrors }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<Set<number>>(() => new Set(openIds));
  // Saved values not yet in loader data (a cell save does not reload 500 signs).
  const [saved, setSaved] = useState<Map<number, SizeRow>>(new Map());
  useEffect(() => setSaved(new Map()), [signs]);
  const [active, setActive] = useState<Cell | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [drag, setDrag] = useState<Drag | null>(null);
  // The keyboard's fill range (Shift+Up/Down from the selected cell; Enter fills, Escape drops it).
  const [range, setRange] = useState<Drag | null>(null);
  const [toast, setToast] = useState<GridToast | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);

  const openList = useMemo(() => [...open], [open]);
  const sizeOf = useCallback((s: SizeRow) => saved.get(s.id) ?? s, [saved]);

  // Visible size rows in screen order, for arrow keys and drag ranges.
  const order = useMemo(() => signs.filter((s) => open.has(s.id)).flatMap((s) => s.sizes.map((z) => ({ signId: s.id, id: z.id }))), [signs, open]);
  const indexOf = useMemo(() => new Map(order.map((r, i) => [r.id, i])), [order]);

  useEffect(() => {
    if (!active || editing) return;
    const el = gridRef.current?.querySelector<HTMLElement>(`[data-cell="${cellId(active)}"]`);
    if (el && document.activeElement !== el) el.focus();
  }, [active, editing]);

  useEffect(() => {
    if (!toast || toast.undo) return;
    const timer = setTimeout(() => setToast(null), 3000);
    return () => clearTimeout(timer);
  }, [toast]);

  function setError(cell: Cell, message: string | null) {
    setErrors((prev) => {
      const next = new Map(prev);
      if (message) next.set(cellId(cell), message);
      else next.delete(cellId(cell));
      return next;
    });
  }

  function apply(rows: Array<{ id: number; cents: number }>, col: PriceColumn) {
    setSaved((prev) => {
      const next = new Map(prev);
      for (const r of rows) {
        const base = next.get(r.id) ?? signs.flatMap((s) => s.sizes).find((z) => z.id === r.id);
        if (base) next.set(r.id, { ...base, [col]: r.cents });
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
    const size = signs.flatMap((s) => s.sizes).find((z) => z.id === edit.sizeId);
    if (!size) return;
    if (sizeOf(size)[edit.col] === parsed.cents) {
      setError(edit, null);
      return;
    }
    const res = await sendJson(`/api/sign-pricing/${edit.sizeId}`, 'PATCH', { [edit.col]: edit.text });
    if (!res.ok) {
      setError(edit, errorText(res.body, 'Failed to save the price'));
      return;
    }
    setError(edit, null);
    apply([{ id: edit.sizeId, cents: parsed.cents }], edit.col);
    setToast({ text: `Saved ${PRICE_COLUMN_LABELS[edit.col]} of ${size.sizeName}: ${formatCents(parsed.cents)}` });
  }

  function move(cell: Cell, dRow: number, dCol: number) {
    const row = indexOf.get(cell.sizeId);
    if (row === undefined) return;
    let c = PRICE_COLUMNS.indexOf(cell.col) + dCol;
    let r = row + dRow;
    if (c >= PRICE_COLUMNS.length) {
      c = 0;
      r += 1;
    } else if (c < 0) {
      c = PRICE_COLUMNS.length - 1;
      r -= 1;
    }
    const target = order[r];
    if (!target) return;
    setActive({ sizeId: target.id, col: PRICE_COLUMNS[c]! });
  }

  /** Shift+Up/Down: the fill range from `cell` grows or shrinks by one size of the same sign. */
  function stretch(cell: Cell, dRow: number) {
    const row = indexOf.get(cell.sizeId);
    if (row === undefined) return;
    const signId = order[row]!.signId;
    const current = range && range.sourceId === cell.sizeId && range.col === cell.col ? range : { signId, col: cell.col, sourceId: cell.sizeId, targetId: cell.sizeId };
    const target = order[(indexOf.get(current.targetId) ?? row) + dRow];
    if (!target || target.signId !== signId) return;
    setRange({ ...current, targetId: target.id });
  }

  function onCellKey(event: KeyboardEvent, cell: Cell, value: number) {
    if (editing) return;
    const keys: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const step = keys[event.key];
    if (step && event.shiftKey && step[0] !== 0) {
      event.preventDefault();
      stretch(cell, step[0]);
    } else if (step) {
      event.preventDefault();
      setRange(null);
      move(cell, step[0], step[1]);
    } else if (event.key === 'Enter' && range && covered(range).length > 0) {
      event.preventDefault();
      setRange(null);
      void finishDrag(range);
    } else if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      setRange(null);
      setEditing({ ...cell, text: centsToInput(value) });
    } else if (event.key === 'Escape') {
      setRange(null);
      setError(cell, null);
    }
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

  // ------------------------------------------------ drag-fill

  function startDrag(event: ReactPointerEvent, signId: number, cell: Cell) {
    event.preventDefault();
    event.stopPropagation();
    setDrag({ signId, col: cell.col, sourceId: cell.sizeId, targetId: cell.sizeId });
  }

  const dragRef = useRef<Drag | null>(null);
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
      if (d) void finishDrag(d);
    }
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp, { once: true });
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drag !== null]);

  function covered(d: Drag): number[] {
    const a = indexOf.get(d.sourceId);
    const b = indexOf.get(d.targetId);
    if (a === undefined || b === undefined) return [];
    const [from, to] = a <= b ? [a, b] : [b, a];
    return order.slice(from, to + 1).filter((r) => r.signId === d.signId && r.id !== d.sourceId).map((r) => r.id);
  }

  async function finishDrag(d: Drag) {
    const ids = covered(d);
    if (ids.length === 0) return;
    const source = signs.flatMap((s) => s.sizes).find((z) => z.id === d.sourceId);
    if (!source) return;
    const value = sizeOf(source)[d.col];
    const res = await sendJson('/api/sign-pricing/fill', 'POST', { column: d.col, value: centsToInput(value), pricingIds: ids });
    if (!res.ok) {
      setToast({ text: errorText(res.body, 'Failed to fill the column'), error: true });
      return;
    }
    const body = res.body as { before: Array<{ id: number; cents: number }>; after: Array<{ id: number; cents: number }> };
    apply(body.after, d.col);
    setToast({
      text: `Filled ${PRICE_COLUMN_LABELS[d.col]} of ${ids.length} size${ids.length === 1 ? '' : 's'} with ${formatCents(value)}`,
      // Each row names its value after the fill, so the undo never puts back a cell someone changed since.
      undo: { column: d.col, rows: body.before.map((b) => ({ ...b, expected: body.after.find((a) => a.id === b.id)?.cents })) },
    });
  }

  async function undo(u: NonNullable<GridToast['undo']>) {
    const res = await sendJson('/api/sign-pricing/restore', 'POST', u);
    if (!res.ok) {
      setToast({ text: errorText(res.body, 'Failed to undo'), error: true });
      return;
    }
    apply(u.rows, u.column);
    setToast({ text: 'Fill undone' });
  }

  // The mouse's drag, else the keyboard's range.
  const filling = drag ?? range;
  const dragIds = useMemo(() => (filling ? new Set([filling.sourceId, ...covered(filling)]) : null), [filling]); // eslint-disable-line react-hooks/exhaustive-deps
  const rangeSize = range ? covered(range).length : 0;

  function toggle(signId: number, event: React.MouseEvent) {
    if (!hydrated) return;
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

  return (
    <div>
      <p className="mb-2 text-sm text-slate-600">
        {hydrated ? (
          <>
            Click a price to select it; Enter edits, Escape cancels, arrows and Tab move. <span className="font-medium">Drag to fill</span>: drag the
            handle at the corner of a selected price up or down its column, or press Shift+Down or Shift+Up, then Enter.
          </>
        ) : (
          'Open a sign to edit its sizes, then press Save.'
        )}
      </p>
      {/* `relative`: the rows' sr-only text (position: absolute) is clipped here instead of widening the page. */}
      <div
        role="region"
        aria-label="Signs and sizes table"
        tabIndex={0}
        className="relative overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
      >
        <table ref={gridRef} role={hydrated ? 'grid' : undefined} aria-label="Signs and sizes" className="w-full min-w-[900px] text-sm select-none">
          <thead className="bg-slate-50 text-left text-xs font-medium tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="w-10 px-2 py-2">
                <span className="sr-only">Open</span>
              </th>
              <th scope="col" className="px-3 py-2">
                Sign / Size
              </th>
              {PRICE_COLUMNS.map((c) => (
                <th key={c} scope="col" className="px-3 py-2 text-right">
                  {PRICE_COLUMN_LABELS[c]}
                </th>
              ))}
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {signs.map((sign) => (
              <SignBlock
                key={sign.id}
                sign={sign}
                isOpen={open.has(sign.id)}
                openIds={openList}
                hydrated={hydrated}
                sizeOf={sizeOf}
                active={active}
                editing={editing}
                errors={errors}
                dragIds={filling?.signId === sign.id ? dragIds : null}
                dragCol={filling?.col ?? null}
                formErrors={formErrors}
                onToggle={toggle}
                onActivate={setActive}
                onEdit={(cell, value) => setEditing({ ...cell, text: centsToInput(value) })}
                onCellKey={onCellKey}
                onEditText={(text) => setEditing((e) => (e ? { ...e, text } : e))}
                onEditKey={onEditKey}
                onEditBlur={() => editing && void commit(editing)}
                onStartDrag={startDrag}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p className="sr-only" aria-live="polite">
        {range && rangeSize > 0 ? `Fill ${PRICE_COLUMN_LABELS[range.col]} into ${rangeSize} size${rangeSize === 1 ? '' : 's'}: Enter fills, Escape cancels` : ''}
      </p>
      {toast ? (
        <div
          role={toast.error ? 'alert' : 'status'}
          data-testid="grid-toast"
          className={`fixed right-4 bottom-4 z-50 flex max-w-sm items-center gap-3 rounded-md border p-3 text-sm shadow-lg ${
            toast.error ? 'border-red-800 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <span className="flex-1">{toast.text}</span>
          {toast.undo ? (
            <button type="button" className="rounded border border-slate-300 px-2 py-1 font-medium hover:bg-slate-50" onClick={() => void undo(toast.undo!)}>
              Undo
            </button>
          ) : null}
          <button type="button" aria-label="Close" className="px-1 opacity-70 hover:opacity-100" onClick={() => setToast(null)}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}

type BlockProps = {
  sign: SignRow;
  isOpen: boolean;
  openIds: number[];
  hydrated: boolean;
  sizeOf: (s: SizeRow) => SizeRow;
  active: Cell | null;
  editing: Editing | null;
  errors: Map<string, string>;
  dragIds: Set<number> | null;
  dragCol: PriceColumn | null;
  formErrors?: SizeFormErrors;
  onToggle: (signId: number, e: React.MouseEvent) => void;
  onActivate: (cell: Cell) => void;
  onEdit: (cell: Cell, value: number) => void;
  onCellKey: (e: KeyboardEvent, cell: Cell, value: number) => void;
  onEditText: (text: string) => void;
  onEditKey: (e: KeyboardEvent<HTMLInputElement>) => void;
  onEditBlur: () => void;
  onStartDrag: (e: ReactPointerEvent, signId: number, cell: Cell) => void;
};

function toggleHref(openIds: number[], signId: number): string {
  const next = openIds.includes(signId) ? openIds.filter((id) => id !== signId) : [...openIds, signId];
  const params = new URLSearchParams({ tab: 'signs' });
  if (next.length) params.set('open', next.join(','));
  return `/data?${params}`;
}

const SignBlock = memo(function SignBlock(props: BlockProps) {
  const { sign, isOpen, hydrated } = props;
  const formId = `sizes-${sign.id}`;
  return (
    <>
      <tr className="border-t border-slate-200 bg-white">
        <td className="px-2 py-2 align-top">
          <Link
            to={toggleHref(props.openIds, sign.id)}
            preventScrollReset
            aria-expanded={isOpen}
            aria-label={`${isOpen ? 'Close' : 'Open'} ${sign.name} sizes`}
            onClick={(e) => props.onToggle(sign.id, e)}
            className="inline-flex h-7 w-7 items-center justify-center rounded hover:bg-slate-100"
          >
            <span aria-hidden="true">{isOpen ? '▾' : '▸'}</span>
          </Link>
        </td>
        <td className="px-3 py-2" colSpan={6}>
          <div className="flex items-start gap-3">
            {sign.image ? (
              <img src={sign.image} alt="" className="h-10 w-10 shrink-0 rounded object-cover" loading="lazy" />
            ) : (
              <div className="h-10 w-10 shrink-0 rounded bg-slate-100" aria-hidden="true" />
            )}
            <div className="min-w-0">
              <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">
                <bdi>{sign.name}</bdi> <span className="text-xs font-normal text-slate-500">· {sign.brandName} · {sign.signType} · {sign.sizes.length} {sign.sizes.length === 1 ? 'size' : 'sizes'}</span>
                {sign.isActive ? null : <span className="ml-2 rounded bg-slate-200 px-1.5 text-xs">Disabled</span>}
              </p>
              <p className="truncate text-xs text-slate-500">{sign.description || 'No description'}</p>
            </div>
          </div>
        </td>
        <td className="px-3 py-2 text-right align-top whitespace-nowrap">
          <Link to={`/data/signs/${sign.id}/edit`} preventScrollReset className="text-sm font-medium text-slate-700 underline-offset-2 hover:underline">
            Edit<span className="sr-only"> {sign.name}</span>
          </Link>
          <span className="mx-1 text-slate-300">|</span>
          <Link to={`/data/signs/${sign.id}/history`} preventScrollReset className="text-sm font-medium text-slate-700 underline-offset-2 hover:underline">
            History<span className="sr-only"> of {sign.name}</span>
          </Link>
        </td>
      </tr>
      {isOpen
        ? sign.sizes.map((raw, i) => {
            const size = props.sizeOf(raw);
            return (
              <tr key={size.id} data-size-row={size.id} data-sign-id={sign.id} className="border-t border-slate-100 bg-slate-50/50">
                <td />
                <th scope="row" className="px-3 py-1 pl-8 text-left font-normal text-slate-700">
                  {hydrated ? (
                    size.sizeName
                  ) : (
                    <>
                      <input type="hidden" name={`sizes[${i}].id`} value={size.id} form={formId} />
                      <input type="hidden" name={`sizes[${i}].was`} value={JSON.stringify({ sizeName: size.sizeName, ...Object.fromEntries(PRICE_COLUMNS.map((c) => [c, size[c]])) })} form={formId} />
                      <label className="sr-only" htmlFor={`size-${size.id}-name`}>
                        Size name
                      </label>
                      <input
                        id={`size-${size.id}-name`}
                        name={`sizes[${i}].sizeName`}
                        defaultValue={size.sizeName}
                        form={formId}
                        className="w-28 rounded border border-slate-300 px-2 py-1"
                      />
                    </>
                  )}
                </th>
                {PRICE_COLUMNS.map((col) => {
                  const cell = { sizeId: size.id, col };
                  const key = `${size.id}:${col}`;
                  if (!hydrated) {
                    const err = props.formErrors?.[`sizes[${i}].${col}`]?.[0];
                    return (
                      <td key={col} className="px-2 py-1 text-right">
                        <input
                          name={`sizes[${i}].${col}`}
                          defaultValue={centsToInput(size[col])}
                          aria-label={`${PRICE_COLUMN_LABELS[col]} for ${size.sizeName}`}
                          aria-invalid={err ? true : undefined}
                          inputMode="decimal"
                          form={formId}
                          className="w-24 rounded border border-slate-300 px-2 py-1 text-right"
                        />
                        {err ? <p className="text-xs text-red-700">{err}</p> : null}
                      </td>
                    );
                  }
                  const isActive = props.active?.sizeId === size.id && props.active.col === col;
                  const isEditing = props.editing?.sizeId === size.id && props.editing.col === col;
                  const error = props.errors.get(key);
                  const inDrag = props.dragCol === col && props.dragIds?.has(size.id);
                  return (
                    <td
                      key={col}
                      role="gridcell"
                      data-cell={key}
                      tabIndex={isActive || (!props.active && i === 0 && col === 'signPrice') ? 0 : -1}
                      aria-label={`${PRICE_COLUMN_LABELS[col]} for ${size.sizeName}`}
                      aria-invalid={error ? true : undefined}
                      onClick={() => props.onActivate(cell)}
                      // Reached by Tab: it becomes the selected cell, so its ring (the focus indicator) shows.
                      onFocus={() => !isActive && props.onActivate(cell)}
                      onDoubleClick={() => props.onEdit(cell, size[col])}
                      onKeyDown={(e) => props.onCellKey(e, cell, size[col])}
                      className={`relative px-3 py-1 text-right tabular-nums outline-none ${isActive ? 'ring-2 ring-slate-900 ring-inset' : ''} ${
                        inDrag ? 'bg-sky-100' : ''
                      }`}
                    >
                      {isEditing ? (
                        <input
                          autoFocus
                          aria-label={`${PRICE_COLUMN_LABELS[col]} for ${size.sizeName}`}
                          value={props.editing!.text}
                          onChange={(e) => props.onEditText(e.target.value)}
                          onKeyDown={props.onEditKey}
                          onBlur={props.onEditBlur}
                          inputMode="decimal"
                          className="w-24 rounded border border-slate-400 px-1 py-0.5 text-right"
                        />
                      ) : (
                        <span>{formatCents(size[col])}</span>
                      )}
                      {error ? (
                        <span role="alert" className="block text-xs whitespace-nowrap text-red-700">
                          {error}
                        </span>
                      ) : null}
                      {isActive && !isEditing ? (
                        // The mouse's handle; the keyboard fills with Shift+Up/Down and Enter (see the hint above).
                        <span
                          role="button"
                          aria-label="Drag to fill"
                          title="Drag to fill"
                          data-testid="fill-handle"
                          onPointerDown={(e) => props.onStartDrag(e, sign.id, cell)}
                          className="absolute right-0 bottom-0 z-10 h-2.5 w-2.5 translate-x-1/2 translate-y-1/2 cursor-ns-resize touch-none border border-white bg-slate-900"
                        />
                      ) : null}
                    </td>
                  );
                })}
                <td className="px-3 py-1 text-right">
                  <RemoveSize sizeId={size.id} sizeName={size.sizeName} openIds={props.openIds} />
                </td>
              </tr>
            );
          })
        : null}
      {isOpen ? (
        <tr className="border-t border-slate-100 bg-slate-50/50">
          <td />
          <td colSpan={7} className="px-3 py-2 pl-8">
            <div className="flex flex-wrap items-center gap-3">
              <AddSize signId={sign.id} signName={sign.name} openIds={props.openIds} />
              {!hydrated && sign.sizes.length ? (
                <Form method="post" id={formId} action={signsAction(props.openIds)} preventScrollReset>
                  <input type="hidden" name="intent" value="save-sizes" />
                  <input type="hidden" name="signId" value={sign.id} />
                  <button type="submit" className="rounded-md bg-slate-900 px-3 py-1.5 text-sm font-medium text-white">
                    Save<span className="sr-only"> {sign.name} sizes</span>
                  </button>
                </Form>
              ) : null}
            </div>
          </td>
        </tr>
      ) : null}
    </>
  );
});

/** Where the Signs tab's forms post: the open signs stay open after the redirect. */
function signsAction(openIds: number[]): string {
  return `/data?tab=signs${openIds.length ? `&open=${openIds.join(',')}` : ''}`;
}

function AddSize({ signId, signName, openIds }: { signId: number; signName: string; openIds: number[] }) {
  const fetcher = useFetcher<{ error?: string; intent?: string }>();
  const error = fetcher.data?.intent === 'add-size' ? fetcher.data.error : undefined;
  return (
    <fetcher.Form method="post" action={signsAction(openIds)} className="flex items-center gap-2" preventScrollReset>
      <input type="hidden" name="intent" value="add-size" />
      <input type="hidden" name="signId" value={signId} />
      <label className="sr-only" htmlFor={`new-size-${signId}`}>
        New size for {signName}
      </label>
      <input id={`new-size-${signId}`} name="sizeName" placeholder='New size, e.g. 36"' className="w-40 rounded border border-slate-300 px-2 py-1" />
      <button type="submit" className="rounded-md border border-slate-300 px-3 py-1 text-sm font-medium hover:bg-white">
        Add Size
      </button>
      {error ? (
        <span role="alert" className="text-xs text-red-700">
          {error}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

function RemoveSize({ sizeId, sizeName, openIds }: { sizeId: number; sizeName: string; openIds: number[] }) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action={signsAction(openIds)} preventScrollReset>
      <input type="hidden" name="intent" value="remove-size" />
      <input type="hidden" name="sizeId" value={sizeId} />
      <button type="submit" className="text-xs text-slate-500 hover:text-red-700" aria-label={`Remove size ${sizeName}`}>
        Remove
      </button>
    </fetcher.Form>
  );
}
