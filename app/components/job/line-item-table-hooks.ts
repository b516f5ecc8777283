/**
 * What the line-item table does with JavaScript, each once for the whole table
 * body rather than once per row (a job can hold hundreds of lines, and a
 * listener, ref or effect per row was most of the page's hydration work):
 * drag to reorder, focus kept in the table after a row goes, the row menus'
 * links and forms routed through React Router, and which row menu is open.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher, useMatches, useNavigate, useSubmit } from 'react-router';
import type { LineItemRow } from '~/domain/line-items/line-item-display';
import { sortableOnUse } from './sortable-on-use';
import { plainClick } from '~/components/ui/use-link-clicks';

type Body = React.RefObject<HTMLTableSectionElement | null>;

/** A line's row (line-item-row.tsx: <tr id="line-{id}">), its menu cell (its last, row-menu.tsx) and its line's id. */
export const ROW = 'tr[id^="line-"]';
export const MENU = `${ROW} > td:last-child`;
export const lineIdOf = (row: Element | null | undefined) => (row ? Number(row.id.slice('line-'.length)) : NaN);

/** Moves `id` to the 1-based position `to` (what a pending reorder will save). */
function reordered(items: readonly LineItemRow[], id: number, to: number): readonly LineItemRow[] {
  const from = items.findIndex((i) => i.id === id);
  if (from < 0 || to < 1 || to > items.length) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to - 1, 0, moved!);
  return next;
}

/** Drag to reorder with SortableJS (JavaScript only; loaded on first use, sortable-on-use.ts); posts the new position to the row's action (`actionHref`). */
export function useSortableRows(body: Body, items: readonly LineItemRow[], actionHref: ((id: number) => string) | null) {
  const fetcher = useFetcher({ key: 'line-item-reorder' });
  const latest = useRef({ items, actionHref, submit: fetcher.submit });
  latest.current = { items, actionHref, submit: fetcher.submit };
  const enabled = Boolean(actionHref) && items.length > 1;
  useEffect(() => {
    const el = body.current;
    if (!el || !enabled) return;
    const disarm = sortableOnUse(el, {
      draggable: ROW,
      filter: 'a, button, input, select, textarea',
      preventOnFilter: false,
      delay: 200,
      delayOnTouchOnly: true,
      animation: 150,
      ghostClass: 'opacity-40',
      onEnd(evt) {
        const { oldDraggableIndex: from, newDraggableIndex: to, item } = evt;
        if (from === undefined || to === undefined || from === to) return;
        // Put the row back where React rendered it; the new order comes from the data.
        const parent = evt.from;
        const ref = parent.children[(evt.oldIndex ?? from) + ((evt.oldIndex ?? from) > (evt.newIndex ?? to) ? 1 : 0)] ?? null;
        parent.insertBefore(item, ref);
        const { items: rows, actionHref: href, submit } = latest.current;
        const row = rows[from];
        if (!row || !href) return;
        const seen = rows.map((r) => r.id).join(','); // the order the drop position is counted in
        void submit({ intent: 'move', toSortOrder: String(to + 1), seen }, { method: 'post', action: href(row.id), preventScrollReset: true });
      },
    });
    // Says that rows drag now (tests read it; a locked version's table never gets it); SortableJS itself loads on first use.
    el.dataset.sortable = 'on';
    return () => {
      disarm();
      delete el.dataset.sortable;
    };
  }, [body, enabled]);
  // While a move is saving, show the new order already.
  const pending = fetcher.state !== 'idle' ? fetcher.formData : undefined;
  if (pending?.get('intent') === 'move' && fetcher.formAction) {
    const id = Number(/\/items\/(\d+)/.exec(fetcher.formAction)?.[1]);
    return reordered(items, id, Number(pending.get('toSortOrder')));
  }
  return items;
}

/**
 * A row's Delete (or a Move that takes its button away) removes the element
 * that had focus, and focus would fall back to <body>, at the top of the page.
 * This remembers the last row focus was in and, when focus is lost, puts it on
 * that row's menu button if the row is still there (moved), else on the row
 * now at its place, else on the Add Item row's link.
 */
