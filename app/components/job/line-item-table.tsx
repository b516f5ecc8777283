import { useMemo, useRef, type ReactNode } from 'react';
import { plainClick } from '~/components/ui/use-link-clicks';
import { useLocation } from 'react-router';
import { lineItemColumnWidths } from '~/domain/line-items/column-widths';
import { lineItemColumns, showsPrice, type JobTab, type LineItemColumn, type LineItemRow } from '~/domain/line-items/line-item-display';
import { LineItemIconSprite, LineItemTableRow } from './line-item-row';
import { useFocusKeptInTable, useOpenRowMenu, useRowHandlers, useSortableRows } from './line-item-table-hooks';
import { firstRowsDrawn } from '~/domain/line-items/rows-in-steps';
import { useRowsDrawnAsTheyComeNear } from './rows-in-steps';

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
  /** The panel that edits this line (on a locked version: its read-only View). */
  editHref: (id: number) => string;
  /** The route whose action deletes or moves this line (intents delete, move). */
  actionHref: (id: number) => string;
  /** The job page (where an open row menu's button goes without JavaScript). */
  jobHref: string;
  /** A locked version (Sent, Superseded, Approved, Declined): rows offer only View, and nothing drags. */
  locked?: boolean;
};

/** The address's query with `lines=all` (the table drawn whole at once). */
function withAllLines(search: string): string {
  const params = new URLSearchParams(search);
  params.set('lines', 'all');
  return params.toString();
}

const isMoney = (key: LineItemColumn) => key.startsWith('unit') || key.startsWith('install');

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

/** The job's line items; the tab decides the money columns. With `actions`, rows can be edited, deleted and reordered. */
export function LineItemTable({ tab, items, emptyState, showAddItem = true, addItem, actions }: LineItemTableProps) {
  const columns = lineItemColumns(tab);
  const keys = useMemo(() => lineItemColumns(tab).map((c) => c.key), [tab]);
  const empty = items.length === 0 && emptyState;
  const body = useRef<HTMLTableSectionElement>(null);
  const locked = actions?.locked ?? false;
  // No drag to reorder on a locked version: its order is part of what the client was shown.
  const rows = useSortableRows(body, items, actions && !locked ? actions.actionHref : null);
  useFocusKeptInTable(body, rows);
  const [openMenu, setOpenMenu] = useOpenRowMenu(body, Boolean(actions));
  const rowHandlers = useRowHandlers(setOpenMenu);
  const span = columns.length + (actions ? 1 : 0);
  const widths = useMemo(() => lineItemColumnWidths(lineItemColumns(tab), rows), [tab, rows]);
  // A long job draws its first rows now and the others in steps (rows-in-steps.ts); the server sends them all.
  const location = useLocation();
  const all = new URLSearchParams(location.search).get('lines') === 'all';
  const ids = useMemo(() => rows.map((r) => r.id), [rows]);
  const first = firstRowsDrawn(rows.length, { all, mustShow: openMenu === null ? undefined : ids.indexOf(openMenu) });
  const later = useRef<HTMLTableSectionElement>(null);
  const more = useRef<HTMLTableRowElement>(null);
  const { drawn, drawAll } = useRowsDrawnAsTheyComeNear(ids, first, { body, later, more });
  const row = (item: LineItemRow, index: number) => (
    <LineItemTableRow
      key={item.id}
      item={item}
      columns={keys}
      showMargin={showsPrice(tab)}
      position={index + 1}
      count={rows.length}
      editHref={actions ? actions.editHref(item.id) : null}
      actionHref={actions ? actions.actionHref(item.id) : null}
      jobHref={actions ? actions.jobHref : null}
      menuOpen={openMenu === item.id}
      locked={locked}
    />
  );
  const addItemRow =
    showAddItem && !empty ? (
      <tr id="add-item" data-add-item className={`h-20 border-b border-slate-100 ${phone.row} max-sm:items-center`}>
        <td colSpan={span} className="px-2 text-slate-500 max-sm:block max-sm:w-full">
          {addItem ?? (
            <span className="inline-flex items-center gap-2">
              <span aria-hidden="true">+</span> Add Item
            </span>
          )}
        </td>
      </tr>
    ) : null;
  const partial = drawn < rows.length;
  const bodyClass = `${phone.tbody} li-rows${actions ? ' li-sortable' : ''}${locked ? ' li-locked' : ''}`;
  return (
    <>
      <LineItemIconSprite items={rows} margins={showsPrice(tab)} />
      {/* Fixed layout: the browser sizes the columns once, from these widths, instead of measuring every cell again
          as each part of a long table arrives (docs/speed-profile.md § Where a page's time goes in the browser). The widths
          (domain/line-items/column-widths.ts) are what the automatic layout gave: the quantity and the amounts as
          wide as their widest text, never under the documented widths (docs/product.md § Job page); the
          description takes the rest. The tab's class (li-all, li-budget, li-pricing) tells app.css which amount
          each cell of a row is (their phone labels; the All tab's smaller amounts, its columns' font too). */}
      <table className={`w-full table-fixed border-collapse text-sm ${phone.table} li-${tab}`} data-testid="line-item-table">
        <colgroup>
          {columns.map((c) => (
            <col key={c.key} style={widths[c.key] ? { width: widths[c.key] } : undefined} />
          ))}
          {actions ? <col style={{ width: widths.actions }} /> : null}
        </colgroup>
        <thead className={phone.thead}>
          <tr className="border-b border-slate-200 text-left text-xs font-semibold tracking-wide text-slate-500">
            {columns.map((c) => (
              // QTY's column is narrow (20 of the documented widths): its label keeps apart from ITEM by padding on ITEM's side.
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
        <tbody ref={body} className={bodyClass} {...(actions ? rowHandlers : {})}>
          {empty ? (
            <tr>
              <td colSpan={span} className="px-2 py-16 text-center">
                <p className="text-base font-medium text-slate-900">{emptyState.title}</p>
                <p className="mt-1 text-sm text-slate-500">{emptyState.description}</p>
              </td>
            </tr>
          ) : partial ? (
            rows.slice(0, drawn).map(row)
          ) : (
            rows.map(row)
          )}
          {partial ? (
            // Only while JavaScript is on and the other rows are still coming (app.css hides it without): if the
            // scripts never run, the whole job is one link away.
            <tr ref={more} className="li-more max-sm:block">
              <td colSpan={span} className="px-2 py-3 text-slate-500 max-sm:block">
                Showing {drawn} of {rows.length} lines.{' '}
                <a
                  href={`${location.pathname}?${withAllLines(location.search)}`}
                  className="font-medium text-slate-700 underline"
                  onClick={(event) => {
                    if (!plainClick(event)) return;
                    event.preventDefault();
                    drawAll();
                  }}
                >
                  Show all lines
                </a>
              </td>
            </tr>
          ) : (
            addItemRow
          )}
        </tbody>
        {partial ? (
          // The rows not drawn yet, as the server wrote them: shown at once without JavaScript, hidden with it
          // (app.css .li-later) and never hydrated: React leaves this body's content alone, and each step takes
          // out the rows it has drawn (rows-in-steps.ts).
          typeof document === 'undefined' ? (
            <tbody className={`${bodyClass} li-later`}>
              {rows.slice(drawn).map((item, index) => row(item, drawn + index))}
              {addItemRow}
            </tbody>
          ) : (
            <tbody ref={later} className={`${bodyClass} li-later`} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
          )
        ) : null}
      </table>
    </>
  );
}
