/** /data/price-changes/{id} (admin): one price change's cells, old -> new, and its state. */
import { useLoaderData } from 'react-router';
import type { Route } from './+types/price-changes.$changeId';
import { CellsTable } from '~/components/price-changes/cells-table';
import { dayInWords } from '~/domain/price-changes/days';
import { requireAdmin } from '~/server/auth/session.server';
import { recordOr404 } from '~/server/http/params.server';
import { findPriceChange } from '~/server/price-changes/scheduled.server';
import { PriceChangesHeading } from '~/components/price-changes/price-changes-heading';

export const meta: Route.MetaFunction = () => [{ title: 'Price change | Signboard' }];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return recordOr404(params.changeId, findPriceChange, 'Price change not found');
}

/** A read-only screen: a signed-out visitor goes to sign in and a User to Access Denied first, as on every admin screen. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  throw new Response('Method Not Allowed', { status: 405, statusText: 'Method Not Allowed', headers: { Allow: 'GET, HEAD' } });
}

export default function PriceChange() {
  const change = useLoaderData<typeof loader>();
  return (
    <div className="p-4 sm:p-8">
      <PriceChangesHeading title={change.reason} />
      <p className="mt-2 text-sm text-slate-600">
        {change.state} · from {dayInWords(change.effectiveFrom)} · {change.cells} {change.cells === 1 ? 'price' : 'prices'} · by {change.userName ?? 'Unknown'}
      </p>
      <div className="mt-4">
        <CellsTable cells={change.items} label="Prices before and after" />
      </div>
    </div>
  );
}
