import { useCallback, useRef, useState, type ReactNode } from 'react';
import { lazyOnUse } from './lazy-on-use';
import { changedFields, servedValue } from './typed-fields';

/**
 * The 'Keep editing' / 'Discard' question (discard-question.tsx, a Headless UI dialog): its code loads when it is
 * first asked (or preloaded), not with every form that may ask it.
 */
export const DiscardQuestion = lazyOnUse('discard-question', () => import('./discard-question').then((m) => m.DiscardQuestion));

/** The form's text values (without `intent`), to tell whether it holds work or changes. */
export function formEntries(form: HTMLFormElement | null | undefined): [string, string][] {
  if (!form) return [];
  const out: [string, string][] = [];
  for (const [name, value] of new FormData(form)) {
    if (name !== 'intent' && typeof value === 'string') out.push([name, value]);
  }
  return out;
}

/** Anything typed or chosen (the tax type alone is a default, not work). */
export function holdsWork(form: HTMLFormElement | null | undefined): boolean {
  return formEntries(form).some(([name, value]) => name !== 'taxType' && value.trim() !== '');
}

/**
 * The form's filled-in values, to compare with those it opened with. A blank field counts as no field: with
 * JavaScript a field the form does not use just now is disabled and not sent (the tax amount while the tax is a
 * percentage), and a dialog the server rendered is hydrated in place, so its values were read before that.
 */
export function formSnapshot(form: HTMLFormElement | null | undefined, served = false): string {
  // As the server sent it: what was typed before the page's JavaScript ran is work too (typed-fields.ts).
  const typed = served && form ? new Map(changedFields(form).map((el) => [el.name, servedValue(el)])) : null;
  return JSON.stringify(
    formEntries(form).flatMap(([n, v]) => {
      const value = (typed?.get(n) ?? v).trim();
      return value === '' ? [] : [[n, value]];
    }),
  );
}

/**
 * Remembers a form's values as it appears (the callback ref), and tells
 * whether they changed since. Taken per element: a dialog opened again is a new form, with its own starting values.
 */
export function useFormChanges(): { ref: (form: HTMLFormElement | null) => void; changed: () => boolean } {
  const opened = useRef<{ form: HTMLFormElement; values: string } | null>(null);
  const ref = useCallback((form: HTMLFormElement | null) => {
    if (form && opened.current?.form !== form) opened.current = { form, values: formSnapshot(form, true) };
  }, []);
  const changed = () => opened.current !== null && formSnapshot(opened.current.form) !== opened.current.values;
  return { ref, changed };
}

export type DiscardGuardOptions = {
  /** Whether leaving now would lose work. */
  holdsChanges: () => boolean;
  /** Really leave (close the dialog, go home...). */
  onDiscard: () => void;
  /** e.g. 'Discard this job?' */
  title: string;
  message: string;
};

/**
 * Asks before a dialog that holds work closes: `attemptClose` either leaves at
 * once or shows a 'Keep editing' / 'Discard' question (focus on Keep
 * editing, Escape keeps editing). Render `question` inside the dialog's panel,
 * so Headless UI nests the two dialogs.
 */
export function useDiscardGuard({ holdsChanges, onDiscard, title, message }: DiscardGuardOptions): {
  attemptClose: () => void;
  question: ReactNode;
} {
  const [asking, setAsking] = useState(false);
  const attemptClose = () => {
    if (holdsChanges()) setAsking(true);
    else onDiscard();
  };
  const question = asking ? (
    <DiscardQuestion
      title={title}
      message={message}
      onKeep={() => setAsking(false)}
      onDiscard={() => {
        setAsking(false);
        onDiscard();
      }}
    />
  ) : null;
  return { attemptClose, question };
}

/** The no-JavaScript version of the question, answered by the server (the wizard's `close` intent). */
export function DiscardQuestionStatic({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  return (
    <div className="fixed inset-0 z-[60] flex items-end justify-center bg-black/40 p-4 sm:items-center">
      <div role="alertdialog" aria-modal="true" aria-labelledby="discard-title" aria-describedby="discard-message" className="w-full max-w-sm rounded-lg bg-white p-6 shadow-xl">
        <h2 id="discard-title" className="text-lg font-semibold">
          {title}
        </h2>
        <p id="discard-message" className="mt-2 text-sm text-slate-600">
          {message}
        </p>
        {children}
      </div>
    </div>
  );
}
