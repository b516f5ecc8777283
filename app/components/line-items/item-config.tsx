import { useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { useHydrated } from '~/components/ui/use-hydrated';
import { startingValues, useKeepTypedBeforeHydration } from './typed-before-hydration';
import { ServiceIcon } from '~/components/ui/service-icon';
import { formatCents, roundedMoneyInput, roundsToCents } from '~/domain/money';
import {
  choosesSize,
  DESCRIPTION_MAX,
  DESCRIPTION_WARN,
  isLabourService,
  needsDimensions,
  parseOptionValues,
  PRICE_MESSAGES,
  lineTotal,
  MAX_QUANTITY,
  readDimensions,
  serviceCounterFields,
} from '~/domain/pricing';
import {
  editedFrom,
  isCustomSign,
  isUserInput,
  ON,
  panelState,
  PRICE_FIELDS,
  PRICE_LABELS,
  sameValues,
  type FormValues,
  type PanelItem,
  type PanelState,
} from '~/domain/line-items/config-state';

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
};

const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-slate-900 focus:ring-1 focus:ring-slate-900 focus:outline-none aria-[invalid=true]:border-red-600';
const labelClass = 'mb-1 block text-sm font-medium text-slate-800';
const secondaryButton =
  'inline-flex h-9 items-center justify-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

/** An on/off switch: a checkbox posting `value` when on (the server reads a missing one as Off). */
function Switch({ name, label, checked, value, onChange, hint }: { name: string; label: string; checked: boolean; value: string; onChange: (on: boolean) => void; hint?: ReactNode }) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3 py-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {hint ? ' ' : null}
        {hint ? <span className="font-normal text-slate-500">{hint}</span> : null}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        name={name}
        value={value}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:absolute before:top-0.5 before:left-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-slate-900 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
      />
    </div>
  );
}

/** 'Bronze (+$150)' for a value with a modifier. */
const valueLabel = (v: { display: string; modifier: string | null }) => (v.modifier ? `${v.display} (${v.modifier})` : v.display);

