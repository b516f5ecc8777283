/**
 * The client's choice from the page to what is kept (docs/choices.md): the
 * page offers the recommended choice and the query's; Accept with a choice
 * stores the chosen ids and totals with the answer and the version and the
 * 'Accepted selection' PDF with its SHA-256; every kind of tampered choice is
 * refused with its message and records nothing; an uploaded signed approval
 * records the recommended choice; the documents API and the staff e-mail
 * carry what was chosen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { getJob } from '../app/server/jobs/job-detail.server';
import { sendProposal } from '../app/server/lifecycle/send.server';
import { uploadApproval } from '../app/server/lifecycle/approval.server';
import { lifecycleApiDocuments } from '../app/server/lifecycle/lifecycle-api.server';
import { acceptedSelectionDocument } from '../app/server/choices/selection-pdf.server';
import { closePdfBrowser } from '../app/server/pdf/browser.server';
import { flushMail } from '../app/server/mail.server';
import { resetRateLimitsForTests } from '../app/server/auth/rate-limit.server';
import { sha256Hex } from '../app/server/lifecycle/tokens.server';
import { defaultValidUntil } from '../app/domain/lifecycle/states';
import { CHOICE_MESSAGES } from '../app/domain/choices/selection';
import { choiceTotals } from '../app/domain/choices/choice-totals';
import { loader as pageLoader } from '../app/routes/p.$token';
import { action as answerAction } from '../app/routes/p.$token.answer';
import { makeJob } from './support/job-detail-fixtures';
import { pdfText } from './support/pdf-helpers';

const base = 'http://localhost:3000';
const db = () => getDb();

type Sent = { token: string; jobId: number; versionId: number; letters: number; panel: number; survey: number; acrylic: number; poly: number };

/**
 * A job whose version 1 offers a choice, sent: Channel Letters and its panel
 * required, the Survey optional (not pre-ticked), and a 'Faces' group of two
 * (polycarbonate recommended).
 */
async function sentChoiceJob(): Promise<Sent> {
  const f = makeJob();
  const lines = db().select().from(schema.lineItems).where(eq(schema.lineItems.jobVersionId, f.versionId)).all();
  const bySort = (n: number) => lines.find((l) => l.sortOrder === n)!.id;
  db().update(schema.lineItems).set({ optional: true }).where(eq(schema.lineItems.id, bySort(3))).run();
  const face = (description: string, price: number, recommended: boolean, sortOrder: number) =>
    db()
      .insert(schema.lineItems)
      .values({ jobVersionId: f.versionId, lineType: 'sign', signId: f.signId, quantity: 1, description, lineItemPrice: price, lineItemBudget: price / 2, pricingMode: 'Custom', sortOrder, alternativeGroup: 'Faces', recommended })
      .returning()
      .get().id;
  const acrylic = face('Acrylic faces', 40000, false, 4);
  const poly = face('Polycarbonate faces', 60000, true, 5);
  const result = await sendProposal(getJob(f.jobId)!, { to: ['pat@example.com'], cc: [], subject: 'S', message: 'M', version: 1, validUntil: defaultValidUntil(Date.now()) }, { id: f.userId, fullName: 'Sam Ortiz', firstName: null, lastName: null });
  if (!result.ok) throw new Error(result.error);
  const mail = db().select().from(schema.mailOutbox).orderBy(desc(schema.mailOutbox.id)).get()!;
  const token = /\/p\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
  return { token, jobId: f.jobId, versionId: f.versionId, letters: bySort(1), panel: bySort(2), survey: bySort(3), acrylic, poly };
}

type PageData = { page: { kind: string; proposal: { choice: { selected: number[]; totals: { grandTotal: string }; problem: string | null; recorded: boolean; lines: never[]; pricing: never } | null } } };
const load = (token: string, query = '') => (pageLoader({ request: new Request(`${base}/p/${token}${query}`), params: { token }, context: {} } as never) as unknown as { data: PageData }).data;

function post(token: string, fields: [string, string][], json = false) {
  return answerAction({
    request: new Request(`${base}/p/${token}/answer`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'Sec-Fetch-Site': 'same-origin', Origin: 'null', ...(json ? { Accept: 'application/json' } : {}) },
    }),
    params: { token },
    context: {},
  } as never) as unknown as Promise<Response | { data: Record<string, unknown>; init: ResponseInit | null }>;
}

const signature: [string, string][] = [
  ['intent', 'accept'],
  ['signerName', 'Pat Lee'],
  ['signerTitle', 'Owner'],
  ['agree', 'on'],
];
const chosen = (...ids: number[]): [string, string][] => ids.map((id) => ['chosenLineIds', String(id)]);

const answerOf = (versionId: number) =>
  db().select({ answer: schema.proposalAnswers }).from(schema.proposalAnswers).innerJoin(schema.proposalSends, eq(schema.proposalSends.id, schema.proposalAnswers.sendId)).where(eq(schema.proposalSends.jobVersionId, versionId)).get()?.answer ?? null;
