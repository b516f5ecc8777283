/**
 * The client page's data (/p/{token}): the proposal of the one version the
 * link reaches, as the proposal prints it (company, job, client, every line
 * with quantity and prices, totals, tax, terms), with no budget, margin or
 * staff-only data; the recorded answer when there is one; the dead link's
 * reason and whom to contact. And the page's form posts.
 */
import { data, redirect } from 'react-router';
import { STANDARD_TERMS } from '~/documents/proposal-closing';
import { loadDocument } from '~/server/pdf/documents.server';
import { appOrigin } from '~/server/config.server';
import { clientAddress, takeClientAnswer, minutesText } from '~/server/auth/rate-limit.server';
import { fieldErrors } from '~/server/http/api.server';
import { formatListDate } from '~/domain/dates';
import { proposalModel } from '~/domain/proposal/document';
import { clientDocument, readClientDocument, type ClientDocument, type ClientRow } from '~/domain/lifecycle/client-document';
import { answerSchema } from '~/domain/lifecycle/answer-form';
import { answerProposal, linkState, noteFirstView, type Contact, type LinkState } from './client-answer.server';
import { dayText } from './send.server';
import { hashToken } from './tokens.server';
import { keepAcceptedSelection } from '~/server/choices/selection-pdf.server';
import { acceptedChoiceJson, CHOICE_PROBLEMS, choiceProblem, clientChoice, type ClientChoice } from '~/server/choices/client-choice.server';
import { readChoiceFields } from '~/domain/choices/choice-form';

export type { ClientRow, ClientChoice };

/**
 * Every term the proposal prints, in its words, so the client reads them on
 * the page before ticking 'I agree to ... its terms': the payment terms (with
 * the deposit due on acceptance), the valid-until date, the company's
 * standard conditions and the job's scope notes and exclusions ('' when none).
 */
export type ClientTerms = { payment: string; validUntil: string; conditions: readonly string[]; scopeNotes: string };

/** The sent proposal as the client page shows it: the document as it was sent, with when and until when, its terms, and what the client may choose (null: no choice offered). */
export type ClientProposal = ClientDocument & {
  sentOn: string;
  validUntil: string;
  sha256: string;
  terms: ClientTerms;
  choice: ClientChoice | null;
};

export type RecordedAnswerView = { answer: 'Accepted' | 'Declined' | 'Uploaded'; on: string; signerName: string | null; signerTitle: string | null; reason: string | null; reasonText: string | null };

export type ClientPageData =
  | { kind: 'not-found' }
  | { kind: 'dead'; reason: 'superseded' | 'withdrawn' | 'expired'; contact: Contact | null; jobName: string }
  | { kind: 'live' | 'answered'; proposal: ClientProposal; answer: RecordedAnswerView | null; contact: Contact | null };

/**
 * The document as it was sent: the snapshot stored with the sending, taken
 * from the data the stored PDF was printed from, so a later edit of the job,
 * the client, the catalogue or the company settings never shows here. A
 * sending stored before snapshots existed (null) is shown from today's data.
 */
function sentDocument(state: Extract<LinkState, { kind: 'live' | 'answered' }>): ClientDocument | null {
  if (state.send.clientDocument !== null) return readClientDocument(state.send.clientDocument);
  const loaded = loadDocument({ brandSlug: state.job.brandSlug, jobNumber: state.job.jobNumber, version: state.version.versionNumber });
  return loaded.ok ? clientDocument(proposalModel(loaded.doc.party, loaded.doc.lines)) : null;
}

function proposalOf(state: Extract<LinkState, { kind: 'live' | 'answered' }>, asked: URLSearchParams): ClientProposal | null {
  const sent = sentDocument(state);
  if (!sent) return null;
  const validUntil = dayText(state.send.validUntil);
  const deposit = sent.totals.deposit;
  const choice = clientChoice(sent, state.answer, asked);
  const terms: ClientTerms = {
    // As the proposal's closing block prints it (app/documents/proposal-closing.tsx); with a choice the deposit follows it, so it is named, not priced.
    payment: `${sent.job.jobTerms || 'As agreed'}${deposit ? (choice ? '; the deposit shown with the totals is due on acceptance.' : `; ${deposit.amount} due on acceptance.`) : ''}`,
    validUntil,
    conditions: STANDARD_TERMS,
    // A sending stored before its scope notes were kept reads today's.
    scopeNotes: sent.job.scopeNotes ?? state.job.scopeNotes ?? '',
  };
  return { ...sent, sentOn: formatListDate(state.send.sentAt), validUntil, sha256: state.send.sha256, terms, choice };
}

