/** The line's description in the item configuration form: the built one, or a custom text (its counter and error). */
import { DESCRIPTION_MAX, DESCRIPTION_WARN } from '~/domain/pricing';
import { ON, type FormValues, type PanelState } from '~/domain/line-items/config-state';
import { FieldError, inputClass, labelClass, Switch } from './config-parts';

export function DescriptionField({
  custom,
  values,
  set,
  state,
  onEdited,
  errorOf,
  aria,
  fid,
}: {
  /** A Custom Sign: always a typed description. */
  custom: boolean;
  values: FormValues;
  set: (patch: FormValues) => void;
  state: PanelState;
  onEdited: () => void;
  errorOf: (name: string) => string | undefined;
  aria: (name: string) => Record<string, unknown>;
  fid: (name: string) => string;
}) {
  const description = values.description ?? '';
  const counterClass = description.length >= DESCRIPTION_MAX ? 'text-red-700' : description.length > DESCRIPTION_WARN ? 'text-orange-600' : 'text-slate-500';
  return (
    <div>
      {custom ? (
        <p className={labelClass}>Description</p>
      ) : (
        <Switch name="useCustomDescription" value={ON} label="Custom description" checked={values.useCustomDescription === ON} onChange={(on) => set({ useCustomDescription: on ? ON : '' })} />
      )}
      {values.useCustomDescription === ON || custom ? (
        <div className="mt-1">
          <label htmlFor={fid('description')} className="sr-only">
            Description
          </label>
          <textarea
            id={fid('description')}
            name="description"
            rows={3}
            maxLength={DESCRIPTION_MAX}
            value={description}
            onChange={(e) => {
              onEdited();
              set({ description: e.target.value });
            }}
            className={inputClass}
            {...aria('description')}
          />
          <p className={`mt-1 text-right text-xs tabular-nums ${counterClass}`} data-testid="description-counter">
            {description.length}/{DESCRIPTION_MAX}
          </p>
          <FieldError id={`${fid('description')}-error`} message={errorOf('description')} />
        </div>
      ) : null}
      {!custom ? (
        <p className="mt-2 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="built-description">
          <span className="block text-xs font-medium tracking-wide text-slate-500 uppercase">Description</span>
          {state.description || <span className="text-slate-500">{state.quote.ok ? '' : 'Complete the configuration to build the description'}</span>}
        </p>
      ) : null}
    </div>
  );
}
