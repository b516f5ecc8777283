/**
 * The preview of a catalogue file: counts, every error at its sheet, row and column, every row added or changed
 * (each changed cell old -> new), the rows the file leaves out, and the confirm form. A plain form: works
 * without JavaScript.
 */
import { Form, Link, useNavigation } from 'react-router';
import { errorSentence, type ChangeSet, type PlannedRow } from '~/domain/catalogue-transfer/plan';
import { headerButtonClass, primaryButtonClass } from '~/components/ui/button';
import { BackLink } from '~/components/ui/back-link';

type PreviewProps = {
  preview: { id: string; fileName: string; sha256: string; expiresAt: string; changeSet: ChangeSet };
  /** 'yyyy-MM-dd' on the server's clock: the default and earliest day the file's prices take effect. */
  today: string;
  error: string | null;
  /** The form field the error is about, when it is one ('effectiveFrom'). */
  errorField?: string | null;
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function RowList({ title, rows, kind }: { title: string; rows: PlannedRow[]; kind: 'added' | 'changed' }) {
  if (!rows.length) return null;
  return (
    <section aria-labelledby={`${kind}-heading`} className="mt-6">
      <h2 id={`${kind}-heading`} className="text-lg font-semibold">
        {title} ({rows.length})
      </h2>
      <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {rows.map((row) => (
          <li key={`${row.sheet}-${row.rowNumber}`} className="p-3 text-sm" data-testid={`${kind}-row`}>
            <p className="font-medium break-words">
              <span className="text-slate-500">
                {row.sheet} row {row.rowNumber}:
              </span>{' '}
              <bdi>{row.label}</bdi>
            </p>
            <ul className="mt-1 space-y-0.5 text-slate-700">
              {row.changes.map((c) => (
                <li key={c.column} className="break-words">
                  {c.column}:{' '}
                  {kind === 'changed' ? (
                    <>
                      <del className="text-red-700">
                        <bdi>{c.from || '(empty)'}</bdi>
                      </del>{' '}
                      <span aria-hidden="true">→</span>
                      <span className="sr-only">to</span>{' '}
                    </>
                  ) : null}
                  <ins className="text-green-800 no-underline">
                    <bdi>{c.to || '(empty)'}</bdi>
                  </ins>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ImportPreview({ preview, today, error, errorField = null }: PreviewProps) {
  const dayError = errorField === 'effectiveFrom' ? error : null;
  const { changeSet } = preview;
  const busy = useNavigation().state === 'submitting';
  const errorRows = new Set(changeSet.errors.map((e) => `${e.sheet}:${e.rowNumber}`)).size;
  const total = changeSet.added.length + changeSet.changed.length;
  return (
    <div className="mx-auto max-w-5xl p-4 sm:p-8">
      <BackLink to="/data?tab=signs">Data Management</BackLink>
      <h1 className="mt-2 text-2xl font-semibold break-words sm:text-3xl">
        Import preview: <bdi>{preview.fileName}</bdi>
      </h1>
      <p className="mt-2 text-slate-700" data-testid="import-summary">
        {total === 0 && changeSet.missing.length === 0 && errorRows === 0
          ? '0 changes: this file matches the catalogue.'
          : `${plural(changeSet.added.length, 'row')} to add, ${plural(changeSet.changed.length, 'row')} to change, ${plural(changeSet.unchanged, 'row')} unchanged, ${plural(changeSet.missing.length, 'catalogue row')} not in the file, ${plural(errorRows, 'row')} with errors.`}{' '}
        Nothing is written until you apply.
      </p>
      {error && !dayError ? (
        <p role="alert" className="mt-4 rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {changeSet.errors.length ? (
        <section aria-labelledby="errors-heading" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4">
          <h2 id="errors-heading" className="text-lg font-semibold text-red-900">
            {plural(errorRows, 'row has', 'rows have')} errors
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-red-900" data-testid="import-errors">
            {changeSet.errors.map((e, i) => (
              <li key={i} className="break-words">
                <bdi>{errorSentence(e)}</bdi>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {changeSet.unknownColumns.length ? (
        <p className="mt-4 text-sm text-slate-600">
          Columns not read (unknown): {changeSet.unknownColumns.map((u) => `${u.sheet}: ${u.column}`).join(', ')}.
        </p>
      ) : null}
      <RowList title="Rows to add" rows={changeSet.added} kind="added" />
      <RowList title="Rows to change" rows={changeSet.changed} kind="changed" />
      {changeSet.missing.length ? (
        <section aria-labelledby="missing-heading" className="mt-6">
          <h2 id="missing-heading" className="text-lg font-semibold">
            Not in the file ({changeSet.missing.length})
          </h2>
          <p className="text-sm text-slate-600">Removed only if you tick “Remove rows that are not in the file” below.</p>
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
            {changeSet.missing.map((m) => (
              <li key={`${m.sheet}-${m.id}`} className="p-2 break-words" data-testid="missing-row">
                <span className="text-slate-500">{m.sheet}:</span> <bdi>{m.label}</bdi>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Form discover="none" method="post" className="mt-8 flex flex-col gap-3 border-t border-slate-200 pt-6">
        <input type="hidden" name="intent" value="apply" />
        <input type="hidden" name="sha256" value={preview.sha256} />
        {changeSet.missing.length ? (
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="removeMissing" className="mt-1" /> Remove rows that are not in the file ({changeSet.missing.length})
          </label>
        ) : null}
        {errorRows ? (
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="applyValidRowsOnly" className="mt-1" /> Apply only the valid rows (the {plural(errorRows, 'row')} with errors are skipped)
          </label>
        ) : null}
        <div className="max-w-2xl">
          <label htmlFor="effectiveFrom" className="block text-sm font-medium">
            Prices take effect from
          </label>
          <input
            id="effectiveFrom"
            type="date"
            name="effectiveFrom"
            min={today}
            defaultValue={today}
            required
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm sm:w-56"
            aria-invalid={dayError ? true : undefined}
            aria-describedby={dayError ? 'effective-from-error effective-from-help' : 'effective-from-help'}
          />
          {dayError ? (
            <p id="effective-from-error" role="alert" className="mt-1 text-sm text-red-700">
              {dayError}
            </p>
          ) : null}
          <p id="effective-from-help" className="mt-1 text-xs text-slate-600">
            Today: everything is written now. A later day: the new prices of sizes, fixed-price services and option dollar modifiers already in the catalogue are
            saved as a scheduled price change (listed on Price changes) and take effect on that day; until then every screen, new line and Reset Pricing uses
            today&apos;s prices. Rows added or removed, and every other field (names, descriptions, multipliers, ...), apply at once.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButtonClass} disabled={busy}>
            {total === 0 && !changeSet.missing.length ? 'Done (0 changes)' : 'Apply changes'}
          </button>
          <Link discover="none" to="/data?tab=signs" className={headerButtonClass}>
            Cancel
          </Link>
        </div>
        <p className="text-xs text-slate-500">
          File SHA-256 {preview.sha256.slice(0, 16)}…; this preview expires at {new Date(preview.expiresAt).toLocaleTimeString('en-US', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' })} UTC.
        </p>
      </Form>
    </div>
  );
}
