/**
 * The compare page: a GET form choosing the two versions (works
 * without JavaScript), the lines of both side by side with their marks and
 * changes, and both versions' totals with the difference. Stacks on a phone.
 */
import { Form, Link } from 'react-router';
import { ArrowLeftRight } from 'lucide-react';
import type { ComparePageData } from '~/server/compare/compare.server';
import { headerButtonClass, primaryButtonClass } from '~/components/ui/button';
import type { ComparedRow, Comparison } from '~/domain/compare/comparison';
import { ChangeTable, MarkBadge, markBorder, SideCard, TotalsTable } from './compare-parts';

function VersionSelect({ name, label, versions, value }: { name: 'a' | 'b'; label: string; versions: number[]; value: number | null }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
      {label}
      <select name={name} defaultValue={value ?? ''} className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900">
        {value === null ? <option value="">Choose a version</option> : null}
        {versions.map((n) => (
          <option key={n} value={n}>
            Version {n}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One compared line: its mark and name, what changed (from and to), and both versions' side of it. */
function CompareRow({ row, comparison }: { row: ComparedRow; comparison: Comparison }) {
  return (
    <li data-testid="compare-row" data-mark={row.mark} className={`rounded-lg border border-l-4 border-slate-200 bg-white p-3 shadow-sm ${markBorder(row.mark)}`}>
      <div className="flex flex-wrap items-center gap-2">
        <MarkBadge mark={row.mark} />
        <h3 className="min-w-0 text-sm font-semibold text-slate-900 [overflow-wrap:anywhere]" data-testid="compare-name">
          {row.name}
        </h3>
      </div>
      <ChangeTable changes={row.changes} a={comparison.a} b={comparison.b} />
      <div className="mt-2 grid gap-2 md:grid-cols-2">
        <SideCard label={`Version ${comparison.a}`} side={row.a} testId="side-a" />
        <SideCard label={`Version ${comparison.b}`} side={row.b} testId="side-b" />
      </div>
    </li>
  );
}

export function CompareScreen({ page }: { page: ComparePageData }) {
  const { job, comparison, chosen } = page;
  const changedRows = comparison?.rows.filter((r) => r.mark !== 'Same') ?? [];
  const sameRows = comparison?.rows.filter((r) => r.mark === 'Same') ?? [];
  const compareHref = `${page.jobPath}/compare`;
  const backHref = chosen.b !== null ? `${page.jobPath}?version=${chosen.b}` : page.jobPath;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-8">
      <Link discover="none" to={backHref} className="mb-2 inline-flex items-center gap-1 text-sm text-slate-500 hover:text-slate-800">
        <span aria-hidden="true">←</span> Back to the job
      </Link>
      <h1 className="text-2xl font-semibold break-words">Compare versions</h1>
      <p className="mt-1 text-sm text-slate-600 [overflow-wrap:anywhere]">
        <bdi>{job.jobName}</bdi> ({job.jobNumber}) · {job.brandName}
      </p>

      {/* A GET form: the URL says which versions, with or without JavaScript. */}
      <Form discover="none" method="get" action={compareHref} className="mt-4 flex flex-wrap items-end gap-3" aria-label="Versions to compare">
        <VersionSelect name="a" label="From (A)" versions={page.versions} value={chosen.a} />
        <VersionSelect name="b" label="To (B)" versions={page.versions} value={chosen.b} />
        <button type="submit" className={primaryButtonClass}>
          Compare
        </button>
        {comparison ? (
          <Link discover="none" to={`${compareHref}?a=${comparison.b}&b=${comparison.a}`} className={headerButtonClass}>
            <ArrowLeftRight aria-hidden="true" className="h-4 w-4" /> Swap
          </Link>
        ) : null}
      </Form>

      {page.message ? (
        <p role="status" data-testid="compare-message" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {page.message}
        </p>
      ) : null}

      {comparison ? (
        <>
          <h2 className="mt-6 text-lg font-semibold">
            Version {comparison.a} -&gt; Version {comparison.b}
          </h2>
          <p className="mt-1 text-sm text-slate-600" data-testid="compare-counts">
            {comparison.counts.Added} added · {comparison.counts.Removed} removed · {comparison.counts.Changed} changed · {comparison.counts.Same} the same
          </p>
          {comparison.rows.length === 0 ? (
            <p className="mt-4 text-sm text-slate-500">Neither version has line items.</p>
          ) : (
            <>
              {changedRows.length ? (
                <ol aria-label="Lines that differ" className="mt-4 space-y-3">
                  {changedRows.map((row) => (
                    <CompareRow key={row.key} row={row} comparison={comparison} />
                  ))}
                </ol>
              ) : (
                <p className="mt-4 text-sm text-slate-600">No line differs between the two versions.</p>
              )}
              {/* Unchanged lines are folded behind their count (a <details>: it opens without JavaScript too). */}
              {sameRows.length ? (
                <details className="mt-4 rounded-lg border border-slate-200 bg-slate-50" data-testid="compare-same">
                  <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-700">
                    {sameRows.length} unchanged {sameRows.length === 1 ? 'line' : 'lines'}
                  </summary>
                  <ol aria-label="Unchanged lines" className="space-y-3 px-3 pb-3">
                    {sameRows.map((row) => (
                      <CompareRow key={row.key} row={row} comparison={comparison} />
                    ))}
                  </ol>
                </details>
              ) : null}
            </>
          )}
          <div className="mt-6 space-y-4">
            <TotalsTable title="Price (as on the proposal)" rows={comparison.totals.price} a={comparison.a} b={comparison.b} testId="compare-totals-price" />
            <TotalsTable title="Budget (internal)" rows={comparison.totals.budget} a={comparison.a} b={comparison.b} testId="compare-totals-budget" />
            <TotalsTable title="Margin (internal)" rows={comparison.totals.margin} a={comparison.a} b={comparison.b} testId="compare-totals-margin" />
          </div>
        </>
      ) : null}
    </div>
  );
}
