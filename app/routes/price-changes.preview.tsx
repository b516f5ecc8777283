/**
 * /data/price-changes/preview?...: every price the bulk change would move,
 * old -> new, with the count and the total effect, before anything is saved;
 * then Save from a day (today by default) posts the same choice. A choice
 * with a mistake shows the form again, each message under its field.
 */
import { Form, Link, data, useLoaderData } from 'react-router';
import type { Route } from './+types/price-changes.preview';
import { BulkChangeForm } from '~/components/price-changes/bulk-form';
import { CellsTable } from '~/components/price-changes/cells-table';
import { primaryButtonClass } from '~/components/ui/button';
import { effectiveFromSchema } from '~/domain/price-changes/choice';
import { dayInWords } from '~/domain/price-changes/days';
import { formatCents } from '~/domain/money';
import { refusalOf, refusalText } from '~/domain/write-result';
import { requireAdmin } from '~/server/auth/session.server';
import { brandOptions } from '~/server/catalogue/lookup.server';
import { requireFormPost } from '~/server/http/methods.server';
import { errorToast, redirectWithToast } from '~/server/http/toast.server';
import { today } from '~/server/price-changes/apply.server';
import { previewBulkChange, saveBulkChange } from '~/server/price-changes/bulk.server';
import { fieldsOf, readChoice, signsOfBrand } from '~/server/price-changes/screens.server';
import { PriceChangesHeading } from '~/components/price-changes/price-changes-heading';

export const meta: Route.MetaFunction = () => [{ title: 'Preview price change | Signboard' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const values = fieldsOf(params);
  const read = readChoice(values);
  const brandId = Number(params.get('brandId')) || 0;
  if (!read.ok) return { ok: false as const, values, errors: read.errors, brands: brandOptions(), signs: brandId ? signsOfBrand(brandId) : [] };
  return { ok: true as const, values, preview: previewBulkChange(read.choice), today: today(), query: params.toString() };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  requireFormPost(request);
  const form = await request.formData();
  const values = fieldsOf(form);
  const back = `/data/price-changes/preview?${new URLSearchParams(Object.entries(values).flatMap(([k, v]) => ([] as string[]).concat(v).map((one) => [k, one]))).toString()}`;
  const read = readChoice(values);
  // The confirm form carries the choice its preview showed: a choice that does not read is not from that form.
  if (!read.ok) throw data(Object.values(read.errors)[0]?.[0] ?? 'Check the change', { status: 400 });
  const day = effectiveFromSchema.safeParse(form.get('effectiveFrom'));
  if (!day.success) return errorToast(back, `From: ${day.error.issues[0]?.message ?? 'Use a date like 2026-12-01'}`);
  try {
    const saved = saveBulkChange(user, read.choice, day.data);
    const description =
      saved.state === 'Applied'
        ? `${saved.cells} ${saved.cells === 1 ? 'price' : 'prices'} changed`
        : `${saved.cells} ${saved.cells === 1 ? 'price' : 'prices'} will change on ${dayInWords(day.data)}`;
    return redirectWithToast('/data/price-changes', { description });
  } catch (error) {
    const refused = refusalOf(error);
    if (refused) return errorToast(back, refusalText(refused));
    throw error;
  }
}

export default function PricePreview() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <div className="p-4 sm:p-8">
      <PriceChangesHeading title={'Preview price change'} />
      {!loaded.ok ? (
        <div className="mt-6">
          <p role="alert" className="mb-4 rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            Check the change: {Object.values(loaded.errors)[0]?.[0]}
          </p>
          <BulkChangeForm brands={loaded.brands} signs={loaded.signs} values={loaded.values} errors={loaded.errors} />
        </div>
      ) : (
        <div className="mt-4 grid gap-4">
          <p className="text-sm text-slate-700" role="status">
            <strong>{loaded.preview.reason}</strong>: {loaded.preview.count} {loaded.preview.count === 1 ? 'price changes' : 'prices change'}, {formatCents(loaded.preview.before)} → {formatCents(loaded.preview.after)} (
            {loaded.preview.effect >= 0 ? '+' : '−'}
            {formatCents(Math.abs(loaded.preview.effect))} in all).
          </p>
          {loaded.preview.overLimit ? (
            <p role="alert" className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {loaded.preview.overLimit} new {loaded.preview.overLimit === 1 ? 'price is' : 'prices are'} over the limit: choose a smaller change.
            </p>
          ) : null}
          {loaded.preview.count ? <CellsTable cells={loaded.preview.cells} label="Prices before and after" /> : <p className="text-sm">No price would change: choose other items, columns or a larger change.</p>}
          {loaded.preview.count && !loaded.preview.overLimit ? (
            <Form discover="none" method="post" className="flex flex-wrap items-end gap-3" aria-label="Save the price change">
              {Object.entries(loaded.values).flatMap(([k, v]) => ([] as string[]).concat(v).map((one, i) => <input key={`${k}-${i}`} type="hidden" name={k} value={one} />))}
              <label className="text-sm font-medium">
                Takes effect from
                <input type="date" name="effectiveFrom" min={loaded.today} defaultValue={loaded.today} required className="mt-1 block rounded-md border border-slate-300 px-3 py-2 text-sm" />
              </label>
              <button type="submit" className={primaryButtonClass}>
                Save price change
              </button>
              <Link discover="none" to={`/data/price-changes?${loaded.query}`} className="text-sm text-slate-700 underline">
                Back to the choice
              </Link>
            </Form>
          ) : null}
        </div>
      )}
    </div>
  );
}
