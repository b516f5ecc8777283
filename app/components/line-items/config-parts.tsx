/** The small pieces of the item configuration form (item-config.tsx): classes, field error, switch, a not-applied option. */
import { useId, type ReactNode } from 'react';

export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-slate-900 focus:ring-1 focus:ring-slate-900 focus:outline-none aria-[invalid=true]:border-red-600';
export const labelClass = 'mb-1 block text-sm font-medium text-slate-800';
export const secondaryButton =
  'inline-flex h-9 items-center justify-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50';

/** Renders a labelled text input for a form field (see useItemConfig's `text`). */
export type TextField = (field: string, labelText: string, extra?: Record<string, unknown>) => ReactNode;

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

/** An on/off switch: a checkbox posting `value` when on (the server reads a missing one as Off). */
export function Switch({ name, label, checked, value, onChange, hint }: { name: string; label: string; checked: boolean; value: string; onChange: (on: boolean) => void; hint?: ReactNode }) {
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

/** An option that does not apply with the others chosen: shown disabled, with why (it posts nothing and is not charged). */
export function NotApplied({ id, label, reason }: { id: string; label: string; reason: string }) {
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
