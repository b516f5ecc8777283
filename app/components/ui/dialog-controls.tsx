import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { closeButtonClass } from '~/components/ui/form-dialog';

export type DialogCloseProps = {
  /** The page without `?edit=`: where closing goes without JavaScript. */
  closeHref: string;
  /** With JavaScript: closes in place. */
  onClose: () => void;
};

function closeInPlace(onClose: () => void) {
  return (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onClose();
  };
}

/** The × of an Edit dialog: a link without JavaScript. */
export function CloseX({ closeHref, onClose }: DialogCloseProps) {
  return (
    <Link discover="none" to={closeHref} onClick={closeInPlace(onClose)} preventScrollReset aria-label="Close" className={closeButtonClass}>
      ×
    </Link>
  );
}

/** Cancel and the submit button of an Edit dialog. */
export function DialogActions({ closeHref, onClose, saving }: DialogCloseProps & { saving: boolean }): ReactNode {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-2">
      <Link
        discover="none"
        to={closeHref}
        onClick={closeInPlace(onClose)}
        preventScrollReset
        className="inline-flex h-9 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        Cancel
      </Link>
      <button
        type="submit"
        disabled={saving}
        className="inline-flex h-9 items-center justify-center rounded-md bg-slate-900 px-4 text-sm font-medium text-white hover:bg-slate-800 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {saving ? 'Saving...' : 'Save'}
      </button>
    </div>
  );
}
