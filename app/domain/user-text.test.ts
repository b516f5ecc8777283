import { describe, expect, it } from 'vitest';
import { cleanUserText, isolateText, notesTooLongMessage, tooLongMessage, userNotes, userText } from './user-text';
import { clientInfoSchema, jobInfoSchema } from './jobs/job-form';
import { brandFieldsSchema, serviceFieldsSchema, signFieldsSchema } from './catalogue/catalogue';
import { optionValueSchema } from './catalogue/options';
import { inviteSchema } from './users/user-admin';
import { draftFromForm } from './line-items/line-item-form';
import { createLineItemSchema, draftFromPayload } from './line-items/line-item-payload';
import { addressSuggestionSchema } from './address';
import { MARKUP, UNICODE } from '../../tests/support/hostile-strings';


describe('cleanUserText', () => {
  it('turns each run of C0, DEL, C1 and line separators into one space', () => {
    expect(cleanUserText('a\u0000b\u0007c\u001b[31md\u007fe\u0085f\u009fg')).toBe('a b c [31md e f g');
    expect(cleanUserText('one\r\ntwo\tthree\u2028four\u2029five')).toBe('one two three four five');
    expect(cleanUserText('\u0000\u0001\u0002')).toBe(' ');
  });

  it('replaces lone surrogates and keeps pairs', () => {
    expect(cleanUserText('x\ud800y\udc00z')).toBe('x\ufffdy\ufffdz');
    expect(cleanUserText('\u{1F600}')).toBe('\u{1F600}');
  });

  it('keeps markup, quotes, emoji, combining marks and bidi controls as typed', () => {
    for (const s of [...MARKUP, ...UNICODE]) expect(cleanUserText(s)).toBe(s);
  });
});

describe('userText', () => {
  const field = userText(10);
  it('trims, cleans and refuses over-length input naming the limit', () => {
    expect(field.parse('  a\u0000b  ')).toBe('a b');
    const r = field.safeParse('x'.repeat(11));
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(tooLongMessage(10));
    expect(tooLongMessage(10)).toBe('At most 10 characters');
    // Counted after cleaning and trimming, in code points (an emoji outside the BMP counts 1).
    expect(field.safeParse(` ${'x'.repeat(10)}\u0000`).success).toBe(true);
    expect(field.safeParse('\u{1F600}'.repeat(10)).success).toBe(true);
    expect(field.safeParse('\u{1F600}'.repeat(11)).success).toBe(false);
  });

  it('takes a custom over-length message', () => {
    expect(userText(3, { tooLong: 'Too long' }).safeParse('abcd').error!.issues[0]!.message).toBe('Too long');
  });
});

describe('userNotes', () => {
  it('keeps line breaks (one kind), drops other controls, trailing spaces and runs of empty lines', () => {
    expect(userNotes(100).parse('  Excludes:\r\n- permits \r\n\r\n\r\n\r\n- power\u0007 to sign\u2028end  ')).toBe('Excludes:\n- permits\n\n- power  to sign\nend');
  });

  it('refuses over-length notes with the limit', () => {
    expect(userNotes(2000).safeParse('x'.repeat(2001)).error!.issues[0]!.message).toBe(tooLongMessage(2000));
    expect(userNotes(2000).safeParse('x'.repeat(2000)).success).toBe(true);
    // Named with the field, the limit and the length typed, so a paste over it is explained, not cut.
    const notes = userNotes(2000, { tooLong: notesTooLongMessage('Scope notes', 2000) });
    expect(notes.safeParse('x'.repeat(2345)).error!.issues[0]!.message).toBe('Scope notes: at most 2,000 characters (you typed 2,345)');
  });
});

