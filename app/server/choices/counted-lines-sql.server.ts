/**
 * The rule of which lines a version's totals count (countedLineIds in
 * app/domain/choices/selection.ts, docs/choices.md § Which lines count) as an
 * SQL condition, for the lists that sum many versions in one statement (the
 * jobs list's totals, the dashboard). The accepted choice when the version has
 * one; else required lines, pre-ticked optional lines and each group's
 * recommended line (its first in line order when none is).
 * tests/line-choices-totals.test.ts checks it gives the engine's figures.
 */
import { sql, type SQL } from 'drizzle-orm';

/** True for line `li` (a line_items alias) of version `v` (a job_versions alias, the line's own) when it counts. */
export function countedLineSql(li: string, v: string): SQL {
  const l = (column: string) => sql.raw(`"${li}"."${column}"`);
  const chosen = sql.raw(`"${v}"."chosen_line_ids"`);
  return sql`(case
    when ${chosen} is not null and json_valid(${chosen}) then ${l('id')} in (select "c"."value" from json_each(${chosen}) as "c")
    when ${l('alternative_group')} is not null then ${l('id')} = (select "g"."id" from "line_items" as "g"
      where "g"."job_version_id" = ${l('job_version_id')} and "g"."alternative_group" = ${l('alternative_group')}
      order by "g"."recommended" desc, "g"."sort_order", "g"."id" limit 1)
    else ${l('optional')} = 0 or ${l('recommended')} = 1 end)`;
}
