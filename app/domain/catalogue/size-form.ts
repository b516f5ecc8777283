/**
 * The no-JavaScript sizes form posts every row of a sign at once. Each row
 * also carries the values it was shown with (`was`), so a save writes only the
 * cells the person changed: a cell someone else changed meanwhile is not put
 * back to the old value, and a cell both changed is refused rather than
 * silently overwritten.
 */
import { z } from 'zod';
import { PRICE_COLUMN_LABELS, PRICE_COLUMNS, type PriceColumn } from './price-cells';

export type SizeCells = { sizeName: string } & Record<PriceColumn, number>;
const FIELDS = ['sizeName', ...PRICE_COLUMNS] as const;

const seenSchema = z.object({ sizeName: z.string(), ...Object.fromEntries(PRICE_COLUMNS.map((c) => [c, z.number().int()])) }).partial();

/** The row's `was` field (JSON of the values shown), or null when absent or unreadable. */
export function readSeenCells(text: string | undefined): Partial<SizeCells> | null {
  if (!text) return null;
  try {
    const parsed = seenSchema.safeParse(JSON.parse(text));
    return parsed.success ? (parsed.data as Partial<SizeCells>) : null;
  } catch {
    return null;
  }
}

export type SizeFormChange = { ok: true; change: Partial<SizeCells> } | { ok: false; message: string };

/**
 * What to write for one row: without `seen`, every posted cell (as before);
 * with it, only the cells posted differently from what was shown, refused when
 * one of those was also changed by someone else since.
 */
export function sizeFormChange(posted: SizeCells, seen: Partial<SizeCells> | null, now: SizeCells): SizeFormChange {
  if (!seen) return { ok: true, change: posted };
  const change: Partial<SizeCells> = {};
  for (const field of FIELDS) {
    if (seen[field] === undefined || posted[field] === seen[field]) continue;
    if (now[field] !== seen[field] && now[field] !== posted[field]) {
      const label = field === 'sizeName' ? 'Size' : PRICE_COLUMN_LABELS[field];
      return { ok: false, message: `${label} of size ${now.sizeName} was changed by someone else meanwhile: nothing was saved. Reload to see it.` };
    }
    Object.assign(change, { [field]: posted[field] });
  }
  return { ok: true, change };
}
