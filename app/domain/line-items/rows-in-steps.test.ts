import { describe, expect, it } from 'vitest';
import { ALL_ROWS, DRAWN_WHOLE_UP_TO, FIRST_ROWS_DRAWN, ROWS_PER_STEP, firstRowsDrawn, keyNeedsAllRows, nextRowsDrawn, rowsLeftToDraw } from './rows-in-steps';

describe("a long job's rows drawn as they come near", () => {
  it('draws a short job whole at once', () => {
    expect(firstRowsDrawn(0)).toBe(ALL_ROWS);
    expect(firstRowsDrawn(5)).toBe(ALL_ROWS);
    expect(firstRowsDrawn(DRAWN_WHOLE_UP_TO)).toBe(ALL_ROWS);
  });

  it('draws the first rows of a longer job, and all of them when the address asks', () => {
    expect(firstRowsDrawn(DRAWN_WHOLE_UP_TO + 1)).toBe(FIRST_ROWS_DRAWN);
    expect(firstRowsDrawn(300)).toBe(FIRST_ROWS_DRAWN);
    expect(firstRowsDrawn(300, { all: true })).toBe(ALL_ROWS);
  });

  it('draws as far as the row the page must show (its menu open from the address)', () => {
    expect(firstRowsDrawn(300, { mustShow: 3 })).toBe(FIRST_ROWS_DRAWN);
    expect(firstRowsDrawn(300, { mustShow: 149 })).toBe(150);
    expect(firstRowsDrawn(300, { mustShow: 299 })).toBe(ALL_ROWS);
    // A line not in the table (-1 from indexOf) changes nothing.
    expect(firstRowsDrawn(300, { mustShow: -1 })).toBe(FIRST_ROWS_DRAWN);
  });

  it('adds a step of rows at a time, never leaving a handful for a last step, then stays whole as lines come and go', () => {
    const steps: number[] = [];
    for (let drawn = firstRowsDrawn(300); rowsLeftToDraw(drawn, 300); ) steps.push((drawn = nextRowsDrawn(drawn, 300)));
    expect(steps).toEqual([72, 120, 168, 216, 264, ALL_ROWS]);
    expect(ROWS_PER_STEP).toBe(48);
    // 72 + 48 = 120 of 130 would leave ten rows: all of them instead.
    expect(nextRowsDrawn(72, 130)).toBe(ALL_ROWS);
    expect(nextRowsDrawn(72, 140)).toBe(120);
    expect(rowsLeftToDraw(ALL_ROWS, 301)).toBe(false);
    expect(nextRowsDrawn(100, 300, 0)).toBe(101);
  });

  it('draws every row before finding in the page or selecting all', () => {
    const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; inField: boolean }> = {}) =>
      keyNeedsAllRows({ key: k, ctrlKey: false, metaKey: false, altKey: false, inField: false, ...mods });
    expect(key('f', { ctrlKey: true })).toBe(true);
    expect(key('F', { metaKey: true })).toBe(true);
    expect(key('g', { ctrlKey: true })).toBe(true);
    expect(key('F3')).toBe(true);
    expect(key('a', { ctrlKey: true })).toBe(true);
    // Select-all inside a field selects the field's text only.
    expect(key('a', { ctrlKey: true, inField: true })).toBe(false);
    expect(key('f')).toBe(false);
    expect(key('f', { ctrlKey: true, altKey: true })).toBe(false);
    expect(key('p', { ctrlKey: true })).toBe(false);
  });
});
