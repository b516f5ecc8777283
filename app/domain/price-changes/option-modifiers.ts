/**
 * An option's modifier amounts as price cells: each entry of an option's values ending in '+$N' or '+$N/SF'
 * (docs/pricing.md § Options and modifiers) is one cell, named by the entry ('Bronze'), whose value is the
 * amount in cents. Percentages ('+15%') are not amounts and are never cells. Pure.
 */
import { joinOptionValues, parseModifier, parseOptionValues, type OptionValue } from '~/domain/pricing/modifiers';

/** A price cell's field for an option's entry: 'modifier:Bronze'. */
export const MODIFIER_FIELD_PREFIX = 'modifier:';
export const modifierField = (entry: string): `modifier:${string}` => `modifier:${entry}`;
export const isModifierField = (field: string) => field.startsWith(MODIFIER_FIELD_PREFIX);
export const entryOfField = (field: string) => field.slice(MODIFIER_FIELD_PREFIX.length);

export type ModifierAmount = { entry: string; cents: number; perSf: boolean };

/** The entries whose modifier is an amount, once each (an entry named twice is left out: it cannot be told apart). */
export function modifierAmounts(values: string): ModifierAmount[] {
  const entries = parseOptionValues(values);
  const count = new Map<string, number>();
  for (const e of entries) count.set(e.display, (count.get(e.display) ?? 0) + 1);
  return entries.flatMap((e): ModifierAmount[] => {
    const m = e.modifier ? parseModifier(e.modifier) : null;
    if (!m || m.kind === 'percent' || count.get(e.display) !== 1) return [];
    return [{ entry: e.display, cents: m.cents, perSf: m.kind === 'perSf' }];
  });
}

/** The cents of one entry's amount modifier, or null when the entry is gone or its modifier is not an amount. */
export function modifierCents(values: string, entry: string): number | null {
  return modifierAmounts(values).find((a) => a.entry === entry)?.cents ?? null;
}

/** An amount written as a modifier: '+$150', '+$150.50', '+$2/SF'. */
export function modifierText(cents: number, perSf: boolean): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  return `+$${dollars}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}${perSf ? '/SF' : ''}`;
}

/** The values with one entry's amount set to `cents` (its '/SF' kept), or null when that entry has no amount. */
export function withModifierCents(values: string, entry: string, cents: number): string | null {
  const amount = modifierAmounts(values).find((a) => a.entry === entry);
  if (!amount) return null;
  const entries: OptionValue[] = parseOptionValues(values).map((e) => (e.display === entry ? { display: e.display, modifier: modifierText(cents, amount.perSf) } : e));
  return joinOptionValues(entries);
}

/**
 * How an import's new values for an option split into prices that can wait for a day and the rest: every entry
 * kept (same name) whose amount changed, with its unit unchanged, is a price cell; `atOnce` is the new values with
 * those entries still at their old amounts (entries added, removed or renamed, and percentages, apply at once).
 */
export function splitModifierChange(oldValues: string, newValues: string): { cells: Array<{ entry: string; oldCents: number; newCents: number }>; atOnce: string } {
  const before = new Map(modifierAmounts(oldValues).map((a) => [a.entry, a]));
  const cells: Array<{ entry: string; oldCents: number; newCents: number }> = [];
  let atOnce = newValues;
  for (const after of modifierAmounts(newValues)) {
    const was = before.get(after.entry);
    if (!was || was.perSf !== after.perSf || was.cents === after.cents) continue;
    cells.push({ entry: after.entry, oldCents: was.cents, newCents: after.cents });
    atOnce = withModifierCents(atOnce, after.entry, was.cents) ?? atOnce;
  }
  // Nothing to wait for: the text applies as the file wrote it.
  return { cells, atOnce: cells.length ? atOnce : newValues };
}

/** What an entry's modifier reads in the history: its text ('+$150', '+15%'), 'No modifier', or null when the entry is not there. */
export type ModifierStep = { entry: string; old: string | null; value: string | null };
const NO_MODIFIER = 'No modifier';

/**
 * The entries whose modifier an edit of an option's values changed, old -> new, so each modifier keeps its own
 * history like a size's price: an entry added or removed reads null on the side it is missing from; an entry
 * renamed is one removed and one added. Entries named twice are told apart by their first occurrence only.
 */
export function modifierSteps(oldValues: string | null, newValues: string | null): ModifierStep[] {
  const read = (values: string | null) => {
    const out = new Map<string, string>();
    for (const e of parseOptionValues(values ?? '')) if (!out.has(e.display)) out.set(e.display, e.modifier ?? NO_MODIFIER);
    return out;
  };
  const before = read(oldValues);
  const after = read(newValues);
  const entries = [...after.keys(), ...[...before.keys()].filter((k) => !after.has(k))];
  return entries.flatMap((entry) => {
    const old = before.get(entry) ?? null;
    const value = after.get(entry) ?? null;
    return old === value ? [] : [{ entry, old, value }];
  });
}
