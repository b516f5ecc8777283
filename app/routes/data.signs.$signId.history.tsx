/**
 * /data/signs/{id}/history: what every price of a sign's sizes was (value, from, until, who, why; a Scheduled
 * change's price from its day), and its other changes (names, sizes added or removed, each with why) from the
 * catalogue audit.
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
import { SimpleTable, type TableColumn } from '~/components/ui/simple-table';

const FIELD_LABELS: Record<string, string> = {
  signPrice: PRICE_COLUMN_LABELS.signPrice,
  installPrice: PRICE_COLUMN_LABELS.installPrice,
  signBudget: PRICE_COLUMN_LABELS.signBudget,
  installBudget: PRICE_COLUMN_LABELS.installBudget,
  racewayPrice: PRICE_COLUMN_LABELS.raceway,
  sizeName: 'Size',
  created: 'Added',
  deleted: 'Removed',
};
/** A size added or removed is kept whole in the history; it reads as its name. */
function nameOf(text: string): string {
  try {
    const row = JSON.parse(text) as { sizeName?: unknown; name?: unknown };
    return typeof row === 'object' && row !== null ? String(row.sizeName ?? row.name ?? text) : text;
  } catch {
    return text;
  }
}
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
    const whole = c.field === 'created' || c.field === 'deleted';
    const show = (v: string | null) => {
      if (v === null) return '—';
      const text = whole ? nameOf(v) : v;
      return money ? formatCents(Number(text)) : text.length > 80 ? `${text.slice(0, 77)}...` : text;
    };
    return {
      id: c.id,
      when: new Date(c.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
      who: c.userName ?? 'Unknown',
      what: c.entity === 'sign_size' ? (sizeNames.get(c.entityId) ?? `Removed size #${c.entityId}`) : 'Sign',
      field: FIELD_LABELS[c.field] ?? c.field,
      from: show(c.oldValue),
      to: show(c.newValue),
      why: c.reason ?? 'edit',
    };
  });
  return { name: sign.name, id: sign.id, changes, periods };
}

type ChangeRow = { id: number; when: string; who: string; what: string; field: string; from: string; to: string; why: string };
const CHANGE_COLUMNS: TableColumn<ChangeRow>[] = [
  { label: 'When', cell: (c) => c.when, nowrap: true },
  { label: 'Who', cell: (c) => c.who },
  { label: 'Size', cell: (c) => c.what },
  { label: 'Field', cell: (c) => c.field },
  { label: 'Old', cell: (c) => c.from, numeric: true },
  { label: 'New', cell: (c) => c.to, numeric: true },
  { label: 'Why', cell: (c) => c.why },
];

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
          <SimpleTable rows={changes} columns={CHANGE_COLUMNS} label={`Changes to ${name}`} rowKey={(c) => c.id} />
        </div>
      )}
    </AdminDialog>
  );
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
