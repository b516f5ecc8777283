/** /data/prices-on?date=&brand= (admin): a brand's size and service prices and its options' modifiers as they stood on a day (or will on a later one). */
import { Form, useLoaderData } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/prices-on';
import { formatCents } from '~/domain/money';
import { dayInWords, isRealDay } from '~/domain/price-changes/days';
import { PRICE_COLUMN_LABELS } from '~/domain/catalogue/price-cells';
import { headerButtonClass } from '~/components/ui/button';
import { requireAdmin } from '~/server/auth/session.server';
import { brandOptions } from '~/server/catalogue/lookup.server';
import { today } from '~/server/price-changes/apply.server';
import { pricesOn } from '~/server/price-changes/history.server';
import { PriceChangesHeading } from '~/components/price-changes/price-changes-heading';
import { BrandOptions } from '~/components/catalogue/brand-options';

export const meta: Route.MetaFunction = () => [{ title: 'Prices on a date | Signboard' }];

const query = z.object({ date: z.string().refine(isRealDay).optional().catch(undefined), brand: z.coerce.number().int().positive().optional().catch(undefined) });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const brands = brandOptions();
  const day = params.date ?? today();
  const brandId = params.brand ?? brands[0]?.id;
  return { brands, day, brandId: brandId ?? null, prices: brandId ? pricesOn(brandId, day) : null };
}

const COLUMNS = [
  ['signPrice', PRICE_COLUMN_LABELS.signPrice],
  ['installPrice', PRICE_COLUMN_LABELS.installPrice],
  ['signBudget', PRICE_COLUMN_LABELS.signBudget],
  ['installBudget', PRICE_COLUMN_LABELS.installBudget],
  ['racewayPrice', PRICE_COLUMN_LABELS.raceway],
] as const;

/** A read-only screen: a signed-out visitor goes to sign in and a User to Access Denied first, as on every admin screen. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  throw new Response('Method Not Allowed', { status: 405, statusText: 'Method Not Allowed', headers: { Allow: 'GET, HEAD' } });
}

export default function PricesOn() {
  const { brands, day, brandId, prices } = useLoaderData<typeof loader>();
  return (
    <div className="p-4 sm:p-8">
      <PriceChangesHeading title={`Prices on ${dayInWords(day)}`} />
      <Form discover="none" method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium">
          Brand
          <select name="brand" defaultValue={brandId ?? ''} className="mt-1 block rounded-md border border-slate-300 px-3 py-2 text-sm">
            <BrandOptions brands={brands} />
          </select>
        </label>
        <label className="text-sm font-medium">
          Date
          <input type="date" name="date" defaultValue={day} className="mt-1 block rounded-md border border-slate-300 px-3 py-2 text-sm" />
        </label>
        <button type="submit" className={headerButtonClass}>
          Show prices
        </button>
      </Form>
      {prices && prices.signs.length === 0 && prices.services.length === 0 ? <p className="mt-6 text-sm text-slate-600">This brand had no priced sizes or services on that day.</p> : null}
      {prices && (prices.signs.length > 0 || prices.services.length > 0) ? (
        <div className="mt-6 overflow-auto rounded-lg border border-slate-200" role="region" aria-label="Prices, scrollable" tabIndex={0}>
          <table className="w-full text-sm" aria-label={`Prices on ${dayInWords(day)}`}>
            <thead className="text-left text-xs text-slate-500 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">Sign</th>
                <th scope="col" className="px-3 py-2">Size</th>
                {COLUMNS.map(([key, label]) => (
                  <th key={key} scope="col" className="px-3 py-2 text-right">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {prices.signs.flatMap((s) =>
                s.sizes.map((size) => (
                  <tr key={size.id} className="border-t border-slate-100">
                    <td className="px-3 py-1">{s.name}</td>
                    <td className="px-3 py-1">{size.sizeName}</td>
                    {COLUMNS.map(([key]) => (
                      <td key={key} className="px-3 py-1 text-right tabular-nums">
                        {formatCents(size.prices[key])}
                      </td>
                    ))}
                  </tr>
                )),
              )}
              {prices.services.map((s) => (
                <tr key={`service-${s.id}`} className="border-t border-slate-100">
                  <td className="px-3 py-1">{s.name}</td>
                  <td className="px-3 py-1 text-slate-500">Service</td>
                  <td className="px-3 py-1 text-right tabular-nums">{s.price === null ? 'Formula' : formatCents(s.price)}</td>
                  <td colSpan={4} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {prices && prices.options.length > 0 ? (
        <section className="mt-8" aria-labelledby="modifiers-heading">
          <h2 id="modifiers-heading" className="text-xl font-semibold">
            Option modifiers
          </h2>
          <p className="mt-1 text-sm text-slate-600">The options this brand&apos;s signs use, each value&apos;s modifier as it read that day. An option is shared by every brand whose signs use it.</p>
          <div className="mt-3 overflow-auto rounded-lg border border-slate-200" role="region" aria-label="Option modifiers, scrollable" tabIndex={0}>
            <table className="w-full text-sm" aria-label={`Option modifiers on ${dayInWords(day)}`}>
              <thead className="text-left text-xs text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">Option</th>
                  <th scope="col" className="px-3 py-2">Value</th>
                  <th scope="col" className="px-3 py-2 text-right">Modifier</th>
                </tr>
              </thead>
              <tbody>
                {prices.options.flatMap((o) =>
                  o.modifiers.map((m) => (
                    <tr key={`${o.id}-${m.entry}`} className="border-t border-slate-100">
                      <td className="px-3 py-1 [overflow-wrap:anywhere]">{o.name}</td>
                      <td className="px-3 py-1 [overflow-wrap:anywhere]">{m.entry}</td>
                      <td className="px-3 py-1 text-right whitespace-nowrap tabular-nums">{m.modifier}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </div>
  );
}
