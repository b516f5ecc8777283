/**
 * What the client and the invited see, read as the server makes it: the
 * proposal e-mail greets the contact by first name, History names the person
 * who answered ('Client (Megan Kowalski) accepted version 1'), the dev outbox
 * lists a message's attachments and serves their bytes to this machine only,
 * and an invitation's link fills the invited address in on /login.
 */
import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, schema } from '../app/server/db.server';
import { getJob } from '../app/server/jobs/job-detail.server';
import { sendProposal } from '../app/server/lifecycle/send.server';
import { sendPanelData } from '../app/server/lifecycle/job-view.server';
import { answerProposal } from '../app/server/lifecycle/client-answer.server';
import { historyPanel } from '../app/server/lifecycle/history.server';
import { invitedLoginUrl } from '../app/server/users/users.server';
import { closePdfBrowser } from '../app/server/pdf/browser.server';
import { flushMail } from '../app/server/mail.server';
import { withClientAddress } from '../app/server/auth/rate-limit.server';
import { defaultValidUntil } from '../app/domain/lifecycle/states';
import { loader as outboxLoader } from '../app/routes/dev.outbox';
import { loader as attachmentLoader } from '../app/routes/dev.outbox.$messageId.attachments.$index';
import { loader as loginLoader } from '../app/routes/login';
import { call, makeJob } from './support/job-detail-fixtures';

const sender = { fullName: 'Sam Ortiz', firstName: null, lastName: null };

/** A job whose contact is `contactName`, version 1 sent to pat@example.com; gives its job id and the link's token. */
async function sentJob(contactName: string) {
  const f = makeJob();
  const job = getJob(f.jobId)!;
  getDb().update(schema.clientContacts).set({ name: contactName }).where(eq(schema.clientContacts.id, job.contactId!)).run();
  const result = await sendProposal(getJob(f.jobId)!, { to: ['pat@example.com'], cc: [], subject: 'S', message: 'M', version: 1, validUntil: defaultValidUntil(Date.now()) }, { id: f.userId, ...sender });
  if (!result.ok) throw new Error(result.error);
  const mail = getDb().select().from(schema.mailOutbox).orderBy(desc(schema.mailOutbox.id)).get()!;
  return { jobId: f.jobId, token: /\/p\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!, mailId: mail.id };
}

const meta = { ip: '203.0.113.9', userAgent: 'test' };
const sentences = (jobId: number) => historyPanel(jobId, 0).rows.map((r) => r.sentence);

afterAll(async () => {
  await flushMail();
  await closePdfBrowser();
});

describe('the proposal e-mail', () => {
  it('greets the contact by first name, and says a plain hello with no contact name', () => {
    const f = makeJob();
    const job = getJob(f.jobId)!;
    getDb().update(schema.clientContacts).set({ name: 'Megan Kowalski' }).where(eq(schema.clientContacts.id, job.contactId!)).run();
    expect(sendPanelData(getJob(f.jobId)!, 1, sender).message).toMatch(/^Hello Megan,\n\nPlease find attached/);
    getDb().update(schema.clientContacts).set({ name: '' }).where(eq(schema.clientContacts.id, job.contactId!)).run();
    expect(sendPanelData(getJob(f.jobId)!, 1, sender).message).toMatch(/^Hello,\n\nPlease find attached/);
  });
});

