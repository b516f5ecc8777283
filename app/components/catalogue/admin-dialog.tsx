/**
 * The dialogs of /data and /users: a FormDialog whose × and Cancel are links
 * back to the tab (they work without JavaScript), and small labelled fields
 * wired to Conform (the server's messages after a post, the same Zod rules
 * on blur with JavaScript).
 */
import type { ReactNode } from 'react';
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react';
import { Link, useNavigate, useNavigation } from 'react-router';
import { FormDialog, closeButtonClass } from '~/components/ui/form-dialog';
import { FieldErrors, inputClass } from '~/components/ui/field';

export function AdminDialog({ title, closeHref, children }: { title: string; closeHref: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <FormDialog
      title={title}
      onClose={() => navigate(closeHref, { preventScrollReset: true, replace: true })}
      closeControl={
        <Link discover="none" to={closeHref} preventScrollReset replace aria-label="Close" className={closeButtonClass}>
          ×
        </Link>
      }
    >
      {children}
    </FormDialog>
  );
}

/** Cancel and the submit button; `intent` names the submit (as name="intent") when a form has several buttons. */
export function DialogButtons({ closeHref, submitLabel, intent }: { closeHref: string; submitLabel: string; intent?: string }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="mt-6 flex justify-end gap-3">
      <Link discover="none" to={closeHref} preventScrollReset replace className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium">
        Cancel
      </Link>
      <button type="submit" name={intent ? 'intent' : undefined} value={intent} disabled={busy} className="rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white disabled:opacity-60">
        {submitLabel}
      </button>
    </div>
  );
}

type Meta = FieldMetadata<unknown>;

export function TextField({ meta, label, placeholder, type = 'text', hint }: { meta: Meta; label: string; placeholder?: string; type?: 'text' | 'email' | 'number'; hint?: ReactNode }) {
  const { key, ...props } = getInputProps(meta, { type });
  return (
    <div>
      <label htmlFor={meta.id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input key={key} {...props} placeholder={placeholder} step={type === 'number' ? 'any' : undefined} className={inputClass} />
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      <FieldErrors meta={meta} />
    </div>
  );
}

export function TextArea({ meta, label, hint, rows = 3 }: { meta: Meta; label: string; hint?: ReactNode; rows?: number }) {
  const { key, ...props } = getTextareaProps(meta);
  return (
    <div>
      <label htmlFor={meta.id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea key={key} {...props} rows={rows} className={`${inputClass} h-auto py-2`} />
      {hint ? <div className="mt-1 text-xs text-slate-500">{hint}</div> : null}
      <FieldErrors meta={meta} />
    </div>
  );
}

export function SelectField({ meta, label, options }: { meta: Meta; label: string; options: ReadonlyArray<string | { value: string; label: string }> }) {
  const { key, ...props } = getSelectProps(meta);
  return (
    <div>
      <label htmlFor={meta.id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select key={key} {...props} className={inputClass}>
        {options.map((o) => {
          const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      <FieldErrors meta={meta} />
    </div>
  );
}
