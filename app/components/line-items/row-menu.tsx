export type RowMenuProps = {
  lineId: number;
  name: string;
  /** 1-based position of the row and the number of rows (for Move up / Move down). */
  position: number;
  count: number;
  editHref: string;
  /** The row's action route (intents delete, move); a GET of it shows the job page with this menu open. */
  actionHref: string;
  /** The job page itself (the open menu's button closes it there). */
  jobHref: string;
  open: boolean;
  /** The version is locked (Sent, Superseded, Approved, Declined): the menu offers only View (`editHref` is the View). */
  locked?: boolean;
};

/**
 * A row's 'Actions for ...' button and, open, its Edit / Delete / Move up /
 * Move down (on a locked version only View). A job can hold hundreds of rows, so a closed menu is one link:
 * to the row's own URL (job.items.$lineId.tsx), which shows the job page with
 * this row's menu open, so it works without JavaScript; each action is a real
 * link or a button of one small form posting to the row's action. With
 * JavaScript the table keeps which menu is open (one at a time) and handles
 * the clicks, keys and forms in one place (line-item-table-hooks.ts). Styled
 * from app.css (a row's last cell, in a table with row actions), no hooks or
 * listeners of its own.
 */
export function RowMenu({ lineId, name, position, count, editHref, actionHref, jobHref, open, locked = false }: RowMenuProps) {
  const label = `Actions for ${name}`;
  const at = `#line-${lineId}`;
  if (!open) return <a href={actionHref + at} aria-label={label} aria-expanded="false" />;
  if (locked) {
    // Nothing on a locked version's line can change: a read-only View, no Edit, Delete or Move.
    return (
      <>
        <a href={jobHref + at} aria-label={label} aria-expanded="true" />
        <div role="group" aria-label={label} data-testid="row-menu">
          <a href={editHref}>View</a>
        </div>
      </>
    );
  }
  return (
    <>
      <a href={jobHref + at} aria-label={label} aria-expanded="true" />
      <div role="group" aria-label={label} data-testid="row-menu">
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
    </>
  );
}
