import { forwardRef, useImperativeHandle, useRef } from 'react';
import { useDetailsMenu } from '~/components/ui/use-details-menu';

export type RowMenuProps = {
  name: string;
  /** 1-based position of the row and the number of rows (for Move up / Move down). */
  position: number;
  count: number;
  editHref: string;
  /** The row's action route (intents delete, move). */
  actionHref: string;
};

export type RowMenuHandle = { open(): void };

/** Styled in app.css (.li-menu-item): the menu repeats in every row. */
const itemClass = 'li-menu-item';

/**
 * A row's Edit / Delete / Move up / Move down. A <details> menu, so it opens
 * from the keyboard and without JavaScript; each action is a real link or a
 * button of one small form posting to the row's action. Right-click on the row opens it too.
 * Plain <a> and <form>, not React Router's Link and Form: a job can hold hundreds
 * of rows and those cost a route resolution each on every server render. With
 * JavaScript the table handles their clicks and submits in one place
 * (useRowMenuNavigation in line-item-table.tsx), as Link and Form would.
 */
export const RowMenu = forwardRef<RowMenuHandle, RowMenuProps>(function RowMenu({ name, position, count, editHref, actionHref }, handle) {
  const ref = useDetailsMenu();
  const firstItem = useRef<HTMLAnchorElement>(null);
  useImperativeHandle(handle, () => ({
    open() {
      if (!ref.current) return;
      ref.current.open = true;
      firstItem.current?.focus();
    },
  }));
  return (
    <details ref={ref} className="relative" data-testid="row-menu">
      <summary
        aria-label={`Actions for ${name}`}
        className="li-menu-button"
      >
        <span aria-hidden="true">⋯</span>
      </summary>
      <div className="li-menu-list" role="group" aria-label={`Actions for ${name}`}>
        <a ref={firstItem} href={editHref} className={itemClass} data-row-menu-link>
          Edit
        </a>
        {/* One form for the three actions (each button posts its own intent): a job can hold hundreds of rows. */}
        <form method="post" action={actionHref} data-row-menu-form>
          {/* Without JavaScript, Delete asks first (a GET of the row's URL with intent=delete: the version and tab
              ride along as fields, since a GET form drops the action's own query); with it, the table posts at once
              and the toast offers Undo. */}
          {[...new URLSearchParams(actionHref.split('?')[1] ?? '')].map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
          <button type="submit" name="intent" value="delete" formMethod="get" className={`${itemClass} text-red-700`}>
            Delete
          </button>
          {position > 1 ? (
            <button type="submit" name="intent" value="move-up" className={itemClass}>
              Move up
            </button>
          ) : null}
          {position < count ? (
            <button type="submit" name="intent" value="move-down" className={itemClass}>
              Move down
            </button>
          ) : null}
        </form>
      </div>
    </details>
  );
});