const versionRow = (versionId: number) => db().select().from(schema.jobVersions).where(eq(schema.jobVersions.id, versionId)).get()!;

beforeAll(() => resetRateLimitsForTests());
afterAll(async () => {
  await flushMail();
  await closePdfBrowser();
});

describe('the client page offers the choice', () => {
  it('opens at the recommended choice, and shows the choice an Update total carries in the query with its totals', async () => {
    const s = await sentChoiceJob();
    const choice = load(s.token).page.proposal.choice!;
    expect(choice.selected).toEqual([s.letters, s.panel, s.poly]);
    const asked = load(s.token, `?chosenLineIds=${s.letters}&chosenLineIds=${s.panel}&chosenLineIds=${s.survey}&chosenLineIds%3A0=${s.acrylic}`).page.proposal.choice!;
    expect([...asked.selected].sort()).toEqual([s.letters, s.panel, s.survey, s.acrylic].sort());
    expect(asked.totals.grandTotal).toBe(choiceTotals(asked.lines, asked.selected, asked.pricing).text.grandTotal);
    expect(asked.totals.grandTotal).not.toBe(choice.totals.grandTotal);
    // A query naming two faces shows the recommended choice and says why.
    const wrong = load(s.token, `?chosenLineIds=${s.letters}&chosenLineIds=${s.panel}&chosenLineIds=${s.acrylic}&chosenLineIds=${s.poly}`).page.proposal.choice!;
    expect(wrong.selected).toEqual(choice.selected);
    expect(wrong.problem).toContain("Choose only one item of 'Faces'");
  });
});

describe('Accept with a choice', () => {
  it('stores the chosen ids and totals with the answer and the version, and the Accepted selection PDF with its SHA-256', async () => {
    const s = await sentChoiceJob();
    const answer = (await post(s.token, [...signature, ...chosen(s.letters, s.panel, s.survey), ['chosenLineIds:0', String(s.acrylic)]])) as Response;
    expect(answer.status).toBe(303);
    const row = answerOf(s.versionId)!;
    expect(JSON.parse(row.chosenLineIds!)).toEqual([s.letters, s.panel, s.survey, s.acrylic]);
    const totals = JSON.parse(row.chosenTotals!) as { grandTotal: number; subtotal: number };
    // 2 x $2,500 + $800, $123.45, $595 survey, $400 acrylic faces = $6,918.45, with 8.25% tax.
    expect(totals.subtotal).toBe(691_845);
    const version = versionRow(s.versionId);
    expect(version.state).toBe('Approved');
    expect(JSON.parse(version.chosenLineIds!)).toEqual([s.letters, s.panel, s.survey, s.acrylic]);
    expect(version.approvedGrandTotal).toBe(totals.grandTotal);
    expect(row.selectionPdf).not.toBeNull();
    expect(row.selectionSha256).toBe(sha256Hex(row.selectionPdf!));
    expect(row.selectionFileName).toMatch(/\(accepted selection\)\.pdf$/);
    const { text } = await pdfText(row.selectionPdf!);
    expect(text).toContain('Accepted selection');
    // Exactly the lines chosen: the face not chosen is left out.
    expect(text).toContain('Acrylic faces');
    expect(text).toContain('Survey');
    expect(text).not.toContain('Polycarbonate faces');
    expect(text).not.toMatch(/Not chosen/i);
    expect(text).toContain('Accepted online');

    // History names what was chosen.
    const history = db().select().from(schema.jobHistory).where(eq(schema.jobHistory.jobId, s.jobId)).orderBy(desc(schema.jobHistory.id)).all().find((h) => h.event === 'accepted')!;
    expect(history.actorName).toBe('Client (Pat Lee)');
    expect(history.detail.split('\n')[0]).toBe('chose Channel Letters (Acrylic faces); added Survey');

    // The estimator and the project manager read what was chosen.
    const mail = db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, 'pm@test.local')).orderBy(desc(schema.mailOutbox.id)).get()!;
    expect(mail.text).toContain("Choose one 'Faces': Channel Letters (Acrylic faces)");
    expect(mail.text).toContain('Optional items added: Survey');
    expect(mail.text).toMatch(/Accepted total: \$7,\d{3}\.\d{2} \(USD, Tax \(8\.25%\) included\)/);

    // The page shows what was accepted; the documents API carries it and offers the selection.
    const shown = load(s.token).page.proposal.choice!;
    expect(shown.recorded).toBe(true);
    expect(shown.selected).toEqual([s.letters, s.panel, s.survey, s.acrylic]);
    const docs = lifecycleApiDocuments(getJob(s.jobId)!, '1');
    expect(docs.documents.map((d) => d.kind)).toEqual(['sent', 'selection']);
    expect(docs.documents[1]!.url).toMatch(/\?kind=selection$/);
    expect(docs.accepted).toMatchObject({ answer: 'Accepted', chosenLineIds: [s.letters, s.panel, s.survey, s.acrylic], chosenTotals: { subtotal: 6918.45 } });
  });

  it('prints the Accepted selection when first asked for if printing failed at acceptance, then keeps it', async () => {
    const s = await sentChoiceJob();
    const json = (await post(s.token, [...signature, ...chosen(s.letters, s.panel, s.poly)], true)) as { data: Record<string, unknown> };
    expect(json.data).toMatchObject({ answer: 'Accepted', chosenLineIds: [s.letters, s.panel, s.poly], chosenTotals: { subtotal: 6523.45 } });
    const row = answerOf(s.versionId)!;
    db().update(schema.proposalAnswers).set({ selectionPdf: null, selectionSha256: null, selectionFileName: null }).where(eq(schema.proposalAnswers.id, row.id)).run();
    const sendId = row.sendId;
    const printed = (await acceptedSelectionDocument(s.jobId, sendId))!;
    expect(printed.sha256).toBe(sha256Hex(printed.pdf));
    expect(answerOf(s.versionId)!.selectionSha256).toBe(printed.sha256);
    expect((await acceptedSelectionDocument(s.jobId, sendId))!.sha256).toBe(printed.sha256);
    expect(await acceptedSelectionDocument(s.jobId + 1000, sendId)).toBeNull();
  });
});

