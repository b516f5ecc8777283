/**
 * What a job's History says about a line-item write, in the words an
 * estimator reads at a glance: each text is what follows the person's name
 * ('Pat Lee' + 'changed the quantity of Channel Letters (line 3) from 2 to 4:
 * price $1,200.00 -> $2,400.00'). Pure; the server records them in the same
 * transaction as the write.
 */
import { formatCents } from '~/domain/money';
import { lineTotal } from '~/domain/pricing/totals';
import { TYPED_COUNTS } from '~/domain/pricing/service-pricing';

/** A line as History names it: the item's name, its place, and what it holds. */
export type LineSnapshot = {
  name: string;
  /** Its position in the version (1-based). */
  lineNo: number;
  quantity: number;
  description: string;
  /** Saved selections: option name -> value, size, dimensions, counters and toggles. */
  options: Record<string, string | number>;
  pricingMode: string;
  price: number;
  install: number;
  budget: number;
  installBudget: number;
  /** The client's choice it offers in words ('Required', 'Optional · pre-ticked', 'Choose one: Faces'); absent before choices existed. */
  choice?: string;
};

type Change = { label: string; from: string; to: string };

const AMOUNTS = [
  ['price', 'unit price'],
  ['install', 'install'],
  ['budget', 'budget'],
  ['installBudget', 'install budget'],
] as const;

// Selection keys that are not option names, as the estimator calls them.
const OPTION_LABELS: Record<string, string> = { size: 'size', heightFt: 'height (ft)', heightIn: 'height (in)', widthFt: 'width (ft)', widthIn: 'width (in)' };

const quote = (text: string) => `'${text}'`;
const shown = (v: string | number | undefined) => (v === undefined || v === '' ? 'none' : String(v));

/** 'Channel Letters (line 3)'. */
export function lineName(s: Pick<LineSnapshot, 'name' | 'lineNo'>): string {
  return `${s.name || 'Line item'} (line ${s.lineNo})`;
}

/** The line's price as the job page shows it: unit price x quantity, plus the line's install (the engine's lineTotal). */
export const linePrice = (s: Pick<LineSnapshot, 'price' | 'quantity' | 'install'>) => lineTotal(s.price, s.quantity, s.install);

/** 'price $1,200.00 -> $2,400.00, unit price ...': the line's price, then each stored amount, only those that changed. */
export function amountChanges(before: LineSnapshot, after: LineSnapshot): string {
  const parts: string[] = [];
  if (linePrice(before) !== linePrice(after)) parts.push(`price ${formatCents(linePrice(before))} -> ${formatCents(linePrice(after))}`);
  for (const [key, label] of AMOUNTS) if (before[key] !== after[key]) parts.push(`${label} ${formatCents(before[key])} -> ${formatCents(after[key])}`);
  return parts.join(', ');
}

/** What changed besides the amounts: the item, quantity, options, description, pricing mode. */
export function lineChanges(before: LineSnapshot, after: LineSnapshot): Change[] {
  const changes: Change[] = [];
  if (before.name !== after.name) changes.push({ label: 'item', from: before.name, to: after.name });
  if (before.quantity !== after.quantity) changes.push({ label: 'quantity', from: String(before.quantity), to: String(after.quantity) });
  const keys = [...new Set([...Object.keys(before.options), ...Object.keys(after.options)])];
  for (const key of keys) {
    // Which counts were typed is bookkeeping; the count's own change is listed.
    if (key === TYPED_COUNTS) continue;
    const from = before.options[key];
    const to = after.options[key];
    // A switch left out of the selections is Off.
    if (String(from ?? 'Off') !== String(to ?? 'Off')) changes.push({ label: OPTION_LABELS[key] ?? key, from: shown(from), to: shown(to) });
  }
  if (before.description !== after.description) changes.push({ label: 'description', from: quote(before.description), to: quote(after.description) });
  if (before.pricingMode !== after.pricingMode) changes.push({ label: 'pricing', from: before.pricingMode, to: after.pricingMode });
  if ((before.choice ?? 'Required') !== (after.choice ?? 'Required')) changes.push({ label: 'choice', from: before.choice ?? 'Required', to: after.choice ?? 'Required' });
  return changes;
}

