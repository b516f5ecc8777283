/**
 * What a saved sign line was priced on, found again in today's catalogue: its
 * sign and its own size. A pricing reset recomputes from exactly these and
 * never from a neighbour: when the size the line was saved on is gone (or no
 * longer the one its dimensions pick), or the sign is, the reset is refused
 * with a message naming what is gone, as a removed option value already is.
 */
import { eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '~/server/db.server';
import type { PricingSize } from '~/domain/pricing';
import { signForPricing, type CatalogueSign } from './catalogue.server';

type SavedSignLine = { signId: number | null; signSizeId: number | null; selectedOptions: Record<string, string | number> };

export type OwnSize = { ok: true; sign: CatalogueSign; size: PricingSize } | { ok: false; field: 'signId' | 'size'; message: string };

const savedSizeName = (line: SavedSignLine) => (typeof line.selectedOptions.size === 'string' && line.selectedOptions.size !== '' ? line.selectedOptions.size : null);

export function signGoneMessage(): string {
  return "This line's sign is no longer in the catalogue, so its pricing cannot be reset; the line keeps its prices";
}

export function sizeGoneMessage(signName: string, sizeName: string | null): string {
  const size = sizeName ? `Size ${sizeName}` : 'The size this line was priced on';
  return `${size} of ${signName} is no longer in the catalogue, so its pricing cannot be reset; the line keeps its prices (choose a size in Edit to reprice it)`;
}

/**
 * The line's sign and its own size row: by the size's id (so a renamed size
 * is still found), else, when that row was deleted, a size of the same name.
 */
export function ownSignSize(db: DbOrTx, line: SavedSignLine): OwnSize {
  const sign = line.signId === null ? null : signForPricing(line.signId, db);
  if (!sign) return { ok: false, field: 'signId', message: signGoneMessage() };
  const name = savedSizeName(line);
  const byId = line.signSizeId === null ? undefined : sign.sizes.find((s) => s.id === line.signSizeId);
  const size = byId ?? (line.signSizeId === null && name !== null ? sign.sizes.find((s) => s.sizeName === name) : undefined);
  if (!size) return { ok: false, field: 'size', message: sizeGoneMessage(sign.name, name) };
  return { ok: true, sign, size };
}

/**
 * A sign line's saved selections with its size under the name its own size
 * row has now (a size renamed in the Signs grid is still the line's size), so
 * an edit, typed prices or a reset of the line go on working after a rename.
 */
export function withOwnSizeName(db: DbOrTx, line: { lineType: string; signSizeId: number | null }, selected: Record<string, string | number>) {
  if (line.lineType !== 'sign' || line.signSizeId === null || typeof selected.size !== 'string') return selected;
  const row = db.select({ sizeName: schema.signSizes.sizeName }).from(schema.signSizes).where(eq(schema.signSizes.id, line.signSizeId)).get();
  return row && row.sizeName !== selected.size ? { ...selected, size: row.sizeName } : selected;
}
