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
import { PRICE_COLUMNS, PRICE_COLUMN_LABELS } from '~/domain/catalogue/price-cells';
import { GRID_MESSAGES, type GridCell, type SignsFilter } from '~/domain/catalogue/signs-grid';
import { centsToInput } from '~/domain/money';
import { useHydrated } from '~/components/ui/use-hydrated';
import { useStableCallbacks } from '~/components/ui/use-stable-callbacks';
import type { SignRow, SizeRow } from '~/server/catalogue/signs.server';
import { GridToast } from './grid-toast';
import { SignBlock, type SizeFormErrors } from './sign-block';
import { useSignsGrid } from './use-signs-grid';

export type { SizeFormErrors };

// What a closed sign is given in place of the grid's state: it shows no cells, so a change there leaves its row be.
const NO_ERRORS = new Map<string, string>();
const asLoaded = (size: SizeRow) => size;

export function SignsGrid({ signs, openIds, formErrors, filter }: { signs: SignRow[]; openIds: number[]; formErrors?: SizeFormErrors; filter: SignsFilter }) {
  const hydrated = useHydrated();
  const grid = useSignsGrid(signs, openIds);
  const { gridRef, open, openList, sizeOf, active, setActive, editing, setEditing, errors, filling, fillIds, range, rangeSize, toast, setToast } = grid;
  const { commit, undo, onCellKey, onEditKey, startDrag, toggle } = grid;
  // Stable, so a row (memo) renders again only when its own sign changes: not every row on each selected cell, key
  // or hydrating.
  const on = useStableCallbacks({
    toggle,
    setActive,
    edit: (cell: GridCell, value: number) => setEditing({ ...cell, text: centsToInput(value) }),
    onCellKey,
    editText: (text: string) => setEditing((e) => (e ? { ...e, text } : e)),
    onEditKey,
    editBlur: () => editing && void commit(editing),
    startDrag,
  });

  return (
    <div>
      {/* The live grid's hint is in the server's HTML too, so the table does not move down when the page hydrates (a
          click aimed at a sign's row would land beside it); without JavaScript the browser shows the form's instead. */}
      <p className="signs-hint-live mb-2 text-sm text-slate-600">
        Click a price to select it; Enter edits, Escape cancels, arrows and Tab move. <span className="font-medium">Drag to fill</span>: drag the handle
        at the corner of a selected price up or down its column, or press Shift+Down or Shift+Up, then Enter.
      </p>
      <noscript>
        <style>{'.signs-hint-live{display:none}'}</style>
        <p className="mb-2 text-sm text-slate-600">Open a sign to edit its sizes, then press Save.</p>
      </noscript>
      {/* `relative`: the rows' sr-only text (position: absolute) is clipped here instead of widening the page. Its own
          scrolling, at most three quarters of the screen tall, keeps the sticky column headers in view down a long list. */}
      <div
        role="region"
        aria-label="Signs and sizes table"
        tabIndex={0}
        className="relative max-h-[75vh] overflow-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
      >
        <table ref={gridRef} role={hydrated ? 'grid' : undefined} aria-label="Signs and sizes" className="w-full min-w-[900px] text-sm select-none">
          <thead className="sticky top-0 z-20 bg-slate-50 text-left text-xs font-medium tracking-wide text-slate-500 uppercase shadow-[0_1px_0_rgb(226_232_240)]">
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
              <th scope="col" className="px-3 py-2 max-sm:sticky max-sm:right-0 max-sm:bg-slate-50">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {signs.map((sign) => {
              const isOpen = open.has(sign.id);
              return (
                <SignBlock
                  key={sign.id}
                  sign={sign}
                  isOpen={isOpen}
                  openIds={openList}
                  filter={filter}
                  hydrated={isOpen && hydrated}
                  sizeOf={isOpen ? sizeOf : asLoaded}
                  active={isOpen ? active : null}
                  editing={isOpen ? editing : null}
                  errors={isOpen ? errors : NO_ERRORS}
                  dragIds={filling?.signId === sign.id ? fillIds : null}
                  dragCol={filling?.signId === sign.id ? filling.col : null}
                  formErrors={formErrors}
                  onToggle={on.toggle}
                  onActivate={on.setActive}
                  onEdit={on.edit}
                  onCellKey={on.onCellKey}
                  onEditText={on.editText}
                  onEditKey={on.onEditKey}
                  onEditBlur={on.editBlur}
                  onStartDrag={on.startDrag}
                />
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="sr-only" aria-live="polite">
        {range && rangeSize > 0 ? GRID_MESSAGES.range(range.col, rangeSize) : ''}
      </p>
      {toast ? <GridToast toast={toast} onUndo={(u) => void undo(u)} onClose={() => setToast(null)} /> : null}
    </div>
  );
}

