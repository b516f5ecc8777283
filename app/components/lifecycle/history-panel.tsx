/**
 * The job's History panel (job/:brandSlug/:jobNumber/history?page=): newest
 * first, 25 a page, with links to the other pages; a plain list, so it reads
 * the same with or without JavaScript. Each row says who did what in one
 * sentence, then the version, the kind of change, the person and the time.
 */
import { Link, useNavigate } from 'react-router';
import { ItemSheet } from '~/components/line-items/item-sheet';
import { headerButtonClass } from '~/components/ui/button';

/** `sentence`: the row in words ('Pat Lee changed the quantity of ...'); `note`: details not in it (recipients, a signature). */
export type HistoryPanelRow = { id: number; when: string; iso: string; versionNumber: number | null; event: string; who: string; sentence: string; note: string };
export type HistoryPanelData = { rows: HistoryPanelRow[]; page: number; pageCount: number; total: number };

export function HistoryPanel({ data, closeHref, pageHref }: { data: HistoryPanelData; closeHref: string; pageHref: (page: number) => string }) {
  const navigate = useNavigate();
  return (
    <ItemSheet title="History" closeHref={closeHref} onClose={() => navigate(closeHref, { preventScrollReset: true })}>
      <div className="p-4">
        {data.rows.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing recorded yet.</p>
        ) : (
          <ol className="space-y-3" aria-label="History, newest first" data-testid="history-list">
            {data.rows.map((r) => (
              <li key={r.id} className="rounded-md border border-slate-200 p-3 text-sm" data-testid="history-row">
                <p className="break-words text-slate-900" data-testid="history-sentence">
                  <bdi>{r.sentence}</bdi>
                </p>
                {r.note ? (
                  <p className="mt-1 break-words text-slate-600">
                    <bdi>{r.note}</bdi>
                  </p>
                ) : null}
                <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-xs text-slate-500">
                  <span className="font-medium text-slate-700">
                    {r.versionNumber !== null ? `Version ${r.versionNumber}: ` : ''}
                    {r.event}
                  </span>
                  <span>
                    by <bdi>{r.who}</bdi>
                  </span>
                  <time dateTime={r.iso}>{r.when}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
        {data.pageCount > 1 ? (
          <nav aria-label="History pages" className="mt-4 flex items-center justify-between gap-2 text-sm">
            {data.page > 0 ? (
              <Link discover="none" to={pageHref(data.page - 1)} preventScrollReset className={headerButtonClass} rel="prev">
                Newer
              </Link>
            ) : (
              <span />
            )}
            <span className="text-slate-600">{`Page ${data.page + 1} of ${data.pageCount}`}</span>
            {data.page < data.pageCount - 1 ? (
              <Link discover="none" to={pageHref(data.page + 1)} preventScrollReset className={headerButtonClass} rel="next">
                Older
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </div>
    </ItemSheet>
  );
}
