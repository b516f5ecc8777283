/**
 * The jobs table shared by the jobs list and the per-brand lists
 * (docs/product.md § Jobs list): row number that turns into a checkbox on hover or focus, job
 * link with client and number beneath, proposal number, date, creator and
 * project manager. Its styling lives in app.css (.jt, and .jt-rows for the
 * rows' cells by their place), once, instead of class lists repeated in each
 * of the 25 rows. The rows themselves are plain HTML made from the data
 * (domain/jobs/job-rows-html.ts says why).
 */
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { JobSort, SortKey } from '~/domain/jobs/job-sort';
import type { ShownJob } from '~/domain/jobs/list-rows';
import { jobRowsHtml } from '~/domain/jobs/job-rows-html';
import { useLinkClicks } from '~/components/ui/use-link-clicks';

/**
 * The rows' pictures of people that do not load show their initials instead,
 * as the Avatar component does elsewhere: the rows are plain HTML, so one
 * listener on the table catches their error events (which do not bubble: it
 * listens while they go down), and a picture that failed before the page
 * hydrated is found once it has.
 */
function useAvatarFallback() {
  const ref = useRef<HTMLTableElement>(null);
  useEffect(() => {
    const table = ref.current;
    if (!table) return;
    const showInitials = (img: HTMLImageElement) => {
      const letters = document.createElement('span');
      letters.setAttribute('aria-hidden', 'true');
      letters.className = 'avatar-initials';
      letters.textContent = img.dataset.initials ?? '';
      img.replaceWith(letters);
    };
    for (const img of table.querySelectorAll<HTMLImageElement>('img[data-initials]')) {
      if (img.complete && img.naturalWidth === 0) showInitials(img);
    }
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement && event.target.dataset.initials !== undefined) showInitials(event.target);
    };
    table.addEventListener('error', onError, true);
    return () => table.removeEventListener('error', onError, true);
  }, []);
  return ref;
}

/** How the list is sorted and the address of each column's sort (a link: no JavaScript needed). */
export type TableSort = { current: JobSort; href: (key: SortKey) => string };

function ariaSort(sort: TableSort, keys: SortKey[]): 'ascending' | 'descending' | undefined {
  if (!keys.includes(sort.current.key)) return undefined;
  return sort.current.direction === 'asc' ? 'ascending' : 'descending';
}

/** A plain link: the header row's one click handler sends it through the router, replacing the entry, scroll kept. */
function SortLink({ sort, sortKey, children }: { sort: TableSort; sortKey: SortKey; children: ReactNode }) {
  const active = sort.current.key === sortKey;
  return (
    <a href={sort.href(sortKey)} className={active ? 'jt-on' : undefined}>
      {children}
      {active ? <span aria-hidden="true">{sort.current.direction === 'asc' ? ' ▲' : ' ▼'}</span> : null}
    </a>
  );
}

/**
 * From 768 px a table; narrower, each row is a card (the same markup as a
 * grid): name, then client and number, then date and proposal number, so
 * nothing needs sideways scrolling. Creator and Project Manager get their own
 * columns from 1280 px; between 768 and 1279 px they sit under the job name.
 * Job Name (and Client, beneath it), Date and Total sort by their header links.
 */
export function JobsTable({ jobs, firstRowNumber, busy, sort, empty }: { jobs: ShownJob[]; firstRowNumber: number; busy: boolean; sort: TableSort; empty: ReactNode }) {
  const onSortLinkClick = useLinkClicks('a[href]', { replace: true, preventScrollReset: true });
  const rowsHtml = useMemo(() => ({ __html: jobRowsHtml(jobs, firstRowNumber) }), [jobs, firstRowNumber]);
  const tableRef = useAvatarFallback();
  return (
    <table className="jt" aria-busy={busy || undefined} ref={tableRef}>
      <thead onClick={onSortLinkClick}>
        <tr>
          <th scope="col">
            <span className="sr-only">Select</span>
            <span aria-hidden="true">#</span>
          </th>
          <th scope="col" aria-sort={ariaSort(sort, ['name', 'client'])} aria-label="Job Name">
            <SortLink sort={sort} sortKey="name">
              Job Name
            </SortLink>
            <span aria-hidden="true"> / </span>
            <SortLink sort={sort} sortKey="client">
              Client
            </SortLink>
          </th>
          <th scope="col">Proposal No.</th>
          <th scope="col" aria-sort={ariaSort(sort, ['date'])}>
            <SortLink sort={sort} sortKey="date">
              Date
            </SortLink>
          </th>
          <th scope="col" aria-sort={ariaSort(sort, ['total'])}>
            <SortLink sort={sort} sortKey="total">
              Total
            </SortLink>
          </th>
          <th scope="col">Creator</th>
          <th scope="col">Project Manager</th>
        </tr>
      </thead>
      {jobs.length === 0 ? (
        <tbody className={busy ? 'jt-busy' : undefined}>
          <tr>
            <td colSpan={7} className="jt-empty">
              {empty}
            </td>
          </tr>
        </tbody>
      ) : (
        // The rows are HTML made once from the data (domain/jobs/job-rows-html.ts), the same string on the server
        // and in the browser: React writes it on the server and leaves it as it came when it hydrates.
        <tbody className={busy ? 'jt-rows jt-busy' : 'jt-rows'} dangerouslySetInnerHTML={rowsHtml} />
      )}
    </table>
  );
}
