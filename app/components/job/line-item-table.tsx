import { useEffect, useRef, type ReactNode } from 'react';
import { useFetcher, useNavigate, useSubmit } from 'react-router';
import { RowMenu, type RowMenuHandle } from '~/components/line-items/row-menu';
import { ServiceIcon } from '~/components/ui/service-icon';
import { SIGN_COUNT_MESSAGES, signCountChangeText } from '~/domain/pricing/sign-counts';
import { lineItemColumns, lineMoneyCells, showsPrice, type JobTab, type LineItemColumn, type LineItemRow } from '~/domain/line-items/line-item-display';
import { LineMarginFlag } from './line-margin-flag';

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
  /** Row actions (the job page): a menu per row (also on right-click) and drag to reorder. */
  actions?: LineItemActions;
};

export type LineItemActions = {
  /** The panel that edits this line. */
  editHref: (id: number) => string;
  /** The route whose action deletes or moves this line (intents delete, move). */
  actionHref: (id: number) => string;
};

const isImageUrl = (value: string) => /^(\/|https?:|data:image\/)/.test(value);

/** The ITEM cell: the line's own picture, the sign's image, the service's icon (SVG, or an image URL), else a plain placeholder tile (styles: .li-img, .li-tile in app.css). */
function ItemPicture({ item }: { item: LineItemRow }) {
  if (item.picture) {
    // The line's own picture (a rendering or site photo): the full size opens from it.
    return (
      <a href={item.picture} target="_blank" rel="noopener" className="block" aria-label={`Picture of ${item.name} (opens full size)`}>
        <img src={item.picture} alt="" className="li-img" loading="lazy" />
      </a>
    );
  }
  const src = item.image ?? (item.icon && isImageUrl(item.icon) ? item.icon : null);
  if (src) return <img src={src} alt={item.name} className="li-img" loading="lazy" />;
  if (item.icon) {
    return (
      <span role="img" aria-label={item.name} className="li-tile text-slate-600">
        <ServiceIcon icon={item.icon} className="h-7 w-7" />
      </span>
    );
  }
  return (
    <span role="img" aria-label={item.name} className="li-tile text-slate-400">
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

/** On phones each amount shows its label before it (.li-money::before, from data-label). */
const MONEY_LABELS: Record<string, string> = {
  unitPrice: 'Unit price',
  installPrice: 'Install price',
  unitBudget: 'Unit budget',
  installBudget: 'Install budget',
};

const isMoney = (key: LineItemColumn) => key.startsWith('unit') || key.startsWith('install');

/**
 * A formula service priced from sign counts the job no longer has: said on
 * the line, with Re-price (a plain form to the row's action, so it works
 * without JavaScript; the tbody's handler submits it with JavaScript).
 */
function SignCountsNote({ item, actionHref }: { item: LineItemRow; actionHref: string | null }) {
  const changes = item.signCountChanges ?? [];
  if (changes.length === 0) return null;
  return (
    <span className="li-stale" data-testid="sign-counts-changed">
      <span>
        {SIGN_COUNT_MESSAGES.changed} ({signCountChangeText(changes)}).
      </span>
      {actionHref ? (
        <form method="post" action={actionHref} data-row-menu-form className="inline">
          <input type="hidden" name="intent" value="reprice" />
          <button type="submit" className="li-stale-button">
            Re-price<span className="sr-only"> {item.name} with the job&apos;s sign counts</span>
          </button>
        </form>
      ) : null}
    </span>
  );
}

function cell(key: LineItemColumn, item: LineItemRow, money: ReturnType<typeof lineMoneyCells>, actionHref: string | null, tab: JobTab): ReactNode {
  switch (key) {
    case 'qty':
      return item.quantity;
    case 'item':
      return <ItemPicture item={item} />;
    case 'description':
      return (
        <>
          <span className={item.level === 1 ? 'li-clamp pl-4' : 'li-clamp'}>
            {item.level === 1 ? null : (
              <span className="li-name">
                {item.name}
                {/* In words, not colour alone: a line whose prices were typed by hand is not the catalogue's figure. */}
                {item.pricingMode === 'Edited' || item.pricingMode === 'Custom' ? (
                  <span className="li-mode" data-testid="pricing-mode">
                    {item.pricingMode}
                    <span className="sr-only"> pricing</span>
                  </span>
                ) : null}
              </span>
            )}
            <span className="li-text">{item.description}</span>
          </span>
          <SignCountsNote item={item} actionHref={actionHref} />
          {showsPrice(tab) ? <LineMarginFlag flag={item.margin?.flag} percentTenths={item.margin?.percentTenths ?? null} /> : null}
        </>
      );
    default:
      return money[key];
  }
}

/**
 * On phones (< 640 px) a row turns into a small card (see .li-* in app.css):
 * quantity, name and description (with the row menu) on top, the tab's
 * amounts below, so the page never scrolls sideways; the picture and
 * everything else are one tap away in Edit.
 */
const phone = {
  table: 'max-sm:block',
  thead: 'max-sm:hidden',
  tbody: 'max-sm:block',
  row: 'max-sm:flex max-sm:h-auto max-sm:flex-wrap max-sm:items-start max-sm:py-2',
};

/** Each cell's classes, kept short because they repeat in every row (app.css carries the styles). */
const CELL_CLASS: Record<LineItemColumn, string> = {
  qty: 'li-cell li-qty',
  item: 'li-cell li-item',
  description: 'li-cell li-desc',
  unitPrice: 'li-money',
  installPrice: 'li-money',
  unitBudget: 'li-money',
  installBudget: 'li-money',
};

/** Moves `id` to the 1-based position `to` (what a pending reorder will save). */
function reordered(items: readonly LineItemRow[], id: number, to: number): readonly LineItemRow[] {
  const from = items.findIndex((i) => i.id === id);
  if (from < 0 || to < 1 || to > items.length) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to - 1, 0, moved!);
  return next;
}

/** Drag to reorder with SortableJS (JavaScript only); posts the new position to the row's action. */
function useSortableRows(body: React.RefObject<HTMLTableSectionElement | null>, items: readonly LineItemRow[], actions: LineItemActions | undefined) {
  const fetcher = useFetcher({ key: 'line-item-reorder' });
  const latest = useRef({ items, actions, submit: fetcher.submit });
  latest.current = { items, actions, submit: fetcher.submit };
  const enabled = Boolean(actions) && items.length > 1;
  useEffect(() => {
    const el = body.current;
    if (!el || !enabled) return;
    let sortable: { destroy(): void } | null = null;
    let cancelled = false;
    void import('sortablejs').then(({ default: Sortable }) => {
      if (cancelled) return;
      sortable = Sortable.create(el, {
        draggable: 'tr[data-line-id]',
        filter: 'details, a, button, input, select, textarea',
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
          const { items: rows, actions: acts, submit } = latest.current;
          const row = rows[from];
          if (!row || !acts) return;
          const seen = rows.map((r) => r.id).join(','); // the order the drop position is counted in
          void submit({ intent: 'move', toSortOrder: String(to + 1), seen }, { method: 'post', action: acts.actionHref(row.id), preventScrollReset: true });
        },
      });
    });
    return () => {
      cancelled = true;
      sortable?.destroy();
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
function useFocusKeptInTable(body: React.RefObject<HTMLTableSectionElement | null>, rows: readonly LineItemRow[]) {
  const last = useRef<{ id: number; index: number } | null>(null);
  useEffect(() => {
    const el = body.current;
    if (!el) return;
    const onFocusIn = (event: FocusEvent) => {
      const tr = (event.target as HTMLElement).closest<HTMLElement>('tr[data-line-id]');
      last.current = tr ? { id: Number(tr.dataset.lineId), index: [...el.querySelectorAll('tr[data-line-id]')].indexOf(tr) } : null;
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
    const lines = [...el.querySelectorAll<HTMLElement>('tr[data-line-id]')];
    const target = lines.find((tr) => Number(tr.dataset.lineId) === was.id) ?? lines[Math.min(was.index, lines.length - 1)];
    const menu = target?.querySelector('details');
    if (menu) {
      menu.open = false;
      menu.querySelector('summary')?.focus();
    } else el.querySelector<HTMLElement>('[data-add-item] a, [data-add-item] button')?.focus();
  }, [body, rows]);
}

/**
 * With JavaScript, the row menus' plain links and forms (row-menu.tsx) go
 * through React Router as its Link and Form would: a client-side navigation to
 * the Edit panel, a submission to the row's action, the scroll kept. One pair
 * of handlers on the table body instead of a Link and a Form in every row.
 */
function useRowMenuNavigation() {
  const navigate = useNavigate();
  const submit = useSubmit();
  return {
    onClick(event: React.MouseEvent) {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-row-menu-link]');
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void navigate(link.getAttribute('href')!, { preventScrollReset: true });
    },
    onSubmit(event: React.FormEvent) {
      const form = (event.target as Element).closest<HTMLFormElement>('form[data-row-menu-form]');
      if (!form || event.defaultPrevented) return;
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
      void submit(submitter ?? form, { method: 'post', action: form.getAttribute('action')!, preventScrollReset: true });
    },
  };
}

/** The job's line items; the tab decides the money columns. With `actions`, rows can be edited, deleted and reordered. */
export function LineItemTable({ tab, items, emptyState, showAddItem = true, addItem, actions }: LineItemTableProps) {
  const columns = lineItemColumns(tab);
  const empty = items.length === 0 && emptyState;
  const body = useRef<HTMLTableSectionElement>(null);
  const rows = useSortableRows(body, items, actions);
  useFocusKeptInTable(body, rows);
  const menus = useRef(new Map<number, RowMenuHandle>());
  const rowMenuNavigation = useRowMenuNavigation();
  const span = columns.length + (actions ? 1 : 0);
  return (
    // Auto layout: the spec's widths are the least a column gets, the amounts and the quantity always fit whole
    // (their cells do not wrap) and the description takes the rest (.li-desc).
    <table className={`w-full table-auto border-collapse text-sm ${phone.table}`} data-testid="line-item-table">
      <colgroup>
        {columns.map((c) => (
          <col key={c.key} style={c.key === 'description' ? undefined : { width: c.width }} />
        ))}
        {actions ? <col style={{ width: 40 }} /> : null}
      </colgroup>
      <thead className={phone.thead}>
        <tr className="border-b border-slate-200 text-left text-xs font-semibold tracking-wide text-slate-500">
          {columns.map((c) => (
            // QTY's column is narrow (20 of the spec's widths): its label keeps apart from ITEM by padding on ITEM's side.
            <th key={c.key} scope="col" className={`py-2 ${isMoney(c.key) ? 'px-1 text-right' : c.key === 'qty' ? 'pr-1 pl-2' : c.key === 'item' ? 'pr-2 pl-4' : 'px-2'}`}>
              {c.label}
            </th>
          ))}
          {actions ? (
            <th scope="col" className="px-1 py-2">
              <span className="sr-only">Actions</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody ref={body} className={phone.tbody} {...(actions ? rowMenuNavigation : {})}>
        {empty ? (
          <tr>
            <td colSpan={span} className="px-2 py-16 text-center">
              <p className="text-base font-medium text-slate-900">{emptyState.title}</p>
              <p className="mt-1 text-sm text-slate-500">{emptyState.description}</p>
            </td>
          </tr>
        ) : (
          rows.map((item, index) => {
            const money = lineMoneyCells(item);
            return (
              <tr
                key={item.id}
                id={`line-${item.id}`}
                data-line-id={actions ? item.id : undefined}
                className="li-row"
                data-testid="line-item-row"
                onContextMenu={
                  actions
                    ? (e) => {
                        e.preventDefault();
                        menus.current.get(item.id)?.open();
                      }
                    : undefined
                }
              >
                {columns.map((c) => (
                  <td
                    key={c.key}
                    className={isMoney(c.key) && tab === 'all' ? 'li-money li-money-all' : CELL_CLASS[c.key]}
                    data-label={isMoney(c.key) ? MONEY_LABELS[c.key] : c.key === 'qty' ? 'Qty' : undefined}
                  >
                    {cell(c.key, item, money, actions ? actions.actionHref(item.id) : null, tab)}
                  </td>
                ))}
                {actions ? (
                  <td className="li-menu">
                    <RowMenu
                      ref={(h) => {
                        if (h) menus.current.set(item.id, h);
                        else menus.current.delete(item.id);
                      }}
                      name={item.name}
                      position={index + 1}
                      count={rows.length}
                      editHref={actions.editHref(item.id)}
                      actionHref={actions.actionHref(item.id)}
                    />
                  </td>
                ) : null}
              </tr>
            );
          })
        )}
        {showAddItem && !empty ? (
          <tr id="add-item" data-add-item className={`h-20 border-b border-slate-100 ${phone.row} max-sm:items-center`}>
            <td colSpan={span} className="px-2 text-slate-500 max-sm:block max-sm:w-full">
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
