/**
 * The /data screen's catalogue files: Export (one brand or all, as an XLSX workbook or a zip of CSV files),
 * Import (upload a file; its preview opens), and Undo of the last import. Plain forms: work without JavaScript.
 */
import { Form, Link } from 'react-router';
import { headerButtonClass } from '~/components/ui/button';
import { BrandOptions } from '~/components/catalogue/brand-options';

export type TransferBarProps = {
  brands: Array<{ id: number; name: string }>;
  latest: { id: string; fileName: string; userName: string; appliedAt: string; counts: { added: number; changed: number; removed: number } } | null;
};

// A long brand name must not widen the page on a phone: the choice shrinks to its box.
const selectClass = 'h-9 w-full max-w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm sm:w-auto sm:max-w-xs';

export function TransferBar({ brands, latest }: TransferBarProps) {
  return (
    <section aria-label="Catalogue files" className="mt-4 flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-3 lg:flex-row lg:items-end lg:justify-between">
      <form method="get" action="/api/catalogue/export" className="flex min-w-0 flex-wrap items-end gap-2">
        <label className="flex min-w-0 max-w-full flex-col text-xs font-medium text-slate-600">
          Export brand
          <select name="brand" className={selectClass} defaultValue="">
            <BrandOptions brands={brands} all />
          </select>
        </label>
        <label className="flex flex-col text-xs font-medium text-slate-600">
          Format
          <select name="format" className={selectClass} defaultValue="xlsx">
            <option value="xlsx">Excel workbook (.xlsx)</option>
            <option value="csv">CSV files (.zip)</option>
          </select>
        </label>
        <button type="submit" className={headerButtonClass}>
          Export
        </button>
      </form>
      <Form discover="none" method="post" action="/data/imports" encType="multipart/form-data" reloadDocument className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-col text-xs font-medium text-slate-600">
          Import a file (.xlsx, .csv or .zip)
          <input
            type="file"
            name="file"
            required
            accept=".xlsx,.csv,.zip,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv,application/zip"
            className="max-w-full text-sm file:mr-2 file:h-9 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3"
          />
        </label>
        <button type="submit" className={headerButtonClass}>
          Upload and preview
        </button>
        <Link discover="none" to="/data/imports" className="self-center text-sm text-slate-700 underline">
          Past imports
        </Link>
      </Form>
      {latest ? (
        <Form discover="none" method="post" action="/data/imports" className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="last-import">
          <input type="hidden" name="intent" value="undo-import" />
          <input type="hidden" name="importId" value={latest.id} />
          <span className="break-words">
            Last import: <bdi>{latest.fileName}</bdi> ({latest.counts.added} added, {latest.counts.changed} changed, {latest.counts.removed} removed)
          </span>
          <button type="submit" className={headerButtonClass}>
            Undo this import
          </button>
        </Form>
      ) : null}
    </section>
  );
}
