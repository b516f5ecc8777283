import { describe, expect, it } from 'vitest';
import { lineChanges, matchLines, type CompareLine } from './match';

let nextId = 1;
function line(over: Partial<CompareLine> = {}): CompareLine {
  return {
    id: nextId++,
    originLineId: null,
    lineType: 'sign',
    itemId: 10,
    sizeId: 100,
    name: 'Channel Letters',
    quantity: 1,
    description: 'Channel letters 24"',
    options: {},
    lineItemPrice: 100_000,
    lineItemInstallPrice: 20_000,
    lineItemBudget: 60_000,
    lineItemInstallBudget: 10_000,
    optional: false,
    alternativeGroup: null,
    recommended: false,
    ...over,
  };
}
/** The copy New Version makes of `source`: a new id, its origin carried. */
const copy = (source: CompareLine, over: Partial<CompareLine> = {}): CompareLine => ({ ...source, id: nextId++, originLineId: source.originLineId ?? source.id, ...over });
const marks = (rows: ReturnType<typeof matchLines>) => rows.map((r) => `${r.mark}:${r.a?.id ?? '-'}>${r.b?.id ?? '-'}`);

describe('matchLines', () => {
  it('marks each line Added, Removed, Changed or Same', () => {
    const kept = line();
    const removed = line({ itemId: 11, name: 'Pylon' });
    const changed = line({ itemId: 12, name: 'Monument', quantity: 2 });
    const a = [kept, removed, changed];
    const added = line({ itemId: 13, name: 'Blade' });
    const b = [copy(kept), copy(changed, { quantity: 3 }), added];
    const rows = matchLines(a, b);
    expect(marks(rows)).toEqual([`Same:${kept.id}>${b[0]!.id}`, `Removed:${removed.id}>-`, `Changed:${changed.id}>${b[1]!.id}`, `Added:->${added.id}`]);
    expect(rows[2]!.changes).toEqual([{ field: 'quantity', from: 2, to: 3 }]);
  });

  it('follows a line carried over through reordering, in either direction', () => {
    const [x, y, z] = [line({ itemId: 1 }), line({ itemId: 2 }), line({ itemId: 3 })];
    const b = [copy(z), copy(x), copy(y)];
    expect(matchLines([x, y, z], b).map((r) => r.mark)).toEqual(['Same', 'Same', 'Same']);
    // B -> A: the same pairs, the other way round.
    expect(marks(matchLines(b, [x, y, z]))).toEqual([`Same:${b[1]!.id}>${x.id}`, `Same:${b[2]!.id}>${y.id}`, `Same:${b[0]!.id}>${z.id}`]);
  });

  it('follows the lineage across several copies (version 1 against version 3)', () => {
    const v1 = line();
    const v2 = copy(v1, { quantity: 2 });
    const v3 = copy(v2, { quantity: 4 });
    expect(v3.originLineId).toBe(v1.id);
    const rows = matchLines([v1], [v3]);
    expect(rows.map((r) => r.mark)).toEqual(['Changed']);
    expect(rows[0]!.changes).toEqual([{ field: 'quantity', from: 1, to: 4 }]);
  });

  it('keeps a carried-over line whose options changed as Changed, naming the options', () => {
    const a = line({ options: { Raceway: 'Yes', Color: 'Red', Lit: '' } });
    const b = copy(a, { options: { Raceway: 'No', Color: 'Red', Finish: 'Matte' }, lineItemPrice: 90_000 });
    const rows = matchLines([a], [b]);
    expect(rows.map((r) => r.mark)).toEqual(['Changed']);
    expect(rows[0]!.changes).toEqual([
      {
        field: 'options',
        options: [
          { name: 'Finish', from: '(none)', to: 'Matte' },
          { name: 'Raceway', from: 'Yes', to: 'No' },
        ],
      },
      { field: 'lineItemPrice', from: 100_000, to: 90_000 },
    ]);
  });

  it('without a lineage, a line whose options changed is another item: Removed and Added', () => {
    const a = line({ options: { Raceway: 'Yes' } });
    const b = line({ options: { Raceway: 'No' } });
    expect(matchLines([a], [b]).map((r) => r.mark)).toEqual(['Removed', 'Added']);
  });

  it('without a lineage, matches the same catalogue item and options (option order and blanks do not matter)', () => {
    const a = line({ options: { Raceway: 'Yes', Color: 'Red' } });
    const b = line({ options: { Color: 'Red', Raceway: 'Yes', Lit: null }, description: 'Channel letters 24" (front lit)' });
    const rows = matchLines([a], [b]);
    expect(rows.map((r) => r.mark)).toEqual(['Changed']);
    expect(rows[0]!.changes).toEqual([{ field: 'description', from: 'Channel letters 24"', to: 'Channel letters 24" (front lit)' }]);
  });

  it('matches a line deleted and added again after a New Version with the same item and options: Changed, not Removed and Added', () => {
    const kept = line({ itemId: 1 });
    const panel = line({ itemId: 2, sizeId: 20, options: { Color: 'Brand Red', 'Double-Faced': 'On' } });
    const copies = [copy(kept), copy(panel)];
    // In the new version the copied panel is deleted and the same panel added again (no origin) at quantity 2.
    const again = line({ itemId: 2, sizeId: 20, options: { 'Double-Faced': 'On', Color: 'Brand Red', 'Manufacture Only': 'Off' }, quantity: 2 });
    const rows = matchLines([kept, panel], [copies[0]!, again]);
    expect(marks(rows)).toEqual([`Same:${kept.id}>${copies[0]!.id}`, `Changed:${panel.id}>${again.id}`]);
    expect(rows[1]!.changes).toEqual([{ field: 'quantity', from: 1, to: 2 }]);
    // ... and the other way round.
    expect(matchLines([copies[0]!, again], [kept, panel]).map((r) => r.mark)).toEqual(['Same', 'Changed']);
  });

  it('keeps apart a new line of the same item described as another sign: Removed and Added', () => {
    const kept = line({ itemId: 1 });
    const removed = line({ itemId: 2, description: 'Custom panel' });
    const added = line({ itemId: 2, description: 'Blade sign' }); // the same catalogue sign, no options
    const rows = matchLines([kept, removed], [copy(kept), added]);
    expect(marks(rows)).toEqual([`Same:${kept.id}>${rows[0]!.b!.id}`, `Removed:${removed.id}>-`, `Added:->${added.id}`]);
    // ... and the other way round.
    expect(matchLines([rows[0]!.b!, added], [kept, removed]).map((r) => r.mark)).toEqual(['Same', 'Removed', 'Added']);
  });

  it('pairs duplicates of the same item: identical ones first, then in order', () => {
    const a1 = line({ quantity: 1 });
    const a2 = line({ quantity: 2 });
    const b1 = line({ quantity: 2 });
    // The unchanged duplicate is Same; the other was removed (not 'quantity 1 -> 2' plus a removal).
    expect(marks(matchLines([a1, a2], [b1]))).toEqual([`Removed:${a1.id}>-`, `Same:${a2.id}>${b1.id}`]);
    // Two changed duplicates pair in their order.
    const b2 = line({ quantity: 5 });
    const b3 = line({ quantity: 6 });
    expect(marks(matchLines([a1, a2], [b2, b3]))).toEqual([`Changed:${a1.id}>${b2.id}`, `Changed:${a2.id}>${b3.id}`]);
  });

  it('does not pair a carried-over line twice with duplicates of its lineage', () => {
    const a = line();
    const b1 = copy(a);
    const b2 = copy(a, { quantity: 9 }); // e.g. an old undo; one of them is the carried line, the other Added
    expect(marks(matchLines([a], [b1, b2]))).toEqual([`Same:${a.id}>${b1.id}`, `Added:->${b2.id}`]);
  });

  it('does not match a service with a sign of the same id', () => {
    const a = line({ lineType: 'service', sizeId: null });
    const b = line({ lineType: 'sign', sizeId: null });
    expect(matchLines([a], [b]).map((r) => r.mark)).toEqual(['Removed', 'Added']);
  });

  it('puts removed lines after the line they followed, and before all when they led', () => {
    const [p, q, r, s] = [line({ itemId: 1 }), line({ itemId: 2 }), line({ itemId: 3 }), line({ itemId: 4 })];
    const rows = matchLines([p, q, r, s], [copy(q), copy(s)]);
    expect(rows.map((x) => `${x.mark}:${(x.a ?? x.b)!.itemId}`)).toEqual(['Removed:1', 'Same:2', 'Removed:3', 'Same:4']);
  });

  it('compares two empty versions as nothing', () => {
    expect(matchLines([], [])).toEqual([]);
  });
});

describe('lineChanges', () => {
  it('lists each of the four amounts old -> new, in order', () => {
    const a = line();
    const b = copy(a, { lineItemPrice: 1, lineItemInstallPrice: 2, lineItemBudget: 3, lineItemInstallBudget: 4 });
    expect(lineChanges(a, b).map((c) => c.field)).toEqual(['lineItemPrice', 'lineItemInstallPrice', 'lineItemBudget', 'lineItemInstallBudget']);
  });
  it('ignores whitespace around the description', () => {
    expect(lineChanges(line({ description: 'x ' }), line({ description: 'x' }))).toEqual([]);
  });
});
