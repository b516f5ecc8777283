/**
 * /data/signs/{id}/history: what every price of a sign's sizes was (value, from, until, who, why; a Scheduled
 * change's price from its day), and its other changes (names, sizes added or removed) from the catalogue audit.
 */
import { useLoaderData } from 'react-router';
import type { Route } from './+types/data.signs.$signId.history';
import { PRICE_COLUMN_LABELS } from '~/domain/catalogue/price-cells';
import { formatCents } from '~/domain/money';
import { AdminDialog } from '~/components/catalogue/admin-dialog';
import { listChanges } from '~/server/catalogue/audit.server';
import { findSign } from '~/server/catalogue/signs.server';
import { requireAdmin } from '~/server/auth/session.server';
import { recordOr404 } from '~/server/http/params.server';
import { priceHistory } from '~/server/price-changes/history.server';
import { PricePeriods } from '~/components/price-changes/price-periods';

const FIELD_LABELS: Record<string, string> = {
  signPrice: PRICE_COLUMN_LABELS.signPrice,
  installPrice: PRICE_COLUMN_LABELS.installPrice,
  signBudget: PRICE_COLUMN_LABELS.signBudget,
  installBudget: PRICE_COLUMN_LABELS.installBudget,
  racewayPrice: PRICE_COLUMN_LABELS.raceway,
  sizeName: 'Size',
};
const MONEY = new Set(['signPrice', 'installPrice', 'signBudget', 'installBudget', 'racewayPrice']);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const sign = recordOr404(params.signId, findSign, 'Sign not found');
  const sizeNames = new Map(sign.sizes.map((s) => [s.id, s.sizeName]));
  const sizeFilter = Number(new URL(request.url).searchParams.get('size')) || undefined;
  const periods = priceHistory({ signId: sign.id })
    .filter((p) => sizeFilter === undefined || p.entityId === sizeFilter)
    .map((p) => ({ ...p, item: sizeNames.get(p.entityId) ?? `Removed size #${p.entityId}` }));
  // The prices' own changes are the periods above; the rest (size names, sizes added or removed, the sign's fields) below.
  const changes = listChanges({ signId: sign.id, sizeId: sizeFilter }).filter((c) => !MONEY.has(c.field)).map((c) => {
    const money = MONEY.has(c.field);
    const show = (v: string | null) => (v === null ? '—' : money ? formatCents(Number(v)) : v.length > 80 ? `${v.slice(0, 77)}...` : v);
    return {
      id: c.id,
      when: new Date(c.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
      who: c.userName ?? 'Unknown',
      what: c.entity === 'sign_size' ? (sizeNames.get(c.entityId) ?? `Removed size #${c.entityId}`) : 'Sign',
      field: FIELD_LABELS[c.field] ?? c.field,
      from: show(c.oldValue),
      to: show(c.newValue),
    };
  });
  return { name: sign.name, id: sign.id, changes, periods };
}

export default function SignHistory() {
  const { name, changes, periods } = useLoaderData<typeof loader>();
  return (
    <AdminDialog title={`Price history: ${name}`} closeHref="/data?tab=signs">
      <PricePeriods periods={periods} name={name} />
      <h3 className="mt-4 mb-1 text-sm font-semibold">Other changes</h3>
      {changes.length === 0 ? (
        <p className="text-sm text-slate-600">No other changes recorded yet.</p>
      ) : (
        // A box that scrolls (a long history, or a phone's width) must be reachable by keyboard to scroll it.
        <div className="max-h-[30vh] overflow-auto" role="region" aria-label={`Changes to ${name}, scrollable`} tabIndex={0}>
          <table className="w-full text-sm" aria-label={`Changes to ${name}`}>
            <thead className="text-left text-xs text-slate-500 uppercase">
              <tr>
                <th scope="col" className="py-1 pr-3">When</th>
                <th scope="col" className="py-1 pr-3">Who</th>
                <th scope="col" className="py-1 pr-3">Size</th>
                <th scope="col" className="py-1 pr-3">Field</th>
                <th scope="col" className="py-1 pr-3 text-right">Old</th>
                <th scope="col" className="py-1 text-right">New</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((c) => (
                <tr key={c.id} className="border-t border-slate-100">
                  <td className="py-1 pr-3 whitespace-nowrap">{c.when}</td>
                  <td className="py-1 pr-3">{c.who}</td>
                  <td className="py-1 pr-3">{c.what}</td>
                  <td className="py-1 pr-3">{c.field}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{c.from}</td>
                  <td className="py-1 text-right tabular-nums">{c.to}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminDialog>
  );
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
