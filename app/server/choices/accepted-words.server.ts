/**
 * What the client chose, in words, for the e-mails to the estimator and the
 * project manager (docs/choices.md § Acceptance): the choice of each group,
 * the optional items added and left out, and the accepted total; and the
 * end of the history's 'accepted' sentence.
 */
import { lineItemsForVersion } from '~/server/line-items/line-item-reads.server';
import { choiceInWords, choiceSentence } from '~/domain/choices/choice-totals';
import { readChosenIds } from '~/domain/choices/selection';
import { formatCents } from '~/domain/money';
import { readChosenTotals } from './accept-choice.server';

/** A line as the proposal prints it: the sign's or service's name, with the line's own description when it has one (two lines of a group are often the same sign). */
function lineName(line: ReturnType<typeof lineItemsForVersion>[number]): string {
  const name = (line.lineType === 'sign' ? line.signName : line.serviceName) || (line.lineType === 'sign' ? 'Sign' : 'Service');
  return line.description && line.description !== name ? `${name} (${line.description})` : name;
}

export function acceptedInWords(versionId: number, answer: { chosenLineIds: string | null; chosenTotals: string | null }): string[] {
  const chosen = readChosenIds(answer.chosenLineIds);
  const totals = readChosenTotals(answer.chosenTotals);
  const lines = lineItemsForVersion(versionId).map((l) => ({ ...l, name: lineName(l) }));
  const words = chosen ? choiceInWords(lines, chosen) : [];
  if (totals) words.push(`Accepted total: ${formatCents(totals.grandTotal)} (${totals.currency}, ${totals.taxLabel} included)`);
  return words;
}

/** 'chose Wall Mural; added Survey' for the history's 'accepted' row; '' when the version offers no choice. */
export function acceptedSentence(versionId: number, chosen: readonly number[]): string {
  return choiceSentence(lineItemsForVersion(versionId).map((l) => ({ ...l, name: lineName(l) })), chosen);
}
