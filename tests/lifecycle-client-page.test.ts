/**
 * The client page's routes called as the server calls them: /p/{token}
 * sends noindex and no-referrer, unknown tokens all get the same 404 page,
 * Accept posts from another site are refused, a JSON accept replayed answers
 * the first answer, and /p/{token}/pdf returns the stored bytes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { getJob } from '../app/server/jobs/job-detail.server';
import { sendProposal } from '../app/server/lifecycle/send.server';
import { closePdfBrowser } from '../app/server/pdf/browser.server';
import { flushMail } from '../app/server/mail.server';
import { resetRateLimitsForTests } from '../app/server/auth/rate-limit.server';
import { defaultValidUntil } from '../app/domain/lifecycle/states';
import { loader as pageLoader } from '../app/routes/p.$token';
import { action as answerAction } from '../app/routes/p.$token.answer';
import { loader as pdfLoader } from '../app/routes/p.$token.pdf';
import { makeJob } from './support/job-detail-fixtures';
import { sha256Hex } from '../app/server/lifecycle/tokens.server';

let token = '';
const base = 'http://localhost:3000';

beforeAll(async () => {
  const f = makeJob();
  const result = await sendProposal(getJob(f.jobId)!, { to: ['pat@example.com'], cc: [], subject: 'S', message: 'M', version: 1, validUntil: defaultValidUntil(Date.now()) }, { id: f.userId, fullName: 'Sam Ortiz', firstName: null, lastName: null });
  if (!result.ok) throw new Error(result.error);
  const mail = getDb().select().from(schema.mailOutbox).orderBy(desc(schema.mailOutbox.id)).get()!;
  token = /\/p\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
  resetRateLimitsForTests();
});
afterAll(async () => {
  await flushMail();
  await closePdfBrowser();
});

type LoaderResult = { data: { page: { kind: string } }; init: ResponseInit | null };
const load = (t: string) => pageLoader({ request: new Request(`${base}/p/${t}`), params: { token: t }, context: {} } as never) as unknown as LoaderResult;

function post(t: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return answerAction({
    request: new Request(`${base}/p/${t}/answer`, { method: 'POST', body: new URLSearchParams(fields), headers: { 'Sec-Fetch-Site': 'same-origin', Origin: 'null', ...headers } }),
    params: { token: t },
    context: {},
  } as never) as unknown as Promise<Response | { data: Record<string, unknown>; init: ResponseInit | null }>;
}

const accept = { intent: 'accept', signerName: 'Pat Lee', signerTitle: 'Owner', agree: 'on' };

describe('/p/{token}', () => {
  it('shows the live proposal with noindex and no referrer', () => {
    const answer = load(token);
    expect(answer.data.page.kind).toBe('live');
    const headers = new Headers(answer.init?.headers);
    expect(headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(headers.get('X-Robots-Tag')).toContain('noindex');
    expect(JSON.stringify(answer.data)).not.toMatch(/budget|margin/i);
  });

  it('states the totals as the proposal prints them: the grand total with its currency', () => {
    const page = load(token).data.page as unknown as { kind: string; proposal: { totals: { grandTotalLabel: string; currencyNote: string } } };
    expect(page.proposal.totals.grandTotalLabel).toBe('Grand total (USD)');
    expect(page.proposal.totals.currencyNote).toContain('USD');
  });

  it('answers a guessed, a truncated and a padded token the same way', () => {
    for (const t of ['A'.repeat(43), token.slice(0, 42), `${token}A`, 'x']) {
      const answer = load(t);
      expect(answer.data.page).toEqual({ kind: 'not-found' });
      expect(answer.init?.status).toBe(404);
    }
  });

  it('refuses an Accept posted from another site, with nothing recorded', async () => {
    const answer = (await post(token, accept, { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' })) as { init: ResponseInit | null };
    expect(answer.init?.status).toBe(403);
    expect(getDb().select().from(schema.proposalAnswers).all()).toHaveLength(0);
  });

  it('sends an incomplete form back to the page saying what to fix', async () => {
    const answer = (await post(token, { intent: 'accept', signerName: 'Pat Lee' })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe(`/p/${token}?problem=accept#respond`);
  });

  it('records one answer when Accept is posted twice, and JSON replays the first', async () => {
    const first = (await post(token, accept)) as Response;
    expect(first.status).toBe(303);
    const again = (await post(token, { ...accept, signerName: 'Someone Else' }, { Accept: 'application/json' })) as { data: Record<string, unknown> };
    expect(again.data).toMatchObject({ answer: 'Accepted', signerName: 'Pat Lee', replay: true });
    expect(getDb().select().from(schema.proposalAnswers).all()).toHaveLength(1);
    expect(load(token).data.page.kind).toBe('answered');
  });

  it('serves the stored PDF bytes, and nothing for an unknown token', async () => {
    const response = pdfLoader({ request: new Request(`${base}/p/${token}/pdf`), params: { token }, context: {} } as never) as unknown as Response;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const stored = getDb().select().from(schema.proposalSends).where(eq(schema.proposalSends.method, 'email')).get()!;
    expect(sha256Hex(bytes)).toBe(stored.sha256);
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(() => pdfLoader({ request: new Request(`${base}/p/x/pdf`), params: { token: 'A'.repeat(43) }, context: {} } as never)).toThrow();
  });
});
