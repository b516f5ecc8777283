/**
 * What the client chose, in words, for the e-mails to the estimator and the
 * project manager (docs/choices.md § Acceptance): the choice of each group,
 * the optional items added and left out, and the accepted total.
 */
import { lineItemsForVersion } from '~/server/line-items/line-item-reads.server';
import { choiceInWords } from '~/domain/choices/choice-totals';
import { readChosenIds } from '~/domain/choices/selection';
import { formatCents } from '~/domain/money';
import { readChosenTotals } from './accept-choice.server';

/** The lines' names as the proposal prints them: the sign's or service's name, else the description. */
function lineName(line: ReturnType<typeof lineItemsForVersion>[number]): string {
  return (line.lineType === 'sign' ? line.signName : line.serviceName) || line.description || (line.lineType === 'sign' ? 'Sign' : 'Service');
}

export function acceptedInWords(versionId: number, answer: { chosenLineIds: string | null; chosenTotals: string | null }): string[] {
  const chosen = readChosenIds(answer.chosenLineIds);
  const totals = readChosenTotals(answer.chosenTotals);
  const lines = lineItemsForVersion(versionId).map((l) => ({ ...l, name: lineName(l) }));
  const words = chosen ? choiceInWords(lines, chosen) : [];
  if (totals) words.push(`Accepted total: ${formatCents(totals.grandTotal)} (${totals.currency}, ${totals.taxLabel} included)`);
  return words;
}
