import { useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { useKeepTypedBeforeHydration } from './typed-before-hydration';
import { ServiceIcon } from '~/components/ui/service-icon';
import { formatCents } from '~/domain/money';
import { thumbnailSrc } from '~/domain/catalogue/image-thumbnails';
import { isLabourService, MAX_QUANTITY } from '~/domain/pricing';
import { isCustomSign, isUserInput, ON, sameValues, type FormValues, type PanelItem } from '~/domain/line-items/config-state';
import { FieldError, inputClass, labelClass, secondaryButton } from './config-parts';
import { SignFields } from './config-sign-fields';
import { ServiceFields } from './config-service-fields';
import { DescriptionField } from './config-description';
import { PricesSection } from './config-prices';
import { ChoiceFields } from './config-choice';
import { useItemConfig } from './use-item-config';

export type ItemConfigProps = {
  item: PanelItem;
  /** The values the panel starts from (fresh, a saved line, or the last post without JavaScript). */
  initial: FormValues;
  /** Editing a saved line: its values as saved (save is enabled only when something changed) and its mode. */
  saved?: { values: FormValues; pricingMode: 'Calculated' | 'Edited' | 'Custom' };
  /** Field -> messages from the server's last answer. */
  serverErrors?: Record<string, string[]>;
  /** A message for the whole form (e.g. 'Failed to add item to job'). */
  formError?: string | null;
  /** Where the form posts when not to its own route, and the save button's words (a deleted line's values added anew). */
  formAction?: string;
  saveLabel?: string;
  /** The brand's target margin percent: the Prices box flags a Loss or Low margin line before it is saved (docs/pricing.md § Margin). */
  targetMarginPercent?: number;
  /** The version's 'Choose one' groups: the panel offers the line's choice marks (docs/choices.md); absent, it does not. */
  groups?: readonly string[];
};

/** Configuration of one sign or service: every control, live prices and description, and its save button. */
export function ItemConfig({ item, initial, saved, serverErrors = {}, formError, formAction, saveLabel, targetMarginPercent, groups }: ItemConfigProps) {
  const navigation = useNavigation();
  const { hydrated, values, set, state, fid, errorOf, aria, descriptionEdited, startEditing, cancelEditing, roundsTo, roundOnBlur } = useItemConfig(item, initial, serverErrors);
  // What was typed before hydration carries over to the configuration that replaces the server's (typed-before-hydration.ts).
  const formRef = useRef<HTMLFormElement>(null);
  useKeepTypedBeforeHydration(formRef, hydrated, item.kind, set);

  const editing = Boolean(saved);
  const unchanged = saved ? sameValues(item, values, saved.values) : false;
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const noun = item.kind === 'sign' ? 'Sign' : 'Service';
  const label = saveLabel ?? `${editing ? 'Update' : 'Add'} ${noun}`;
  const blocked = state.blocked;
  const custom = isCustomSign(item);
  const mode = state.mode;
  const manual = mode !== 'Calculated';
  const name = item.kind === 'sign' ? item.sign.name : item.service.name;

  const text = (field: string, labelText: string, extra: Record<string, unknown> = {}) => (
    <div>
      <label htmlFor={fid(field)} className={labelClass}>
        {labelText}
      </label>
      <input
        id={fid(field)}
        name={field}
        value={values[field] ?? ''}
        onChange={(e) => set({ [field]: e.target.value })}
        className={inputClass}
        {...aria(field)}
        {...extra}
      />
      {roundsTo(field) !== null ? (
        <p className="mt-1 text-xs text-slate-600" data-testid={`rounded-${field}`}>
          Saved as {formatCents(roundsTo(field)!)} (rounded to the cent)
        </p>
      ) : null}
      <FieldError id={`${fid(field)}-error`} message={errorOf(field)} />
    </div>
  );

  const sign = item.kind === 'sign' ? item.sign : null;
  const service = item.kind === 'service' ? item.service : null;
  const labour = service ? isLabourService(service.name) : false;

  return (
    <Form discover="none" ref={formRef} method="post" action={formAction} preventScrollReset noValidate className="flex min-h-full flex-col" data-testid="item-config" aria-label={`Configure ${name}`}>
      <input type="hidden" name="lineType" value={item.kind} />
      {sign ? <input type="hidden" name="signId" value={sign.id} /> : <input type="hidden" name="serviceId" value={service!.id} />}
      <input type="hidden" name="pricingMode" value={mode} />
      {values.updatedAt ? <input type="hidden" name="updatedAt" value={values.updatedAt} /> : null}
      {custom ? <input type="hidden" name="useCustomDescription" value={ON} /> : null}

      <div className="flex-1 space-y-5 px-4 py-4">
        <div className="flex items-center gap-3">
          {sign?.image ? <img src={thumbnailSrc(sign.image)} alt="" className="h-14 w-14 max-w-none rounded object-contain" /> : null}
          {service ? (
            <span className="flex h-12 w-12 items-center justify-center rounded bg-slate-100 text-slate-600" aria-hidden="true">
              <ServiceIcon icon={service.icon} className="h-7 w-7" />
            </span>
          ) : null}
          <div>
            {/* Focus lands here when the item opens in the panel (its name is read first; Tab goes on to Quantity). */}
            <h3 data-autofocus tabIndex={-1} className="text-base font-semibold text-slate-900">
              {name}
            </h3>
            <p className="text-xs text-slate-500">{sign ? sign.signType : service!.priceType === 'user_input' ? 'Priced as entered' : 'Service'}</p>
          </div>
        </div>
        {formError ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        ) : null}

        <div className="w-32">
          {text('quantity', 'Quantity', {
            type: 'number',
            min: 1,
            max: MAX_QUANTITY,
            step: 1,
            inputMode: 'numeric',
            onBlur: () => {
              const n = Number(values.quantity);
              if (!Number.isInteger(n) || n < 1) set({ quantity: '1' });
            },
          })}
        </div>

        {sign ? <SignFields sign={sign} values={values} set={set} text={text} state={state} errorOf={errorOf} aria={aria} fid={fid} /> : null}

        {service ? <ServiceFields service={service} values={values} set={set} text={text} /> : null}

        {service && isUserInput(item) && !manual ? (
          <div className="w-48">
            {text('enteredPrice', labour ? 'Price (install)' : 'Price', {
              inputMode: 'decimal',
              placeholder: '0.00',
              onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
                // Digits and one dot only.
                const cleaned = e.target.value.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1');
                set({ enteredPrice: cleaned });
              },
              onBlur: () => {
                if ((values.enteredPrice ?? '') !== '') roundOnBlur('enteredPrice')();
              },
            })}
          </div>
        ) : null}

        <DescriptionField custom={custom} values={values} set={set} state={state} onEdited={descriptionEdited} errorOf={errorOf} aria={aria} fid={fid} />

        {groups ? <ChoiceFields values={values} set={set} groups={groups} errorOf={errorOf} aria={aria} fid={fid} /> : null}

        <PricesSection
          state={state}
          custom={custom}
          savedMode={saved?.pricingMode}
          text={text}
          roundOnBlur={roundOnBlur}
          startEditing={startEditing}
          cancelEditing={cancelEditing}
          errorOf={errorOf}
          fid={fid}
          targetMarginPercent={targetMarginPercent}
        />
      </div>

      <div className="sticky bottom-0 flex items-center justify-end gap-2 border-t border-slate-200 bg-white px-4 py-3">
        {unchanged && !blocked ? <span className="mr-auto text-xs text-slate-500">No changes yet</span> : null}
        {!hydrated ? (
          <button type="submit" name="intent" value="calculate" className={secondaryButton}>
            Calculate
          </button>
        ) : null}
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={Boolean(blocked) || unchanged || saving}
          className="inline-flex h-9 items-center justify-center rounded-md bg-slate-900 px-4 text-sm font-medium text-white hover:bg-slate-800 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          {saving ? 'Saving...' : (blocked ?? label)}
        </button>
      </div>
      {!hydrated && blocked ? <p className="px-4 pb-3 text-right text-xs text-slate-500">Choose the options, then Calculate to check the prices and enable {label}.</p> : null}
    </Form>
  );
}
