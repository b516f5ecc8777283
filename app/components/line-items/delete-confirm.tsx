import { Form, useNavigate } from 'react-router';
import { FormDialog } from '~/components/ui/form-dialog';
import { CloseX } from '~/components/ui/dialog-controls';
import { headerButtonClass } from '~/components/ui/button';
import type { DeleteConfirmData } from '~/server/line-items/panel-routes.server';

/**
 * 'Delete this item?' before a row's Delete without JavaScript, where no
 * toast can offer Undo in time; Cancel goes back to the job page untouched.
 */
export function DeleteConfirm({ data }: { data: DeleteConfirmData }) {
  const navigate = useNavigate();
  const close = () => void navigate(data.jobHref, { preventScrollReset: true });
  return (
    <FormDialog title={`Delete ${data.name}?`} onClose={close} closeControl={<CloseX closeHref={data.jobHref} onClose={close} />}>
      <Form discover="none" method="post" action={data.actionHref} preventScrollReset>
        <p className="text-sm text-slate-700">{`This removes the line from version ${data.versionNumber} of this job, with its prices.`}</p>
        {data.description ? <p className="mt-2 text-sm break-words text-slate-500">{data.description}</p> : null}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <a href={data.jobHref} className={headerButtonClass}>
            Cancel
          </a>
          <button
            type="submit"
            name="intent"
            value="delete"
            autoFocus
            className="inline-flex h-9 items-center justify-center rounded-md bg-red-700 px-4 text-sm font-medium text-white hover:bg-red-800"
          >
            Delete
          </button>
        </div>
      </Form>
    </FormDialog>
  );
}
