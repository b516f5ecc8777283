/**
 * What a client's choice costs (docs/choices.md § The client's page): the
 * counted lines of a selection (selection.ts), their subtotals by the one
 * pricing engine, then tax, grand total and deposit under the version's terms
 * (client-total.ts), as cents and as the text the proposal prints. The client
 * page runs this in the browser as the client ticks and picks, and the server
 * runs the same for the page without JavaScript, the accepted answer and the
 * 'Accepted selection' PDF, so every figure agrees. Pure and small: it imports
 * no module that would weigh on the client page's bundle.
 */
import { formatCents } from '~/domain/money';
import { jobTotals } from '~/domain/pricing/totals';
import { clientTotal } from '~/domain/proposal/client-total';
import type { Currency } from '~/domain/proposal/currency';
import type { JobTaxSetting } from '~/domain/proposal/tax';
import { alternativeGroups, choiceKind, countedLineIds, type LineChoiceMarks } from './selection';

/** A line as the choice needs it: its marks and its price (no budget: the client never sees one). */
export type ChoiceLine = LineChoiceMarks & { quantity: number; lineItemPrice: number; lineItemInstallPrice: number };

/** The version's terms that turn a subtotal into what the client pays. */
export type ChoicePricing = { tax: JobTaxSetting; jobTerms: string | null; currency: Currency };

export type ChoiceTotalsCents = { items: number; installation: number; subtotal: number; tax: number; grandTotal: number; deposit: number | null; balance: number | null };

export type ChoiceTotalsText = {
  items: string;
  installation: string;
  subtotal: string;
  taxLabel: string;
  tax: string;
  grandTotal: string;
  deposit: { label: string; amount: string; balance: string } | null;
};

export type ChoiceTotals = { ids: number[]; cents: ChoiceTotalsCents; text: ChoiceTotalsText };

/** The totals of `chosen` (null: the recommended choice). */
export function choiceTotals(lines: readonly ChoiceLine[], chosen: readonly number[] | null, pricing: ChoicePricing): ChoiceTotals {
  const counted = countedLineIds(lines, chosen);
  const kept = lines.filter((l) => counted.has(l.id));
  const price = jobTotals(kept.map((l) => ({ ...l, lineItemBudget: 0, lineItemInstallBudget: 0 }))).price;
  const client = clientTotal(price, pricing);
  const deposit = client.deposit;
  return {
    ids: kept.map((l) => l.id),
    cents: {
      items: price.items,
      installation: price.installation,
      subtotal: price.total,
      tax: client.tax.cents,
      grandTotal: client.grandTotal,
      deposit: deposit?.cents ?? null,
      balance: deposit?.balanceCents ?? null,
    },
    text: {
      items: formatCents(price.items),
      installation: formatCents(price.installation),
      subtotal: formatCents(price.total),
      taxLabel: client.tax.label,
      tax: formatCents(client.tax.cents),
      grandTotal: formatCents(client.grandTotal),
      deposit: deposit ? { label: deposit.label, amount: formatCents(deposit.cents), balance: formatCents(deposit.balanceCents) } : null,
    },
  };
}

/** True when the lines offer the client any choice (an optional line or an alternative group). */
export function offersChoice(lines: readonly Pick<LineChoiceMarks, 'optional' | 'alternativeGroup'>[]): boolean {
  return lines.some((l) => choiceKind(l) !== 'Required');
}

export type NamedChoiceLine = LineChoiceMarks & { name: string };

/**
 * A choice in words, for the staff e-mails and the history: each group's
 * chosen line and the optional items added and left out. Empty when the
 * lines offer no choice.
 */
export function choiceInWords(lines: readonly NamedChoiceLine[], chosen: readonly number[]): string[] {
  const picked = new Set(chosen);
  const words: string[] = [];
  for (const [group, members] of alternativeGroups(lines)) {
    const one = members.find((l) => picked.has(l.id));
    words.push(`Choose one '${group}': ${one ? one.name : 'none'}`);
  }
  const optional = lines.filter((l) => choiceKind(l) === 'Optional');
  if (optional.length) {
    const added = optional.filter((l) => picked.has(l.id)).map((l) => l.name);
    const left = optional.filter((l) => !picked.has(l.id)).map((l) => l.name);
    words.push(`Optional items added: ${added.length ? added.join('; ') : 'none'}`);
    if (left.length) words.push(`Optional items not added: ${left.join('; ')}`);
  }
  return words;
}

/**
 * A choice as the end of the history's 'accepted' sentence: 'chose
 * Non-illuminated letters; added Anti-graffiti coating' (each group's chosen
 * line, then the optional items added, or 'added no optional item'). '' when
 * the lines offer no choice.
 */
export function choiceSentence(lines: readonly NamedChoiceLine[], chosen: readonly number[]): string {
  const picked = new Set(chosen);
  const parts: string[] = [];
  for (const members of alternativeGroups(lines).values()) {
    const one = members.find((l) => picked.has(l.id));
    if (one) parts.push(`chose ${one.name}`);
  }
  const optional = lines.filter((l) => choiceKind(l) === 'Optional');
  if (optional.length) {
    const added = optional.filter((l) => picked.has(l.id)).map((l) => l.name);
    parts.push(added.length ? `added ${added.join(', ')}` : 'added no optional item');
  }
  return parts.join('; ');
}
