/**
 * Templates keep a line's choice marks: a version with an Optional line and a
 * 'Choose one' group saved as a template and added to another version gives
 * back the same marks, with the group's recommended line still recommended
 * (docs/choices.md § The estimator's side).
 */
import { testStaff } from './support/staff-actor';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedAndSignIn } from './support/seeded';
import { emptyJob, LETTERS_24, linesOf, ok, serviceId, signDraft } from './support/line-items-fixtures';
import { addLineItem, type LineItemDraft } from '../app/server/line-items/line-item-writes.server';
import { addTemplate, saveTemplate, templateDetail } from '../app/server/line-items/templates.server';

let userId: number;
beforeAll(async () => {
  ({ userId } = await seedAndSignIn());
});

const survey = (extra: Partial<LineItemDraft> = {}): LineItemDraft => ({
  lineType: 'service',
  serviceId: serviceId('cjr', 'Survey'),
  quantity: 1,
  selectedOptions: {},
  pricingMode: 'Calculated',
  customDescription: null,
  ...extra,
});
const marks = (l: { optional: boolean; alternativeGroup: string | null; recommended: boolean }) => [l.optional, l.alternativeGroup, l.recommended];

describe('templates and choice marks', () => {
  it('saves the marks with the template and gives them back when it is added to another version', () => {
    const src = emptyJob('cjr', userId);
    ok(addLineItem(testStaff, src.versionId, signDraft('cjr', 'Channel Letters', LETTERS_24)));
    ok(addLineItem(testStaff, src.versionId, survey({ choice: { optional: true, alternativeGroup: null, recommended: true } })));
    ok(addLineItem(testStaff, src.versionId, signDraft('cjr', 'Channel Letters', LETTERS_24, { choice: { optional: false, alternativeGroup: 'Faces', recommended: false } })));
    ok(addLineItem(testStaff, src.versionId, signDraft('cjr', 'Channel Letters', LETTERS_24, { quantity: 2, choice: { optional: false, alternativeGroup: 'Faces', recommended: true } })));
    const before = linesOf(src.versionId).map(marks);

    const saved = ok(saveTemplate(src.versionId, { name: `Choices kit ${Date.now()}`, description: '' }, userId));
    expect(templateDetail(saved.id)!.lines.map(marks)).toEqual(before);

    const dest = emptyJob('cjr', userId);
    ok(addTemplate(testStaff, saved.id, dest.versionId));
    const added = linesOf(dest.versionId);
    expect(added.map(marks)).toEqual([
      [false, null, false],
      [true, null, true],
      [false, 'Faces', false],
      [false, 'Faces', true],
    ]);
    expect(added.filter((l) => l.alternativeGroup === 'Faces' && l.recommended).map((l) => l.quantity)).toEqual([2]);
  });
});
