/**
 * Sending a version: print the proposal once, keep its
 * bytes and SHA-256 (proposal_sends, in the database so db:backup covers
 * them), mail it with the client link, and move the states: this version
 * Sent, any other Sent version of the job Superseded (its link dies).
 * Mark as Sent does the same without the e-mail; Withdraw takes a Sent
 * version back to Draft and kills its link. Each change is one transaction
 * with its history rows; nothing is written when a step is refused.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { now as clockNow } from '~/server/config.server';
import { getDb, schema, type Tx } from '~/server/db.server';
import { appOrigin } from '~/server/config.server';
import { sendMail } from '~/server/mail.server';
import { makeDocument } from '~/server/pdf/documents.server';
import type { JobDetail } from '~/server/jobs/job-detail.server';
import { move, type Transition } from '~/domain/lifecycle/states';
import { proposalMail, validUntilProblem, type SendForm } from '~/domain/lifecycle/send-form';
import { formatListDate } from '~/domain/dates';
import { lossConfirmedDetail, lossConfirmMessage, lossLinesOf, type LossLine } from '~/domain/lifecycle/loss-guard';
import { lineItemTableRows } from '~/server/line-items/line-item-reads.server';
import { clientDocument } from '~/domain/lifecycle/client-document';
import { proposalModel } from '~/domain/proposal/document';
import { recordHistory, type Actor } from './history.server';
import { dropSentTerms, keepSentTerms } from './version-terms.server';
import type { VersionTerms } from '~/domain/lifecycle/version-terms';
import { newToken, sha256Hex } from './tokens.server';
import { setVersionState, today, versionOfJob, versionsOfJob, type VersionRecord } from './version-state.server';

const { proposalSends } = schema;

export type LifecycleResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: 400 | 404 | 409; error: string; fieldErrors: Record<string, string[]>; lossLines?: LossLine[] };

const fail = (status: 400 | 404 | 409, error: string, field = '_'): { ok: false; status: 400 | 404 | 409; error: string; fieldErrors: Record<string, string[]> } => ({
  ok: false,
  status,
  error,
  fieldErrors: { [field]: [error] },
});

type Staff = { id: number; fullName: string | null; firstName: string | null; lastName: string | null };

/** 'December 26, 2026' from '2026-12-26' (a calendar day, no time zone shift). */
export function dayText(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return formatListDate(new Date(y!, m! - 1, d!));
}

function check(transition: Transition, jobId: number, versionNumber: number, db: Tx | ReturnType<typeof getDb> = getDb()): LifecycleResult<VersionRecord> {
  const version = versionOfJob(db, jobId, versionNumber);
  if (!version) return fail(404, 'Version not found', 'version');
  const moved = move(transition, version, today());
  if (!moved.ok) return fail(409, moved.message, 'version');
  return { ok: true, value: version };
}

/** Ends the live sending of a version (superseded or withdrawn). */
function endSends(tx: Tx, versionId: number, reason: 'superseded' | 'withdrawn', now: number): void {
  tx.update(proposalSends)
    .set({ endReason: reason, endedAt: now })
    .where(and(eq(proposalSends.jobVersionId, versionId), isNull(proposalSends.endedAt)))
    .run();
}

/**
 * The guardrail: a version with Loss lines goes out only when the
 * sender confirmed; else 409 naming the lines. The lines confirmed are
 * returned, to be recorded with the sending.
 */
function lossGuard(version: VersionRecord, confirmed: boolean | undefined): LifecycleResult<LossLine[]> {
  const lines = lossLinesOf(lineItemTableRows(version.id));
  if (lines.length && !confirmed) {
    return { ...fail(409, lossConfirmMessage(version.versionNumber, lines), 'confirmLoss'), lossLines: lines };
  }
  return { ok: true, value: lines };
}

/** The printed bytes, and the client page's view of the very data they were printed from (JSON). */
type Printed = { pdf: Buffer; sha256: string; fileName: string; clientDocument: string; terms: VersionTerms };

/** Prints the proposal once, with the valid-until date the person chose ('YYYY-MM-DD', read at noon so no zone moves the day). */
async function printOnce(job: JobDetail, versionNumber: number, validUntil: string): Promise<LifecycleResult<Printed>> {
  const made = await makeDocument('proposal', { brandSlug: job.brandSlug, jobNumber: job.jobNumber, version: versionNumber, validUntil: new Date(`${validUntil}T12:00:00`) });
  if (!made.ok) return fail(404, made.error, 'version');
  const pdf = Buffer.from(made.document.pdf);
  const seen = JSON.stringify(clientDocument(proposalModel(made.doc.party, made.doc.lines)));
  return { ok: true, value: { pdf, sha256: sha256Hex(pdf), fileName: made.document.fileName, clientDocument: seen, terms: made.doc.terms } };
}

/**
 * Inside one IMMEDIATE transaction: the version is still Draft, every other
 * Sent version of the job becomes Superseded, the sending is stored, the
 * version becomes Sent. History rows for each.
 */
