import { Form, Link } from 'react-router';
import { inputClass } from '~/components/ui/field';
import { headerButtonClass } from '~/components/ui/button';
import { SIGNS_SEARCH_MAX, type SignsFilter } from '~/domain/catalogue/signs-grid';
import { BrandOptions } from './brand-options';

/**
 * The Signs tab's brand filter and search (sign name or type): a GET form to
 * /data?tab=signs, so it works without JavaScript and the filtered list's
 * address can be shared.
 */
export function SignsFilterForm({ filter, brands, shown }: { filter: SignsFilter; brands: { id: number; name: string }[]; shown: number }) {
  const filtered = filter.brandId !== null || filter.q !== '';
  return (
    <Form discover="none" method="get" action="/data" role="search" aria-label="Filter signs" className="mb-3 flex flex-wrap items-end gap-2" data-testid="signs-filter">
      <input type="hidden" name="tab" value="signs" />
      <div className="w-full sm:w-56">
        <label htmlFor="signs-brand" className="mb-1 block text-sm font-medium text-slate-700">
          Brand
        </label>
        <select id="signs-brand" name="brand" defaultValue={filter.brandId ?? ''} className={inputClass}>
          <BrandOptions brands={brands} all />
        </select>
      </div>
      <div className="min-w-0 flex-1 sm:max-w-xs">
        <label htmlFor="signs-q" className="mb-1 block text-sm font-medium text-slate-700">
          Search signs
        </label>
        <input id="signs-q" name="q" type="search" defaultValue={filter.q} maxLength={SIGNS_SEARCH_MAX} placeholder="Name or type" className={inputClass} />
      </div>
      <button type="submit" className={headerButtonClass}>
        Filter
      </button>
      {filtered ? (
        <Link discover="none" to="/data?tab=signs" className={headerButtonClass}>
          Clear
        </Link>
      ) : null}
      <p className="w-full text-sm text-slate-600" aria-live="polite" data-testid="signs-shown">
        {filtered ? `${shown} ${shown === 1 ? 'sign' : 'signs'} match` : `${shown} ${shown === 1 ? 'sign' : 'signs'}`}
      </p>
    </Form>
  );
}
