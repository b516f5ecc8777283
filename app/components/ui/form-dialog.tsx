import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useReturnFocus } from './use-return-focus';
import { useHydrated } from './use-hydrated';
import { replayTyped, typedFields, type TypedFields } from './typed-fields';

export type FormDialogProps = {
  title: string;
  /** A caption above the title, e.g. 'Step 1/2'. */
  step?: string;
  /** Escape and outside click (JavaScript only). */
  onClose: () => void;
  /** The × control; it must work without JavaScript (a Link, or a submit button with an intent). */
  closeControl: ReactNode;
  children: ReactNode;
};

// The heading comes after the form in the markup (shown first with `order-first`), so the
// form's own default button, not the × , answers Enter. The first field carries
// `data-autofocus` (Headless UI focuses it when the dialog opens) and `autoFocus` (the
// browser focuses it on a server-rendered page), so typing goes into the form at once.
// On a phone the dialog fills the screen; from 640 px it is a centred box.
const panelClass =
  'flex min-h-full w-full flex-col bg-white p-4 shadow-xl sm:my-8 sm:h-fit sm:min-h-0 sm:max-w-2xl sm:rounded-lg sm:p-6';
const frameClass = 'fixed inset-0 flex justify-center overflow-y-auto overscroll-contain sm:px-4';

/**
 * A modal dialog that also renders on the server: before hydration it is a
 * plain fixed overlay (Headless UI's portal renders nothing on the server),
 * then a Headless UI Dialog with focus trap, Escape and outside click.
 */
/**
 * Pressing a submit button keeps focus where it is: otherwise the field losing
 * focus validates on blur, its message pushes the buttons down, and the click
 * lands beside the button and is lost.
 */
function keepFocusOnSubmit(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('button[type="submit"]')) event.preventDefault();
}

export function FormDialog({ title, step, onClose, closeControl, children }: FormDialogProps) {
  const hydrated = useHydrated();
  const titleId = useId();
  useReturnFocus();
  const typed = useCarryTyped();
  const heading = (title: ReactNode) => (
    <div className="order-first mb-4 flex items-start justify-between gap-4">
      <div className="min-w-0">
        {step ? <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{step}</p> : null}
        {title}
      </div>
      {closeControl}
    </div>
  );

  if (!hydrated) {
    return (
      <div className={`z-50 bg-black/40 ${frameClass}`}>
        <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={panelClass} ref={typed.serverPanel}>
          {children}
          {heading(
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>,
          )}
        </div>
      </div>
    );
  }
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className={frameClass}>
        <DialogPanel className={panelClass} onMouseDownCapture={keepFocusOnSubmit} ref={typed.livePanel}>
          {children}
          {heading(<DialogTitle className="text-lg font-semibold">{title}</DialogTitle>)}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export const closeButtonClass = 'rounded px-2 text-xl leading-none text-slate-500 hover:text-slate-900';

/**
 * With JavaScript the server's plain overlay gives way to the Headless UI dialog: a new tree whose fields start
 * from the saved values. What the person typed into the server's dialog before that (a slow phone, a busy laptop)
 * is read from it as it leaves and typed into the new one once it is on the page, with the focus where it was.
 */
function useCarryTyped() {
  const server = useRef<HTMLElement | null>(null);
  const carried = useRef<TypedFields | null>(null);
  return {
    serverPanel: (el: HTMLElement | null) => {
      if (el) server.current = el;
      else if (server.current) carried.current = typedFields(server.current);
    },
    livePanel: (el: HTMLElement | null) => {
      const typed = carried.current;
      if (!el || !typed) return;
      carried.current = null;
      // After the commit that attached it, so React handles the replayed events as the person's own.
      if (typed.values.length > 0 || typed.focused) queueMicrotask(() => replayTyped(el, typed));
    },
  };
}
