/** A formula service's counters (never below 0) and toggles, in the item configuration form. */
import { serviceCounterFields } from '~/domain/pricing';
import type { FormValues, PanelItem } from '~/domain/line-items/config-state';
import { labelClass, Switch, type TextField } from './config-parts';

export function ServiceFields({
  service,
  values,
  set,
  text,
}: {
  service: Extract<PanelItem, { kind: 'service' }>['service'];
  values: FormValues;
  set: (patch: FormValues) => void;
  text: TextField;
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
