/**
 * An Update of a line deleted meanwhile keeps the person's
 * work. The Edit panel's post answers 'Failed to update item' (404) with the
 * values as posted, nothing written, the job page kept (the panel's loader
 * answers 404 without throwing), and a link that adds the same values as a
 * new line.
 */
import { testStaff } from './support/staff-actor';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedAndSignIn } from './support/seeded';
import { emptyJob, LETTERS_24, linesOf, signId, snapshot } from './support/line-items-fixtures';
import { openEdit, postEdit, postNew, toastOf } from './support/panel-posts';
import { addLineItem, deleteLineItem } from '../app/server/line-items/line-item-writes.server';

let cookie = '';

beforeAll(async () => {
  ({ cookie } = await seedAndSignIn());
});

type Answer = { values: Record<string, string>; formError: string | null; gone?: { addHref: string; item: { kind: string } } };

async function openedLine(quantity = 2) {
  const job = emptyJob();
  const sign = signId('cjr', 'Channel Letters');
  const added = addLineItem(testStaff, job.versionId, { lineType: 'sign', signId: sign, quantity, selectedOptions: LETTERS_24, pricingMode: 'Calculated', customDescription: null });
  if (!added.ok) throw new Error(added.error);
  const opened = await openEdit(cookie, job, added.value.id);
  expect(opened.status).toBe(200);
  return { job, sign, id: added.value.id, initial: (opened.body as { initial: Record<string, string> }).initial };
}

describe('updating a line someone else deleted meanwhile', () => {
  it('Edit opened, the line deleted elsewhere, quantity changed, Update: Failed to update item, values kept, nothing written', async () => {
    const { job, sign, id, initial } = await openedLine();
    expect(deleteLineItem(testStaff, id).ok).toBe(true);
    const before = snapshot(job.versionId, job.jobId);

    const answer = await postEdit(cookie, job, id, { ...initial, quantity: '7', 'opt:Color': 'Red', intent: 'save' });
    expect(answer.status).toBe(404);
    const body = answer.body as Answer;
    expect(body.formError).toBe('Failed to update item');
    expect(body.values).toMatchObject({ quantity: '7', 'opt:Color': 'Red', signId: String(sign), lineType: 'sign' });
    expect(body.values.updatedAt).toBeUndefined();
    expect(body.gone).toMatchObject({ item: { kind: 'sign' }, addHref: `/job/cjr/${job.jobNumber}/items/new?sign=${sign}` });
    expect(snapshot(job.versionId, job.jobId)).toBe(before);

    // The page is rendered again (no JavaScript): the panel's loader answers 404 without throwing, so the job page stays.
    const reloaded = await openEdit(cookie, job, id);
    expect(reloaded.status).toBe(404);
    expect(reloaded.body).toMatchObject({ gone: true, lineId: id });

    // Add as New Line posts the same values to the Add New panel: a new line with the person's quantity and colour.
    const added = await postNew(cookie, job, body.gone!.addHref, { ...body.values, intent: 'save' });
    expect(added.status).toBe(302);
    expect((await toastOf(added.headers))?.description).toBe('Channel Letters added to job with standard pricing');
    const lines = linesOf(job.versionId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 7, signId: sign });
    expect(JSON.parse(lines[0]!.selectedOptions)).toMatchObject({ Color: 'Red', size: '24"' });
  });

  it('a deleted line is not brought back by a Reset Pricing or an empty post (404), and a line of the version still updates', async () => {
    const { job, id, initial } = await openedLine();
    expect(deleteLineItem(testStaff, id).ok).toBe(true);
    expect((await postEdit(cookie, job, id, { ...initial, intent: 'reset-pricing' })).status).toBe(404);
    expect((await postEdit(cookie, job, id, {})).status).toBe(404);
    // Without JavaScript the first post is Calculate: it finds the line gone and keeps the values likewise.
    const calculated = await postEdit(cookie, job, id, { ...initial, quantity: '5', intent: 'calculate' });
    expect(calculated.status).toBe(404);
    expect(calculated.body).toMatchObject({ formError: 'Failed to update item', values: { quantity: '5' } });
    expect(linesOf(job.versionId)).toHaveLength(0);

    const other = await openedLine();
    const updated = await postEdit(cookie, other.job, other.id, { ...other.initial, quantity: '3', intent: 'save' });
    expect(updated.status).toBe(302);
    expect(linesOf(other.job.versionId)[0]).toMatchObject({ quantity: 3 });
  });
});
