import { RepriceAmounts } from './reprice-amounts';
import { Form, Link, useNavigate } from 'react-router';
import { FormDialog } from '~/components/ui/form-dialog';
import { CloseX } from '~/components/ui/dialog-controls';
import { headerButtonClass } from '~/components/ui/button';
import { SIGN_COUNT_MESSAGES, signCountChangeText } from '~/domain/pricing';
import type { RepriceConfirmData } from '~/server/line-items/panel-routes.server';

/**
 * Re-price of a formula service priced from sign counts the job no longer
 * has: which counts changed and each amount old -> new, before anything is
 * saved. Confirm posts the line's stamp and the new price shown, so a change
 * meanwhile is refused rather than saved unseen; Cancel goes back untouched.
 * A plain dialog in the job page's Outlet, the same with or without JavaScript.
 */
export function RepriceConfirm({ data }: { data: RepriceConfirmData }) {
  const navigate = useNavigate();
  const close = () => void navigate(data.cancelHref, { preventScrollReset: true });
  const current = data.changes.length === 0;
  return (
    <FormDialog title={`Re-price ${data.name}?`} onClose={close} closeControl={<CloseX closeHref={data.cancelHref} onClose={close} />}>
      <Form discover="none" method="post" action={data.actionHref} preventScrollReset data-testid="reprice-confirm">
        {current ? (
          <p className="text-sm text-slate-700">{SIGN_COUNT_MESSAGES.current(data.name)}.</p>
        ) : (
          <>
            <p className="text-sm text-slate-700">{`${SIGN_COUNT_MESSAGES.changed} (${signCountChangeText(data.changes)}). Re-pricing line of version ${data.versionNumber} with the job's counts:`}</p>
            <RepriceAmounts className="mt-3" testId="reprice-amounts" amounts={data.amounts} />
            <input type="hidden" name="back" value={data.back} />
            <input type="hidden" name="updatedAt" value={data.updatedAt} />
            <input type="hidden" name="newPrice" value={data.newPrice} />
          </>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Link discover="none" to={data.cancelHref} preventScrollReset className={headerButtonClass}>
            {current ? 'Close' : 'Cancel'}
          </Link>
          {current ? null : (
            <button
              type="submit"
              name="intent"
              value="reprice"
              autoFocus
              className="inline-flex h-9 items-center justify-center rounded-md bg-slate-900 px-4 text-sm font-medium text-white hover:bg-slate-800"
            >
              Confirm
            </button>
          )}
        </div>
      </Form>
    </FormDialog>
  );
}
