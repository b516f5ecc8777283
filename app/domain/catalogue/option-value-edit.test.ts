import { describe, expect, it } from 'vitest';
import { applyValueEdit, OPTION_CHANGED } from './option-value-edit';

const current = {
  revision: 4,
  values: [
    { display: 'Alpha', modifier: null },
    { display: 'Bravo', modifier: null },
    { display: 'Charlie', modifier: '+$10' },
  ],
};
const names = (r: ReturnType<typeof applyValueEdit>) => (r.ok ? r.values.map((v) => v.display) : r.message);

describe('applyValueEdit', () => {
  it('acts on the value it was opened on when nothing changed', () => {
    expect(names(applyValueEdit(current, 1, { intent: 'remove', revision: 4, seenName: 'Bravo' }))).toEqual(['Alpha', 'Charlie']);
    expect(names(applyValueEdit(current, 2, { intent: 'move-up', revision: 4, seenName: 'Charlie', seenModifier: '+$10' }))).toEqual(['Alpha', 'Charlie', 'Bravo']);
    expect(names(applyValueEdit(current, 1, { intent: 'save', name: 'Beta', modifier: null, revision: 4, seenName: 'Bravo' }))).toEqual(['Alpha', 'Beta', 'Charlie']);
  });
  it('refuses when the revision, the text or the modifier at that position is not what was opened', () => {
    const refused = { ok: false, status: 409, message: OPTION_CHANGED, field: null };
    expect(applyValueEdit(current, 1, { intent: 'remove', revision: 3, seenName: 'Bravo' })).toEqual(refused);
    expect(applyValueEdit(current, 1, { intent: 'remove', revision: 4, seenName: 'Charlie' })).toEqual(refused);
    expect(applyValueEdit(current, 2, { intent: 'remove', revision: 4, seenName: 'Charlie' })).toEqual(refused);
    expect(applyValueEdit(current, 3, { intent: 'remove', revision: 4, seenName: 'Delta' })).toEqual(refused);
    expect(applyValueEdit(current, 1, { intent: 'remove' })).toEqual(refused);
  });
  it('adds at the end whatever the revision, but never a second value of the same name', () => {
    expect(names(applyValueEdit(current, null, { intent: 'save', name: 'Delta', modifier: '+5%' }))).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(applyValueEdit(current, null, { intent: 'save', name: 'bravo', modifier: null })).toMatchObject({ ok: false, field: 'name' });
  });
});
