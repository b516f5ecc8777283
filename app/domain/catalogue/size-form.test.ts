import { describe, expect, it } from 'vitest';
import { readSeenCells, sizeFormChange, type SizeCells } from './size-form';

const row = (over: Partial<SizeCells> = {}): SizeCells => ({ sizeName: '24"', signPrice: 1000, installPrice: 500, signBudget: 0, installBudget: 0, raceway: 0, ...over });

describe('sizeFormChange', () => {
  it('writes only what the person changed, so a cell changed by someone else meanwhile is not put back', () => {
    const seen = row();
    const now = row({ installPrice: 700 }); // someone else's change
    expect(sizeFormChange(row({ signPrice: 1200 }), seen, now)).toEqual({ ok: true, change: { signPrice: 1200 } });
  });
  it('refuses a cell both changed, naming it', () => {
    expect(sizeFormChange(row({ signPrice: 1200 }), row(), row({ signPrice: 1100 }))).toEqual({
      ok: false,
      message: 'Sign Price of size 24" was changed by someone else meanwhile: nothing was saved. Reload to see it.',
    });
    // Both typed the same value: nothing to refuse.
    expect(sizeFormChange(row({ signPrice: 1200 }), row(), row({ signPrice: 1200 }))).toEqual({ ok: true, change: { signPrice: 1200 } });
  });
  it('without what was shown, writes every cell as before', () => {
    expect(sizeFormChange(row({ signPrice: 1 }), null, row())).toEqual({ ok: true, change: row({ signPrice: 1 }) });
  });
  it('reads the row\'s was field', () => {
    expect(readSeenCells(JSON.stringify(row()))).toEqual(row());
    expect(readSeenCells('not json')).toBeNull();
    expect(readSeenCells(undefined)).toBeNull();
  });
});