describe('a tampered choice', () => {
  it('is refused with its message and records nothing: another version’s line, two lines of one group, a required line left out, no line of a group, an id of no line, an id named twice', async () => {
    const s = await sentChoiceJob();
    const other = await sentChoiceJob();
    const none = getDb().select({ id: schema.lineItems.id }).from(schema.lineItems).orderBy(desc(schema.lineItems.id)).get()!.id + 1000;
    const cases: [[string, string][], string][] = [
      [[...chosen(s.letters, s.panel, s.poly, other.survey)], CHOICE_MESSAGES.notOfVersion],
      [[...chosen(s.letters, s.panel, s.acrylic, s.poly)], CHOICE_MESSAGES.groupMany('Faces')],
      [[...chosen(s.letters, s.poly)], CHOICE_MESSAGES.requiredMissing],
      [[...chosen(s.letters, s.panel, s.survey)], CHOICE_MESSAGES.groupNone('Faces')],
      [[...chosen(s.letters, s.panel, s.poly, none)], CHOICE_MESSAGES.notOfVersion],
      [[...chosen(s.letters, s.panel, s.poly, s.survey, s.survey)], CHOICE_MESSAGES.twice],
      [[['chosenLineIds', `${s.letters},${s.panel},${s.poly}`], ['chosenLineIds:0', String(s.poly)]], CHOICE_MESSAGES.twice],
      [[['chosenLineIds', `${s.letters};1`]], CHOICE_MESSAGES.notOfVersion],
    ];
    for (const [fields, message] of cases) {
      const refused = (await post(s.token, [...signature, ...fields], true)) as { data: { error: string; fields: Record<string, string[]> }; init: ResponseInit | null };
      expect(refused.init?.status).toBe(400);
      expect(refused.data.error).toBe(message);
      expect(refused.data.fields.chosenLineIds).toEqual([message]);
    }
    resetRateLimitsForTests(); // one link answered many times over: the limit per link is not what is tested here
    // Without JavaScript the form goes back to the page with the message at the forms.
    const page = (await post(s.token, [...signature, ...chosen(s.letters, s.panel)])) as Response;
    expect(page.status).toBe(303);
    expect(page.headers.get('Location')).toBe(`/p/${s.token}?problem=choice-group#respond`);
    const twice = (await post(s.token, [...signature, ...chosen(s.letters, s.panel, s.poly, s.poly)])) as Response;
    expect(twice.headers.get('Location')).toBe(`/p/${s.token}?problem=choice-twice#respond`);
    expect(db().select().from(schema.jobHistory).where(eq(schema.jobHistory.jobId, s.jobId)).all().map((h) => h.event)).not.toContain('accepted');
    expect(answerOf(s.versionId)).toBeNull();
    const version = versionRow(s.versionId);
    expect(version.state).toBe('Sent');
    expect(version.chosenLineIds).toBeNull();
    expect(version.approvedGrandTotal).toBeNull();
    expect(load(s.token).page.kind).toBe('live');
  });
});

describe('an uploaded signed approval', () => {
  it('records the recommended choice with its totals', async () => {
    const s = await sentChoiceJob();
    const send = db().select().from(schema.proposalSends).where(eq(schema.proposalSends.jobVersionId, s.versionId)).get()!;
    const done = await uploadApproval(getJob(s.jobId)!, 1, { bytes: new Uint8Array(send.pdf), fileName: 'signed.pdf' }, { id: 1, fullName: 'Sam Ortiz', firstName: null, lastName: null });
    expect(done.ok).toBe(true);
    const row = answerOf(s.versionId)!;
    expect(JSON.parse(row.chosenLineIds!)).toEqual([s.letters, s.panel, s.poly]);
    const version = versionRow(s.versionId);
    expect(JSON.parse(version.chosenLineIds!)).toEqual([s.letters, s.panel, s.poly]);
    expect(version.approvedGrandTotal).toBe((JSON.parse(row.chosenTotals!) as { grandTotal: number }).grandTotal);
  });
});
