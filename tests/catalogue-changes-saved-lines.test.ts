/**
 * Catalogue changes take care of the saved lines that use them. A sign or service
 * that saved lines use cannot move to another brand (those lines could no
 * longer be edited or reset); a drag-and-drop move names the order it was
 * made on and is refused when the lines changed meanwhile; the no-JavaScript
 * sizes form writes only the cells the person changed.
 */
import { testStaff } from './support/staff-actor';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hit, seedWithSessions, type Who } from './support/admin-helpers';
import { brandId, emptyJob, LETTERS_24, linesOf, serviceId, signId, snapshot } from './support/line-items-fixtures';
import { postRow, toastOf } from './support/panel-posts';
import { getDb, schema } from '../app/server/db.server';
import { addLineItem, moveLineItem, updateLineItem, type LineItemDraft } from '../app/server/line-items/line-item-writes.server';
import { action as signAction } from '../app/routes/api/signs.$id';
import { action as serviceAction } from '../app/routes/api/services.$id';
import { action as dataAction } from '../app/routes/data';
import { action as fillAction } from '../app/routes/api/sign-pricing.fill';
import { action as restoreAction } from '../app/routes/api/sign-pricing.restore';
import { updateSize } from '../app/server/catalogue/signs.server';

let cookies: Record<Who, string>;

beforeAll(async () => {
  ({ cookies } = await seedWithSessions());
});

const signRow = (id: number) => getDb().select().from(schema.signs).where(eq(schema.signs.id, id)).get()!;
const serviceRow = (id: number) => getDb().select().from(schema.services).where(eq(schema.services.id, id)).get()!;

function newSign(name: string) {
  const db = getDb();
  const sign = db.insert(schema.signs).values({ brandId: brandId('cjr'), name, signType: 'Wall Signs', description: '{Size} Sign' }).returning().get();
  db.insert(schema.signSizes).values({ signId: sign.id, sizeName: '24"', signPrice: 50_000 }).run();
  return sign.id;
}
const draftOf = (sign: number, quantity = 1): LineItemDraft => ({ lineType: 'sign', signId: sign, quantity, selectedOptions: {}, pricingMode: 'Calculated', customDescription: null });

