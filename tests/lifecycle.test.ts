/**
 * A quote's life against a fresh database: send (printed once, stored with its
 * SHA-256, mailed with the PDF and the link), mark-sent, withdraw,
 * supersede; every transition allowed and refused through the server; the
 * client link (guessed, truncated, superseded, another job's, expired,
 * withdrawn: refused alike); accept replayed records one answer; and the
 * freeze: every line write to an approved version refused with nothing
 * changed, while New Version from it works.
 */
import { testStaff } from './support/staff-actor';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { getJob, type JobDetail } from '../app/server/jobs/job-detail.server';
import { createVersion } from '../app/server/jobs/job-versions.server';
import { planBrandMove } from '../app/server/jobs/brand-move.server';
import { removeLinePicture, setLinePicture } from '../app/server/line-items/pictures.server';
import { markSent, sendProposal, withdrawProposal } from '../app/server/lifecycle/send.server';
import { answerProposal, linkState } from '../app/server/lifecycle/client-answer.server';
import { historyPage } from '../app/server/lifecycle/history.server';
import { hashToken, sha256Hex } from '../app/server/lifecycle/tokens.server';
import { closePdfBrowser } from '../app/server/pdf/browser.server';
import { flushMail } from '../app/server/mail.server';
import {
  addLineItem,
  deleteLineItem,
  moveLineItem,
  reorderLineItems,
  resetLineItemPricing,
  setLineItemPrices,
  updateLineItem,
} from '../app/server/line-items/line-item-writes.server';
import { restoreDeletedLine } from '../app/server/line-items/line-item-undo.server';
import { defaultValidUntil } from '../app/domain/lifecycle/states';
import { makeJob, type JobFixture } from './support/job-detail-fixtures';
import { linesOf, snapshot } from './support/line-items-fixtures';

const db = () => getDb();
const user = { id: 0, fullName: 'Sam Ortiz', firstName: null, lastName: null };
const validUntil = defaultValidUntil(Date.now());
const form = (version: number, to = ['pat@example.com']) => ({ to, cc: [], subject: 'Your proposal', message: 'Please find it attached.', version, validUntil });

function detail(f: JobFixture): JobDetail {
  return getJob(f.jobId)!;
}
function stateOf(jobId: number, versionNumber: number) {
  return db()
    .select({ state: schema.jobVersions.state })
    .from(schema.jobVersions)
    .where(eq(schema.jobVersions.jobId, jobId))
    .all()
    .map((v) => v.state)[versionNumber - 1];
}
function lastMail() {
  return db().select().from(schema.mailOutbox).orderBy(desc(schema.mailOutbox.id)).get()!;
}
function tokenOf(mailText: string): string {
  return /\/p\/([A-Za-z0-9_-]{43})/.exec(mailText)![1]!;
}
const meta = { ip: '203.0.113.9', userAgent: 'vitest' };
const accept = { intent: 'accept' as const, signerName: 'Pat Lee', signerTitle: 'Owner', agree: 'on' as const };

let job: JobFixture;

beforeAll(() => {
  job = makeJob();
  user.id = job.userId;
});
afterAll(async () => {
  await flushMail();
  await closePdfBrowser();
});

