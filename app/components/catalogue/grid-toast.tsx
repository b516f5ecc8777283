/**
 * The Signs grid's own toast: what a cell save or a fill did, with the fill's
 * Undo (a JSON call, so a button here rather than the app toast's form). It
 * sits where every toast does (TOAST_REGION_CLASS), so a toast is never
 * looked for in two corners.
 */
import type { PriceColumn } from '~/domain/catalogue/price-cells';
import { TOAST_REGION_CLASS } from '~/components/ui/toaster';

export type GridToastState = {
  text: string;
  undo?: { column: PriceColumn; rows: Array<{ id: number; cents: number; expected?: number }> };
  error?: boolean;
};

export function GridToast({
  toast,
  onUndo,
  onClose,
}: {
  toast: GridToastState;
  onUndo: (undo: NonNullable<GridToastState['undo']>) => void;
  onClose: () => void;
}) {
  return (
    <div className={TOAST_REGION_CLASS}>
      <div
        role={toast.error ? 'alert' : 'status'}
        data-testid="grid-toast"
        className={`pointer-events-auto flex w-full items-center gap-3 rounded-md border px-3 py-2 text-sm shadow-lg lg:p-3 ${
          toast.error ? 'border-red-800 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'
        }`}
      >
        <span className="flex-1">{toast.text}</span>
        {toast.undo ? (
          <button type="button" className="rounded border border-slate-300 px-2 py-1 font-medium hover:bg-slate-50" onClick={() => onUndo(toast.undo!)}>
            Undo
          </button>
        ) : null}
        <button type="button" aria-label="Close" className="px-1 opacity-70 hover:opacity-100" onClick={onClose}>
          ×
        </button>
      </div>
    </div>
  );
}