describe('moving a sign or service to another brand', () => {
  it('is refused (409, naming the lines) while saved lines of its brand use it; they stay editable', async () => {
    const sign = newSign('Brand Move Letters');
    const job = emptyJob('cjr');
    const added = addLineItem(testStaff, job.versionId, draftOf(sign));
    expect(added.ok).toBe(true);
    const other = brandId('dhc');

    const refused = await hit(signAction, { cookie: cookies.admin, method: 'PATCH', body: { brandId: other }, params: { id: String(sign) } });
    expect(refused.status).toBe(409);
    expect(refused.body.fields.brandId[0]).toBe(
      "Brand Move Letters is on 1 saved line item of its brand's jobs, which could no longer be edited or reset: it cannot move to another brand. Add it to the other brand as a new sign instead.",
    );
    expect(signRow(sign).brandId).toBe(brandId('cjr'));
    expect(updateLineItem(testStaff, added.ok ? added.value.id : 0, job.versionId, draftOf(sign, 2)).ok).toBe(true);

    // A sign no saved line uses moves as before.
    const unused = newSign('Unused Letters');
    expect((await hit(signAction, { cookie: cookies.admin, method: 'PATCH', body: { brandId: other }, params: { id: String(unused) } })).status).toBe(200);
    expect(signRow(unused).brandId).toBe(other);
  });

  it('a service likewise', async () => {
    const permits = serviceId('cjr', 'Permits & Procurement');
    const job = emptyJob('cjr');
    expect(addLineItem(testStaff, job.versionId, { lineType: 'service', serviceId: permits, quantity: 1, selectedOptions: {}, pricingMode: 'Calculated', customDescription: null }).ok).toBe(true);
    const refused = await hit(serviceAction, { cookie: cookies.admin, method: 'PATCH', body: { brandId: brandId('dhc') }, params: { id: String(permits) } });
    expect(refused.status).toBe(409);
    expect(refused.body.fields.brandId[0]).toMatch(/^Permits & Procurement is on \d+ saved line items? of its brand's jobs/);
    expect(serviceRow(permits).brandId).toBe(brandId('cjr'));
  });
});

describe('drag and drop names the order it was made on', () => {
  it('a drop counted in a list that changed meanwhile moves nothing (409, the toast says so); on the current list it moves', async () => {
    const job = emptyJob('cjr');
    const letters = signId('cjr', 'Channel Letters');
    const ids = [1, 2, 3].map((q) => {
      const r = addLineItem(testStaff, job.versionId, { ...draftOf(letters, q), selectedOptions: LETTERS_24 });
      if (!r.ok) throw new Error(r.error);
      return r.value.id;
    });
    const seen = ids.join(',');
    // Someone else adds a fourth line and moves it to the top: position 3 of what this page saw is no longer position 3.
    const fourth = addLineItem(testStaff, job.versionId, { ...draftOf(letters, 4), selectedOptions: LETTERS_24 });
    expect(fourth.ok && moveLineItem(testStaff, fourth.value.id, 1).ok).toBe(true);
    const before = snapshot(job.versionId, job.jobId);

    const refused = await postRow(cookies.user, job, ids[0]!, { intent: 'move', toSortOrder: '3', seen });
    expect(refused.status).toBe(302);
    expect((await toastOf(refused.headers))?.description).toBe('Failed to reorder items. The line items changed meanwhile, so nothing was moved: here they are as they are now');
    expect(snapshot(job.versionId, job.jobId)).toBe(before);

    const now = linesOf(job.versionId).map((l) => l.id);
    const moved = await postRow(cookies.user, job, ids[0]!, { intent: 'move', toSortOrder: '4', seen: now.join(',') });
    expect((await toastOf(moved.headers))?.description).toBe('Line items reordered successfully');
    expect(linesOf(job.versionId).map((l) => l.id)).toEqual([now[0], ids[1], ids[2], ids[0]]);
  });
});

describe('the no-JavaScript sizes form of the Signs tab', () => {
  const sizeOf = (id: number) => getDb().select().from(schema.signSizes).where(eq(schema.signSizes.id, id)).get()!;

  /** The form as the page rendered it for `sign`: every row with its values, and what it showed (`was`). */
  function shownForm(sign: number) {
    const rows = getDb().select().from(schema.signSizes).where(eq(schema.signSizes.signId, sign)).all();
    const form: Record<string, string> = { intent: 'save-sizes', signId: String(sign) };
    rows.forEach((r, i) => {
      const cells = { sizeName: r.sizeName, signPrice: r.signPrice, installPrice: r.installPrice, signBudget: r.signBudget, installBudget: r.installBudget, raceway: r.racewayPrice };
      form[`sizes[${i}].id`] = String(r.id);
      form[`sizes[${i}].was`] = JSON.stringify(cells);
      form[`sizes[${i}].sizeName`] = r.sizeName;
      for (const col of ['signPrice', 'installPrice', 'signBudget', 'installBudget', 'raceway'] as const) form[`sizes[${i}].${col}`] = (cells[col] / 100).toFixed(2);
    });
    return { rows, form };
  }
  const save = (form: Record<string, string>) => hit(dataAction, { cookie: cookies.admin, path: '/data?tab=signs', form });
  const admin = () => getDb().select().from(schema.users).where(eq(schema.users.email, 'owner@signboard.local')).get()!;

  it("writes only the cells changed, so another admin's change meanwhile stays; a cell both changed is refused, nothing saved", async () => {
    const sign = newSign('Sizes Form Letters');
    getDb().insert(schema.signSizes).values({ signId: sign, sizeName: '36"', signPrice: 90_000 }).run();
    const { rows, form } = shownForm(sign);
    const first = rows[0]!;
    // Another admin sets the install price of the first row meanwhile.
    updateSize(admin(), first.id, { installPrice: 12_300 });
    expect((await save({ ...form, 'sizes[0].signPrice': '600.00' })).status).toBe(302);
    expect(sizeOf(first.id)).toMatchObject({ signPrice: 60_000, installPrice: 12_300 });

    // Both change the same cell: refused naming it, and the other row's change is not written either.
    const again = shownForm(sign);
    updateSize(admin(), first.id, { signPrice: 65_000 });
    const refused = await save({ ...again.form, 'sizes[0].signPrice': '700.00', 'sizes[1].signPrice': '950.00' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Sign Price of size 24" was changed by someone else meanwhile: nothing was saved. Reload to see it.');
    expect(sizeOf(first.id).signPrice).toBe(65_000);
    expect(sizeOf(rows[1]!.id).signPrice).toBe(90_000);
  });
});

describe("a drag-fill's Undo", () => {
  it('does not put back a cell someone changed since the fill (409, nothing undone); untouched, it undoes', async () => {
    const sign = newSign('Fill Undo Letters');
    getDb().insert(schema.signSizes).values({ signId: sign, sizeName: '36"', signPrice: 90_000 }).run();
    const rows = getDb().select().from(schema.signSizes).where(eq(schema.signSizes.signId, sign)).all();
    const ids = rows.map((r) => r.id);
    const filled = await hit(fillAction, { cookie: cookies.admin, body: { column: 'signPrice', value: '111.00', pricingIds: ids } });
    expect(filled.status).toBe(200);
    const { before, after } = filled.body as { before: Array<{ id: number; cents: number }>; after: Array<{ id: number; cents: number }> };
    const undoRows = before.map((b) => ({ ...b, expected: after.find((a) => a.id === b.id)!.cents }));
    const price = (id: number) => getDb().select().from(schema.signSizes).where(eq(schema.signSizes.id, id)).get()!.signPrice;

    const owner = getDb().select().from(schema.users).where(eq(schema.users.email, 'owner@signboard.local')).get()!;
    updateSize(owner, ids[1]!, { signPrice: 123_400 });
    const refused = await hit(restoreAction, { cookie: cookies.admin, body: { column: 'signPrice', rows: undoRows } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Size 36" was changed by someone else since the fill: nothing was undone');
    expect([price(ids[0]!), price(ids[1]!)]).toEqual([11_100, 123_400]);

    updateSize(owner, ids[1]!, { signPrice: 11_100 });
    expect((await hit(restoreAction, { cookie: cookies.admin, body: { column: 'signPrice', rows: undoRows } })).status).toBe(200);
    expect([price(ids[0]!), price(ids[1]!)]).toEqual([50_000, 90_000]);
  });
});
