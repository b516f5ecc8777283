/** A bulk price change: its preview (every cell old -> new, the count and the total effect) and saving it from a day. */
import { getDb } from '~/server/db.server';
import type { Actor } from '~/server/catalogue/audit.server';
import { ruleInWords } from '~/domain/price-changes/rule';
import type { BulkChoice } from '~/domain/price-changes/choice';
import { applyDuePriceChanges, applyPriceChange } from './apply.server';
import { cellsForChoice, type CellView } from './cells.server';

export type BulkPreview = { reason: string; cells: CellView[]; count: number; before: number; after: number; effect: number; overLimit: number };

/** The reason a bulk change keeps in history: 'bulk change: +6%, to the cent'. */
export const bulkReason = (choice: BulkChoice) => `bulk change: ${ruleInWords(choice.rule)}`;

export function previewBulkChange(choice: BulkChoice): BulkPreview {
  applyDuePriceChanges();
  const cells = cellsForChoice(getDb(), choice);
  const before = cells.reduce((s, c) => s + c.oldCents, 0);
  const after = cells.reduce((s, c) => s + c.newCents, 0);
  return { reason: bulkReason(choice), cells, count: cells.length, before, after, effect: after - before, overLimit: cells.filter((c) => c.overLimit).length };
}

/** Saves the change the preview showed (computed again from today's catalogue), from `effectiveFrom`, in one transaction. */
export function saveBulkChange(actor: Actor, choice: BulkChoice, effectiveFrom: string) {
  applyDuePriceChanges();
  return getDb().transaction((tx) => {
    const cells = cellsForChoice(tx, choice).map(({ entity, entityId, field, newCents }) => ({ entity, entityId, field, newCents }));
    return applyPriceChange(tx, { cells, reason: bulkReason(choice), effectiveFrom, user: actor });
  });
}
