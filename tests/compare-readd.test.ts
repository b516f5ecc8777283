/**
 * Compare versions against the demo seed's catalogue: a line deleted and
 * added again after New Version (the same Monument Tenant Panel, the same
 * options, quantity 1 -> 2) reads Changed, and the page says a line's
 * options in words, with no Off switches.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seedAndSignIn } from './support/seeded';
import { emptyJob, LETTERS_24, linesOf, ok, signDraft } from './support/line-items-fixtures';
import { testStaff } from './support/staff-actor';
import { call } from './support/job-detail-fixtures';
import { addLineItem, deleteLineItem } from '../app/server/line-items/line-item-writes.server';
import { createVersion } from '../app/server/jobs/job-versions.server';
import { loader } from '../app/routes/job.compare';
import type { ComparePageData } from '../app/server/compare/compare.server';

const PANEL = { size: "3' x 8'", Color: 'Brand Red', 'Panel Faces': 'Double-Faced', 'Manufacture Only': 'Off' };
let cookie: string;
let job: ReturnType<typeof emptyJob>;

beforeAll(async () => {
  const seeded = await seedAndSignIn();
  cookie = seeded.cookie;
  job = emptyJob('cjr', seeded.userId);
  ok(addLineItem(testStaff, job.versionId, signDraft('cjr', 'Channel Letters', LETTERS_24)));
  ok(addLineItem(testStaff, job.versionId, signDraft('cjr', 'Monument Tenant Panel', PANEL)));
  const v2 = createVersion(job.jobId, 1, seeded.userId);
  if (!v2.ok) throw new Error('no version 2');
  const copied = linesOf(v2.id).find((l) => (l.description ?? '').includes('Tenant Panel'))!;
  ok(deleteLineItem(testStaff, copied.id, v2.id));
  ok(addLineItem(testStaff, v2.id, signDraft('cjr', 'Monument Tenant Panel', PANEL, { quantity: 2 })));
});

async function compare(query: string): Promise<ComparePageData> {
  const request = new Request(`http://localhost/job/cjr/${job.jobNumber}/compare${query}`, { headers: { Cookie: cookie } });
  const { status, body } = await call(() => loader({ request, params: { brandSlug: 'cjr', jobNumber: job.jobNumber }, context: {} } as never));
  expect(status).toBe(200);
  return body as ComparePageData;
}

describe('compare after a line is deleted and added again', () => {
  it('reads Changed (quantity 1 -> 2), not Removed and Added', async () => {
    const c = (await compare('?a=1&b=2')).comparison!;
    expect(c.counts).toEqual({ Added: 0, Removed: 0, Changed: 1, Same: 1 });
    const panel = c.rows.find((r) => r.name === 'Monument Tenant Panel')!;
    expect(panel.mark).toBe('Changed');
    expect(panel.changes).toEqual([{ label: 'Quantity', from: '1', to: '2' }]);
    // The other way round too.
    expect((await compare('?a=2&b=1')).comparison!.counts).toEqual({ Added: 0, Removed: 0, Changed: 1, Same: 1 });
  });

  it('says the options in words, leaving out the switch that is off', async () => {
    const c = (await compare('?a=1&b=2')).comparison!;
    const panel = c.rows.find((r) => r.name === 'Monument Tenant Panel')!;
    expect(panel.b!.options).toBe(`Size 3' x 8', Color: Brand Red, Panel Faces: Double-Faced`);
    expect(c.rows.every((r) => !`${r.a?.options} ${r.b?.options}`.includes('Manufacture Only'))).toBe(true);
  });
});
