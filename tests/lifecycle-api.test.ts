/**
 * The /api routes of a quote's life: the same guards as the rest of the
 * contract (401 signed out, 400 naming the field, 404, 409 wrong state or
 * frozen), send / withdraw / mark-sent / approval / documents of a version,
 * and a job's history, paged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { closePdfBrowser } from '../app/server/pdf/browser.server';
import { flushMail } from '../app/server/mail.server';
import { defaultValidUntil } from '../app/domain/lifecycle/states';
import { action as stepAction, loader as stepLoader } from '../app/routes/api/jobs.$id.versions.$versionNumber.$step';
import { loader as historyLoader } from '../app/routes/api/job-history.$jobId';
import { call, cookieFor, makeJob, type JobFixture } from './support/job-detail-fixtures';

const base = 'http://localhost:3000';
let job: JobFixture;
let cookie: string;
const validUntil = defaultValidUntil(Date.now());

beforeAll(async () => {
  job = makeJob();
  cookie = await cookieFor(job.userId);
});
afterAll(async () => {
  await flushMail();
  await closePdfBrowser();
});

function post(step: string, body: unknown, opts: { version?: string; cookie?: string | null; type?: string; jobId?: number } = {}) {
  const params = { id: String(opts.jobId ?? job.jobId), versionNumber: opts.version ?? '1', step };
  const headers: Record<string, string> = { 'Content-Type': opts.type ?? 'application/json' };
  if (opts.cookie !== null) headers.Cookie = opts.cookie ?? cookie;
  const request = new Request(`${base}/api/jobs/${params.id}/versions/${params.versionNumber}/${step}`, { method: 'POST', headers, body: typeof body === "string" ? body : body instanceof Uint8Array ? new Blob([new Uint8Array(body)]) : JSON.stringify(body) });
  return call(() => stepAction({ request, params, context: {} } as never));
}

const sendBody = { to: ['pat@example.com', 'ops@example.com'], cc: [], subject: 'Proposal', message: 'Attached.', validUntil };

describe('/api/jobs/{id}/versions/{n}/{step}', () => {
  it('answers 401 signed out and 404 for an unknown job, version or step', async () => {
    expect((await post('send', sendBody, { cookie: null })).status).toBe(401);
    expect((await post('send', sendBody, { jobId: 999999 })).status).toBe(404);
    expect((await post('send', sendBody, { version: '9' })).status).toBe(404);
    expect((await post('publish', sendBody)).status).toBe(404);
  });

  it('answers 400 naming the field', async () => {
    const bad = await post('send', { ...sendBody, to: ['not-an-address'], validUntil: 'soon' });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { fields: Record<string, string[]> }).fields).sort()).toEqual(['to', 'validUntil']);
  });

  it('sends, refuses a second send (409), withdraws, marks as sent, and lists the stored documents', async () => {
    const sent = await post('send', sendBody);
    expect(sent).toMatchObject({ status: 200, body: { versionNumber: 1, state: 'Sent', jobStatus: 'Sent' } });
    const mail = getDb().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, 'pat@example.com, ops@example.com')).get();
    expect(mail?.attachments).toContain('application/pdf');
    expect((await post('send', sendBody)).status).toBe(409);
    expect(await post('withdraw', {})).toMatchObject({ status: 200, body: { state: 'Draft' } });
    expect((await post('withdraw', {})).status).toBe(409);
    expect(await post('mark-sent', { validUntil })).toMatchObject({ status: 200, body: { state: 'Sent' } });
    const docs = await call(() => stepLoader({ request: new Request(`${base}/x`, { headers: { Cookie: cookie } }), params: { id: String(job.jobId), versionNumber: '1', step: 'documents' }, context: {} } as never));
    expect((docs.body as { documents: { label: string }[] }).documents).toHaveLength(2);
  });

  it('takes an approval as application/pdf only, refusing what is not a PDF', async () => {
    expect((await post('approval', '{}')).status).toBe(415);
    expect(await post('approval', new TextEncoder().encode('<html></html>'), { type: 'application/pdf' })).toMatchObject({ status: 400, body: { error: 'The signed approval must be a PDF file' } });
    const pdf = getDb().select().from(schema.proposalSends).where(eq(schema.proposalSends.method, 'marked')).get()!.pdf;
    expect(await post('approval', new Uint8Array(pdf), { type: 'application/pdf' })).toMatchObject({ status: 200, body: { state: 'Approved', jobStatus: 'Approved' } });
    expect((await post('withdraw', {})).status).toBe(409);
  });
});

describe('/api/job-history/{jobId}', () => {
  it('lists the history newest first, with who, paged', async () => {
    const answer = await call(() => historyLoader({ request: new Request(`${base}/api/job-history/${job.jobId}?page=0`, { headers: { Cookie: cookie } }), params: { jobId: String(job.jobId) }, context: {} } as never));
    const body = answer.body as { entries: { event: string; who: string }[]; total: number };
    expect(body.entries.map((e) => e.event)).toEqual(['approval uploaded', 'marked as sent', 'withdrawn', 'sent']);
    expect(body.entries.every((e) => e.who === 'Sam Ortiz')).toBe(true);
    const out = await call(() => historyLoader({ request: new Request(`${base}/api/job-history/${job.jobId}`), params: { jobId: String(job.jobId) }, context: {} } as never));
    expect(out.status).toBe(401);
  });
});
