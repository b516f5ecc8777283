import { describe, expect, it } from 'vitest';
import { labelledList } from './labelled-list';

describe('labelledList', () => {
  it('gives the values in order and a label for each', () => {
    const { values, labels } = labelledList([
      ['a', 'First'],
      ['b', 'Second'],
    ]);
    expect(values).toEqual(['a', 'b']);
    expect(labels).toEqual({ a: 'First', b: 'Second' });
  });
});
