import { useEffect, useState } from 'react';

/**
 * Gives focus back, when a dialog goes away, to what had it when the dialog first rendered (the link or button
 * that opened it). Headless UI does this from a focus history it keeps only once its module has loaded; the
 * dialog code now loads when first used, after the opener already took focus, so its history lacks the opener
 * and focus would fall to the page's body. Runs after the dialog's own clean-up, and only when focus is lost.
 */
export function useReturnFocus(): void {
  const [opener] = useState<Element | null>(() => (typeof document === 'undefined' ? null : document.activeElement));
  useEffect(
    () => () => {
      if (!(opener instanceof HTMLElement)) return;
      requestAnimationFrame(() => {
        const now = document.activeElement;
        if ((now === null || now === document.body) && opener.isConnected) opener.focus();
      });
    },
    [opener],
  );
}
