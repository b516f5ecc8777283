/** The Signs tab's writes: PATCH/DELETE /api/sign-pricing/:id, fill and restore, new sizes and signs, the audit, and the guards. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { hit, seedWithSessions, type Who } from './support/admin-helpers';
import { action as sizeAction } from '../app/routes/api/sign-pricing.$id';
import { action as fillAction } from '../app/routes/api/sign-pricing.fill';
import { action as restoreAction } from '../app/routes/api/sign-pricing.restore';
import { action as newSizeAction } from '../app/routes/api/signs.$id.pricing';
import { action as newSignAction } from '../app/routes/api/signs';
import { action as signAction, loader as signLoader } from '../app/routes/api/signs.$id';
import { loader as withPricingLoader } from '../app/routes/api/signs-with-pricing';
import { loader as changesLoader } from '../app/routes/api/catalogue-changes';
import { action as dataAction, loader as dataLoader } from '../app/routes/data';

let cookies: Record<Who, string>;
let sign: typeof schema.signs.$inferSelect;
let sizes: Array<typeof schema.signSizes.$inferSelect>;

beforeAll(async () => {
  ({ cookies } = await seedWithSessions());
  const db = getDb();
  sign = db.select().from(schema.signs).where(eq(schema.signs.name, 'Channel Letters')).get()!;
  sizes = db.select().from(schema.signSizes).where(eq(schema.signSizes.signId, sign.id)).all();
});

const sizeRow = (id: number) => getDb().select().from(schema.signSizes).where(eq(schema.signSizes.id, id)).get()!;

describe('guards', () => {
  it('answers 401 signed out and 403 to a User on every admin write and read', async () => {
    const calls = [
      (c: string) => hit(sizeAction, { cookie: c, method: 'PATCH', body: { signPrice: 1 }, params: { id: String(sizes[0]!.id) } }),
      (c: string) => hit(sizeAction, { cookie: c, method: 'DELETE', params: { id: String(sizes[0]!.id) } }),
      (c: string) => hit(fillAction, { cookie: c, body: { column: 'signPrice', value: 1, pricingIds: [sizes[0]!.id] } }),
      (c: string) => hit(restoreAction, { cookie: c, body: { column: 'signPrice', rows: [{ id: sizes[0]!.id, cents: 1 }] } }),
      (c: string) => hit(newSizeAction, { cookie: c, body: { sizeName: '99"' }, params: { id: String(sign.id) } }),
      (c: string) => hit(newSignAction, { cookie: c, body: { brandId: sign.brandId, name: 'X', signType: 'Wall Signs' } }),
      (c: string) => hit(signAction, { cookie: c, method: 'PATCH', body: { name: 'Y' }, params: { id: String(sign.id) } }),
      (c: string) => hit(signLoader, { cookie: c, params: { id: String(sign.id) } }),
      (c: string) => hit(withPricingLoader, { cookie: c }),
      (c: string) => hit(changesLoader, { cookie: c, path: `/api/catalogue-changes?signId=${sign.id}` }),
    ];
    for (const call of calls) {
      expect((await call(cookies.anon)).status).toBe(401);
      expect((await call(cookies.user)).status).toBe(403);
    }
    expect(sizeRow(sizes[0]!.id).signPrice).toBe(sizes[0]!.signPrice);
  });

  it('sends a User away from the /data screen and its action (Access Denied on /)', async () => {
    const page = await hit(dataLoader, { cookie: cookies.user, path: '/data?tab=signs' });
    expect(page.status).toBe(302);
    expect(page.location).toBe('/');
    const post = await hit(dataAction, { cookie: cookies.user, path: '/data', form: { intent: 'remove-size', sizeId: String(sizes[0]!.id) } });
    expect(post.status).toBe(302);
    expect(sizeRow(sizes[0]!.id)).toBeTruthy();
  });
});

describe('PATCH /api/sign-pricing/:id', () => {
  it('saves dollars given as a number or as text with $ and commas, in cents', async () => {
    const id = sizes[0]!.id;
    const a = await hit(sizeAction, { cookie: cookies.admin, method: 'PATCH', body: { signPrice: '$1,234.50', raceway: 12 }, params: { id: String(id) } });
    expect(a.status).toBe(200);
    expect(a.body.size).toMatchObject({ id, signPrice: 123450, raceway: 1200 });
    expect(sizeRow(id)).toMatchObject({ signPrice: 123450, racewayPrice: 1200 });
  });

  it.each([
    [{ signPrice: '-5' }, 'signPrice', 'A price cannot be negative'],
    [{ signPrice: 'abc' }, 'signPrice', 'Enter a dollar amount, like 1,234.50'],
    [{ installBudget: '1.234' }, 'installBudget', 'Use at most 2 decimals'],
    [{ signBudget: null }, 'signBudget', 'Enter a dollar amount, like 1,234.50'],
  ])('refuses %j with 400 naming the field, keeping the old value', async (body, field, message) => {
    const id = sizes[1]!.id;
    const before = sizeRow(id);
    const a = await hit(sizeAction, { cookie: cookies.admin, method: 'PATCH', body, params: { id: String(id) } });
    expect(a.status).toBe(400);
    expect(a.body.fields[field]).toEqual([message]);
    expect(sizeRow(id)).toEqual(before);
  });

  it('refuses unknown fields, an empty patch, a foreign origin, non-JSON, and answers 404 for a missing size', async () => {
    const id = String(sizes[1]!.id);
    expect((await hit(sizeAction, { cookie: cookies.admin, method: 'PATCH', body: { price: 1 }, params: { id } })).status).toBe(400);
    expect((await hit(sizeAction, { cookie: cookies.admin, method: 'PATCH', body: {}, params: { id } })).status).toBe(400);
    expect((await hit(sizeAction, { cookie: cookies.admin, method: 'PATCH', body: 'nope', params: { id } })).status).toBe(400);
    expect((await hit(sizeAction, { cookie: cookies.admin, method: 'PATCH', body: { signPrice: 1 }, params: { id: '999999' } })).status).toBe(404);
    const foreign = new Request('http://localhost:3000/api/sign-pricing/1', {
      method: 'PATCH',
      headers: { Cookie: cookies.admin, Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: '{"signPrice":1}',
    });
    const answer = await (async () => {
      try {
        return await sizeAction({ request: foreign, params: { id }, context: {} } as never);
      } catch (e) {
        return e;
      }
    })();
    expect((answer as { init: ResponseInit }).init.status).toBe(403);
  });

  it('answers 409 when renaming a size to one the sign already has', async () => {
    const a = await hit(sizeAction, { cookie: cookies.admin, method: 'PATCH', body: { sizeName: sizes[0]!.sizeName }, params: { id: String(sizes[1]!.id) } });
    expect(a.status).toBe(409);
    expect(a.body.fields.sizeName).toBeTruthy();
  });
});

describe('fill and undo', () => {
  it('copies one value into several rows in one transaction and answers before/after; restore undoes it', async () => {
    const ids = sizes.slice(1, 4).map((s) => s.id);
    const before = ids.map((id) => ({ id, cents: sizeRow(id).installPrice }));
    const a = await hit(fillAction, { cookie: cookies.admin, body: { column: 'installPrice', value: '$999.99', pricingIds: ids } });
    expect(a.status).toBe(200);
    expect(a.body.before).toEqual(before);
    expect(a.body.after).toEqual(ids.map((id) => ({ id, cents: 99999 })));
    for (const id of ids) expect(sizeRow(id).installPrice).toBe(99999);
    const undo = await hit(restoreAction, { cookie: cookies.admin, body: { column: 'installPrice', rows: a.body.before } });
    expect(undo.status).toBe(200);
    for (const b of before) expect(sizeRow(b.id).installPrice).toBe(b.cents);
  });

  it('changes nothing when one row is missing (404) or the payload is bad (400)', async () => {
    const ids = [sizes[2]!.id, 999999];
    const before = sizeRow(sizes[2]!.id).racewayPrice;
    const a = await hit(fillAction, { cookie: cookies.admin, body: { column: 'raceway', value: 5, pricingIds: ids } });
    expect(a.status).toBe(404);
    expect(sizeRow(sizes[2]!.id).racewayPrice).toBe(before);
    expect((await hit(fillAction, { cookie: cookies.admin, body: { column: 'price', value: 5, pricingIds: [1] } })).body.fields.column).toBeTruthy();
    expect((await hit(fillAction, { cookie: cookies.admin, body: { column: 'raceway', value: '-1', pricingIds: [1] } })).body.fields.value).toEqual([
      'A price cannot be negative',
    ]);
    expect((await hit(fillAction, { cookie: cookies.admin, body: { column: 'raceway', value: 1, pricingIds: [] } })).status).toBe(400);
  });
});

describe('sizes and signs', () => {
  it('adds a size (201), refuses a duplicate (409) and a blank name (400), and removes it', async () => {
    const params = { id: String(sign.id) };
    const a = await hit(newSizeAction, { cookie: cookies.admin, body: { sizeName: '96"', signPrice: '7,000' }, params });
    expect(a.status).toBe(201);
    expect(a.body.size).toMatchObject({ sizeName: '96"', signPrice: 700000 });
    expect((await hit(newSizeAction, { cookie: cookies.admin, body: { sizeName: '96"' }, params })).status).toBe(409);
    expect((await hit(newSizeAction, { cookie: cookies.admin, body: { sizeName: '  ' }, params })).body.fields.sizeName).toEqual(['Size is required']);
    expect((await hit(newSizeAction, { cookie: cookies.admin, body: { sizeName: 'x' }, params: { id: '999999' } })).status).toBe(404);
    const del = await hit(sizeAction, { cookie: cookies.admin, method: 'DELETE', params: { id: String(a.body.size.id) } });
    expect(del.status).toBe(204);
    expect(getDb().select().from(schema.signSizes).where(eq(schema.signSizes.id, a.body.size.id)).get()).toBeUndefined();
  });

  it('creates a sign (201) and edits its fields and options; validates each field; 409 for a duplicate name', async () => {
    const created = await hit(newSignAction, {
      cookie: cookies.admin,
      body: { brandId: sign.brandId, name: 'Test Blade Sign', signType: 'Wall Signs', description: '{Size} Blade {Color}', optionIds: [1, 2] },
    });
    expect(created.status).toBe(201);
    expect(created.body.sign).toMatchObject({ name: 'Test Blade Sign', displayOrder: 999, signBudgetMultiplier: 0.55, optionIds: [1, 2] });
    const id = String(created.body.sign.id);
    const edited = await hit(signAction, {
      cookie: cookies.admin,
      method: 'PATCH',
      body: { placement: 'interior', priceType: 'user_input', displayOrder: 3, installBudgetMultiplier: 0.6, optionIds: [2] },
      params: { id },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.sign).toMatchObject({ placement: 'interior', priceType: 'user_input', displayOrder: 3, installBudgetMultiplier: 0.6, optionIds: [2] });
    const bad = await hit(signAction, { cookie: cookies.admin, method: 'PATCH', body: { signType: 'Banner', signBudgetMultiplier: -1, name: '' }, params: { id } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['name', 'signBudgetMultiplier', 'signType']);
    const dup = await hit(signAction, { cookie: cookies.admin, method: 'PATCH', body: { name: 'Channel Letters' }, params: { id } });
    expect(dup.status).toBe(409);
    expect((await hit(signAction, { cookie: cookies.admin, method: 'PATCH', body: { optionIds: [99999] }, params: { id } })).status).toBe(400);
  });
});

describe('audit and history', () => {
  it('records who changed which price from what to what, newest first', async () => {
    const id = sizes[4]!.id;
    const old = sizeRow(id).signBudget;
    await hit(sizeAction, { cookie: cookies.owner, method: 'PATCH', body: { signBudget: 77 }, params: { id: String(id) } });
    const a = await hit(changesLoader, { cookie: cookies.admin, path: `/api/catalogue-changes?signId=${sign.id}` });
    expect(a.status).toBe(200);
    expect(a.body.changes[0]).toMatchObject({ entity: 'sign_size', entityId: id, field: 'signBudget', oldValue: String(old), newValue: '7700', userName: 'Morgan Reyes' });
    expect((await hit(changesLoader, { cookie: cookies.admin, path: '/api/catalogue-changes?signId=abc' })).status).toBe(400);
  });
});

describe('the no-JavaScript form', () => {
  it("saves all of a sign's sizes at once, and refuses the whole form on one bad cell", async () => {
    const rows = getDb().select().from(schema.signSizes).where(eq(schema.signSizes.signId, sign.id)).all();
    const form: Record<string, string> = { intent: 'save-sizes', signId: String(sign.id) };
    rows.forEach((r, i) => {
      form[`sizes[${i}].id`] = String(r.id);
      form[`sizes[${i}].sizeName`] = r.sizeName;
      for (const col of ['signPrice', 'installPrice', 'signBudget', 'installBudget']) form[`sizes[${i}].${col}`] = '10.00';
      form[`sizes[${i}].raceway`] = '$1,000';
    });
    const ok = await hit(dataAction, { cookie: cookies.admin, path: '/data?tab=signs', form });
    expect(ok.status).toBe(302);
    for (const r of rows) expect(sizeRow(r.id)).toMatchObject({ signPrice: 1000, racewayPrice: 100000 });
    const bad = await hit(dataAction, { cookie: cookies.admin, path: '/data?tab=signs', form: { ...form, 'sizes[0].signPrice': '20', 'sizes[1].signPrice': '-5' } });
    expect(bad.status).toBe(400);
    expect(bad.body.result.error['sizes[1].signPrice']).toEqual(['A price cannot be negative']);
    expect(sizeRow(rows[0]!.id).signPrice).toBe(1000);
  });
});

describe('saved line items keep their amounts', () => {
  it('a price change in the catalogue does not touch line items already on jobs', async () => {
    const db = getDb();
    const line = db.select().from(schema.lineItems).where(eq(schema.lineItems.lineType, 'sign')).get()!;
    expect(line.signSizeId).toBeTruthy();
    const before = db.select().from(schema.lineItems).all();
    await hit(sizeAction, { cookie: cookies.admin, method: 'PATCH', body: { signPrice: 1, installPrice: 2 }, params: { id: String(line.signSizeId) } });
    await hit(fillAction, { cookie: cookies.admin, body: { column: 'signBudget', value: 3, pricingIds: [line.signSizeId] } });
    expect(db.select().from(schema.lineItems).all()).toEqual(before);
  });
});

describe('the Signs tab filter: by brand, and a search of sign name and type, from the URL', () => {
  type Loaded = { signs: { name: string; signType: string; brandId: number }[]; filter: { brandId: number | null; q: string }; brands: { id: number; name: string }[] };
  const load = async (query: string) => (await hit(dataLoader, { cookie: cookies.admin, path: `/data?tab=signs${query}` })).body as Loaded;

  it('narrows to one brand, then to names or types containing the search, any case', async () => {
    const all = await load('');
    const brand = all.brands.find((b) => all.signs.some((s) => s.brandId === b.id))!;
    const ofBrand = await load(`&brand=${brand.id}`);
    expect(ofBrand.filter).toEqual({ brandId: brand.id, q: '' });
    expect(ofBrand.signs.length).toBeGreaterThan(0);
    expect(ofBrand.signs.every((s) => s.brandId === brand.id)).toBe(true);
    const byName = await load(`&brand=${brand.id}&q=${encodeURIComponent('CHANNEL')}`);
    expect(byName.signs.length).toBeGreaterThan(0);
    expect(byName.signs.every((s) => /channel/i.test(s.name) || /channel/i.test(s.signType))).toBe(true);
    const byType = await load(`&q=${encodeURIComponent('pylon')}`);
    expect(byType.signs.some((s) => s.signType === 'Pylon Signs')).toBe(true);
    expect(byType.signs.every((s) => /pylon/i.test(s.name) || /pylon/i.test(s.signType))).toBe(true);
  });

  it("takes LIKE's wildcards literally and ignores a brand that is not a number", async () => {
    expect((await load(`&q=${encodeURIComponent('%')}`)).signs).toEqual([]);
    expect((await load(`&q=${encodeURIComponent('_')}`)).signs).toEqual([]);
    const odd = await load('&brand=abc');
    expect(odd.filter.brandId).toBeNull();
  });

  it('a size saved from a filtered list goes back to the same filtered list', async () => {
    const out = await hit(dataAction, { cookie: cookies.admin, path: `/data?tab=signs&brand=${sign.brandId}&q=letters&open=${sign.id}`, form: { intent: 'add-size', signId: String(sign.id), sizeName: '61"' } });
    expect(out.status).toBe(302);
    expect(out.location).toBe(`/data?tab=signs&brand=${sign.brandId}&q=letters&open=${sign.id}`);
  });
});
