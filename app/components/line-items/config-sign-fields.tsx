/** A sign's size, dimensions and options in the item configuration form (each option by its type; one that does not apply shown disabled). */
import { choosesSize, needsDimensions, parseOptionValues, readDimensions } from '~/domain/pricing';
import type { FormValues, PanelItem, PanelState } from '~/domain/line-items/config-state';
import { FieldError, inputClass, labelClass, NotApplied, Switch, type TextField } from './config-parts';

/** 'Bronze (+$150)' for a value with a modifier. */
const valueLabel = (v: { display: string; modifier: string | null }) => (v.modifier ? `${v.display} (${v.modifier})` : v.display);

type Aria = (name: string) => Record<string, unknown>;

export function SignFields({
  sign,
  values,
  set,
  text,
  state,
  errorOf,
  aria,
  fid,
}: {
  sign: Extract<PanelItem, { kind: 'sign' }>['sign'];
  values: FormValues;
  set: (patch: FormValues) => void;
  text: TextField;
  state: PanelState;
  errorOf: (name: string) => string | undefined;
  aria: Aria;
  fid: (name: string) => string;
}) {
  const dims = needsDimensions(sign.signType) ? readDimensions(values) : null;
  const area = dims && 'area' in dims ? dims.area : null;
  return (
    <>
      {choosesSize(sign, sign.sizes) ? (
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
            {area && area > 0 && sign.signType !== 'Window/Wall Coverings' ? ` (${area > 24 ? 'over' : 'up to'} 24 SF)` : ''}
          </p>
        </fieldset>
      ) : null}

      {sign.options
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
    </>
  );
}
