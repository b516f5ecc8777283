/**
 * /data/price-changes/{id} (admin): one price change's cells, old -> new, its state and its own history. Until
 * its day a Scheduled change can get new prices and another day (Save changes), or be cancelled; both are plain
 * forms, refused with a message once it took effect. See docs/pricing.md § Price changes from a day.
 */
import { data, useActionData, useLoaderData } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/price-changes.$changeId';
import { CellsTable } from '~/components/price-changes/cells-table';
import { EditScheduledChange } from '~/components/price-changes/edit-scheduled';
import { PriceChangesHeading } from '~/components/price-changes/price-changes-heading';
import { dayInWords } from '~/domain/price-changes/days';
import { readEditForm } from '~/domain/price-changes/edit-form';
import { refusalOf, refusalText } from '~/domain/write-result';
import { requireAdmin } from '~/server/auth/session.server';
import { readIntent } from '~/server/http/intent.server';
import { requireFormPost } from '~/server/http/methods.server';
import { recordOr404 } from '~/server/http/params.server';
import { redirectWithToast } from '~/server/http/toast.server';
import { today } from '~/server/price-changes/apply.server';
import { cancelPriceChange, editPriceChange, findPriceChange } from '~/server/price-changes/scheduled.server';

export const meta: Route.MetaFunction = () => [{ title: 'Price change | Signboard' }];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { change: recordOr404(params.changeId, findPriceChange, 'Price change not found'), today: today() };
}

const intents = z.enum(['edit', 'cancel']);

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  requireFormPost(request);
  const change = recordOr404(params.changeId, findPriceChange, 'Price change not found');
  const form = await request.formData();
  const intent = readIntent(form, intents);
  const here = `/data/price-changes/${change.id}`;
  try {
    if (intent === 'cancel') {
      cancelPriceChange(user, change.id);
      return redirectWithToast(here, { description: 'Price change cancelled: the catalogue keeps its prices' });
    }
    const read = readEditForm(Object.fromEntries(form));
    if (!read.ok) return data({ error: 'Check the fields marked in red', errors: read.errors }, { status: 400 });
    const changed = editPriceChange(user, change.id, read.edit);
    const applied = read.edit.effectiveFrom !== undefined && read.edit.effectiveFrom <= today();
    return redirectWithToast(here, { description: changed === 0 ? 'Nothing was different: the change is as it was' : applied ? 'Saved and applied today' : `Saved: takes effect on ${dayInWords(read.edit.effectiveFrom ?? change.effectiveFrom)}` });
  } catch (error) {
    const refused = refusalOf(error);
    if (refused) return data({ error: refusalText(refused), errors: refused.fieldErrors }, { status: refused.status });
    throw error;
  }
}

export default function PriceChange() {
  const { change, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="p-4 sm:p-8">
      <PriceChangesHeading title={change.reason} />
      <p className="mt-2 text-sm text-slate-600">
        {change.state} · from {dayInWords(change.effectiveFrom)} · {change.cells} {change.cells === 1 ? 'price' : 'prices'} · by {change.userName ?? 'Unknown'}
      </p>
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {actionData.error}
        </p>
      ) : null}
      {change.state === 'Scheduled' ? (
        <EditScheduledChange key={change.events.length} change={change} today={today} errors={actionData?.errors ?? {}} />
      ) : (
        <div className="mt-4">
          <CellsTable cells={change.items} label="Prices before and after" />
        </div>
      )}
      {change.events.length ? (
        <section className="mt-8" aria-labelledby="events-heading">
          <h2 id="events-heading" className="text-lg font-semibold">
            History of this change
          </h2>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {change.events.map((e, i) => (
              <li key={i} className="break-words">
                <span className="font-medium capitalize">{e.action}</span> by {e.userName ?? 'Unknown'} on {new Date(e.at).toISOString().slice(0, 10)}: {e.detail}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
