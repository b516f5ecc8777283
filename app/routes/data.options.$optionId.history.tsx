/**
 * /data/options/{id}/history: what every value's modifier of an option was (value, from, until, who, why; a
 * Scheduled change's amount from its day), like a sign's sizes' prices (docs/pricing.md § Options and modifiers).
 */
import { useLoaderData } from 'react-router';
import type { Route } from './+types/data.options.$optionId.history';
import { entryOfField } from '~/domain/price-changes/option-modifiers';
import { AdminDialog } from '~/components/catalogue/admin-dialog';
import { PricePeriods } from '~/components/price-changes/price-periods';
import { findOption } from '~/server/catalogue/options.server';
import { requireAdmin } from '~/server/auth/session.server';
import { recordOr404 } from '~/server/http/params.server';
import { priceHistory } from '~/server/price-changes/history.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const option = recordOr404(params.optionId, findOption, 'Option not found');
  const periods = priceHistory({ entity: 'option', entityId: option.id }).map((p) => ({ ...p, item: entryOfField(p.field) }));
  return { name: option.name, periods };
}

export default function OptionHistory() {
  const { name, periods } = useLoaderData<typeof loader>();
  return (
    <AdminDialog title={`Modifier history: ${name}`} closeHref="/data?tab=options">
      <PricePeriods periods={periods} name={name} itemLabel="Option value" />
    </AdminDialog>
  );
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