function commitSend(
  job: JobDetail,
  versionNumber: number,
  transition: 'send' | 'mark-sent',
  sending: { tokenHash: string; validUntil: string; printed: Printed; recipients: string | null; subject: string | null; message: string | null; detail: string; lossLines: LossLine[] },
  user: Staff,
): LifecycleResult<{ sendId: number; versionNumber: number }> {
  return getDb().transaction(
    (tx) => {
      const checked = check(transition, job.id, versionNumber, tx);
      if (!checked.ok) return checked;
      const version = checked.value;
      const now = clockNow();
      const actor: Actor = { kind: 'staff', user };
      for (const other of versionsOfJob(tx, job.id)) {
        if (other.id === version.id || other.state !== 'Sent') continue;
        endSends(tx, other.id, 'superseded', now);
        setVersionState(tx, other, 'Superseded');
        recordHistory(tx, { jobId: job.id, versionNumber: other.versionNumber, event: 'superseded', detail: `Replaced by version ${versionNumber}; its link no longer works`, actor, at: now });
      }
      const row = tx
        .insert(proposalSends)
        .values({
          jobVersionId: version.id,
          tokenHash: sending.tokenHash,
          method: transition === 'send' ? 'email' : 'marked',
          validUntil: sending.validUntil,
          fileName: sending.printed.fileName,
          pdf: sending.printed.pdf,
          sha256: sending.printed.sha256,
          clientDocument: sending.printed.clientDocument,
          recipients: sending.recipients,
          subject: sending.subject,
          message: sending.message,
          sentById: user.id,
          sentAt: now,
        })
        .returning({ id: proposalSends.id })
        .get();
      setVersionState(tx, version, 'Sent', { validUntil: sending.validUntil });
      // The terms the stored proposal was printed with: from now on every reader shows these, not the job's live ones.
      keepSentTerms(tx, version.id, sending.printed.terms);
      recordHistory(tx, { jobId: job.id, versionNumber, event: transition === 'send' ? 'sent' : 'marked as sent', detail: sending.detail, actor, at: now });
      if (sending.lossLines.length) recordHistory(tx, { jobId: job.id, versionNumber, event: 'loss confirmed', detail: lossConfirmedDetail(sending.lossLines), actor, at: now });
      return { ok: true as const, value: { sendId: row.id, versionNumber } };
    },
    { behavior: 'immediate' },
  );
}

/** The client page's address for a token. */
export function clientLink(token: string): string {
  return new URL(`/p/${token}`, appOrigin).toString();
}

/**
 * Sends version `form.version` by e-mail. The e-mail goes out before the
 * states change, so a mail failure leaves everything as it was; a version
 * sent by someone else meanwhile is refused (409) by the transaction's check.
 */
export async function sendProposal(job: JobDetail, form: SendForm, user: Staff): Promise<LifecycleResult<{ sendId: number; versionNumber: number; link: string }>> {
  const problem = validUntilProblem(form.validUntil, today());
  if (problem) return fail(400, problem, 'validUntil');
  const checked = check('send', job.id, form.version);
  if (!checked.ok) return checked;
  const loss = lossGuard(checked.value, form.confirmLoss);
  if (!loss.ok) return loss;
  const printed = await printOnce(job, form.version, form.validUntil);
  if (!printed.ok) return printed;
  const { token, hash } = newToken();
  const link = clientLink(token);
  const letter = proposalMail({ subject: form.subject, message: form.message, link, validUntilText: dayText(form.validUntil) });
  await sendMail({
    to: form.to.join(', '),
    ...(form.cc.length ? { cc: form.cc.join(', ') } : {}),
    ...letter,
    attachments: [{ filename: printed.value.fileName, content: printed.value.pdf, contentType: 'application/pdf' }],
  });
  const committed = commitSend(
    job,
    form.version,
    'send',
    {
      tokenHash: hash,
      validUntil: form.validUntil,
      printed: printed.value,
      recipients: JSON.stringify({ to: form.to, cc: form.cc }),
      subject: form.subject,
      message: form.message,
      detail: `To ${form.to.join(', ')}${form.cc.length ? `, cc ${form.cc.join(', ')}` : ''}; valid until ${dayText(form.validUntil)}; SHA-256 ${printed.value.sha256}`,
      lossLines: loss.value,
    },
    user,
  );
  if (!committed.ok) return committed;
  return { ok: true, value: { ...committed.value, link } };
}

/** A proposal sent outside Signboard: printed and stored the same way, no e-mail (its link is never shown). */
export async function markSent(job: JobDetail, input: { version: number; validUntil: string; confirmLoss?: boolean }, user: Staff): Promise<LifecycleResult<{ sendId: number; versionNumber: number }>> {
  const problem = validUntilProblem(input.validUntil, today());
  if (problem) return fail(400, problem, 'validUntil');
  const checked = check('mark-sent', job.id, input.version);
  if (!checked.ok) return checked;
  const loss = lossGuard(checked.value, input.confirmLoss);
  if (!loss.ok) return loss;
  const printed = await printOnce(job, input.version, input.validUntil);
  if (!printed.ok) return printed;
  return commitSend(
    job,
    input.version,
    'mark-sent',
    { tokenHash: newToken().hash, validUntil: input.validUntil, printed: printed.value, recipients: null, subject: null, message: null, detail: `Sent outside Signboard; valid until ${dayText(input.validUntil)}; SHA-256 ${printed.value.sha256}`, lossLines: loss.value },
    user,
  );
}

/** Takes a Sent version back: Draft again, its link dead. */
export function withdrawProposal(job: JobDetail, input: { version: number }, user: Staff): LifecycleResult<{ versionNumber: number }> {
  return getDb().transaction(
    (tx) => {
      const checked = check('withdraw', job.id, input.version, tx);
      if (!checked.ok) return checked;
      const now = clockNow();
      endSends(tx, checked.value.id, 'withdrawn', now);
      setVersionState(tx, checked.value, 'Draft', { validUntil: null });
      dropSentTerms(tx, checked.value.id);
      recordHistory(tx, { jobId: job.id, versionNumber: input.version, event: 'withdrawn', detail: 'Its link no longer works', actor: { kind: 'staff', user }, at: now });
      return { ok: true as const, value: { versionNumber: input.version } };
    },
    { behavior: 'immediate' },
  );
}