/** Configuration of one sign or service: every control, live prices and description, and its save button. */
export function ItemConfig({ item, initial, saved, serverErrors = {}, formError, formAction, saveLabel }: ItemConfigProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  // What was typed before hydration carries over to the configuration that replaces the server's (typed-before-hydration.ts).
  const [values, setValues] = useState<FormValues>(() => (hydrated ? startingValues(initial, item.kind) : initial));
  const formRef = useRef<HTMLFormElement>(null);
  useKeepTypedBeforeHydration(formRef, hydrated, item.kind);
  const set = (patch: FormValues) => setValues((v) => ({ ...v, ...patch }));
  const state: PanelState = panelState(item, values);
  const uid = useId();
  const fid = (name: string) => `${uid}-${name.replace(/[^a-zA-Z0-9]/g, '_')}`;
  // 'Description Required' in red waits until the description was edited (or the server answered a save with it):
  // the save button already says what is missing, and nothing was typed wrong yet.
  const [descriptionEdited, setDescriptionEdited] = useState(false);
  const errorOf = (name: string) => {
    const own = state.errors[name];
    const waits = name === 'description' && own === PRICE_MESSAGES.descriptionRequired && !descriptionEdited;
    return (waits ? undefined : own) ?? serverErrors[name]?.[0];
  };
  const aria = (name: string) => {
    const message = errorOf(name);
    return message ? { 'aria-invalid': true as const, 'aria-describedby': `${fid(name)}-error` } : {};
  };

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

  // With JavaScript these switch the mode in place; without, they post (intent edit-prices / cancel-edit-prices).
  const inPlace = (run: () => void) => (e: MouseEvent) => {
    if (!hydrated) return;
    e.preventDefault();
    run();
  };
  const startEditing = inPlace(() => set({ pricingMode: 'Edited', ...editedFrom(state.prices) }));
  const cancelEditing = inPlace(() => set({ pricingMode: 'Calculated', ...Object.fromEntries(PRICE_FIELDS.map((f) => [f, ''])) }));

  // A typed amount with more than two decimals says what it will be saved as, and is rounded on leaving the field.
  const roundsTo = (field: string) => ((PRICE_FIELDS as readonly string[]).includes(field) || field === 'enteredPrice' ? roundsToCents(values[field]) : null);
  const roundOnBlur = (field: string) => () => {
    if (field === 'enteredPrice' || roundsTo(field) !== null) set({ [field]: roundedMoneyInput(values[field] ?? '') });
  };
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
  const dims = sign && needsDimensions(sign.signType) ? readDimensions(values) : null;
  const area = dims && 'area' in dims ? dims.area : null;
  const description = values.description ?? '';
  const counterClass = description.length >= DESCRIPTION_MAX ? 'text-red-700' : description.length > DESCRIPTION_WARN ? 'text-orange-600' : 'text-slate-500';
  const labour = service ? isLabourService(service.name) : false;
  const total = lineTotal(state.prices.price, state.quantity, state.prices.install);

  return (
    <Form ref={formRef} method="post" action={formAction} preventScrollReset noValidate className="flex min-h-full flex-col" data-testid="item-config" aria-label={`Configure ${name}`}>
      <input type="hidden" name="lineType" value={item.kind} />
      {sign ? <input type="hidden" name="signId" value={sign.id} /> : <input type="hidden" name="serviceId" value={service!.id} />}
      <input type="hidden" name="pricingMode" value={mode} />
      {values.updatedAt ? <input type="hidden" name="updatedAt" value={values.updatedAt} /> : null}
      {custom ? <input type="hidden" name="useCustomDescription" value={ON} /> : null}

      <div className="flex-1 space-y-5 px-4 py-4">
        <div className="flex items-center gap-3">
          {sign?.image ? <img src={sign.image} alt="" className="h-14 w-14 rounded object-contain" /> : null}
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

        {sign && choosesSize(sign, sign.sizes) ? (
          <div>
            <label htmlFor={fid('size')} className={labelClass}>
              Size
            </label>
            <select id={fid('size')} name="size" value={values.size ?? ''} onChange={(e) => set({ size: e.target.value })} className={inputClass} {...aria('size')}>
              <option value="">Select size</option>
              {sign.sizes.map((s) => (
                <option key={s.id} value={s.sizeName}>
                  {s.sizeName}
                </option>
              ))}
            </select>
            <FieldError id={`${fid('size')}-error`} message={errorOf('size')} />
          </div>
        ) : null}

        {dims ? (
          <fieldset>
            <legend className={labelClass}>Dimensions</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {text('heightFt', 'Height (ft)', { inputMode: 'decimal', placeholder: '0' })}
              {text('heightIn', 'Height (in)', { inputMode: 'decimal', placeholder: '0' })}
              {text('widthFt', 'Width (ft)', { inputMode: 'decimal', placeholder: '0' })}
              {text('widthIn', 'Width (in)', { inputMode: 'decimal', placeholder: '0' })}
            </div>
            <p className="mt-1 text-sm text-slate-600" data-testid="area">
              {area && area > 0 ? `Area: ${area} SF` : 'Enter dimensions'}
              {sign && area && area > 0 && sign.signType !== 'Window/Wall Coverings' ? ` (${area > 24 ? 'over' : 'up to'} 24 SF)` : ''}
            </p>
          </fieldset>
        ) : null}

        {sign?.options
          .filter((o) => o.isActive)
          .map((o) => {
            const field = `opt:${o.name}`;
            if (o.type === 'switch') {
              const onEntry = parseOptionValues(o.values).find((v) => v.display === 'On');
              return (
                <div key={o.id}>
                  <Switch name={field} label={o.name} value="On" checked={values[field] === 'On'} onChange={(on) => set({ [field]: on ? 'On' : 'Off' })} hint={onEntry?.modifier ? `(${onEntry.modifier})` : undefined} />
                  <FieldError id={`${fid(field)}-error`} message={errorOf(field)} />
                </div>
              );
            }
            if (o.type === 'text') return <div key={o.id}>{text(field, o.name, { maxLength: 100 })}</div>;
            const notApplied = state.notApplied[o.name];
            if (notApplied) return <NotApplied key={o.id} id={fid(field)} label={o.name} reason={notApplied} />;
            return (
              <div key={o.id}>
                <label htmlFor={fid(field)} className={labelClass}>
                  {o.name}
                </label>
                <select id={fid(field)} name={field} value={values[field] ?? ''} onChange={(e) => set({ [field]: e.target.value })} className={inputClass} {...aria(field)}>
                  <option value="">Select {o.name}</option>
                  {parseOptionValues(o.values).map((v) => (
                    <option key={v.display} value={v.display}>
                      {valueLabel(v)}
                    </option>
                  ))}
                </select>
                <FieldError id={`${fid(field)}-error`} message={errorOf(field)} />
              </div>
            );
          })}

        {service ? <ServiceFields service={service} values={values} set={set} text={text} errorOf={errorOf} fid={fid} /> : null}

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

        <div>
          {custom ? (
            <p className={labelClass}>Description</p>
          ) : (
            <Switch
              name="useCustomDescription"
              value={ON}
              label="Custom description"
              checked={values.useCustomDescription === ON}
              onChange={(on) => set({ useCustomDescription: on ? ON : '' })}
            />
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
                  setDescriptionEdited(true);
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

        <section aria-label="Prices" className="rounded-lg border border-slate-200 p-3" data-testid="config-prices">
          <div className="mb-2 flex items-center justify-between gap-2">
            <h4 className="text-sm font-semibold text-slate-900">
              Prices <span className="font-normal text-slate-500">({custom ? 'Custom' : mode})</span>
            </h4>
            <div className="flex gap-2">
              {!custom && !manual ? (
                <button type="submit" name="intent" value="edit-prices" onClick={startEditing} disabled={!state.quote.ok} className={secondaryButton}>
                  Edit Prices
                </button>
              ) : null}
              {!custom && manual ? (
                <button type="submit" name="intent" value="cancel-edit-prices" onClick={cancelEditing} className={secondaryButton}>
                  Cancel
                </button>
              ) : null}
              {!custom && saved?.pricingMode === 'Edited' ? (
                <button type="submit" name="intent" value="reset-pricing" className={secondaryButton}>
                  Reset Pricing
                </button>
              ) : null}
            </div>
          </div>
          {manual ? (
            <div className="grid grid-cols-2 gap-3">
              {PRICE_FIELDS.map((f) => (
                <div key={f}>{text(f, PRICE_LABELS[f], { inputMode: 'decimal', placeholder: '0.00', onBlur: roundOnBlur(f) })}</div>
              ))}
            </div>
          ) : (
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              {PRICE_FIELDS.map((f) => {
                const cents = { lineItemPrice: state.prices.price, lineItemInstallPrice: state.prices.install, lineItemBudget: state.prices.budget, lineItemInstallBudget: state.prices.installBudget }[f];
                return (
                  <div key={f} className="flex justify-between gap-2">
                    <dt className="text-slate-500">{PRICE_LABELS[f]}</dt>
                    <dd className="tabular-nums" data-testid={`price-${f}`}>
                      {formatCents(cents)}
                    </dd>
                  </div>
                );
              })}
            </dl>
          )}
          {/* A calculated amount over the limit (domain/pricing/limits.ts) is said here, at the amounts. */}
          {!manual ? PRICE_FIELDS.map((f) => <FieldError key={f} id={`${fid(f)}-error`} message={errorOf(f)} />) : null}
          <p className="mt-2 border-t border-slate-100 pt-2 text-sm text-slate-700">
            Line price: <span className="font-semibold tabular-nums" data-testid="line-total">{formatCents(total)}</span>
            <span className="text-xs text-slate-500"> (unit x {state.quantity} + install for the line)</span>
          </p>
        </section>
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

/** An option that does not apply with the others chosen: shown disabled, with why (it posts nothing and is not charged). */
function NotApplied({ id, label, reason }: { id: string; label: string; reason: string }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} disabled aria-describedby={`${id}-why`} className={`${inputClass} disabled:bg-slate-100 disabled:text-slate-500`} value="">
        <option value="">Not applicable</option>
      </select>
      <p id={`${id}-why`} className="mt-1 text-sm text-slate-600" data-testid="option-not-applied">
        {reason}
      </p>
    </div>
  );
}

type TextField = (field: string, labelText: string, extra?: Record<string, unknown>) => ReactNode;

/** A formula service's counters (never below 0) and toggles. */
function ServiceFields({
  service,
  values,
  set,
  text,
}: {
  service: Extract<PanelItem, { kind: 'service' }>['service'];
  values: FormValues;
  set: (patch: FormValues) => void;
  text: TextField;
  errorOf: (name: string) => string | undefined;
  fid: (name: string) => string;
}) {
  const { counters, toggles } = serviceCounterFields(service);
  if (counters.length === 0 && toggles.length === 0) return null;
  return (
    <div className="space-y-3">
      {counters.length ? (
        <fieldset>
          <legend className={labelClass}>Signs counted</legend>
          <div className="grid grid-cols-2 gap-3">
            {counters.map((c) => {
              const field = `count:${c}`;
              return (
                <div key={c}>
                  {text(field, c, {
                    type: 'number',
                    min: 0,
                    step: 1,
                    inputMode: 'numeric',
                    onBlur: () => {
                      const n = Number(values[field]);
                      if (!Number.isInteger(n) || n < 0) set({ [field]: String(Math.max(0, Math.trunc(Number.isFinite(n) ? n : 0))) });
                    },
                  })}
                </div>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      {toggles.map((t) => {
        const field = `toggle:${t}`;
        return <Switch key={t} name={field} label={t} value="On" checked={values[field] === 'On'} onChange={(on) => set({ [field]: on ? 'On' : 'Off' })} />;
      })}
    </div>
  );
}
