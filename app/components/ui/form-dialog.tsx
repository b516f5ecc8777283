import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useReturnFocus } from './use-return-focus';
import { useModalSheet } from './use-modal-sheet';
import { replayTyped, typedFields, type TypedFields } from './typed-fields';

export type FormDialogProps = {
  title: string;
  /** A caption above the title, e.g. 'Step 1/2'. */
  step?: string;
  /** Escape and a click outside the dialog (JavaScript only). */
  onClose: () => void;
  /** The × control; it must work without JavaScript (a Link, or a submit button with an intent). */
  closeControl: ReactNode;
  children: ReactNode;
};

// The heading comes after the form in the markup (shown first with `order-first`), so the
// form's own default button, not the × , answers Enter. The first field carries
// `data-autofocus` (focused when the dialog opens with JavaScript) and `autoFocus` (the
// browser focuses it on a server-rendered page), so typing goes into the form at once.
// On a phone the dialog fills the screen; from 640 px it is a centred box.
const panelClass =
  'flex min-h-full w-full flex-col bg-white p-4 shadow-xl sm:my-8 sm:h-fit sm:min-h-0 sm:max-w-2xl sm:rounded-lg sm:p-6';
const frameClass = 'fixed inset-0 z-50 flex justify-center overflow-y-auto overscroll-contain bg-black/40 sm:px-4';

/**
 * Pressing a submit button keeps focus where it is: otherwise the field losing
 * focus validates on blur, its message pushes the buttons down, and the click
 * lands beside the button and is lost.
 */
function keepFocusOnSubmit(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('button[type="submit"]')) event.preventDefault();
}

/**
 * A modal dialog that renders on the server as it does in the browser: a fixed
 * overlay in place, whose controls work without JavaScript. With JavaScript the
 * same elements become modal (use-modal-sheet.ts): focus moves in and stays,
 * the page behind is inert and does not scroll, Escape or a click beside the
 * dialog calls `onClose`, and focus returns to what opened it. Nothing is
 * swapped when the page hydrates, so a click on × or what was typed while the
 * page's JavaScript loaded is never lost (a dialog library's portal would be a
 * new tree, put in after hydration).
 */
export function FormDialog({ title, step, onClose, closeControl, children }: FormDialogProps) {
  const titleId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useReturnFocus();
  const onPanelKeyDown = useModalSheet(frame, panel, onClose, { lockScroll: true });
  useTypedBeforeHydration(titleId, panel);
  // A click beside the dialog closes it, when it also began there (not a text selection dragged out of a field).
  const pressedBeside = useRef(false);
  return (
    <div
      ref={frame}
      className={frameClass}
      onMouseDown={(event) => (pressedBeside.current = event.target === event.currentTarget)}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedBeside.current) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={panelClass}
        onKeyDown={onPanelKeyDown}
        onMouseDownCapture={keepFocusOnSubmit}
      >
        {children}
        <div className="order-first mb-4 flex items-start justify-between gap-4">
          <div className="min-w-0">
            {step ? <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{step}</p> : null}
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
          </div>
          {closeControl}
        </div>
      </div>
    </div>
  );
}

export const closeButtonClass = 'rounded px-2 text-xl leading-none text-slate-500 hover:text-slate-900';

/**
 * A dialog the server rendered (the page's URL opened it) may hold what the person typed before the page's
 * JavaScript ran. It is read while the page hydrates (before React sets a controlled field back to its state) and
 * typed in again once the dialog is live, as the person's own input, with the focus where it was.
 */
function useTypedBeforeHydration(titleId: string, panel: RefObject<HTMLDivElement | null>) {
  // Only while hydrating is the server's dialog already in the document with this id; opened later, it is not.
  const [typed] = useState<TypedFields | null>(() => {
    if (typeof document === 'undefined') return null;
    const serverPanel = document.getElementById(titleId)?.closest<HTMLElement>('[role="dialog"]');
    return serverPanel ? typedFields(serverPanel) : null;
  });
  useEffect(() => {
    const el = panel.current;
    if (el && typed && (typed.values.length > 0 || typed.focused)) replayTyped(el, typed);
  }, [panel, typed]);
}
