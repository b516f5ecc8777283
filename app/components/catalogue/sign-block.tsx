/**
 * A sign of the Signs grid: its row (open/close, Edit, History) and, when
 * open, its sizes. With JavaScript the prices are cells of the grid (the
 * state is the grid's, see use-signs-grid); without it each size is a row of
 * inputs of the sign's one form, saved by its Save button.
 */
import { memo, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { Form, Link, useFetcher } from 'react-router';
import { PRICE_COLUMNS, PRICE_COLUMN_LABELS, type PriceColumn } from '~/domain/catalogue/price-cells';
import { thumbnailSrc } from '~/domain/catalogue/image-thumbnails';
import { cellKey, signsHref, toggledOpen, type GridCell, type SignsFilter } from '~/domain/catalogue/signs-grid';
import { centsToInput, formatCents } from '~/domain/money';
import type { SignRow, SizeRow } from '~/server/catalogue/signs.server';
import type { Editing } from './use-signs-grid';

export type SizeFormErrors = Record<string, string[] | undefined>;

type BlockProps = {
  sign: SignRow;
  isOpen: boolean;
  openIds: number[];
  /** The tab's brand filter and search, kept by every link and form. */
  filter: SignsFilter;
  hydrated: boolean;
  sizeOf: (s: SizeRow) => SizeRow;
  active: GridCell | null;
  editing: Editing | null;
  errors: Map<string, string>;
  dragIds: Set<number> | null;
  dragCol: PriceColumn | null;
  formErrors?: SizeFormErrors;
  onToggle: (signId: number, e: MouseEvent) => void;
  onActivate: (cell: GridCell) => void;
  onEdit: (cell: GridCell, value: number) => void;
  onCellKey: (e: KeyboardEvent, cell: GridCell, value: number) => void;
  onEditText: (text: string) => void;
  onEditKey: (e: KeyboardEvent<HTMLInputElement>) => void;
  onEditBlur: () => void;
  onStartDrag: (e: PointerEvent, signId: number, cell: GridCell) => void;
};

/** One sign's row and, when open, its size rows (price cells with JavaScript, inputs of one form without) and Add Size. */
export const SignBlock = memo(function SignBlock(props: BlockProps) {
  const { sign, isOpen, hydrated } = props;
  const formId = `sizes-${sign.id}`;
  return (
    <>
      <tr className="border-t border-slate-200 bg-white">
        <td className="px-2 py-2 align-top">
          <Link
            discover="none"
            to={signsHref(toggledOpen(props.openIds, sign.id), props.filter)}
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
              <img src={thumbnailSrc(sign.image)} alt="" className="h-10 w-10 max-w-none shrink-0 rounded object-cover" loading="lazy" />
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
        {/* On a phone the row's actions stay at the table's right edge, so they are reached without scrolling sideways. */}
        <td className="px-3 py-2 text-right align-top whitespace-nowrap max-sm:sticky max-sm:right-0 max-sm:bg-white max-sm:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.25)]">
          <Link discover="none" to={`/data/signs/${sign.id}/edit`} preventScrollReset className="text-sm font-medium text-slate-700 underline-offset-2 hover:underline">
            Edit<span className="sr-only"> {sign.name}</span>
          </Link>
          <span className="mx-1 text-slate-300">|</span>
          <Link discover="none" to={`/data/signs/${sign.id}/history`} preventScrollReset className="text-sm font-medium text-slate-700 underline-offset-2 hover:underline">
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
                  const key = cellKey(cell);
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
                <td className="px-3 py-1 text-right max-sm:sticky max-sm:right-0 max-sm:bg-slate-50 max-sm:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.25)]">
                  <RemoveSize sizeId={size.id} sizeName={size.sizeName} href={signsHref(props.openIds, props.filter)} />
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
              <AddSize signId={sign.id} signName={sign.name} href={signsHref(props.openIds, props.filter)} />
              {!hydrated && sign.sizes.length ? (
                <Form discover="none" method="post" id={formId} action={signsHref(props.openIds, props.filter)} preventScrollReset>
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

function AddSize({ signId, signName, href }: { signId: number; signName: string; href: string }) {
  const fetcher = useFetcher<{ error?: string; intent?: string }>();
  const error = fetcher.data?.intent === 'add-size' ? fetcher.data.error : undefined;
  return (
    <fetcher.Form method="post" action={href} className="flex items-center gap-2" preventScrollReset>
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

function RemoveSize({ sizeId, sizeName, href }: { sizeId: number; sizeName: string; href: string }) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action={href} preventScrollReset>
      <input type="hidden" name="intent" value="remove-size" />
      <input type="hidden" name="sizeId" value={sizeId} />
      <button type="submit" className="text-xs text-slate-500 hover:text-red-700" aria-label={`Remove size ${sizeName}`}>
        Remove
      </button>
    </fetcher.Form>
  );
}
