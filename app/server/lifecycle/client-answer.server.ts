/**
 * What a client link reaches: exactly one sending of one
 * version. A token is looked up by its hash only; unknown, malformed and
 * never-issued tokens all read as 'not-found', with nothing about why. A
 * known link that is dead says which (replaced, withdrawn, expired) and whom
 * to contact. Accept and Decline are idempotent: the first answer is kept,
 * a replay finds it and writes nothing.
 */
import { eq } from 'drizzle-orm';
import { format } from 'date-fns';
import { formatListDate } from '~/domain/dates';
import { now as clockNow } from '~/server/config.server';
import { getDb, schema } from '~/server/db.server';
import { appOrigin } from '~/server/config.server';
import { queueMail } from '~/server/mail.server';
import { getJob, type JobDetail } from '~/server/jobs/job-detail.server';
import { answerMail, type Letter } from '~/domain/lifecycle/send-form';
import { move, shownState, type ShownState } from '~/domain/lifecycle/states';
import type { AnswerForm } from '~/domain/lifecycle/answer-form';
import { readClientDocument } from '~/domain/lifecycle/client-document';
import { recordHistory } from './history.server';
import { recordChoice, type RecordedChoice } from '~/server/choices/accept-choice.server';
import { acceptedInWords, acceptedSentence } from '~/server/choices/accepted-words.server';
import { acceptedDetail } from '~/domain/history/sentences';
import { CHOICE_MESSAGES } from '~/domain/choices/selection';
import type { ReadChoice } from '~/domain/choices/choice-form';
import { hashToken, TOKEN_PATTERN } from './tokens.server';
import { setVersionState, today, versionById, type VersionRecord } from './version-state.server';

const { proposalSends, proposalAnswers, users } = schema;

type SendRow = typeof proposalSends.$inferSelect;
export type RecordedAnswer = typeof proposalAnswers.$inferSelect;

export type Contact = { name: string; email: string };

export type LinkState =
  | { kind: 'not-found' }
  | { kind: 'dead'; reason: 'superseded' | 'withdrawn' | 'expired'; contact: Contact | null; jobName: string }
  | { kind: 'live' | 'answered'; send: SendRow; version: VersionRecord; job: JobDetail; answer: RecordedAnswer | null; shown: ShownState; contact: Contact | null };

/** Whom the client should contact: the project manager, else whoever sent it. */
function contactFor(job: JobDetail, send: SendRow): Contact | null {
  const id = job.projectManagerId ?? send.sentById;
  if (id === null) return null;
  const row = getDb().select({ email: users.email, fullName: users.fullName }).from(users).where(eq(users.id, id)).get();
  return row ? { name: row.fullName ?? row.email, email: row.email } : null;
}

export function linkState(token: string, day = today()): LinkState {
  if (!TOKEN_PATTERN.test(token)) return { kind: 'not-found' };
  const send = getDb().select().from(proposalSends).where(eq(proposalSends.tokenHash, hashToken(token))).get();
  // A link marked as sent outside Signboard was never shown to anyone: treat it as unknown.
  if (!send || send.method === 'marked') return { kind: 'not-found' };
  const version = versionById(getDb(), send.jobVersionId);
  const job = version ? getJob(version.jobId) : null;
  if (!version || !job) return { kind: 'not-found' };
  const contact = contactFor(job, send);
  const answer = getDb().select().from(proposalAnswers).where(eq(proposalAnswers.sendId, send.id)).get() ?? null;
  const shown = shownState(version.state, send.validUntil, day);
  if (answer) return { kind: 'answered', send, version, job, answer, shown, contact };
  // A dead link names the proposal as it was sent (the job may have been renamed since).
  const jobName = (send.clientDocument !== null ? readClientDocument(send.clientDocument)?.job.jobName : null) ?? job.jobName;
  if (send.endReason) return { kind: 'dead', reason: send.endReason, contact, jobName };
  if (shown === 'Expired' || send.validUntil < day) return { kind: 'dead', reason: 'expired', contact, jobName };
  return { kind: 'live', send, version, job, answer: null, shown, contact };
}

/** The first view by the client is recorded once. */
export function noteFirstView(state: LinkState): void {
  if (state.kind !== 'live' || state.send.firstViewedAt !== null) return;
  getDb().transaction(
    (tx) => {
      const changed = tx.update(proposalSends).set({ firstViewedAt: clockNow() }).where(eq(proposalSends.id, state.send.id)).run();
      if (changed.changes > 0) recordHistory(tx, { jobId: state.job.id, versionNumber: state.version.versionNumber, event: 'viewed by client', detail: 'First view of the proposal link', actor: { kind: 'client', name: '' } });
    },
    { behavior: 'immediate' },
  );
}

export type AnswerMeta = { ip: string; userAgent: string };
/** A refused choice (`choiceError`, docs/choices.md § Which lines count) records nothing, like a dead link. */
export type AnswerResult = { ok: true; answer: RecordedAnswer; replay: boolean } | { ok: false; state: LinkState; choiceError?: string };