/** The page at /p/{token}; `asked`: its query (the choice an 'Update total' without JavaScript carries). */
export function clientPage(token: string, asked: URLSearchParams = new URLSearchParams()): ClientPageData {
  const state = linkState(token);
  if (state.kind === 'not-found') return state;
  if (state.kind === 'dead') return state;
  const proposal = proposalOf(state, asked);
  if (!proposal) return { kind: 'not-found' };
  noteFirstView(state);
  const a = state.answer;
  return {
    kind: state.kind,
    proposal,
    contact: state.contact,
    answer: a ? { answer: a.answer, on: formatListDate(a.createdAt), signerName: a.signerName, signerTitle: a.signerTitle, reason: a.reason, reasonText: a.reasonText } : null,
  };
}

export const CLIENT_PAGE_HEADERS = {
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
};

const wantsJson = (request: Request) => (request.headers.get('Accept') ?? '').includes('application/json');

export const PROBLEMS = {
  accept: 'To accept, type your full name and your title, and tick the box to agree to the terms.',
  decline: 'To decline, choose a reason.',
  limited: 'Too many attempts. Please try again in a few minutes.',
  ...CHOICE_PROBLEMS,
} as const;
export type Problem = keyof typeof PROBLEMS;

/**
 * The page sends no referrer (its link holds the token), so a browser's form
 * post carries `Origin: null`; the fetch metadata still says whether the post
 * came from this site. No cookie is involved: the token itself is the only
 * credential, which a cross-site page cannot know.
 */
function fromOurPage(request: Request): boolean {
  const site = request.headers.get('Sec-Fetch-Site');
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.get('Origin');
  if (origin && origin !== 'null' && origin !== appOrigin && origin !== new URL(request.url).origin) return false;
  return !(origin === 'null' && site !== 'same-origin');
}

/**
 * Accept / Decline (/p/{token}/answer): rate-limited per link and per client
 * address, parsed, recorded once. A form post goes back to the page with a
 * 303 (which then shows the recorded answer, or what to fix); asked for
 * JSON, the answer is JSON.
 */
export async function clientAnswerAction(request: Request, token: string) {
  const json = wantsJson(request);
  const page = `/p/${token}`;
  // What to fix lands at the forms (#respond), not at the top of a long page; an answer lands at the top, where its confirmation is.
  const back = (problem?: Problem) => redirect(problem ? `${page}?problem=${problem}#respond` : page, { status: 303, headers: CLIENT_PAGE_HEADERS });
  if (request.method !== 'POST') return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
  if (!fromOurPage(request)) return data({ error: 'Cross-site request refused' }, { status: 403, headers: CLIENT_PAGE_HEADERS });
  const formData = await request.formData();
  const form = Object.fromEntries(formData);
  const chosen = readChoiceFields(formData.entries());
  const address = clientAddress(request);
  const limit = takeClientAnswer(hashToken(token), address);
  if (!limit.ok) {
    if (!json) return back('limited');
    const error = `Too many attempts. Please try again in ${minutesText(limit.retryAfterSeconds)}.`;
    return data({ error }, { status: 429, headers: { ...CLIENT_PAGE_HEADERS, 'Retry-After': String(limit.retryAfterSeconds) } });
  }
  const parsed = answerSchema.safeParse(form);
  if (!parsed.success) {
    if (!json) return back(form.intent === 'decline' ? 'decline' : 'accept');
    return data({ error: 'Invalid request', fields: fieldErrors(parsed.error) }, { status: 400, headers: CLIENT_PAGE_HEADERS });
  }
  const result = answerProposal(token, parsed.data, { ip: address, userAgent: request.headers.get('User-Agent') ?? '' }, chosen);
  if (!result.ok && result.choiceError) {
    if (!json) return back(choiceProblem(result.choiceError));
    return data({ error: result.choiceError, fields: { chosenLineIds: [result.choiceError] } }, { status: 400, headers: CLIENT_PAGE_HEADERS });
  }
  if (!result.ok) {
    const status = result.state.kind === 'not-found' ? 404 : 410;
    if (json) return data({ error: status === 404 ? 'This link is not valid' : 'This link no longer works' }, { status, headers: CLIENT_PAGE_HEADERS });
    return back();
  }
  const a = result.answer;
  // Printed after the commit, so a slow or failed print never holds up or loses the acceptance (docs/choices.md § The accepted selection).
  if (a.answer === 'Accepted' && !result.replay) await keepAcceptedSelection(a.id);
  if (!json) return back();
  return data(
    {
      answer: a.answer,
      recordedAt: new Date(a.createdAt).toISOString(),
      signerName: a.signerName,
      signerTitle: a.signerTitle,
      reason: a.reason,
      documentSha256: a.documentSha256,
      replay: result.replay,
      ...acceptedChoiceJson(a),
    },
    { headers: CLIENT_PAGE_HEADERS },
  );
}
