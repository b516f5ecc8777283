/**
 * What the client page offers to choose and shows as chosen (docs/choices.md
 * § The client's page): the lines of the document as it was sent with their
 * marks and prices, the choice shown now (the query's, kept by 'Update total'
 * without JavaScript; else the recommended one; once accepted, the accepted
 * one) and its totals; the refusals' messages; the accepted choice in the
 * answer's JSON.
 */
import { centsToDollars } from '~/domain/line-items/catalogue-shape';
import { readChoiceFields } from '~/domain/choices/choice-form';
import { choiceTotals, offersChoice, type ChoiceLine, type ChoicePricing, type ChoiceTotalsText } from '~/domain/choices/choice-totals';
import { checkChoice, CHOICE_MESSAGES, readChosenIds, recommendedLineIds } from '~/domain/choices/selection';
import { choiceLinesOf, type ClientDocument } from '~/domain/lifecycle/client-document';
import { formatCents } from '~/domain/money';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { getDb, schema } from '~/server/db.server';
import { readChosenTotals, type ChosenTotals } from './accept-choice.server';

type Answer = typeof schema.proposalAnswers.$inferSelect;

export type ClientChoice = {
  /** The lines with their marks and prices (no budget), for the totals the page works out as the client chooses. */
  lines: (ChoiceLine & { name: string })[];
  pricing: ChoicePricing;
  /** The ids chosen as the page opens. */
  selected: number[];
  totals: ChoiceTotalsText;
  /** The choice shown is the one recorded with the answer (the page offers no inputs then). */
  recorded: boolean;
  /** Why the query's choice was not taken (the recommended one is shown instead), else null. */
  problem: string | null;
};

/** The form's refusals, by key (the page's `?problem=`), in the words of app/domain/choices/selection.ts. */
export const CHOICE_PROBLEMS = {
  'choice-other': `${CHOICE_MESSAGES.notOfVersion}. Nothing was recorded; please choose again.`,
  'choice-required': `${CHOICE_MESSAGES.requiredMissing}. Nothing was recorded; please choose again.`,
  'choice-twice': `${CHOICE_MESSAGES.twice}. Nothing was recorded; please choose again.`,
  'choice-group': "Choose exactly one item of each 'Choose one' group. Nothing was recorded; please choose again.",
} as const;

export function choiceProblem(error: string): keyof typeof CHOICE_PROBLEMS {
  if (error === CHOICE_MESSAGES.requiredMissing) return 'choice-required';
  if (error === CHOICE_MESSAGES.notOfVersion) return 'choice-other';
  if (error === CHOICE_MESSAGES.twice) return 'choice-twice';
  return 'choice-group';
}

export function chosenTotalsText(t: ChosenTotals): ChoiceTotalsText {
  return {
    items: formatCents(t.items),
    installation: formatCents(t.installation),
    subtotal: formatCents(t.subtotal),
    taxLabel: t.taxLabel,
    tax: formatCents(t.tax),
    grandTotal: formatCents(t.grandTotal),
    deposit: t.deposit !== null && t.balance !== null ? { label: t.depositLabel ?? 'Deposit due', amount: formatCents(t.deposit), balance: formatCents(t.balance) } : null,
  };
}

/** The page's choice; null when the sending offers none (or was stored before choices existed). */
export function clientChoice(doc: ClientDocument, answer: Answer | null, asked: URLSearchParams): ClientChoice | null {
  const lines = choiceLinesOf(doc);
  if (!lines || !doc.pricing || !offersChoice(lines)) return null;
  const pricing = doc.pricing;
  if (answer) {
    const chosen = readChosenIds(answer.chosenLineIds);
    const stored = readChosenTotals(answer.chosenTotals);
    const selected = chosen ?? recommendedLineIds(lines);
    return { lines, pricing, selected, totals: stored ? chosenTotalsText(stored) : choiceTotals(lines, selected, pricing).text, recorded: chosen !== null, problem: null };
  }
  const read = readChoiceFields(asked.entries());
  let selected = recommendedLineIds(lines);
  let problem: string | null = null;
  if (read.kind === 'malformed') problem = `${CHOICE_MESSAGES.notOfVersion}. The recommended choice is shown.`;
  if (read.kind === 'ids') {
    const checked = checkChoice(lines, read.ids);
    if (checked.ok) selected = checked.ids;
    else problem = `${checked.error}. The recommended choice is shown.`;
  }
  return { lines, pricing, selected, totals: choiceTotals(lines, selected, pricing).text, recorded: false, problem };
}

/** The accepted choice in the answer's JSON: the line ids and the totals, money in dollars as the API gives it. */
export function acceptedChoiceJson(answer: Answer) {
  const t = readChosenTotals(answer.chosenTotals);
  return {
    chosenLineIds: readChosenIds(answer.chosenLineIds),
    chosenTotals: t
      ? {
          items: centsToDollars(t.items),
          installation: centsToDollars(t.installation),
          subtotal: centsToDollars(t.subtotal),
          taxLabel: t.taxLabel,
          tax: centsToDollars(t.tax),
          grandTotal: centsToDollars(t.grandTotal),
          depositLabel: t.depositLabel,
          deposit: t.deposit === null ? null : centsToDollars(t.deposit),
          balance: t.balance === null ? null : centsToDollars(t.balance),
          currency: t.currency,
        }
      : null,
  };
}

/** The version's approval (the client's Accept or an uploaded signed copy) with its choice, as the documents API gives it; null before one. */
export function acceptedOfVersion(jobId: number, versionNumber: number) {
  const { proposalAnswers, proposalSends, jobVersions } = schema;
  const answer = getDb()
    .select({ answer: proposalAnswers })
    .from(proposalAnswers)
    .innerJoin(proposalSends, eq(proposalSends.id, proposalAnswers.sendId))
    .innerJoin(jobVersions, eq(jobVersions.id, proposalSends.jobVersionId))
    .where(and(eq(jobVersions.jobId, jobId), eq(jobVersions.versionNumber, versionNumber), isNotNull(proposalAnswers.chosenLineIds)))
    .orderBy(desc(proposalAnswers.createdAt))
    .get()?.answer;
  if (!answer || answer.answer === 'Declined') return null;
  return { answer: answer.answer, at: new Date(answer.createdAt).toISOString(), ...acceptedChoiceJson(answer) };
}
