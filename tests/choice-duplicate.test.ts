/**
 * Duplicate keeps a line's choice marks
 * (docs/choices.md § Approved versions and New Version): a version with a pre-ticked Optional line and a 'Choose
 * one' group copied into a new job, within its brand and into another, gives
 * version 1 of the new job the same marks, so its totals count the same
 * recommended choice.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seedAndSignIn } from './support/seeded';
import { testStaff } from './support/staff-actor';
import { brandId, emptyJob, LETTERS_24, linesOf, ok, serviceId, signDraft } from './support/line-items-fixtures';
import { addLineItem } from '../app/server/line-items/line-item-writes.server';
import { getJob } from '../app/server/jobs/job-detail.server';
import { listVersions } from '../app/server/jobs/job-versions.server';
import { duplicateJob } from '../app/server/jobs/job-duplicate.server';
import { loadJobPage } from '../app/server/jobs/job-page.server';
import { clientInfoSchema, newJobInfoSchema } from '../app/domain/jobs/job-form';

let userId: number;
beforeAll(async () => {
  ({ userId } = await seedAndSignIn());
});

const marks = (l: { optional: boolean; alternativeGroup: string | null; recommended: boolean }) => [l.optional, l.alternativeGroup, l.recommended];
let n = 0;

function duplicate(jobId: number, brandSlug: string) {
  n += 1;
  const result = duplicateJob(
    getJob(jobId)!,
    1,
    {
      jobInfo: newJobInfoSchema.parse({ jobName: `Choices copy ${n}`, jobNumber: `DUP-CH-${n}-${Date.now()}`, brandId: String(brandId(brandSlug)), location: '1 Main St, Dallas, TX', jobTerms: 'Net30', taxType: 'percentage', taxPercentage: '8.25' }),
      clientInfo: clientInfoSchema.parse({ clientName: `Choices Client ${n}` }),
    },
    userId,
  );
  if (!result.ok) throw new Error(result.error);
  return result.job;
}

describe('Duplicate and choice marks', () => {
  it('keeps each line’s marks in the new job, within the brand and into another, and the same lines count', () => {
    const src = emptyJob('cjr', userId);
    ok(addLineItem(testStaff, src.versionId, signDraft('cjr', 'Channel Letters', LETTERS_24)));
    ok(addLineItem(testStaff, src.versionId, { lineType: 'service', serviceId: serviceId('cjr', 'Survey'), quantity: 1, selectedOptions: {}, pricingMode: 'Calculated', customDescription: null, choice: { optional: true, alternativeGroup: null, recommended: true } }));
    ok(addLineItem(testStaff, src.versionId, signDraft('cjr', 'Channel Letters', LETTERS_24, { quantity: 2, choice: { optional: false, alternativeGroup: 'Faces', recommended: false } })));
    ok(addLineItem(testStaff, src.versionId, signDraft('cjr', 'Channel Letters', LETTERS_24, { quantity: 3, choice: { optional: false, alternativeGroup: 'Faces', recommended: true } })));
    const before = linesOf(src.versionId).map(marks);
    expect(before).toEqual([
      [false, null, false],
      [true, null, true],
      [false, 'Faces', false],
      [false, 'Faces', true],
    ]);
    const sourcePage = loadJobPage(getJob(src.jobId)!, 1)!;

    const same = duplicate(src.jobId, 'cjr');
    const copied = listVersions(same.id)[0]!.id;
    expect(linesOf(copied).map(marks)).toEqual(before);
    const page = loadJobPage(getJob(same.id)!, 1)!;
    expect(page.items.map((i) => i.choice ?? '')).toEqual(sourcePage.items.map((i) => i.choice ?? ''));
    expect(page.totals.price.total).toBe(sourcePage.totals.price.total);

    const other = duplicate(src.jobId, 'dhc');
    expect(linesOf(listVersions(other.id)[0]!.id).map(marks)).toEqual(before);
  });
});
