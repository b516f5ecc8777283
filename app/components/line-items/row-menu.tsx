export type RowMenuProps = {
  name: string;
  /** 1-based position of the row and the number of rows (for Move up / Move down). */
  position: number;
  count: number;
  editHref: string;
  /** The row's action route (intents delete, move). */
  actionHref: string;
};

/**
 * A row's Edit / Delete / Move up / Move down. A <details> menu, so it opens
 * from the keyboard and without JavaScript; each action is a real link or a
 * button of one small form posting to the row's action.
 * It repeats in every row of a job that can hold hundreds, so it is plain
 * markup only: styled from app.css (.li-menu ...), no class per item, no hooks
 * and no listeners of its own. With JavaScript the table body handles it in one
 * place (line-item-table-hooks.ts): its links and forms go through React Router
 * as Link and Form would, it closes on Escape and on a click elsewhere, and a
 * right-click on the row opens it.
 */
export function RowMenu({ name, position, count, editHref, actionHref }: RowMenuProps) {
  const label = `Actions for ${name}`;
  return (
    <details data-testid="row-menu">
      <summary aria-label={label} />
      <div role="group" aria-label={label}>
        <a href={editHref}>Edit</a>
        {/* One form for the three actions (each button posts its own intent). */}
        <form method="post" action={actionHref}>
          {/* Without JavaScript, Delete asks first (a GET of the row's URL with intent=delete: the version and tab
              ride along as fields, since a GET form drops the action's own query); with it, the table posts at once
              and the toast offers Undo. */}
          {actionHref.includes('?')
            ? [...new URLSearchParams(actionHref.split('?')[1])].map(([key, value]) => <input key={key} type="hidden" name={key} value={value} />)
            : null}
          <button name="intent" value="delete" formMethod="get">
            Delete
          </button>
          {position > 1 ? (
            <button name="intent" value="move-up">
              Move up
            </button>
          ) : null}
          {position < count ? (
            <button name="intent" value="move-down">
              Move down
            </button>
          ) : null}
        </form>
      </div>
    </details>
  );
}