describe('send', () => {
  it('prints once, stores the bytes with their SHA-256, mails the PDF and a link whose token is stored only as a hash', async () => {
    const result = await sendProposal(detail(job), form(1), user);
    expect(result.ok).toBe(true);
    const send = db().select().from(schema.proposalSends).where(eq(schema.proposalSends.jobVersionId, job.versionId)).get()!;
    expect(send.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(send.sha256).toBe(sha256Hex(send.pdf));
    const mail = lastMail();
    expect(mail.to).toBe('pat@example.com');
    const attachments = JSON.parse(mail.attachments!) as { filename: string; sha256: string; contentType: string }[];
    expect(attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf', sha256: send.sha256 })]);
    const token = tokenOf(mail.text);
    expect(token.length).toBe(43); // 256 bits
    expect(send.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(db().select().from(schema.proposalSends).all().map(({ pdf: _p, ...r }) => r))).not.toContain(token);
    expect(stateOf(job.jobId, 1)).toBe('Sent');
    expect(detail(job).status).toBe('Sent');
    expect(linkState(token).kind).toBe('live');
  });

  it('prints the valid-until date chosen when sending on the stored proposal', async () => {
    const f = makeJob();
    const chosen = '2031-01-15';
    expect((await sendProposal(detail(f), { ...form(1), validUntil: chosen }, user)).ok).toBe(true);
    const send = db().select().from(schema.proposalSends).where(eq(schema.proposalSends.jobVersionId, f.versionId)).get()!;
    const { extractText } = await import('unpdf');
    const { text } = await extractText(new Uint8Array(send.pdf), { mergePages: true });
    expect(text).toContain('January 15, 2031');
  });

  it('refuses sending a Sent version again, with nothing written', async () => {
    const before = db().select().from(schema.proposalSends).all().length;
    const result = await sendProposal(detail(job), form(1), user);
    expect(result).toMatchObject({ ok: false, status: 409, error: 'Version 1 is Sent, so it cannot be sent.' });
    expect(db().select().from(schema.proposalSends).all().length).toBe(before);
  });

  it('refuses a valid-until in the past and an unknown version', async () => {
    const v2 = makeJob();
    expect(await sendProposal(detail(v2), { ...form(1), validUntil: '2000-01-01' }, user)).toMatchObject({ ok: false, status: 400, fieldErrors: { validUntil: [expect.any(String)] } });
    expect(await sendProposal(detail(v2), form(9), user)).toMatchObject({ ok: false, status: 404 });
    expect(stateOf(v2.jobId, 1)).toBe('Draft');
  });
});

describe('supersede, withdraw, mark-sent', () => {
  it('sending version 2 supersedes version 1 and kills its link; withdraw returns version 2 to Draft and kills its link', async () => {
    const f = makeJob();
    await sendProposal(detail(f), form(1), user);
    const first = tokenOf(lastMail().text);
    expect(createVersion(f.jobId, 1, f.userId).ok).toBe(true);
    await sendProposal(detail(f), form(2), user);
    const second = tokenOf(lastMail().text);
    expect(stateOf(f.jobId, 1)).toBe('Superseded');
    expect(stateOf(f.jobId, 2)).toBe('Sent');
    expect(linkState(first)).toMatchObject({ kind: 'dead', reason: 'superseded' });
    expect(withdrawProposal(detail(f), { version: 2 }, user).ok).toBe(true);
    expect(stateOf(f.jobId, 2)).toBe('Draft');
    expect(linkState(second)).toMatchObject({ kind: 'dead', reason: 'withdrawn' });
    expect(detail(f).status).toBe('Draft');
    // Withdraw of a Draft, and of a Superseded version: refused.
    expect(withdrawProposal(detail(f), { version: 2 }, user)).toMatchObject({ ok: false, status: 409 });
    expect(withdrawProposal(detail(f), { version: 1 }, user)).toMatchObject({ ok: false, status: 409, error: 'Version 1 is Superseded, so it cannot be withdrawn.' });
    const events = historyPage(f.jobId, 0).rows.map((r) => `${r.versionNumber} ${r.event} by ${r.actorName}`);
    expect(events).toEqual(['2 withdrawn by Sam Ortiz', '2 sent by Sam Ortiz', '1 superseded by Sam Ortiz', '2 version created by Sam Ortiz', '1 sent by Sam Ortiz']);
  });

  it('mark-sent stores the printed PDF without an e-mail; its hidden link reaches nothing', async () => {
    const f = makeJob();
    const mails = db().select().from(schema.mailOutbox).all().length;
    const result = await markSent(detail(f), { version: 1, validUntil }, user);
    expect(result.ok).toBe(true);
    expect(db().select().from(schema.mailOutbox).all().length).toBe(mails);
    const send = db().select().from(schema.proposalSends).where(eq(schema.proposalSends.jobVersionId, f.versionId)).get()!;
    expect(send.method).toBe('marked');
    expect(sha256Hex(send.pdf)).toBe(send.sha256);
    expect(stateOf(f.jobId, 1)).toBe('Sent');
  });
});

describe('the client link', () => {
  it('refuses guessed, truncated, superseded, withdrawn and expired tokens, and reaches only its own version', async () => {
    const f = makeJob();
    await sendProposal(detail(f), form(1), user);
    const token = tokenOf(lastMail().text);
    expect(linkState('A'.repeat(43))).toEqual({ kind: 'not-found' });
    expect(linkState(token.slice(0, 42))).toEqual({ kind: 'not-found' });
    expect(linkState(`${token}x`)).toEqual({ kind: 'not-found' });
    const live = linkState(token);
    expect(live.kind === 'live' && live.job.id).toBe(f.jobId);
    const other = makeJob();
    await sendProposal(detail(other), form(1), user);
    const otherToken = tokenOf(lastMail().text);
    const otherState = linkState(otherToken);
    expect(otherState.kind === 'live' && otherState.job.id).toBe(other.jobId);
    // Expired: the day after valid-until.
    const after = new Date(Date.parse(`${validUntil}T12:00:00`) + 86_400_000);
    vi.useFakeTimers({ now: after, toFake: ['Date'] });
    try {
      expect(linkState(token)).toMatchObject({ kind: 'dead', reason: 'expired' });
      expect(answerProposal(token, accept, meta)).toMatchObject({ ok: false, state: { kind: 'dead', reason: 'expired' } });
      // The job as the API answers it reads Expired, as the list and page do; the stored status stays Sent.
      expect(getJob(f.jobId)!.status).toBe('Expired');
    } finally {
      vi.useRealTimers();
    }
    expect(stateOf(f.jobId, 1)).toBe('Sent');
  });

  it('records one answer when accept is replayed, and refuses a decline after it', async () => {
    const f = makeJob();
    await sendProposal(detail(f), form(1), user);
    const token = tokenOf(lastMail().text);
    const first = answerProposal(token, accept, meta);
    const again = answerProposal(token, accept, meta);
    const decline = answerProposal(token, { intent: 'decline', reason: 'Other', reasonText: 'changed my mind' }, meta);
    expect(first).toMatchObject({ ok: true, replay: false, answer: { answer: 'Accepted', signerName: 'Pat Lee', signerTitle: 'Owner', ip: meta.ip, userAgent: 'vitest' } });
    expect(again).toMatchObject({ ok: true, replay: true });
    expect(decline).toMatchObject({ ok: true, replay: true, answer: { answer: 'Accepted' } });
    const send = db().select().from(schema.proposalSends).where(eq(schema.proposalSends.jobVersionId, f.versionId)).get()!;
    expect(db().select().from(schema.proposalAnswers).where(eq(schema.proposalAnswers.sendId, send.id)).all()).toHaveLength(1);
    expect(first.ok && first.answer.documentSha256).toBe(send.sha256);
    expect(stateOf(f.jobId, 1)).toBe('Approved');
    expect(getJob(f.jobId)!.status).toBe('Approved');
    await flushMail();
    const told = db().select().from(schema.mailOutbox).all().filter((m) => m.subject.includes('was accepted by the client')).map((m) => m.to);
    expect(told).toEqual(expect.arrayContaining(['estimator@test.local', 'pm@test.local']));
    const history = historyPage(f.jobId, 0).rows;
    expect(history[0]).toMatchObject({ event: 'accepted', actorName: 'Client (Pat Lee)' });
    expect(history.filter((r) => r.event === 'accepted')).toHaveLength(1);
  });

  it('records a decline with its reason', async () => {
    const f = makeJob();
    await sendProposal(detail(f), form(1), user);
    const token = tokenOf(lastMail().text);
    expect(answerProposal(token, { intent: 'decline', reason: 'Price is too high', reasonText: 'Over budget' }, meta)).toMatchObject({ ok: true, answer: { answer: 'Declined', reason: 'Price is too high', reasonText: 'Over budget' } });
    expect(stateOf(f.jobId, 1)).toBe('Declined');
    expect(getJob(f.jobId)!.status).toBe('Declined');
  });
});

describe('the freeze', () => {
  let f: JobFixture;
  let lineId: number;
  let deletionId: number;
  beforeAll(async () => {
    f = makeJob();
    lineId = linesOf(f.versionId)[0]!.id;
    // A line deleted before approval: its Undo must not put it back into the approved version.
    const spare = linesOf(f.versionId)[2]!.id;
    const deleted = deleteLineItem(testStaff, spare, f.versionId);
    if (!deleted.ok) throw new Error('delete failed');
    deletionId = deleted.value.deletionId;
    await sendProposal(detail(f), form(1), user);
    answerProposal(tokenOf(lastMail().text), accept, meta);
  });

  it('refuses every line write with 409 and the message, changing nothing', () => {
    const before = snapshot(f.versionId, f.jobId);
    const line = linesOf(f.versionId)[0]!;
    const draft = { lineType: line.lineType, serviceId: line.serviceId ?? undefined, signId: line.signId ?? undefined, quantity: 5, selectedOptions: {}, pricingMode: 'Calculated' as const, customDescription: null };
    const results = [
      addLineItem(testStaff, f.versionId, draft),
      updateLineItem(testStaff, lineId, f.versionId, draft),
      deleteLineItem(testStaff, lineId, f.versionId),
      moveLineItem(testStaff, lineId, 2, f.versionId),
      reorderLineItems(testStaff, f.versionId, linesOf(f.versionId).map((l) => l.id).reverse()),
      resetLineItemPricing(testStaff, lineId, f.versionId),
      setLineItemPrices(testStaff, lineId, { price: 1, install: 1, budget: 1, installBudget: 1 }, f.versionId),
      restoreDeletedLine(testStaff, deletionId, f.versionId),
    ];
    for (const result of results) {
      expect(result).toMatchObject({ ok: false, status: 409, error: expect.stringMatching(/^Version 1 was approved on .+ and cannot be changed\. Create a new version to revise it\.$/) });
    }
    expect(snapshot(f.versionId, f.jobId)).toBe(before);
  });

  it('refuses a picture upload or removal on an approved line, with nothing written', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } }).png().toBuffer();
    const upload = await setLinePicture(testStaff, lineId, f.versionId, new Uint8Array(png));
    expect(upload).toMatchObject({ ok: false, status: 409, error: expect.stringMatching(/^Version 1 was approved on /) });
    expect(removeLinePicture(testStaff, lineId, f.versionId)).toMatchObject({ ok: false, status: 409 });
    expect(db().select().from(schema.lineItemPictures).where(eq(schema.lineItemPictures.lineItemId, lineId)).all()).toEqual([]);
  });

  it('refuses moving the job to another brand, since the approved lines would change, with nothing written', () => {
    const before = snapshot(f.versionId, f.jobId);
    const plan = planBrandMove(db(), f.jobId, f.otherBrandId)!;
    expect(plan.refusal).toMatch(/^Version 1 was approved on .* and cannot be changed\. .*Its lines cannot move to another brand\.$/);
    expect(snapshot(f.versionId, f.jobId)).toEqual(before);
  });

  it('lets New Version copy it into an editable Draft', () => {
    const created = createVersion(f.jobId, 1, f.userId);
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(stateOf(f.jobId, 2)).toBe('Draft');
    const copy = linesOf(created.id)[0]!;
    expect(moveLineItem(testStaff, copy.id, 2, created.id).ok).toBe(true);
    expect(deleteLineItem(testStaff, copy.id, created.id).ok).toBe(true);
  });
});