export function useFocusKeptInTable(body: Body, rows: readonly LineItemRow[]) {
  const last = useRef<{ id: number; index: number } | null>(null);
  useEffect(() => {
    const el = body.current;
    if (!el) return;
    const onFocusIn = (event: FocusEvent) => {
      const tr = (event.target as HTMLElement).closest<HTMLElement>(ROW);
      last.current = tr ? { id: lineIdOf(tr), index: [...el.querySelectorAll(ROW)].indexOf(tr) } : null;
    };
    // Focus moved away on purpose (the element is still there): nothing to restore later.
    const onFocusOut = (event: FocusEvent) => {
      const target = event.target as Node;
      setTimeout(() => {
        if (target.isConnected && !el.contains(document.activeElement)) last.current = null;
      });
    };
    el.addEventListener('focusin', onFocusIn);
    el.addEventListener('focusout', onFocusOut);
    return () => {
      el.removeEventListener('focusin', onFocusIn);
      el.removeEventListener('focusout', onFocusOut);
    };
  }, [body]);
  useEffect(() => {
    const el = body.current;
    const was = last.current;
    if (!el || !was) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const lines = [...el.querySelectorAll<HTMLElement>(ROW)];
    const target = lines.find((tr) => lineIdOf(tr) === was.id) ?? lines[Math.min(was.index, lines.length - 1)];
    const menu = target?.querySelector<HTMLElement>(':scope > td:last-child > a');
    if (menu) menu.focus();
    else el.querySelector<HTMLElement>('[data-add-item] a, [data-add-item] button')?.focus();
  }, [body, rows]);
}

/** The open row menu's line (the table shows one at a time), and how to open or close it. */
export type OpenRowMenu = (update: (open: number | null) => number | null, focusFirst?: boolean) => void;

/** The route of a row's own URL (job.items.$lineId.tsx): a GET of it shows the job page with that row's menu open. */
const ROW_ROUTE = 'routes/job.items.$lineId';

/**
 * Which row's menu is open (row-menu.tsx): the one the URL names (a row's own
 * URL, opened without JavaScript), else the one clicked. It closes like a
 * menu: on Escape (focus back on its button when it was inside) and on a
 * click elsewhere; opened by a right-click, focus goes to its first item.
 */
export function useOpenRowMenu(body: Body, enabled: boolean): [number | null, OpenRowMenu] {
  const match = useMatches().find((m) => m.id === ROW_ROUTE);
  const data = match?.loaderData as { menu?: number } | undefined;
  const fromUrl = enabled && typeof data?.menu === 'number' ? data.menu : null;
  const [open, setOpen] = useState<number | null>(fromUrl);
  const focusFirst = useRef(false);
  useEffect(() => setOpen(fromUrl), [fromUrl]);
  const update = useCallback<OpenRowMenu>((fn, first = false) => {
    focusFirst.current = first;
    setOpen(fn);
  }, []);
  useEffect(() => {
    const cell = open === null ? null : body.current?.querySelector(`#line-${open} > td:last-child`);
    if (!cell) return;
    if (focusFirst.current) cell.querySelector<HTMLElement>('[role="group"] a')?.focus();
    focusFirst.current = false;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key !== 'Escape' : cell.contains(event.target as Node)) return;
      // Escape from an item inside: focus goes back to the menu's button, not to an item about to go.
      if (event instanceof KeyboardEvent && cell.contains(document.activeElement)) cell.querySelector<HTMLElement>(':scope > a')?.focus();
      setOpen(null);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [body, open]);
  return [open, update];
}

/** Before an item of the open menu acts (and goes): focus on the menu's button, the menu closed. */
function closeMenuFrom(item: Element, setOpen: OpenRowMenu) {
  item.closest(MENU)?.querySelector<HTMLElement>(':scope > a')?.focus();
  setOpen(() => null);
}

/**
 * With JavaScript, a row's 'Actions for ...' link opens or closes its menu in
 * place (one open at a time), and the menus' plain links and forms (and a
 * stale line's Re-price link) go through React Router as its Link and Form
 * would: a client-side navigation to the Edit panel, a submission to the row's
 * action, the scroll kept. A right-click on a row opens its menu, focus on
 * its first item. Handlers for the table body, instead of a Link, a Form and
 * a listener in every row.
 */
export function useRowHandlers(setOpen: OpenRowMenu) {
  const navigate = useNavigate();
  const submit = useSubmit();
  return {
    onClick(event: React.MouseEvent) {
      const link = (event.target as Element).closest<HTMLAnchorElement>(`${MENU} a[href], .li-stale a[href]`);
      if (!link || !plainClick(event)) return;
      event.preventDefault();
      if (link.parentElement?.matches(MENU)) {
        const id = lineIdOf(link.closest(ROW));
        setOpen((open) => (open === id ? null : id));
        return;
      }
      closeMenuFrom(link, setOpen);
      void navigate(link.getAttribute('href')!, { preventScrollReset: true });
    },
    onSubmit(event: React.FormEvent) {
      const form = (event.target as Element).closest<HTMLFormElement>(`${MENU} form`);
      if (!form || event.defaultPrevented) return;
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
      void submit(submitter ?? form, { method: 'post', action: form.getAttribute('action')!, preventScrollReset: true });
      if (form.closest(MENU)) closeMenuFrom(form, setOpen);
    },
    onContextMenu(event: React.MouseEvent) {
      const id = lineIdOf((event.target as Element).closest(ROW));
      if (!id) return;
      event.preventDefault();
      setOpen(() => id, true);
    },
  };
}
