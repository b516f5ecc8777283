/**
 * The catalogue audit: every admin change of a catalogue row, written in the
 * same transaction as the change itself, and read back as price history.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { CatalogueEntity } from '../../../db/schema';
import { displayName } from '~/domain/users/profile';
import { dayOf } from '~/domain/lifecycle/states';
import { now } from '~/server/config.server';
import { getDb, preparedStatement, schema, type DbOrTx } from '~/server/db.server';
import type { User } from '~/server/auth/session.server';

export type Actor = Pick<User, 'id' | 'fullName' | 'firstName' | 'lastName' | 'email' | 'role'>;

export type Change = {
  entity: CatalogueEntity;
  entityId: number;
  signId?: number | null;
  field: string;
  oldValue: unknown;
  newValue: unknown;
};

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Why a change was made ('inline edit', 'drag-fill', a price change's reason) and, for a price change, its batch and day. */
export type ChangeWhy = { reason: string; priceChangeId?: number; effectiveFrom?: string };

/** Records the changes whose value really changed (one multi-row INSERT). */
export function recordChanges(tx: DbOrTx, actor: Actor, changes: readonly Change[], why?: ChangeWhy): void {
  recordChangesAs(tx, { userId: actor.id, userName: displayName(actor) === 'User' ? actor.email : displayName(actor) }, changes, why);
}

/**
 * The same, by a person named as stored (a scheduled price change applied
 * on its day records the admin who made it). Each row carries the day it
 * took effect: the price change's day, else today (the server's clock).
 */
export function recordChangesAs(tx: DbOrTx, who: { userId: number | null; userName: string | null }, changes: readonly Change[], why?: ChangeWhy): void {
  const effectiveFrom = why?.effectiveFrom ?? dayOf(now());
  const rows = changes
    .map((c) => ({ ...c, oldValue: asText(c.oldValue), newValue: asText(c.newValue) }))
    .filter((c) => c.oldValue !== c.newValue)
    .map((c) => ({
      entity: c.entity,
      entityId: c.entityId,
      signId: c.signId ?? null,
      field: c.field,
      oldValue: c.oldValue,
      newValue: c.newValue,
      userId: who.userId,
      userName: who.userName,
      reason: why?.reason ?? null,
      priceChangeId: why?.priceChangeId ?? null,
      effectiveFrom,
    }));
  // One prepared INSERT run per row (in the caller's transaction): building a multi-row INSERT with Drizzle cost
  // most of a 2,000-row import's apply.
  const insert = preparedStatement(INSERT_CHANGE);
  for (const r of rows) insert.run(r.entity, r.entityId, r.signId, r.field, r.oldValue, r.newValue, r.userId, r.userName, r.reason, r.priceChangeId, r.effectiveFrom);
}

const INSERT_CHANGE =
  'insert into catalogue_changes (entity, entity_id, sign_id, field, old_value, new_value, user_id, user_name, reason, price_change_id, effective_from) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';

/** Fields of `before` that `after` sets to another value. */
export function diff<T extends Record<string, unknown>>(before: T, after: Partial<T>): Array<{ field: string; oldValue: unknown; newValue: unknown }> {
  const out: Array<{ field: string; oldValue: unknown; newValue: unknown }> = [];
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue;
    if (JSON.stringify(before[field]) !== JSON.stringify(value)) out.push({ field, oldValue: before[field], newValue: value });
  }
  return out;
}

export type ChangeRow = {
  id: number;
  entity: CatalogueEntity;
  entityId: number;
  signId: number | null;
  field: string;
  oldValue: string | null;
  newValue: string | null;
  userName: string | null;
  createdAt: string;
  reason: string | null;
  priceChangeId: number | null;
  effectiveFrom: string | null;
};

/** GET /api/catalogue-changes?signId=&sizeId=: newest first. */
export function listChanges(filter: { signId?: number; sizeId?: number; entity?: CatalogueEntity; entityId?: number; limit?: number }): ChangeRow[] {
  const c = schema.catalogueChanges;
  const where = [];
  if (filter.signId !== undefined) where.push(eq(c.signId, filter.signId));
  if (filter.sizeId !== undefined) where.push(and(eq(c.entity, 'sign_size'), eq(c.entityId, filter.sizeId)));
  if (filter.entity !== undefined) where.push(eq(c.entity, filter.entity));
  if (filter.entityId !== undefined) where.push(eq(c.entityId, filter.entityId));
  return getDb()
    .select()
    .from(c)
    .where(and(...where))
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(filter.limit ?? 200)
    .all()
    .map((r) => ({
      id: r.id,
      entity: r.entity,
      entityId: r.entityId,
      signId: r.signId,
      field: r.field,
      oldValue: r.oldValue,
      newValue: r.newValue,
      userName: r.userName,
      createdAt: new Date(r.createdAt).toISOString(),
      reason: r.reason,
      priceChangeId: r.priceChangeId,
      effectiveFrom: r.effectiveFrom,
    }));
}
