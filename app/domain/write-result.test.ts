import { describe, expect, it } from 'vitest';
import { RefusedWrite, refusal, refusalOf, refusalText } from './write-result';

describe('a refused write', () => {
  it('has one shape: status, message, field errors', () => {
    expect(refusal(409, 'Taken', { slug: ['Taken'] })).toEqual({ ok: false, status: 409, error: 'Taken', fieldErrors: { slug: ['Taken'] } });
    expect(refusal(404, 'Gone').fieldErrors).toEqual({});
  });
  it('travels in a thrown RefusedWrite (a transaction rolls back) and is read back by refusalOf', () => {
    const thrown = new RefusedWrite(400, 'Too big', { size: ['Too big'] });
    expect(thrown).toBeInstanceOf(Error);
    expect(refusalOf(thrown)).toEqual(refusal(400, 'Too big', { size: ['Too big'] }));
    expect(refusalOf(new Error('disk full'))).toBeNull();
    expect(refusalOf('nope')).toBeNull();
  });
  it('says the field message first, else the general one', () => {
    expect(refusalText(refusal(400, 'Invalid request', { signPrice: ['A price cannot be negative'] }))).toBe('A price cannot be negative');
    expect(refusalText(refusal(409, 'Changed meanwhile'))).toBe('Changed meanwhile');
  });
});
