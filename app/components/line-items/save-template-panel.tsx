/**
 * 'Save as template' (job/:brandSlug/:jobNumber/save-template): the shown
 * version's lines, each ticked, with a name and a description. A plain form
 * posting to the route's action, so it works without JavaScript.
 */
import { Form, useNavigate, useNavigation } from 'react-router';
import { ItemSheet } from './item-sheet';
import { inputClass } from '~/components/ui/field';
import { primaryButtonClass } from '~/components/ui/button';
import { TEMPLATE_LIMITS } from '~/domain/line-items/templates';

export type SaveTemplateAnswer = { values: { name: string; description: string; lineIds: string[] }; fieldErrors: Record<string, string[]> };

type Props = {
  brandName: string;
  versionNumber: number;
  lines: { id: number; name: string; description: string; quantity: number }[];
  closeHref: string;
  answer: SaveTemplateAnswer | undefined;
};

function Errors({ messages, id }: { messages: string[] | undefined; id: string }) {
  return messages?.length ? (
    <p id={id} className="mt-1 text-xs text-red-600">
      {messages.join(' ')}
    </p>
  ) : null;
}

export function SaveTemplatePanel({ brandName, versionNumber, lines, closeHref, answer }: Props) {
  const navigate = useNavigate();
  const busy = useNavigation().state === 'submitting';
  const errors = answer?.fieldErrors ?? {};
  const ticked = (id: number) => (answer ? answer.values.lineIds.includes(String(id)) : true);
  const aria = (name: string) => (errors[name]?.length ? { 'aria-invalid': true, 'aria-describedby': `tpl-${name}-error` } : {});
  return (
    <ItemSheet title="Save as Template" closeHref={closeHref} onClose={() => navigate(closeHref, { preventScrollReset: true })}>
      {lines.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">Version {versionNumber} has no line items to save as a template.</p>
      ) : (
        <Form discover="none" method="post" preventScrollReset className="space-y-4 p-4" key={JSON.stringify(errors)}>
          <p className="text-sm text-slate-600">
            The lines of version {versionNumber} become a template of {brandName}: any {brandName} job can add them from Add New, Templates.
          </p>
          {errors._ ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {errors._.join(' ')}
            </p>
          ) : null}
          <div>
            <label htmlFor="tpl-name" className="mb-1 block text-sm font-medium text-slate-700">
              Template Name
            </label>
            <input id="tpl-name" name="name" type="text" required maxLength={TEMPLATE_LIMITS.name} defaultValue={answer?.values.name ?? ''} className={inputClass} {...aria('name')} />
            <Errors messages={errors.name} id="tpl-name-error" />
          </div>
          <div>
            <label htmlFor="tpl-description" className="mb-1 block text-sm font-medium text-slate-700">
              Description
            </label>
            <textarea
              id="tpl-description"
              name="description"
              rows={3}
              maxLength={TEMPLATE_LIMITS.description}
              defaultValue={answer?.values.description ?? ''}
              className={`${inputClass} h-auto py-2`}
              {...aria('description')}
            />
            <Errors messages={errors.description} id="tpl-description-error" />
          </div>
          <fieldset aria-describedby={errors.lineIds ? 'tpl-lineIds-error' : undefined}>
            <legend className="mb-1 text-sm font-medium text-slate-700">Lines to save</legend>
            <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
              {lines.map((l) => (
                <li key={l.id}>
                  <label className="flex items-start gap-3 px-3 py-2 text-sm">
                    <input type="checkbox" name="lineIds" value={l.id} defaultChecked={ticked(l.id)} className="mt-1 h-4 w-4" />
                    <span className="min-w-0 flex-1">
                      <span className="font-medium text-slate-900">{l.name || 'Removed item'}</span>
                      <span className="block truncate text-xs text-slate-500">{l.description}</span>
                    </span>
                    <span className="text-slate-600 tabular-nums">× {l.quantity}</span>
                  </label>
                </li>
              ))}
            </ul>
            <Errors messages={errors.lineIds} id="tpl-lineIds-error" />
          </fieldset>
          <div className="flex justify-end">
            <button type="submit" className={primaryButtonClass} disabled={busy}>
              {busy ? 'Saving...' : 'Save Template'}
            </button>
          </div>
        </Form>
      )}
    </ItemSheet>
  );
}
