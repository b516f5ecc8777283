/**
 * The job page's More menu: Duplicate (a new job from the shown
 * version) and Save as Template (the shown version's lines). A <details> list
 * of links to nested routes, so it works with and without JavaScript.
 */
import { Link } from 'react-router';
import { headerButtonClass } from '~/components/ui/button';
import { useDetailsMenu } from '~/components/ui/use-details-menu';

const itemClass = 'block px-3 py-2 text-sm text-slate-700 hover:bg-slate-50 hover:text-slate-900';

export function MoreMenu({ path, version }: { path: string; version: number | null }) {
  const ref = useDetailsMenu();
  const q = version !== null ? `?${new URLSearchParams({ version: String(version) })}` : '';
  return (
    <details ref={ref} className="relative" data-testid="more-menu">
      <summary className={`${headerButtonClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        More <span aria-hidden="true">▾</span>
      </summary>
      <ul className="z-20 rounded-md border border-slate-200 bg-white py-1 shadow-lg max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 max-sm:rounded-b-none max-sm:pb-4 sm:absolute sm:right-0 sm:mt-1 sm:w-56">
        <li>
          <Link discover="none" to={`${path}/duplicate${q}`} preventScrollReset className={itemClass}>
            Duplicate
          </Link>
        </li>
        {version !== null ? (
          <li>
            <Link discover="none" to={`${path}/save-template${q}`} preventScrollReset className={itemClass}>
              Save as Template
            </Link>
          </li>
        ) : null}
      </ul>
    </details>
  );
}
