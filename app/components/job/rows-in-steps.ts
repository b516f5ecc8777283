/**
 * A long job's line rows drawn as a person comes near them (the rule and its numbers:
 * domain/line-items/rows-in-steps.ts). The table draws the first rows; the server also sends the others in a
 * second table body (`.li-later`), which app.css hides while JavaScript is on and which React leaves as the
 * server wrote it. When the end of the drawn rows comes within reach of the screen, the next ones are drawn in
 * React's own body and their copies taken out of the hidden one, so the page holds each line's row once; once
 * every row is drawn the hidden body goes.
 *
 * Why not all of them in the background: each step lays the whole table out again (the browser's table layout
 * covers every row), so on a slow laptop every step of a few rows was a task of 50-140 ms, over and over, while the
 * person was already using the page (docs/speed.md).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ALL_ROWS, DRAW_AHEAD_PX, keyNeedsAllRows, nextRowsDrawn, rowsLeftToDraw } from '~/domain/line-items/rows-in-steps';
import { MENU, lineIdOf } from './line-item-table-hooks';

type Ref<T> = React.RefObject<T | null>;

/** Far enough above the screen to count anything up there as reached. */
const ABOVE_PX = 1_000_000;

/** The line a `#line-N` address points at, if any. */
const lineInHash = (): number | null => {
  const match = /^#line-(\d+)$/.exec(typeof location === 'undefined' ? '' : location.hash);
  return match ? Number(match[1]) : null;
};

const inField = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The table's parts the drawing works with. */
export type DrawnRowsParts = {
  /** React's body, where the rows are drawn. */
  body: Ref<HTMLTableSectionElement>;
  /** The hidden body the server wrote (the drawn rows' copies are taken out of it). */
  later: Ref<HTMLTableSectionElement>;
  /** The row after the drawn ones, with its 'Show all lines' link: when it comes near, more are drawn. */
  more: Ref<HTMLTableRowElement>;
};

/**
 * How many of `ids` (the rows in order) are drawn, starting from `first`; `drawAll` draws every row now. When
 * focus was on the 'Show all lines' link (reached by Tab), it goes on to the first row just drawn, the next one in
 * the keyboard's order, rather than staying below them or falling back to the top of the page.
 */
export function useRowsDrawnAsTheyComeNear(ids: readonly number[], first: number, { body, later, more }: DrawnRowsParts) {
  const [drawn, setDrawn] = useState(first);
  const count = ids.length;
  const left = rowsLeftToDraw(drawn, count);
  const scrollTo = useRef<number | null>(null);
  const drawnNow = useRef(drawn);
  drawnNow.current = drawn;
  const focusFrom = useRef<number | null>(null);
  // The address came to name a row further down (its menu opened from its own URL): draw as far as it at once.
  if (first > drawn) setDrawn(first);

  const noteFocus = useCallback(() => {
    if (more.current?.contains(document.activeElement)) focusFrom.current = drawnNow.current;
  }, [more]);
  const drawAll = useCallback(() => {
    noteFocus();
    flushSync(() => setDrawn(ALL_ROWS));
  }, [noteFocus]);

  // The end of the drawn rows within reach of the screen, or already above it (a jump down by the scroll bar or
  // the End key): draw the next ones. A new observer after each step, so it looks again at where the end now is.
  useEffect(() => {
    const end = more.current;
    if (!left || !end) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      noteFocus();
      setDrawn((now) => nextRowsDrawn(now, count));
    }, { rootMargin: `${ABOVE_PX}px 0px ${DRAW_AHEAD_PX}px 0px` });
    observer.observe(end);
    return () => observer.disconnect();
  }, [left, drawn, count, more, noteFocus]);

  // What needs the whole job on the page: finding in it, selecting all, printing, an address at a row further down.
  useEffect(() => {
    if (!left) return;
    const onKey = (event: KeyboardEvent) => {
      if (keyNeedsAllRows({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, inField: inField(event.target) })) drawAll();
    };
    const toHash = (event?: HashChangeEvent) => {
      const target = lineInHash();
      if (target === null || !ids.includes(target) || document.querySelector(`.li-rows:not(.li-later) > #line-${target}`)) return;
      scrollTo.current = target;
      if (event) drawAll();
      else setDrawn(ALL_ROWS); // inside an effect React cannot draw at once; it does so right after
    };
    toHash();
    document.addEventListener('keydown', onKey, true);
    window.addEventListener('beforeprint', drawAll);
    window.addEventListener('hashchange', toHash);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      window.removeEventListener('beforeprint', drawAll);
      window.removeEventListener('hashchange', toHash);
    };
  }, [left, ids, drawAll]);

  useLayoutEffect(() => {
    const hidden = later.current;
    if (hidden) {
      const shown = new Set(drawn >= count ? ids : ids.slice(0, drawn));
      for (const row of [...hidden.children]) if (shown.has(lineIdOf(row))) row.remove();
    }
    if (scrollTo.current !== null) {
      document.getElementById(`line-${scrollTo.current}`)?.scrollIntoView({ block: 'center' });
      scrollTo.current = null;
    }
    if (focusFrom.current !== null) {
      body.current?.querySelectorAll<HTMLElement>(`:scope > ${MENU} > a`)[focusFrom.current]?.focus();
      focusFrom.current = null;
    }
  }, [drawn, count, ids, body, later]);

  return { drawn, drawAll };
}
