/**
 * The bulk price change's choice: a GET form (so the preview is a plain link
 * and works without JavaScript). Which brand, sign type and signs, which
 * columns, plus or minus a percentage or an amount, and the rounding.
 */
import { Form } from 'react-router';
import { SIGN_TYPES } from '~/domain/catalogue/vocabulary';
import { CHANGE_COLUMN_LABELS, CHANGE_COLUMNS } from '~/domain/price-changes/choice';
import { ROUNDING_LABELS, ROUNDINGS } from '~/domain/price-changes/rule';
import { headerButtonClass, primaryButtonClass } from '~/components/ui/button';

export type BulkFormProps = {
  brands: ReadonlyArray<{ id: number; name: string }>;
  signs: ReadonlyArray<{ id: number; name: string; signType: string }>;
  values: Record<string, string | string[]>;
  errors?: Record<string, string[]>;
};

const inputClass = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm';
const legendClass = 'text-sm font-medium text-slate-800';

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return errors?.length ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {errors[0]}
    </p>
  ) : null;
}

export function BulkChangeForm({ brands, signs, values, errors = {} }: BulkFormProps) {
  const list = (key: string) => ([] as string[]).concat(values[key] ?? []);
  const one = (key: string, fallback = '') => (typeof values[key] === 'string' ? (values[key] as string) : fallback);
  const columns = list('columns');
  return (
    <Form discover="none" method="get" action="/data/price-changes/preview" className="grid max-w-3xl gap-5" aria-label="Bulk price change">
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block text-sm font-medium">
          Brand
          <select name="brandId" defaultValue={one('brandId')} className={inputClass} aria-invalid={errors.brandId ? true : undefined} aria-describedby={errors.brandId ? 'brandId-error' : undefined}>
            <option value="">Choose a brand</option>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
          <FieldError id="brandId-error" errors={errors.brandId} />
        </label>
        <label className="block text-sm font-medium">
          Sign type
          <select name="signType" defaultValue={one('signType')} className={inputClass}>
            <option value="">All sign types</option>
            {SIGN_TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </label>
      </div>
      <div>
        <button type="submit" formAction="/data/price-changes" className={headerButtonClass}>
          Show the brand&apos;s signs
        </button>
      </div>
      {signs.length ? (
        <fieldset>
          <legend className={legendClass}>Only these signs (none ticked: every sign of the brand and type)</legend>
          <div className="mt-2 grid max-h-56 gap-1 overflow-auto rounded-md border border-slate-200 p-2 sm:grid-cols-2">
            {signs.map((s) => (
              <label key={s.id} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="signIds" value={s.id} defaultChecked={list('signIds').includes(String(s.id))} />
                {s.name} <span className="text-slate-500">({s.signType})</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset aria-describedby={errors.columns ? 'columns-error' : undefined}>
        <legend className={legendClass}>Columns to change</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {CHANGE_COLUMNS.map((c) => (
            <label key={c} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="columns" value={c} defaultChecked={columns.includes(c)} />
              {CHANGE_COLUMN_LABELS[c]}
            </label>
          ))}
        </div>
        <p className="mt-1 text-xs text-slate-600">Option Modifier: the dollar amounts (+$150, +$2/SF) of the options linked to these signs; an option is shared, so it changes for every sign that has it. Percentages stay as they are.</p>
        <FieldError id="columns-error" errors={errors.columns} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-4">
        <label className="block text-sm font-medium">
          Plus or minus
          <select name="direction" defaultValue={one('direction', 'up')} className={inputClass}>
            <option value="up">Plus</option>
            <option value="down">Minus</option>
          </select>
        </label>
        <label className="block text-sm font-medium">
          By
          <select name="kind" defaultValue={one('kind', 'percent')} className={inputClass}>
            <option value="percent">A percentage</option>
            <option value="amount">An amount ($)</option>
          </select>
        </label>
        <label className="block text-sm font-medium">
          How much
          <input name="size" inputMode="decimal" defaultValue={one('size')} placeholder="6" className={inputClass} aria-invalid={errors.size ? true : undefined} aria-describedby={errors.size ? 'size-error' : undefined} />
          <FieldError id="size-error" errors={errors.size} />
        </label>
        <label className="block text-sm font-medium">
          Rounded
          <select name="rounding" defaultValue={one('rounding', 'cent')} className={inputClass}>
            {ROUNDINGS.map((r) => (
              <option key={r} value={r}>
                {ROUNDING_LABELS[r]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div>
        <button type="submit" className={primaryButtonClass}>
          Preview the change
        </button>
      </div>
    </Form>
  );
}