describe('the jobs lists by status', () => {
  it('counts and filters each tab in SQL, Expired read from valid-until', async () => {
    const { listJobs } = await import('../app/server/jobs/job-list.server');
    const { statusCounts } = await import('../app/server/lifecycle/job-status.server');
    const sent = makeJob();
    await sendProposal(detail(sent), form(1), user);
    const expired = makeJob();
    await sendProposal(detail(expired), form(1), user);
    db().update(schema.jobVersions).set({ validUntil: '2001-01-01' }).where(eq(schema.jobVersions.id, expired.versionId)).run();
    const { today } = await import('../app/server/lifecycle/version-state.server');
    const counts = statusCounts(today());
    const ids = (status: string) => listJobs({ status }).jobs.map((j) => j.id);
    expect(ids('expired')).toContain(expired.jobId);
    expect(ids('Expired')).not.toContain(sent.jobId);
    expect(ids('sent')).toContain(sent.jobId);
    expect(ids('SENT')).not.toContain(expired.jobId);
    expect(listJobs({ status: 'expired' }).jobs.find((j) => j.id === expired.jobId)?.status).toBe('Expired');
    for (const status of ['Draft', 'Sent', 'Approved', 'Declined', 'Expired'] as const) {
      expect(listJobs({ status }).total, status).toBe(counts[status]);
    }
    expect(counts.All).toBe(listJobs({}).total);
    expect(counts.Approved).toBeGreaterThan(0);
  });
});