describe('History names the person who answered', () => {
  it("writes 'Client (Megan Kowalski) accepted version 1' for the signature typed", async () => {
    const { jobId, token } = await sentJob('Pat Lee');
    expect(answerProposal(token, { intent: 'accept', signerName: 'Megan Kowalski', signerTitle: 'Owner', agree: 'on' }, meta).ok).toBe(true);
    expect(sentences(jobId)[0]).toBe('Client (Megan Kowalski) accepted version 1');
  });

  it('writes the name a decline gives, else the contact the proposal went to', async () => {
    const named = await sentJob('Pat Lee');
    expect(answerProposal(named.token, { intent: 'decline', declinerName: 'Megan Kowalski', reason: 'Other', reasonText: '' }, meta).ok).toBe(true);
    expect(sentences(named.jobId)[0]).toBe('Client (Megan Kowalski) declined version 1');
    const unnamed = await sentJob('Megan Kowalski');
    expect(answerProposal(unnamed.token, { intent: 'decline', reason: 'Price is too high', reasonText: '' }, meta).ok).toBe(true);
    expect(sentences(unnamed.jobId)[0]).toBe('Client (Megan Kowalski) declined version 1');
  });

  it('reads a row stored before with a capital: client (Pat Lee) becomes Client (Pat Lee)', async () => {
    const { jobId } = await sentJob('Pat Lee');
    getDb().insert(schema.jobHistory).values({ jobId, versionNumber: 1, event: 'accepted', detail: '', actorKind: 'client', actorUserId: null, actorName: 'client (Pat Lee)', createdAt: Date.now() }).run();
    expect(sentences(jobId)[0]).toBe('Client (Pat Lee) accepted version 1');
  });
});

describe('the dev outbox', () => {
  let mailId = 0;
  beforeAll(async () => {
    mailId = (await sentJob('Pat Lee')).mailId;
  });

  it("lists a message's attachments with name, type and size, and links their bytes", async () => {
    const res = await withClientAddress('127.0.0.1', () => call(() => outboxLoader()));
    const messages = (res.body as { messages: Array<{ id: number; attachments: Array<{ filename: string; contentType: string; size: string; href: string }> }> }).messages;
    const message = messages.find((m) => m.id === mailId)!;
    expect(message.attachments).toEqual([{ filename: expect.stringMatching(/\.pdf$/), contentType: 'application/pdf', size: expect.stringMatching(/^\d+(\.\d)? (KB|MB)$/), sha256: expect.any(String), href: `/dev/outbox/${mailId}/attachments/0` }]);
  });

  it('serves the bytes the message carried (their SHA-256) to this machine only, and nothing for an unknown one', async () => {
    const args = (messageId: string, index: string) => ({ params: { messageId, index }, request: new Request(`http://localhost/dev/outbox/${messageId}/attachments/${index}`), context: {} }) as never;
    const served = await withClientAddress('127.0.0.1', () => attachmentLoader(args(String(mailId), '0')));
    expect(served.headers.get('Content-Type')).toBe('application/pdf');
    expect(served.headers.get('Content-Disposition')).toMatch(/^attachment; filename=/);
    const bytes = Buffer.from(await served.arrayBuffer());
    const sent = getDb().select().from(schema.proposalSends).orderBy(desc(schema.proposalSends.id)).get()!;
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(sent.sha256);
    const status = async (address: string, messageId: string, index: string) => (await withClientAddress(address, () => call(() => attachmentLoader(args(messageId, index))))).status;
    expect(await status('203.0.113.9', String(mailId), '0')).toBe(404);
    expect(await status('127.0.0.1', String(mailId), '1')).toBe(404);
    expect(await status('127.0.0.1', '999999', '0')).toBe(404);
    expect(await status('127.0.0.1', 'abc', '0')).toBe(404);
  });
});

describe('the invitation link', () => {
  const login = (url: string) => call(() => loginLoader({ request: new Request(url), params: {}, context: {} } as never));

  it('names the invited address, and /login fills it in', async () => {
    const url = invitedLoginUrl('megan.kowalski+signs@example.com');
    expect(url).toMatch(/\/login\?email=megan\.kowalski%2Bsigns%40example\.com$/);
    const page = await login(url);
    expect(page.status).toBe(200);
    expect((page.body as { email: string; sentTo: string | null }).email).toBe('megan.kowalski+signs@example.com');
    expect((page.body as { sentTo: string | null }).sentTo).toBeNull();
  });

  it('ignores an address that is not one', async () => {
    for (const bad of ['not-an-email', `${'a'.repeat(250)}@example.com`, '<script>@x']) {
      const page = await login(`http://localhost:3000/login?email=${encodeURIComponent(bad)}`);
      expect((page.body as { email: string }).email).toBe('');
    }
  });
});
