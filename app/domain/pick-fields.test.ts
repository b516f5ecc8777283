import { describe, expect, it } from 'vitest';
import { pickFields } from './pick-fields';

describe('pickFields', () => {
  it('keeps only the named fields, with their values', () => {
    expect(pickFields({ id: 1, name: 'Pylon', secret: 'x' }, ['id', 'name'])).toEqual({ id: 1, name: 'Pylon' });
  });
});
