/**
 * How many of a long job's lines the line table draws at first, and when it draws the others.
 *
 * A job can hold hundreds of lines, and a screen shows a dozen. The server sends every row: the first ones in the
 * table's body, the others in a second body that the browser does not draw while JavaScript is on (app.css,
 * `.li-later`), so the page's first frame and React's hydration cover only the first rows. The table draws more
 * as a person comes near the end of what is drawn (scrolling, or moving through the rows by keyboard), and all of
 * them at once when something needs the whole job: finding in the page, selecting all, printing, an address that
 * points at a row further down, or the 'Show all lines' link. Without JavaScript the second body shows at once:
 * the page is whole, as it always was. Why it is drawn this way, and what was tried first: docs/speed.md ('A long
 * job's rows drawn as they come near').
 */

/** The rows drawn in the first frame: more than a tall desktop screen or a phone shows above the fold. */
export const FIRST_ROWS_DRAWN = 24;

/**
 * A job this long or shorter is drawn whole at once: about as many rows as a laptop slowed four times draws
 * within the page's budget (a 50-line job page drawn whole was 1.2-1.7x its bare twin), and a short job's rows are
 * all on the page to find, select or reach without scrolling first.
 */
export const DRAWN_WHOLE_UP_TO = 40;

/** The rows drawn each time the end of the drawn ones comes near. */
export const ROWS_PER_STEP = 48;

/** How near (in CSS px below the screen) the end of the drawn rows comes before the next ones are drawn. */
export const DRAW_AHEAD_PX = 800;

/** Every row drawn (also after lines are added or deleted later). */
export const ALL_ROWS = Number.POSITIVE_INFINITY;

/**
 * The rows drawn at first: all of a short job's, all when the address asks for them (`?lines=all`), else the first
 * {@link FIRST_ROWS_DRAWN}, or as far as the row the page must show (its menu open from the address).
 */
export function firstRowsDrawn(count: number, options: { all?: boolean; mustShow?: number } = {}): number {
  if (options.all || count <= DRAWN_WHOLE_UP_TO) return ALL_ROWS;
  const through = options.mustShow !== undefined && options.mustShow >= 0 ? options.mustShow + 1 : 0;
  const first = Math.max(FIRST_ROWS_DRAWN, through);
  return first >= count ? ALL_ROWS : first;
}

/** The rows drawn after one more step (all of them once the step reaches the end, or leaves fewer than a short job's worth). */
export function nextRowsDrawn(drawn: number, count: number, step = ROWS_PER_STEP): number {
  const next = drawn + Math.max(1, step);
  return next >= count - (DRAWN_WHOLE_UP_TO - FIRST_ROWS_DRAWN) ? ALL_ROWS : next;
}

/** Whether some rows are still to be drawn. */
export const rowsLeftToDraw = (drawn: number, count: number): boolean => drawn < count;

/**
 * A key press that needs the whole job on the page first: finding in the page (Ctrl/Cmd+F, F3, Ctrl/Cmd+G) and
 * selecting all (Ctrl/Cmd+A, outside a field).
 */
export function keyNeedsAllRows(key: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; inField: boolean }): boolean {
  if (key.key === 'F3') return true;
  if (!(key.ctrlKey || key.metaKey) || key.altKey) return false;
  const letter = key.key.toLowerCase();
  return letter === 'f' || letter === 'g' || (letter === 'a' && !key.inField);
}
