import { RepriceAmounts } from './reprice-amounts';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { FormDialog } from '~/components/ui/form-dialog';
import { CloseX } from '~/components/ui/dialog-controls';
import { headerButtonClass } from '~/components/ui/button';
import { CATALOGUE_REPRICE_MESSAGES, effectText } from '~/domain/line-items/catalogue-reprice';
import type { CatalogueRepricePreview } from '~/server/line-items/catalogue-reprice.server';

const AMOUNTS = [
  ['price', 'Unit price'],
  ['install', 'Install price'],
  ['budget', 'Unit budget'],
  ['installBudget', 'Install budget'],
] as const;

/**
 * Re-price to today's catalogue: every line a price change left behind with
 * its four amounts old -> new, the count and the total effect, and the lines
 * left alone with why. Confirm posts the preview's stamp, so a catalogue or
 * a line changed meanwhile is refused (and shown again) rather than written
 * unseen. A plain form in the job page's Outlet, the same without JavaScript.
 */
export function CatalogueRepriceDialog({ preview, closeHref, error }: { preview: CatalogueRepricePreview; closeHref: string; error: string | null }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const close = () => void navigate(closeHref, { preventScrollReset: true });
  const count = preview.rows.length;
  const canConfirm = !preview.frozen && count > 0;
  return (
    <FormDialog title="Re-price to today's catalogue" onClose={close} closeControl={<CloseX closeHref={closeHref} onClose={close} />}>
      <Form discover="none" method="post" preventScrollReset data-testid="catalogue-reprice">
        {error ? (
          <p role="alert" className="mb-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {error}
          </p>
        ) : null}
        {preview.frozen ? (
          <p className="text-sm text-slate-700">{preview.frozen}</p>
        ) : count === 0 ? (
          <p className="text-sm text-slate-700">{CATALOGUE_REPRICE_MESSAGES.nothingToReprice}</p>
        ) : (
          <>
            <p className="text-sm text-slate-700" data-testid="catalogue-reprice-summary">
              {`${count} ${count === 1 ? 'line' : 'lines'} of version ${preview.versionNumber} will take today's catalogue prices. Total effect on the price: `}
              <b className="font-semibold text-slate-900">{effectText(preview.effect)}</b>.
            </p>
            <ul className="mt-3 space-y-3">
              {preview.rows.map((row) => (
                <li key={row.id} className="rounded-md border border-slate-200 p-3" data-testid="catalogue-reprice-line">
                  <p className="text-sm font-semibold text-slate-900">{`Line ${row.lineNo}: ${row.name}${row.quantity > 1 ? ` (x${row.quantity})` : ''}`}</p>
                  <RepriceAmounts className="mt-1" amounts={AMOUNTS.map(([key, label]) => ({ label, before: row.before[key], after: row.after[key] }))} />
                </li>
              ))}
            </ul>
            <input type="hidden" name="stamp" value={preview.stampDigest} />
          </>
        )}
        {preview.leftAlone.length && !preview.frozen ? (
          <div className="mt-4" data-testid="catalogue-reprice-left-alone">
            <h3 className="text-sm font-semibold text-slate-900">Left alone</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {preview.leftAlone.map((l) => (
                <li key={l.id}>{`Line ${l.lineNo}: ${l.name}: left alone (${l.why})`}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Link discover="none" to={closeHref} preventScrollReset className={headerButtonClass}>
            {canConfirm ? 'Cancel' : 'Close'}
          </Link>
          {canConfirm ? (
            <button
              type="submit"
              autoFocus
              disabled={navigation.state === 'submitting'}
              className="inline-flex h-9 items-center justify-center rounded-md bg-slate-900 px-4 text-sm font-medium text-white hover:bg-slate-800 disabled:opacity-60"
            >
              {navigation.state === 'submitting' ? 'Re-pricing...' : 'Confirm'}
            </button>
          ) : null}
        </div>
      </Form>
    </FormDialog>
  );
}
