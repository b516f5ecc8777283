/**
 * Reset Pricing never moves a line to another size. A reset
 * recomputes from the line's own size; when that size (or an option value, or
 * the sign) is gone it is refused with a message naming what is gone, and the
 * line stays as it was: through the write module, PATCH /api/job-line-items
 * {pricingMode: 'Calculated'} and the Edit panel's Reset Pricing.
 */
import { testStaff } from './support/staff-actor';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedAndSignIn } from './support/seeded';
import { call } from './support/job-detail-fixtures';
import { brandId, emptyJob, linesOf, snapshot } from './support/line-items-fixtures';
import { openEdit, postEdit, toastOf } from './support/panel-posts';
import { getDb, schema } from '../app/server/db.server';
import { addLineItem, resetLineItemPricing, setLineItemPrices, updateLineItem } from '../app/server/line-items/line-item-writes.server';
import { removeSize, updateSize } from '../app/server/catalogue/signs.server';
import { updateOption } from '../app/server/catalogue/options.server';
import * as lineRoute from '../app/routes/api/job-line-items.$id';

const BASE = 'http://localhost:3000';
let cookie = '';
let admin: typeof schema.users.$inferSelect;
let n = 0;

beforeAll(async () => {
  ({ cookie } = await seedAndSignIn());
  admin = getDb().select().from(schema.users).where(eq(schema.users.email, 'admin@signboard.local')).get()!;
});

/** The wall sign these steps quote: sizes 24" ($1,000) and 36" ($2,000), optionally with a Finish option. */
function twoSizeSign(withFinish = false) {
  const db = getDb();
  n += 1;
  const sign = db
    .insert(schema.signs)
    .values({ brandId: brandId('cjr'), name: `Reset Letters ${n}`, signType: 'Wall Signs', description: withFinish ? '{Size} {Finish} Letters' : '{Size} Letters' })
    .returning()
    .get();
  const size24 = db.insert(schema.signSizes).values({ signId: sign.id, sizeName: '24"', signPrice: 100_000, installPrice: 10_000 }).returning().get();
  const size36 = db.insert(schema.signSizes).values({ signId: sign.id, sizeName: '36"', signPrice: 200_000, installPrice: 20_000 }).returning().get();
  let optionId: number | null = null;
  if (withFinish) {
    optionId = db.insert(schema.signOptions).values({ name: `Finish ${n}`, type: 'dropdown', values: 'Matte, Gloss +$50' }).returning().get().id;
    db.insert(schema.signOptionSigns).values({ signId: sign.id, optionId }).run();
  }
  return { sign, size24, size36, optionId };
}

