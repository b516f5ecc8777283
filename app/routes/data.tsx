/**
 * /data (admin): tabs Brands, Signs, Services, Options (?tab=); any other
 * tab shows 'coming soon'. Dialogs (edit a sign, its price history, an option
 * value, a brand, a service) are nested routes rendered in the Outlet.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { Link, Outlet, data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/data';
import { dataIntentSchema, dataTab, openIdsParam, signsTabFormSchema, statusFormSchema, type DataTab } from '~/domain/catalogue/data-screen';
import { signsFilterParams, signsHref } from '~/domain/catalogue/signs-grid';
import { SignsGrid, type SizeFormErrors } from '~/components/catalogue/signs-grid';
import { SignsFilterForm } from '~/components/catalogue/signs-filter';
import { AddLink, BrandsTable, OptionsTable, ServicesTable } from '~/components/catalogue/catalogue-tables';
import { listBrands, updateBrand } from '~/server/catalogue/brands.server';
import { listOptions } from '~/server/catalogue/options.server';
import { listTemplates } from '~/server/line-items/templates.server';
import { TemplatesTable } from '~/components/catalogue/templates-table';
import { listServicesForAdmin, updateService } from '~/server/catalogue/services.server';
import { addSize, listSignsWithPricing, removeSize, saveSignSizes } from '~/server/catalogue/signs.server';
import { requireAdmin } from '~/server/auth/session.server';
import { redirectWithToast } from '~/server/http/toast.server';
import { requireFormPost } from '~/server/http/methods.server';
import { readIntent } from '~/server/http/intent.server';
import { isolateText } from '~/domain/user-text';
import { refusalOf } from '~/domain/write-result';
import { TransferBar } from '~/components/catalogue-transfer/transfer-bar';
import { latestImport } from '~/server/catalogue-transfer/imports.server';

export const meta: Route.MetaFunction = () => [{ title: 'Data Management | Signboard' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const transfer = { brands: listBrands().map((b) => ({ id: b.id, name: b.brand_name })), latest: latestImport() };
  return { ...tabData(new URL(request.url)), transfer };
}

function tabData(url: URL) {
  // A dialog's URL (/data/signs/5/edit) shows its own tab behind it.
  const fromPath = /^\/data\/(signs|options|brands|services|templates)\//.exec(url.pathname)?.[1] ?? null;
  const tab = dataTab(url.searchParams.get('tab') ?? fromPath);
  switch (tab) {
    case 'brands':
      return { tab, brands: listBrands() } as const;
    case 'signs': {
      const filter = signsFilterParams(url.searchParams);
      const brands = listBrands().map((b) => ({ id: b.id, name: b.brand_name }));
      const signs = listSignsWithPricing({ brandId: filter.brandId, search: filter.q });
      return { tab, signs, openIds: openIdsParam(url.searchParams.get('open')), filter, brands } as const;
    }
    case 'services':
      return { tab, services: listServicesForAdmin() } as const;
    case 'options':
      return { tab, options: listOptions() } as const;
    case 'templates':
      return { tab, templates: listTemplates(null) } as const;
    default:
      return { tab: null, requested: url.searchParams.get('tab') ?? '' } as const;
  }
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  requireFormPost(request);
  const formData = await request.formData();
  const intent = readIntent(formData, dataIntentSchema);
  try {
    if (intent === 'brand-status' || intent === 'service-status') {
      const parsed = statusFormSchema.safeParse(Object.fromEntries(formData));
      if (!parsed.success) return data({ intent, error: 'Invalid request' }, { status: 400 });
      const { id, status } = parsed.data;
      if (parsed.data.intent === 'brand-status') {
        const brand = updateBrand(user, id, { status });
        return redirectWithToast('/data?tab=brands', { title: 'Success', description: `${isolateText(brand.name)} ${status === 'Active' ? 'enabled' : 'disabled'}` });
      }
      const service = updateService(user, id, { isActive: status === 'Active' });
      return redirectWithToast('/data?tab=services', { title: 'Success', description: `${isolateText(service.name)} ${status === 'Active' ? 'enabled' : 'disabled'}` });
    }

    const submission = parseWithZod(formData, { schema: signsTabFormSchema });
    if (submission.status !== 'success') {
      const error = Object.values(submission.error ?? {})[0]?.[0] ?? 'Invalid request';
      return data({ intent: String(intent), error, result: submission.reply() }, { status: 400 });
    }
    const value = submission.value;
    // The forms post to /data?tab=signs&open=...: the open signs stay open after the redirect.
    const postedTo = new URL(request.url).searchParams;
    const open = openIdsParam(postedTo.get('open'));
    const filter = signsFilterParams(postedTo);
    if (value.intent === 'save-sizes') {
      saveSignSizes(user, value.signId, value.sizes);
      return redirectWithToast(signsHref(open, filter), { title: 'Success', description: 'Sizes saved' });
    }
    if (value.intent === 'add-size') {
      const size = addSize(user, value.signId, { sizeName: value.sizeName });
      return redirectWithToast(signsHref([...new Set([...open, value.signId])], filter), { title: 'Success', description: `Size ${isolateText(size.sizeName)} added` });
    }
    removeSize(user, value.sizeId);
    return redirectWithToast(signsHref(open, filter), { title: 'Success', description: 'Size removed' });
  } catch (error) {
    const refused = refusalOf(error);
    if (refused) return data({ intent: String(intent), error: refused.error }, { status: refused.status });
    throw error;
  }
}

const TABS: Array<{ id: DataTab; label: string }> = [
  { id: 'brands', label: 'Brands' },
  { id: 'signs', label: 'Signs' },
  { id: 'services', label: 'Services' },
  { id: 'options', label: 'Options' },
  { id: 'templates', label: 'Templates' },
];

export default function DataScreen() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const formErrors =
    actionData && 'result' in actionData && actionData.result ? ((actionData.result as { error?: SizeFormErrors }).error ?? undefined) : undefined;
  return (
    <div className="p-4 sm:p-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-semibold">Data Management</h1>
        <Link discover="none" to="/data/price-changes" className="text-sm text-slate-700 underline">
          Price changes
        </Link>
      </div>
      <TransferBar brands={loaded.transfer.brands} latest={loaded.transfer.latest} />
      <nav aria-label="Data tabs" className="mt-6 flex flex-wrap gap-1 border-b border-slate-200">
        {TABS.map((t) => (
          <Link
            discover="none"
            key={t.id}
            to={`/data?tab=${t.id}`}
            aria-current={loaded.tab === t.id ? 'page' : undefined}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap ${
              loaded.tab === t.id ? 'border-slate-900 text-slate-900' : 'border-transparent text-slate-500 hover:text-slate-800'
            }`}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {actionData && 'error' in actionData && actionData.error && !formErrors ? (
        <p role="alert" className="mt-4 rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {actionData.error}
        </p>
      ) : null}
      <section className="mt-6">
        {loaded.tab === 'signs' ? (
          <>
            <AddLink to="/data/signs/new">Add Sign</AddLink>
            <SignsFilterForm filter={loaded.filter} brands={loaded.brands} shown={loaded.signs.length} />
            <SignsGrid signs={loaded.signs} openIds={loaded.openIds} formErrors={formErrors} filter={loaded.filter} />
          </>
        ) : loaded.tab === 'brands' ? (
          <BrandsTable brands={loaded.brands} />
        ) : loaded.tab === 'services' ? (
          <ServicesTable services={loaded.services} />
        ) : loaded.tab === 'options' ? (
          <OptionsTable options={loaded.options} />
        ) : loaded.tab === 'templates' ? (
          <TemplatesTable templates={loaded.templates} />
        ) : (
          <div className="rounded-lg border border-dashed border-slate-300 p-12 text-center">
            <h2 className="text-xl font-semibold">Coming soon</h2>
            <p className="mt-2 text-slate-600">The “{loaded.requested}” tab is coming soon.</p>
          </div>
        )}
      </section>
      <Outlet />
    </div>
  );
}
