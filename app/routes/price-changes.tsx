/**
 * /data/price-changes (admin): the bulk price change form (GET, to its
 * preview), and every price change: Scheduled ones can get a new day or be
 * cancelled until their day. See docs/pricing.md § Sign prices by size.
 */
import { Link, useLoaderData } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/price-changes';
import { BulkChangeForm } from '~/components/price-changes/bulk-form';
import { PriceChangesList } from '~/components/price-changes/changes-list';
import { effectiveFromSchema } from '~/domain/price-changes/choice';
import { dayInWords } from '~/domain/price-changes/days';
import { refusalOf, refusalText } from '~/domain/write-result';
import { requireAdmin } from '~/server/auth/session.server';
import { brandOptions } from '~/server/catalogue/lookup.server';
import { requireFormPost } from '~/server/http/methods.server';
import { readIntent } from '~/server/http/intent.server';
import { errorToast, redirectWithToast } from '~/server/http/toast.server';
import { today } from '~/server/price-changes/apply.server';
import { cancelPriceChange, listPriceChanges, reschedulePriceChange } from '~/server/price-changes/scheduled.server';
import { fieldsOf, signsOfBrand } from '~/server/price-changes/screens.server';
import { BackLink } from '~/components/ui/back-link';

export const meta: Route.MetaFunction = () => [{ title: 'Price changes | Signboard' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const brandId = z.coerce.number().int().positive().safeParse(params.get('brandId'));
  return {
    brands: brandOptions(),
    signs: brandId.success ? signsOfBrand(brandId.data) : [],
    values: fieldsOf(params),
    changes: listPriceChanges(),
    today: today(),
  };
}

const intents = z.enum(['cancel', 'reschedule']);
const idSchema = z.coerce.number().int().positive();
const BACK = '/data/price-changes';

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  requireFormPost(request);
  const form = await request.formData();
  const intent = readIntent(form, intents);
  const id = idSchema.safeParse(form.get('id'));
  if (!id.success) return errorToast(BACK, 'That price change was not found');
  try {
    if (intent === 'cancel') {
      cancelPriceChange(user, id.data);
      return redirectWithToast(BACK, { description: 'Price change cancelled: the catalogue keeps its prices' });
    }
    const day = effectiveFromSchema.safeParse(form.get('effectiveFrom'));
    if (!day.success) return errorToast(BACK, `New day: ${day.error.issues[0]?.message ?? 'Use a date like 2026-12-01'}`);
    reschedulePriceChange(user, id.data, day.data);
    return redirectWithToast(BACK, { description: `Price change moved to ${dayInWords(day.data)}` });
  } catch (error) {
    const refused = refusalOf(error);
    if (refused) return errorToast(BACK, refusalText(refused));
    throw error;
  }
}

export default function PriceChanges() {
  const { brands, signs, values, changes, today } = useLoaderData<typeof loader>();
  return (
    <div className="p-4 sm:p-8">
      <BackLink to="/data?tab=signs">Data Management</BackLink>
      <h1 className="mt-2 text-3xl font-semibold">Price changes</h1>
      <p className="mt-2 max-w-3xl text-sm text-slate-600">
        Change many catalogue prices at once, now or from a later day. Lines already saved on jobs keep their prices. See what every price was on a day in{' '}
        <Link discover="none" to="/data/prices-on" className="underline">
          Prices on a date
        </Link>
        .
      </p>
      <section className="mt-6" aria-labelledby="bulk-heading">
        <h2 id="bulk-heading" className="text-xl font-semibold">
          Bulk price change
        </h2>
        <div className="mt-3">
          <BulkChangeForm brands={brands} signs={signs} values={values} />
        </div>
      </section>
      <section className="mt-10" aria-labelledby="changes-heading">
        <h2 id="changes-heading" className="mb-3 text-xl font-semibold">
          Scheduled and past changes
        </h2>
        <PriceChangesList changes={changes} today={today} />
      </section>
    </div>
  );
}
