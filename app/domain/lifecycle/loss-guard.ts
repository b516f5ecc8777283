/**
 * The guardrail on sending: a version with a line priced
 * below its budget (a Loss, domain/pricing/margin.ts) is sent (or marked as
 * sent) only once the person confirms, naming those lines; the confirmation
 * goes into the job's history. Pure.
 */
import { z } from 'zod';
import { formatCents } from '~/domain/money';
import { lineMargin } from '~/domain/pricing/margin';
import type { LineAmounts } from '~/domain/pricing/totals';

export type LossLine = { id: number; position: number; name: string; price: number; budget: number };

/** The version's Loss lines, numbered by their place in the version (1-based). No target plays a part: a loss is below budget. */
export function lossLinesOf(lines: readonly (LineAmounts & { id: number; name: string })[]): LossLine[] {
  const out: LossLine[] = [];
  lines.forEach((line, index) => {
    const m = lineMargin(line, 0);
    if (m.flag === 'loss') out.push({ id: line.id, position: index + 1, name: line.name, price: m.price, budget: m.budget });
  });
  return out;
}

/** '3. Channel Letters (price $1,000.00, budget $1,200.00)' */
export function lossLineText(line: LossLine): string {
  return `${line.position}. ${line.name} (price ${formatCents(line.price)}, budget ${formatCents(line.budget)})`;
}

/** The refusal until confirmed: names the lines. */
export function lossConfirmMessage(versionNumber: number, lines: readonly LossLine[]): string {
  const what = lines.length === 1 ? '1 line priced below its budget' : `${lines.length} lines priced below their budget`;
  return `Version ${versionNumber} has ${what}: ${lines.map(lossLineText).join('; ')}. Confirm to send it anyway.`;
}

/** The history row's words when a version goes out with Loss lines. */
export function lossConfirmedDetail(lines: readonly LossLine[]): string {
  return `Sent knowing ${lines.length === 1 ? 'this line is' : 'these lines are'} priced below budget: ${lines.map(lossLineText).join('; ')}`;
}

/** The confirmation: the form's checkbox ('on') or the API's true. */
export const confirmLossField = z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean()).optional();