describe('every text field schema uses it', () => {
  const job = { jobName: 'x', jobNumber: 'J-1', brandId: '1' };
  const samples = [...MARKUP, ...UNICODE];
  const long = 'W'.repeat(10_000);
  const nul = 'Bad\u0000Name\u001b\u0007\u007f';

  it('job info and client info', () => {
    for (const s of samples) {
      expect(jobInfoSchema.parse({ ...job, jobName: s, location: s }).jobName).toBe(s);
      const client = clientInfoSchema.parse({ clientName: s, clientAddress: s, contactName: s, contactTitle: s });
      expect(client).toMatchObject({ clientName: s, clientAddress: s, contactName: s, contactTitle: s });
    }
    expect(jobInfoSchema.parse({ ...job, jobName: nul }).jobName).toBe('Bad Name');
    expect(clientInfoSchema.parse({ clientName: nul, contactTitle: nul })).toMatchObject({ clientName: 'Bad Name', contactTitle: 'Bad Name' });
    const tooLong = clientInfoSchema.safeParse({ clientName: long, contactName: long });
    expect(tooLong.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['clientName', 'At most 200 characters'],
      ['contactName', 'At most 120 characters'],
    ]);
    expect(jobInfoSchema.safeParse({ ...job, jobName: long }).error!.issues[0]!.message).toBe('At most 200 characters');
  });

  it('catalogue: brand, sign, service, option value', () => {
    expect(brandFieldsSchema.parse({ name: MARKUP[1], slug: 'x', proposalPrefix: 'X' }).name).toBe(MARKUP[1]);
    expect(brandFieldsSchema.parse({ name: nul, slug: 'x', proposalPrefix: 'X' }).name).toBe('Bad Name');
    expect(brandFieldsSchema.safeParse({ name: long, slug: 'x', proposalPrefix: 'X' }).error!.issues[0]!.message).toBe('At most 80 characters');
    const sign = signFieldsSchema.parse({ brandId: 1, name: nul, signType: 'Wall Signs', description: `{Size} ${UNICODE[1]}\r\n${MARKUP[0]}` });
    expect(sign.name).toBe('Bad Name');
    expect(sign.description).toBe(`{Size} ${UNICODE[1]} ${MARKUP[0]}`);
    expect(serviceFieldsSchema.parse({ brandId: 1, name: MARKUP[3], description: nul }).description).toBe('Bad Name');
    expect(serviceFieldsSchema.safeParse({ brandId: 1, name: long }).error!.issues[0]!.message).toBe('At most 120 characters');
    expect(optionValueSchema.parse({ name: `${UNICODE[0]}\u0000` }).name).toBe(UNICODE[0]);
  });

  it('user invite', () => {
    const invite = inviteSchema.parse({ fullName: `${MARKUP[2]}\u001b`, email: 'a@b.co', jobTitle: UNICODE[2] });
    expect(invite).toMatchObject({ fullName: MARKUP[2], jobTitle: UNICODE[2] });
    expect(inviteSchema.safeParse({ fullName: long, email: 'a@b.co' }).error!.issues[0]!.message).toBe('At most 120 characters');
  });

  it('line-item custom descriptions (form and JSON)', () => {
    const form = draftFromForm({ lineType: 'service', serviceId: '1', useCustomDescription: 'on', description: `${MARKUP[0]}\u0000` });
    expect(form.ok && form.draft.customDescription).toBe(MARKUP[0]);
    const longForm = draftFromForm({ lineType: 'service', serviceId: '1', useCustomDescription: 'on', description: long });
    expect(!longForm.ok && longForm.fieldErrors.description).toEqual(['Description must be at most 150 characters']);
    const json = createLineItemSchema.parse({ jobVersionId: 1, lineType: 'service', serviceId: 1, quantity: 1, description: `\u0007${UNICODE[1]}`, useCustomDescription: true });
    expect(draftFromPayload(json).customDescription).toBe(UNICODE[1]);
    const longJson = createLineItemSchema.safeParse({ jobVersionId: 1, lineType: 'service', serviceId: 1, quantity: 1, description: long });
    expect(longJson.error!.issues[0]!.message).toBe('Description must be at most 150 characters');
  });

  it('address suggestions posted back as JSON', () => {
    const s = addressSuggestionSchema.parse({ id: '1', name: 'x', full_address: `1 Elm\u0000St ${MARKUP[1]}`, context: { place: { name: 'A\u001bB' } } });
    expect(s.full_address).toBe(`1 Elm St ${MARKUP[1]}`);
    expect(s.context.place?.name).toBe('A B');
  });
});

describe('isolateText', () => {
  it('wraps only text with right-to-left or bidi characters', () => {
    expect(isolateText('Harbor Point')).toBe('Harbor Point');
    expect(isolateText(UNICODE[1]!)).toBe(UNICODE[1]);
    expect(isolateText('a\u202eb')).toBe('\u2068a\u202eb\u2069');
    expect(isolateText('\u05e9\u05dc\u05d5\u05dd')).toBe('\u2068\u05e9\u05dc\u05d5\u05dd\u2069');
  });
});

describe('line-item option values', () => {
  it('a typed (text) option value is cleaned in the form and in JSON', () => {
    const form = draftFromForm({ lineType: 'sign', signId: '1', 'opt:Note': ' Door\u0000B\u001b ' });
    expect(form.ok && form.draft.selectedOptions.Note).toBe('Door B');
    const json = createLineItemSchema.parse({ jobVersionId: 1, lineType: 'sign', signId: 1, quantity: 1, selectedOptions: { 'No\u0007te': 'A\u0000B', Count: 2, Lit: true } });
    expect(json.selectedOptions).toEqual({ 'No te': 'A B', Count: 2, Lit: 'On' });
  });
});
