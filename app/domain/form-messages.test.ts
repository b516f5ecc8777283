import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, readableIssue } from './form-messages';

describe('field labels from keys', () => {
  it.each([
    [['fullName'], 'Full Name'],
    [['proposalPrefix'], 'Proposal Prefix'],
    [['email'], 'E-mail'],
    [['brandId'], 'Brand'],
    [['sizes', 2, 'signPrice'], 'Sign Price'],
    [['optionIds', 0], 'Options'],
    [[], null],
  ] as const)('%j -> %s', (path, label) => expect(fieldLabel(path)).toBe(label));
});

describe('the messages every schema gets', () => {
  const schema = z
    .object({
      fullName: z.string().min(1),
      count: z.coerce.number().int().min(1).max(10),
      role: z.enum(['User', 'Admin']),
      email: z.email(),
      tags: z.array(z.string()).max(1),
      on: z.boolean(),
    })
    .strict();
  const first = (input: unknown) => Object.fromEntries(schema.safeParse(input).error!.issues.map((i) => [i.path.join('.') || '_', i.message]));

  it('a missing field is required, by name', () => {
    expect(first({})).toMatchObject({ fullName: 'Full Name is required', role: 'Role is required', email: 'E-mail is required', on: 'On is required' });
  });
  it('an empty text is required; too long names its limit', () => {
    expect(first({ fullName: '' }).fullName).toBe('Full Name is required');
    expect(readableIssue({ code: 'too_big', origin: 'string', maximum: 120, path: ['fullName'] })).toBe('At most 120 characters');
  });
  it('wrong types say what is expected', () => {
    expect(first({ fullName: 5, count: 'abc', on: 'yes', tags: 'x' })).toMatchObject({
      fullName: 'Full Name must be text',
      count: 'Count must be a number',
      on: 'On must be true or false',
      tags: 'Tags must be a list',
    });
    expect(first({ count: 1.5 }).count).toBe('Count must be a whole number');
    expect(first({ count: 0 }).count).toBe('Count must be at least 1');
    expect(first({ count: 11 }).count).toBe('Count must be at most 10');
  });
  it('choices, formats and unknown fields', () => {
    expect(first({ role: 'Boss', email: 'nope', extra: 1 })).toMatchObject({ role: 'Role must be one of: User, Admin', email: 'Enter a valid e-mail address', _: 'Unknown field: extra' });
    expect(z.object({ a: z.string() }).safeParse('text').error!.issues[0]!.message).toBe('Send the fields as a JSON object');
  });
  it("a field's own message still wins", () => {
    expect(z.object({ role: z.enum(['A'], { message: 'Choose a role' }) }).safeParse({}).error!.issues[0]!.message).toBe('Choose a role');
  });
});
