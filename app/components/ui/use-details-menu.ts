import { useEffect, useRef } from 'react';

/**
 * A <details> element used as a menu opens and closes without JavaScript;
 * with it, this makes it also close like a menu: on Escape (focus back on
 * its button) and on a click elsewhere. Returns the ref to put on the <details>.
 */
export function useDetailsMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const close = (event: Event) => {
      const el = ref.current;
      if (!el?.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !el.contains(event.target as Node)) {
        // Escape from an item inside: focus goes back to the menu's button, not to a hidden item.
        const hadFocus = el.contains(document.activeElement) && document.activeElement !== el.querySelector('summary');
        el.open = false;
        if (hadFocus && event instanceof KeyboardEvent) el.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, []);
  return ref;
}
