/**
 * The Signs grid's own toast: what a cell save or a fill did, with the fill's
 * Undo (a JSON call, so a button here rather than the app toast's form). It
 * sits where the app's toast does not, at the bottom right.
 */
import type { PriceColumn } from '~/domain/catalogue/price-cells';

export type GridToastState = {
  text: string;
  undo?: { column: PriceColumn; rows: Array<{ id: number; cents: number; expected?: number }> };
  error?: boolean;
};

export function GridToast({ toast, onUndo, onClose }: { toast: GridToastState; onUndo: (undo: NonNullable<GridToastState['undo']>) => void; onClose: () => void }) {
  return (
    <div
      role={toast.error ? 'alert' : 'status'}
      data-testid="grid-toast"
      className={`fixed right-4 bottom-4 z-50 flex max-w-sm items-center gap-3 rounded-md border p-3 text-sm shadow-lg ${
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
  );
}
