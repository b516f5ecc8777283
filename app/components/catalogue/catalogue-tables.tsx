/**
 * The Brands, Services and Options tabs of /data: tables that scroll inside their own box on narrow screens,
 * and on a phone turn into cards (.admin-table): a cell's data-label names it there, at-main is the lead cell,
 * at-wide takes a whole line, at-actions holds Edit and Disable.
 */
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { ServiceIcon } from '~/components/ui/service-icon';
import { optionTypeLabel, priceTypeLabel } from '~/domain/catalogue/vocabulary';
import { thumbnailSrc } from '~/domain/catalogue/image-thumbnails';
import { targetMarginPercent } from '~/domain/pricing/margin';
import type { BrandListItem } from '~/server/catalogue/lookup.server';
import type { OptionRow } from '~/server/catalogue/options.server';
import type { ServiceRow } from '~/server/catalogue/services.server';

export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${active ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}>
      {active ? 'Active' : 'Disabled'}
    </span>
  );
}

export function ScrollTable({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  // A region keyboard users can focus and scroll; `relative` makes it clip the rows'
  // screen-reader-only text too (position: absolute), which otherwise widened the page.
  return (
    <div
      role="region"
      aria-label={`${label} table`}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
    >
      {/* admin-table (app.css): on a phone each row is a card with its cells' data-labels. */}
      <table aria-label={label} className="admin-table w-full min-w-[720px] text-sm">
        <thead className="bg-slate-50 text-left text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            {head.map((h, i) => (
              <th key={i} scope="col" className="px-3 py-2">
                {h || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function StatusToggle({ intent, id, active, name }: { intent: string; id: number; active: boolean; name: string }) {
  return (
    <Form discover="none" method="post" action="/data" className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="status" value={active ? 'Disabled' : 'Active'} />
      <button type="submit" className="text-sm font-medium text-slate-700 underline-offset-2 hover:underline">
        {active ? 'Disable' : 'Enable'}
        <span className="sr-only"> {name}</span>
      </button>
    </Form>
  );
}

const actionLink = 'text-sm font-medium text-slate-700 underline-offset-2 hover:underline';

/** A tab's Add button (a link to its dialog's route), above the table. */
export function AddLink({ to, children }: { to: string; children: string }) {
  return (
    <div className="mb-3 flex flex-wrap justify-end gap-2">
      <Link discover="none" to={to} className="rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white">
        {children}
      </Link>
    </div>
  );
}

export function BrandsTable({ brands }: { brands: BrandListItem[] }) {
  return (
    <>
      <AddLink to="/data/brands/new">Add Brand</AddLink>
      <ScrollTable label="Brands" head={['Image', 'Name', 'Prefix', 'Status', 'Target Margin', 'Signs', 'Services', '']}>
        {brands.map((b) => (
          <tr key={b.id} className="border-t border-slate-100">
            <td className="px-3 py-2">
              {b.brand_image ? <img src={thumbnailSrc(b.brand_image)} alt="" className="h-8 w-8 max-w-none rounded object-cover" /> : <div className="h-8 w-8 rounded bg-slate-100" />}
            </td>
            <td className="at-main min-w-40 px-3 py-2 font-medium [overflow-wrap:anywhere]">
              {b.brand_name}
              <span className="block text-xs font-normal text-slate-500">{b.brand_slug}</span>
            </td>
            <td className="px-3 py-2" data-label="Prefix">{b.proposal_prefix}</td>
            <td className="px-3 py-2" data-label="Status">
              <StatusBadge active={b.status === 'Active'} />
            </td>
            <td className="px-3 py-2 tabular-nums" data-label="Target Margin" data-testid="brand-target-margin">
              {targetMarginPercent(b.target_margin_percent)}%
            </td>
            <td className="px-3 py-2 tabular-nums" data-label="Signs" data-testid="brand-signs">
              {b.signs_count}
            </td>
            <td className="px-3 py-2 tabular-nums" data-label="Services" data-testid="brand-services">
              {b.services_number}
            </td>
            <td className="at-actions space-x-3 px-3 py-2 text-right whitespace-nowrap">
              <Link discover="none" to={`/data/brands/${b.id}/edit`} className={actionLink}>
                Edit<span className="sr-only"> {b.brand_name}</span>
              </Link>
              <StatusToggle intent="brand-status" id={b.id} active={b.status === 'Active'} name={b.brand_name} />
            </td>
          </tr>
        ))}
      </ScrollTable>
    </>
  );
}

export function ServicesTable({ services }: { services: ServiceRow[] }) {
  return (
    <>
      <AddLink to="/data/services/new">Add Service</AddLink>
      <ScrollTable label="Services" head={['Icon', 'Name', 'Description', 'Status', 'Price Formula', '']}>
        {services.map((s) => (
          <tr key={s.id} className="border-t border-slate-100">
            <td className="px-3 py-2 text-slate-600" aria-hidden="true">
              <ServiceIcon icon={s.icon} />
            </td>
            <td className="at-main min-w-40 px-3 py-2 font-medium [overflow-wrap:anywhere]">
              {s.name}
              <span className="block text-xs font-normal text-slate-500">
                {s.brandName} · {priceTypeLabel(s.priceType)}
              </span>
            </td>
            <td className="at-wide max-w-xs px-3 py-2 text-slate-600 [overflow-wrap:anywhere]" data-label="Description">
              {s.description || 'No description'}
            </td>
            <td className="px-3 py-2" data-label="Status">
              <StatusBadge active={s.isActive} />
            </td>
            <td className="px-3 py-2" data-label="Price Formula">
              {s.priceFormula || 'No formula set'}
            </td>
            <td className="at-actions space-x-3 px-3 py-2 text-right whitespace-nowrap">
              <Link discover="none" to={`/data/services/${s.id}/edit`} className={actionLink}>
                Edit<span className="sr-only"> {s.name}</span>
              </Link>
              <StatusToggle intent="service-status" id={s.id} active={s.isActive} name={`${s.name} (${s.brandName})`} />
            </td>
          </tr>
        ))}
      </ScrollTable>
    </>
  );
}

export function OptionsTable({ options }: { options: OptionRow[] }) {
  return (
    <ScrollTable label="Options" head={['Name', 'Placeholder', 'Type', 'Status', 'Values']}>
      {options.map((o) => (
        <tr key={o.id} className="border-t border-slate-100 align-top">
          <td className="at-main px-3 py-2 [overflow-wrap:anywhere]">
            <span className="font-medium">{o.name}</span>{' '}
            <Link discover="none" to={`/data/options/${o.id}/history`} preventScrollReset className="text-xs whitespace-nowrap text-slate-700 underline">
              History<span className="sr-only"> of {o.name}</span>
            </Link>
          </td>
          <td className="px-3 py-2 text-slate-600" data-label="Placeholder">
            {o.placeholder || '—'}
          </td>
          <td className="px-3 py-2" data-label="Type">
            {optionTypeLabel(o.type)}
          </td>
          <td className="px-3 py-2" data-label="Status">
            <StatusBadge active={o.isActive} />
          </td>
          <td className="at-wide px-3 py-2" data-label="Values">
            <ul className="flex flex-wrap gap-1.5" aria-label={`${o.name} values`}>
              {o.parsedValues.map((v, i) => (
                <li key={`${i}-${v.display}`}>
                  <Link
                    discover="none"
                    to={`/data/options/${o.id}/values/${i}`}
                    preventScrollReset
                    className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-2.5 py-0.5 text-xs hover:border-slate-500"
                  >
                    {v.display}
                    {v.modifier ? ' ' : null}
                    {v.modifier ? <span className="font-medium text-emerald-700">{v.modifier}</span> : null}
                  </Link>
                </li>
              ))}
              <li>
                <Link
                  discover="none"
                  to={`/data/options/${o.id}/values/new`}
                  preventScrollReset
                  className="inline-flex rounded-full border border-dashed border-slate-400 px-2.5 py-0.5 text-xs text-slate-600 hover:border-slate-600"
                >
                  + Add value<span className="sr-only"> to {o.name}</span>
                </Link>
              </li>
            </ul>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
