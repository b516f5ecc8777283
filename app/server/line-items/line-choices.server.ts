/**
 * What a line's choice marks do to the other lines of its version, inside the
 * line write's own transaction (docs/choices.md § The estimator's side):
 * marking a group's line recommended un-marks the group's others, and a line
 * that joins a group is placed after the group's last line, so a group's lines
 * stay together in the table and the proposal. And the version's group names
 * the panel offers.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '~/server/db.server';
import { groupNames, type LineChoice } from '~/domain/choices/line-choice';

const { lineItems } = schema;

/** The group's other lines that were recommended, now un-marked; their ids. */
function unmarkOthers(db: DbOrTx, jobVersionId: number, id: number, group: string): number[] {
  return db
    .update(lineItems)
    .set({ recommended: false })
    .where(and(eq(lineItems.jobVersionId, jobVersionId), eq(lineItems.alternativeGroup, group), ne(lineItems.id, id), eq(lineItems.recommended, true)))
    .returning({ id: lineItems.id })
    .all()
    .map((r) => r.id);
}

/** Moves line `id` to just after the last other line of `group` (no move when it is the group's only line or already there). */
function placeAfterGroup(db: DbOrTx, jobVersionId: number, id: number, group: string): boolean {
  const lines = db
    .select({ id: lineItems.id, group: lineItems.alternativeGroup })
    .from(lineItems)
    .where(eq(lineItems.jobVersionId, jobVersionId))
    .orderBy(asc(lineItems.sortOrder), asc(lineItems.id))
    .all();
  const ids = lines.filter((l) => l.id !== id).map((l) => l.id);
  const last = lines.filter((l) => l.id !== id).findLastIndex((l) => l.group === group);
  if (last < 0) return false;
  ids.splice(last + 1, 0, id);
  if (ids.every((x, i) => lines[i]!.id === x)) return false;
  db.run(sql`
    update ${lineItems} set sort_order = j.key + 1
    from json_each(${JSON.stringify(ids)}) as j
    where ${lineItems.id} = j.value and ${lineItems.jobVersionId} = ${jobVersionId} and ${lineItems.sortOrder} <> j.key + 1`);
  return true;
}

export type ChoiceEffects = { unmarked: number[]; moved: boolean };

/**
 * After line `id` was written with `choice` (its group before the write:
 * `previousGroup`, null for a new line): the group's other recommended marks
 * go, and a line new to the group moves after its last line.
 */
export function applyLineChoice(db: DbOrTx, jobVersionId: number, id: number, choice: LineChoice, previousGroup: string | null): ChoiceEffects {
  const group = choice.alternativeGroup;
  if (!group) return { unmarked: [], moved: false };
  const unmarked = choice.recommended ? unmarkOthers(db, jobVersionId, id, group) : [];
  const moved = group !== previousGroup ? placeAfterGroup(db, jobVersionId, id, group) : false;
  return { unmarked, moved };
}

/** The names of the version's 'Choose one' groups, in line order (the panel offers them). */
export function versionGroupNames(db: DbOrTx, jobVersionId: number): string[] {
  const rows = db
    .select({ group: lineItems.alternativeGroup })
    .from(lineItems)
    .where(eq(lineItems.jobVersionId, jobVersionId))
    .orderBy(asc(lineItems.sortOrder), asc(lineItems.id))
    .all();
  return groupNames(rows.map((r) => ({ alternativeGroup: r.group })));
}