function staffToTell(job: JobDetail, send: SendRow): string[] {
  const ids = [send.sentById, job.projectManagerId].filter((id): id is number => id !== null);
  const emails = ids.map((id) => getDb().select({ email: users.email }).from(users).where(eq(users.id, id)).get()?.email).filter((e): e is string => Boolean(e));
  return [...new Set(emails)];
}

function tellStaff(job: JobDetail, send: SendRow, letter: Letter): void {
  for (const to of staffToTell(job, send)) queueMail({ to, ...letter });
}

/** 'Nov 26th, 2026 at 12:02 PM (UTC)': the moment as the server's TZ reads it, named. */
function signedAt(at: number): string {
  return `${formatListDate(at)} at ${format(at, 'h:mm a')} (${Intl.DateTimeFormat().resolvedOptions().timeZone})`;
}

/**
 * Records the client's answer once, in one IMMEDIATE transaction: the
 * version Approved (frozen) or Declined, the answer with its signature
 * details, a history row. A replay (same or other answer) returns the first.
 */
export function answerProposal(token: string, form: AnswerForm, meta: AnswerMeta, chosen: ReadChoice = { kind: 'none' }): AnswerResult {
  const result = getDb().transaction(
    (tx): AnswerResult => {
      const state = linkState(token);
      if (state.kind === 'answered' && state.answer) return { ok: true, answer: state.answer, replay: true };
      if (state.kind !== 'live') return { ok: false, state };
      const transition = form.intent === 'accept' ? 'accept' : 'decline';
      const moved = move(transition, state.version, today());
      if (!moved.ok) return { ok: false, state };
      const now = clockNow();
      // The lines the client chose (the recommended ones when the form named none), checked and kept with the version.
      let choice: Extract<RecordedChoice, { ok: true }> | null = null;
      if (form.intent === 'accept') {
        if (chosen.kind === 'malformed') return { ok: false, state, choiceError: CHOICE_MESSAGES.notOfVersion };
        const recorded = recordChoice(tx, state.job, state.version, chosen.kind === 'ids' ? chosen.ids : null);
        if (!recorded.ok) return { ok: false, state, choiceError: recorded.error };
        choice = recorded;
      }
      const answer = tx
        .insert(proposalAnswers)
        .values({
          sendId: state.send.id,
          answer: form.intent === 'accept' ? 'Accepted' : 'Declined',
          // The person who answered: the signature, or the name a decline gave (null when it gave none).
          signerName: form.intent === 'accept' ? form.signerName : form.declinerName || null,
          signerTitle: form.intent === 'accept' ? form.signerTitle : null,
          reason: form.intent === 'decline' ? form.reason : null,
          reasonText: form.intent === 'decline' ? form.reasonText || null : null,
          ip: meta.ip,
          userAgent: meta.userAgent.slice(0, 500),
          documentSha256: state.send.sha256,
          createdAt: now,
          chosenLineIds: choice ? JSON.stringify(choice.ids) : null,
          chosenTotals: choice ? JSON.stringify(choice.totals) : null,
        })
        .returning()
        .get();
      setVersionState(tx, state.version, moved.to, moved.to === 'Approved' ? { approvedAt: now } : {});
      // An acceptance names what was chosen: 'Client (Megan Kowalski) accepted version 1: chose ...; added ...'.
      const detail =
        form.intent === 'accept'
          ? acceptedDetail(choice ? acceptedSentence(state.version.id, choice.ids) : '', `Signed '${form.signerName}', ${form.signerTitle}; IP ${meta.ip}; SHA-256 ${state.send.sha256}`)
          : `Reason: ${form.reason}${form.reasonText ? ` (${form.reasonText})` : ''}`;
      recordHistory(tx, {
        jobId: state.job.id,
        versionNumber: state.version.versionNumber,
        event: form.intent === 'accept' ? 'accepted' : 'declined',
        detail,
        // Names the person who answered: 'Client (Megan Kowalski) accepted version 1'.
        actor: { kind: 'client', name: form.intent === 'accept' ? form.signerName : form.declinerName || state.job.contactName || '' },
        at: now,
      });
      return { ok: true, answer, replay: false };
    },
    { behavior: 'immediate' },
  );
  if (result.ok && !result.replay) {
    const state = linkState(token);
    if (state.kind === 'answered') {
      const jobLink = new URL(`/job/${encodeURIComponent(state.job.brandSlug)}/${encodeURIComponent(state.job.jobNumber)}?version=${state.version.versionNumber}`, appOrigin).toString();
      const a = result.answer;
      tellStaff(
        state.job,
        state.send,
        answerMail({
          answer: a.answer === 'Accepted' ? 'accepted' : 'declined',
          jobName: state.job.jobName,
          versionNumber: state.version.versionNumber,
          who: a.answer === 'Accepted' ? `${a.signerName ?? ''} (${a.signerTitle ?? ''})` : a.signerName || state.job.contactName || 'The client',
          detail: a.answer === 'Accepted' ? `Signed on ${signedAt(a.createdAt)} from ${a.ip ?? ''}.` : `Reason: ${a.reason ?? ''}${a.reasonText ? `: ${a.reasonText}` : ''}`,
          choice: a.answer === 'Accepted' ? acceptedInWords(state.version.id, a) : [],
          jobLink,
        }),
      );
    }
  }
  return result;
}