describe('an approval received outside Signboard', () => {
  it('refuses a non-PDF (by its bytes) and a broken PDF, then stores a real one and freezes the version', async () => {
    const { uploadApproval, APPROVAL_MESSAGES } = await import('../app/server/lifecycle/approval.server');
    const { storedDocument } = await import('../app/server/lifecycle/job-view.server');
    const f = makeJob();
    await markSent(detail(f), { version: 1, validUntil }, user);
    const signed = db().select().from(schema.proposalSends).where(eq(schema.proposalSends.jobVersionId, f.versionId)).get()!.pdf;
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const fake = Buffer.from('%PDF-1.7\nnot really a pdf at all\n%%EOF');
    for (const bytes of [html, fake]) {
      expect(await uploadApproval(detail(f), 1, { bytes, fileName: 'signed.pdf' }, user)).toMatchObject({ ok: false, status: 400, error: APPROVAL_MESSAGES.notPdf });
    }
    expect(stateOf(f.jobId, 1)).toBe('Sent');
    expect(await uploadApproval(detail(f), 2, { bytes: signed, fileName: 'signed.pdf' }, user)).toMatchObject({ ok: false, status: 404 });
    const result = await uploadApproval(detail(f), 1, { bytes: signed, fileName: 'Signed by Pat.pdf' }, user);
    expect(result.ok).toBe(true);
    expect(stateOf(f.jobId, 1)).toBe('Approved');
    const send = db().select().from(schema.proposalSends).where(eq(schema.proposalSends.jobVersionId, f.versionId)).get()!;
    const stored = storedDocument(f.jobId, send.id, 'approval')!;
    expect(sha256Hex(stored.pdf)).toBe(sha256Hex(signed));
    expect(stored.fileName).toBe('Signed by Pat.pdf');
    // Another job's id reaches nothing.
    expect(storedDocument(job.jobId, send.id, 'approval')).toBeNull();
    // Frozen like a client's approval; a second upload is refused.
    expect(deleteLineItem(testStaff, linesOf(f.versionId)[0]!.id, f.versionId)).toMatchObject({ ok: false, status: 409 });
    expect(await uploadApproval(detail(f), 1, { bytes: signed, fileName: 'again.pdf' }, user)).toMatchObject({ ok: false, status: 409 });
    expect(historyPage(f.jobId, 0).rows[0]).toMatchObject({ event: 'approval uploaded', actorName: 'Sam Ortiz' });
  });
});