function patch(id: number, body: unknown) {
  const request = new Request(`${BASE}/api/job-line-items/${id}`, {
    method: 'PATCH',
    headers: { Cookie: cookie, Origin: BASE, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return call(() => lineRoute.action({ request, params: { id: String(id) }, context: {} } as never));
}

function lineOn24(pricingMode: 'Calculated' | 'Edited' = 'Calculated') {
  const job = emptyJob();
  const { sign, size24, size36 } = twoSizeSign();
  const added = addLineItem(testStaff, job.versionId, { lineType: 'sign', signId: sign.id, quantity: 1, selectedOptions: { size: '24"' }, pricingMode: 'Calculated', customDescription: null });
  if (!added.ok) throw new Error(added.error);
  if (pricingMode === 'Edited') setLineItemPrices(testStaff, added.value.id, { price: 123_400, install: 0, budget: 0, installBudget: 0 }, job.versionId);
  return { job, sign, size24, size36, id: added.value.id };
}

describe('Reset Pricing after the line\'s size changed in the catalogue', () => {
  it('24" deleted: the line keeps its $1,000; a reset through PATCH is refused naming 24", and the line is not moved to 36"', async () => {
    const { job, sign, size24, id } = lineOn24();
    expect(linesOf(job.versionId)[0]).toMatchObject({ lineItemPrice: 100_000, description: '24" Letters', signSizeId: size24.id });
    removeSize(admin, size24.id);
    expect(linesOf(job.versionId)[0]).toMatchObject({ lineItemPrice: 100_000, description: '24" Letters', signSizeId: null });
    const before = snapshot(job.versionId, job.jobId);

    const answer = await patch(id, { pricingMode: 'Calculated' });
    expect(answer.status).toBe(400);
    const body = answer.body as { error: string; fields: Record<string, string[]> };
    expect(body.error).toContain(`Size 24" of ${sign.name} is no longer in the catalogue`);
    expect(body.fields.size?.[0]).toContain('24"');
    expect(snapshot(job.versionId, job.jobId)).toBe(before);

    expect(resetLineItemPricing(testStaff, id, job.versionId)).toMatchObject({ ok: false, status: 400 });
    expect(snapshot(job.versionId, job.jobId)).toBe(before);
  });

  it("the Edit panel's Reset Pricing is refused the same way: 'Failed to reset pricing' naming the size, the line as it was", async () => {
    const { job, size24, id } = lineOn24('Edited');
    removeSize(admin, size24.id);
    const before = snapshot(job.versionId, job.jobId);
    const opened = await openEdit(cookie, job, id);
    expect(opened.status).toBe(200);
    const initial = (opened.body as { initial: Record<string, string> }).initial;

    const answer = await postEdit(cookie, job, id, { ...initial, intent: 'reset-pricing' });
    expect(answer.status).toBe(302);
    const toast = await toastOf(answer.headers);
    expect(toast).toMatchObject({ variant: 'destructive' });
    expect(toast!.description).toMatch(/^Failed to reset pricing: Size 24" of .* is no longer in the catalogue/);
    expect(snapshot(job.versionId, job.jobId)).toBe(before);
    expect(linesOf(job.versionId)[0]).toMatchObject({ pricingMode: 'Edited', lineItemPrice: 123_400 });
  });

  it('a renamed size is still the line\'s own: the reset reprices from it, not from another size', async () => {
    const { job, size24, id } = lineOn24('Edited');
    updateSize(admin, size24.id, { sizeName: '24 in', signPrice: 110_000 });
    const reset = resetLineItemPricing(testStaff, id, job.versionId);
    expect(reset.ok).toBe(true);
    expect(linesOf(job.versionId)[0]).toMatchObject({ pricingMode: 'Calculated', lineItemPrice: 110_000, signSizeId: size24.id });
  });

  it('after a rename the line stays editable: the panel shows the new name, typed prices are taken', async () => {
    const { job, size24, id } = lineOn24();
    updateSize(admin, size24.id, { sizeName: '24 in' });
    const opened = await openEdit(cookie, job, id);
    expect((opened.body as { initial: Record<string, string> }).initial.size).toBe('24 in');
    expect(setLineItemPrices(testStaff, id, { price: 99_900, install: 0, budget: 0, installBudget: 0 }, job.versionId).ok).toBe(true);
    expect(linesOf(job.versionId)[0]).toMatchObject({ pricingMode: 'Edited', lineItemPrice: 99_900, signSizeId: size24.id });
  });

  it('a removed option value is refused naming the value, as before; the sign size untouched', async () => {
    const job = emptyJob();
    const { sign, optionId } = twoSizeSign(true);
    const added = addLineItem(testStaff, job.versionId, { lineType: 'sign', signId: sign.id, quantity: 1, selectedOptions: { size: '36"', [`Finish ${n}`]: 'Gloss' }, pricingMode: 'Calculated', customDescription: null });
    expect(added.ok).toBe(true);
    updateOption(admin, optionId!, { values: 'Matte' });
    const before = snapshot(job.versionId, job.jobId);
    const answer = await patch(added.ok ? added.value.id : 0, { pricingMode: 'Calculated' });
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toBe(`'Gloss' is not a value of Finish ${n}`);
    expect(snapshot(job.versionId, job.jobId)).toBe(before);
  });

  it('a full edit naming 24" after 24" was removed is refused too, not moved onto 36" (PATCH /api/job-line-items)', async () => {
    const { job, size24, id, sign } = lineOn24();
    removeSize(admin, size24.id);
    const before = snapshot(job.versionId, job.jobId);
    const answer = await patch(id, { lineType: 'sign', signId: sign.id, quantity: 2, selectedOptions: { size: '24"' }, pricingMode: 'Calculated' });
    expect(answer.status).toBe(400);
    expect((answer.body as { fields: Record<string, string[]> }).fields.size).toEqual([`'24"' is not a size of ${sign.name}`]);
    expect(snapshot(job.versionId, job.jobId)).toBe(before);
    expect(updateLineItem(testStaff, id, job.versionId, { lineType: 'sign', signId: sign.id, quantity: 2, selectedOptions: { size: '36"' }, pricingMode: 'Calculated', customDescription: null }).ok).toBe(true);
    expect(linesOf(job.versionId)[0]).toMatchObject({ quantity: 2, lineItemPrice: 200_000, description: '36" Letters' });
  });

  it('with both sizes still there a reset works and keeps the line on 24"', async () => {
    const { job, size24, id } = lineOn24('Edited');
    expect((await patch(id, { pricingMode: 'Calculated' })).status).toBe(200);
    expect(linesOf(job.versionId)[0]).toMatchObject({ pricingMode: 'Calculated', lineItemPrice: 100_000, signSizeId: size24.id });
  });
});
