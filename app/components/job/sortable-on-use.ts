/**
 * Drag to reorder that loads SortableJS when a person first reaches for a row
 * (pointer over the table body, focus in it, a press on it), not while the job
 * page loads and hydrates: most visits never drag. A press that came before
 * the library was in is replayed to it once it is, so the first drag is not
 * lost.
 */
import type { Options } from 'sortablejs';

type Down = PointerEvent | TouchEvent;

/** A fresh copy of the press for SortableJS, on the element first pressed. */
function replay(down: Down) {
  const init = { bubbles: true, cancelable: true, composed: true };
  if ('pointerId' in down) {
    const { clientX, clientY, screenX, screenY, button, buttons, pointerId, pointerType, isPrimary, ctrlKey, shiftKey, altKey, metaKey } = down;
    const copy = { ...init, clientX, clientY, screenX, screenY, button, buttons, pointerId, pointerType, isPrimary, ctrlKey, shiftKey, altKey, metaKey };
    down.target?.dispatchEvent(new PointerEvent('pointerdown', copy));
  } else {
    const list = (touches: TouchList) => Array.from(touches);
    const copy = { ...init, touches: list(down.touches), targetTouches: list(down.targetTouches), changedTouches: list(down.changedTouches) };
    down.target?.dispatchEvent(new TouchEvent('touchstart', copy));
  }
}

/** Arms `el` for dragging with `options`; returns the clean-up (listeners off, SortableJS destroyed). */
export function sortableOnUse(el: HTMLElement, options: Options): () => void {
  let sortable: { destroy(): void } | null = null;
  let loading = false;
  let cancelled = false;
  // The press waiting for the library, while the button or finger is still down: its pointer and touch events
  // both (SortableJS listens to one or the other, by browser).
  let pending: Down[] = [];
  const released = () => {
    pending = [];
  };
  const listeners: Array<[EventTarget, string, EventListener]> = [];
  const disarm = () => listeners.forEach(([target, type, listener]) => target.removeEventListener(type, listener));
  const load = () => {
    if (loading) return;
    loading = true;
    void import('sortablejs').then(({ default: Sortable }) => {
      if (cancelled) return;
      disarm();
      sortable = Sortable.create(el, options);
      // Rows can be dragged from here on (a test waits for this before a drag faster than any hand).
      el.setAttribute('data-drag-ready', '');
      const downs = pending;
      pending = [];
      downs.forEach(replay);
    });
  };
  const onDown = (event: Event) => {
    pending.push(event as Down);
    load();
  };
  listeners.push(
    [el, 'pointerover', load],
    [el, 'focusin', load],
    [el, 'pointerdown', onDown],
    [el, 'touchstart', onDown],
    [window, 'pointerup', released],
    [window, 'pointercancel', released],
    [window, 'touchend', released],
  );
  listeners.forEach(([target, type, listener]) => target.addEventListener(type, listener, { passive: true }));
  return () => {
    cancelled = true;
    disarm();
    sortable?.destroy();
  };
}
