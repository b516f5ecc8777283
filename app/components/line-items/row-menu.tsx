import { forwardRef, useImperativeHandle, useRef } from 'react';
import { Form, Link } from 'react-router';
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

const itemClass = 'block w-full px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-50 focus:bg-slate-100 focus:outline-none';

/**
 * A row's Edit / Delete / Move up / Move down. A <details> menu, so it opens
 * from the keyboard and without JavaScript; each action is a real link or a
 * small form posting to the row's action. Right-click on the row opens it too.
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
  const move = (to: number, label: string) => (
    <Form method="post" action={actionHref} preventScrollReset>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="toSortOrder" value={to} />
      <button type="submit" className={itemClass}>
        {label}
      </button>
    </Form>
  );
  return (
    <details ref={ref} className="relative" data-testid="row-menu">
      <summary
        aria-label={`Actions for ${name}`}
        className="flex h-8 w-8 cursor-pointer list-none items-center justify-center rounded text-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 [&::-webkit-details-marker]:hidden"
      >
        <span aria-hidden="true">⋯</span>
      </summary>
      <div className="absolute right-0 z-30 mt-1 w-40 rounded-md border border-slate-200 bg-white py-1 shadow-lg" role="group" aria-label={`Actions for ${name}`}>
        <Link ref={firstItem} to={editHref} preventScrollReset className={itemClass}>
          Edit
        </Link>
        <Form method="post" action={actionHref} preventScrollReset>
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className={`${itemClass} text-red-700`}>
            Delete
          </button>
        </Form>
        {position > 1 ? move(position - 1, 'Move up') : null}
        {position < count ? move(position + 1, 'Move down') : null}
      </div>
    </details>
  );
});