/** Appends ': <amount changes>' when there are any. */
const withAmounts = (text: string, before: LineSnapshot, after: LineSnapshot) => {
  const amounts = amountChanges(before, after);
  return amounts ? `${text}: ${amounts}` : text;
};

/** 'quantity 2 at $1,200.00, install $300.00: price $2,700.00'. */
const holds = (s: LineSnapshot) => `quantity ${s.quantity} at ${formatCents(s.price)}, install ${formatCents(s.install)}: price ${formatCents(linePrice(s))}`;

/** 'added Channel Letters (line 3): quantity 2 at $1,200.00, install $300.00: price $2,700.00 (Calculated)'. */
export function lineAddedText(s: LineSnapshot): string {
  const choice = s.choice && s.choice !== 'Required' ? `, ${s.choice}` : '';
  return `added ${lineName(s)}: ${holds(s)} (${s.pricingMode}${choice})`;
}

/** A full edit: one change said as a sentence, several listed; the amounts after a colon. */
export function lineEditedText(before: LineSnapshot, after: LineSnapshot): string {
  const changes = lineChanges(before, after);
  const name = lineName(after);
  if (changes.length === 1) {
    const [c] = changes as [Change];
    return withAmounts(`changed the ${c.label} of ${name} from ${c.from} to ${c.to}`, before, after);
  }
  if (changes.length > 1) return withAmounts(`changed ${name}: ${changes.map((c) => `${c.label} ${c.from} -> ${c.to}`).join('; ')}`, before, after);
  const amounts = amountChanges(before, after);
  return amounts ? `re-priced ${name}: ${amounts}` : `saved ${name} with no change`;
}

export function lineDeletedText(s: LineSnapshot): string {
  return `deleted ${lineName(s)}: ${holds(s)}`;
}

/** The delete toast's Undo. */
export function lineRestoredText(s: LineSnapshot): string {
  return `restored ${lineName(s)} (undid its delete): ${holds(s)}`;
}

/**
 * A new order of a version's lines in words. One line taken out and put back
 * elsewhere (a Move up, a drag) is said as that line alone ('moved Travel
 * from line 7 to line 1'; the lines between shift by one); any other new
 * order lists each line whose place changed. `movedId`: the line the person
 * moved, when the write names one.
 */
export function linesMovedText(before: readonly { id: number; name: string }[], afterIds: readonly number[], movedId?: number): string {
  const name = (n: string) => n || 'Line item';
  const to = (id: number) => afterIds.indexOf(id) + 1;
  const beforeIds = before.map((l) => l.id);
  const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  if (same(beforeIds, afterIds)) return 'kept the order of the lines';
  const without = (ids: readonly number[], id: number) => ids.filter((x) => x !== id);
  const isSingle = (l: { id: number }) => to(l.id) !== beforeIds.indexOf(l.id) + 1 && same(without(beforeIds, l.id), without(afterIds, l.id));
  // Two neighbours swapped read as either one moving: the one the person moved, when known.
  const single = before.find((l) => l.id === movedId && isSingle(l)) ?? before.find(isSingle);
  const moved = single ? [single] : before.filter((l, i) => to(l.id) !== i + 1);
  return `moved ${moved.map((l) => `${name(l.name)} from line ${beforeIds.indexOf(l.id) + 1} to line ${to(l.id)}`).join(', ')}`;
}

/** Typed prices saved on a line. */
export function pricesEditedText(before: LineSnapshot, after: LineSnapshot): string {
  const amounts = amountChanges(before, after);
  const mode = before.pricingMode !== after.pricingMode ? ` (${before.pricingMode} -> ${after.pricingMode})` : '';
  return `edited the prices of ${lineName(after)}${mode}${amounts ? `: ${amounts}` : ' with no change'}`;
}

/** Back to Calculated from today's catalogue. */
export function pricingResetText(before: LineSnapshot, after: LineSnapshot): string {
  const amounts = amountChanges(before, after);
  return `reset the pricing of ${lineName(after)} to Calculated${amounts ? `: ${amounts}` : ' with no change'}`;
}

export function pictureText(added: boolean, s: Pick<LineSnapshot, 'name' | 'lineNo'>, replaced = false): string {
  if (!added) return `removed the picture of ${lineName(s)}`;
  return replaced ? `replaced the picture of ${lineName(s)}` : `added a picture to ${lineName(s)}`;
}
