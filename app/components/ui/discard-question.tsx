/**
 * 'Discard changes?': a small modal question over a form that holds work
 * ('Keep editing' focused, Escape keeps editing). Loaded on first use through
 * discard-guard.tsx; the no-JavaScript question is DiscardQuestionStatic there.
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { headerButtonClass, primaryButtonClass } from '~/components/ui/button';
import { useReturnFocus } from './use-return-focus';

export function DiscardQuestion({ title, message, onKeep, onDiscard }: { title: string; message: string; onKeep: () => void; onDiscard: () => void }) {
  // Headless UI remembers what had focus only once its module is in: the first question may load after that.
  useReturnFocus();
  return (
    <Dialog open onClose={onKeep} role="alertdialog" className="relative z-[60]">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center p-4 sm:items-center">
        <DialogPanel className="w-full max-w-sm rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          <p className="mt-2 text-sm text-slate-600">{message}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button type="button" className={headerButtonClass} onClick={onKeep} data-autofocus>
              Keep editing
            </button>
            <button type="button" className={primaryButtonClass} onClick={onDiscard}>
              Discard
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

