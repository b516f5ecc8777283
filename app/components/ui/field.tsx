import type { ReactNode } from 'react';
import { getInputProps, type FieldMetadata, type FormMetadata } from '@conform-to/react';

/** The fields of a Conform form over `Schema` (what useForm returns second). */
export type Fieldset<Schema extends Record<string, unknown>> = ReturnType<FormMetadata<Schema, string[]>['getFieldset']>;

export const inputClass =
  'block h-9 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-slate-500 focus-visible:outline-offset-0 aria-[invalid=true]:border-red-500 disabled:bg-slate-50';

/** Conform's id, name, form and aria wiring for an input whose value the component controls. */
export function controlledInputProps(meta: FieldMetadata<unknown>) {
  // Conform's `key` resets uncontrolled inputs; ours are controlled, so it is dropped.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { key, ...props } = getInputProps(meta, { type: 'text', value: false });
  return props as Omit<typeof props, 'type'> & { id: string; name: string };
}

/** The field's first value as a string ('' when none). */
export function initialText(meta: FieldMetadata<unknown>): string {
  const v = meta.initialValue as unknown;
  return typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v);
}

export function FieldErrors({ meta }: { meta: FieldMetadata<unknown> }) {
  if (!meta.errors?.length) return null;
  return (
    <p id={meta.errorId} className="mt-1 text-xs text-red-600">
      {meta.errors.join(' ')}
    </p>
  );
}

/** A label above its control, with the field's errors below. */
export function FieldRow({
  meta,
  label,
  children,
  className = '',
  htmlFor,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  children: ReactNode;
  className?: string;
  /** Defaults to the field's id. */
  htmlFor?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor ?? meta.id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      <FieldErrors meta={meta} />
    </div>
  );
}

/**
 * A counter for a field with a length limit, shown from 20 characters before
 * it ('185/200'), red at the limit, so text never stops without a word.
 */
export function LimitCounter({ length, max, id }: { length: number; max: number; id?: string }) {
  if (length < max - 20) return null;
  return (
    <p id={id} aria-live="polite" className={`mt-1 text-right text-xs tabular-nums ${length >= max ? 'font-medium text-red-700' : 'text-slate-500'}`}>
      {length}/{max}
      <span className="sr-only"> characters{length >= max ? ', the limit' : ''}</span>
    </p>
  );
}
