/** Brands, services and options writes: validation (400 naming the field), 404, 409 for duplicates, the guards, and the audit. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { brandOptions } from '../app/server/catalogue/lookup.server';
import { parseOptionValues } from '../app/domain/catalogue/option-values';
import { hit, seedWithSessions, type Who } from './support/admin-helpers';
import { action as brandsAction } from '../app/routes/api/brands';
import { action as brandAction } from '../app/routes/api/brands.$id';
import { action as servicesAction } from '../app/routes/api/services';
import { action as serviceAction } from '../app/routes/api/services.$id';
import { loader as optionsLoader } from '../app/routes/api/options';
import { action as optionAction } from '../app/routes/api/options.$id';
import { action as valueAction } from '../app/routes/data.options.$optionId.values.$index';
import { action as dataAction } from '../app/routes/data';

let cookies: Record<Who, string>;
let cjr: typeof schema.brands.$inferSelect;

beforeAll(async () => {
  ({ cookies } = await seedWithSessions());
  cjr = getDb().select().from(schema.brands).where(eq(schema.brands.slug, 'cjr')).get()!;
});

describe('guards', () => {
  it('401 signed out, 403 for a User on every brand, service and option write', async () => {
    const calls = [
      (c: string) => hit(brandsAction, { cookie: c, body: { name: 'N', slug: 'n', proposalPrefix: 'NP' } }),
      (c: string) => hit(brandAction, { cookie: c, method: 'PATCH', body: { status: 'Disabled' }, params: { id: String(cjr.id) } }),
      (c: string) => hit(servicesAction, { cookie: c, body: { brandId: cjr.id, name: 'S' } }),
      (c: string) => hit(serviceAction, { cookie: c, method: 'PATCH', body: { isActive: false }, params: { id: '1' } }),
      (c: string) => hit(optionsLoader, { cookie: c }),
      (c: string) => hit(optionAction, { cookie: c, method: 'PATCH', body: { values: 'A' }, params: { id: '1' } }),
    ];
    for (const call of calls) {
      expect((await call(cookies.anon)).status).toBe(401);
      expect((await call(cookies.user)).status).toBe(403);
    }
    expect((await hit(valueAction, { cookie: cookies.user, path: '/data/options/1/values/0', form: { intent: 'remove' }, params: { optionId: '1', index: '0' } })).location).toBe('/');
  });
});

describe('brands', () => {
  it('adds, edits and disables a brand; a disabled brand is not offered for new jobs', async () => {
    const a = await hit(brandsAction, { cookie: cookies.admin, body: { name: 'Taco Time', slug: 'Taco-Time', proposalPrefix: 'ttp', image: 'https://example.com/t.png' } });
    expect(a.status).toBe(201);
    expect(a.body.brand).toMatchObject({ name: 'Taco Time', slug: 'taco-time', proposalPrefix: 'TTP', status: 'Active' });
    expect(brandOptions().some((b) => b.slug === 'taco-time')).toBe(true);
    const off = await hit(brandAction, { cookie: cookies.admin, method: 'PATCH', body: { status: 'Disabled' }, params: { id: String(a.body.brand.id) } });
    expect(off.status).toBe(200);
    expect(brandOptions().some((b) => b.slug === 'taco-time')).toBe(false);
  });
  it('400 naming the fields, 409 for a duplicate name or slug, 404 for a missing brand', async () => {
    const bad = await hit(brandsAction, { cookie: cookies.admin, body: { name: '', slug: 'no spaces', proposalPrefix: 'A-B', image: 'javascript:alert(1)' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['image', 'name', 'proposalPrefix', 'slug']);
    const dupSlug = await hit(brandsAction, { cookie: cookies.admin, body: { name: 'Other', slug: 'cjr', proposalPrefix: 'X' } });
    expect(dupSlug.status).toBe(409);
    expect(dupSlug.body.fields.slug).toBeTruthy();
    const dupName = await hit(brandAction, { cookie: cookies.admin, method: 'PATCH', body: { name: "Wendy's" }, params: { id: String(cjr.id) } });
    expect(dupName.status).toBe(409);
    expect(dupName.body.fields.name).toBeTruthy();
    expect((await hit(brandAction, { cookie: cookies.admin, method: 'PATCH', body: { status: 'Active' }, params: { id: '99999' } })).status).toBe(404);
  });
});

describe('services', () => {
  it('adds a service with a fixed price and edits its price type and multipliers', async () => {
    const a = await hit(servicesAction, { cookie: cookies.admin, body: { brandId: cjr.id, name: 'Crane Rental', fixedPrice: '$1,250', budgetMultiplier: 0.5 } });
    expect(a.status).toBe(201);
    expect(a.body.service).toMatchObject({ name: 'Crane Rental', priceFormula: '$1250', budgetMultiplier: 0.5, isActive: true });
    const id = String(a.body.service.id);
    const e = await hit(serviceAction, { cookie: cookies.admin, method: 'PATCH', body: { priceType: 'user_input', locationMultiplier: 1.3, isActive: false }, params: { id } });
    expect(e.status).toBe(200);
    expect(e.body.service).toMatchObject({ priceType: 'user_input', locationMultiplier: 1.3, isActive: false });
  });
  it('400 naming the fields, 409 for a duplicate name in the brand, 404 missing', async () => {
    const bad = await hit(servicesAction, { cookie: cookies.admin, body: { brandId: cjr.id, name: '', priceType: 'free', fixedPrice: '-1', budgetMultiplier: 'x' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['budgetMultiplier', 'fixedPrice', 'name', 'priceType']);
    const existing = getDb().select().from(schema.services).where(eq(schema.services.brandId, cjr.id)).get()!;
    expect((await hit(servicesAction, { cookie: cookies.admin, body: { brandId: cjr.id, name: existing.name } })).status).toBe(409);
    expect((await hit(servicesAction, { cookie: cookies.admin, body: { brandId: 99999, name: 'Z' } })).status).toBe(400);
    expect((await hit(serviceAction, { cookie: cookies.admin, method: 'PATCH', body: { isActive: true }, params: { id: '99999' } })).status).toBe(404);
  });
  it('the Disable button of the Services tab works without JavaScript', async () => {
    const s = getDb().select().from(schema.services).get()!;
    const a = await hit(dataAction, { cookie: cookies.admin, path: '/data', form: { intent: 'service-status', id: String(s.id), status: 'Disabled' } });
    expect(a.status).toBe(302);
    expect(getDb().select().from(schema.services).where(eq(schema.services.id, s.id)).get()!.isActive).toBe(false);
  });
});

describe('options', () => {
  const color = () => getDb().select().from(schema.signOptions).where(eq(schema.signOptions.name, 'Color')).get()!;

  it('GET /api/options answers parsedValues', async () => {
    const a = await hit(optionsLoader, { cookie: cookies.admin });
    const c = a.body.options.find((o: { name: string }) => o.name === 'Color');
    expect(c.parsedValues).toContainEqual({ display: 'Bronze', modifier: '+$150' });
  });
  it('PATCH {values} normalizes modifiers and refuses bad ones with 400', async () => {
    const id = String(color().id);
    const ok = await hit(optionAction, { cookie: cookies.admin, method: 'PATCH', body: { values: 'White, Red, Bronze $160, Gold 10%' }, params: { id } });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Option value updated successfully');
    expect(color().values).toBe('White, Red, Bronze +$160, Gold +10%');
    const bad = await hit(optionAction, { cookie: cookies.admin, method: 'PATCH', body: { values: 'White, Bronze +lots' }, params: { id } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.values[0]).toContain('Use +N%, +$N or +$N/SF');
    expect(color().values).toBe('White, Red, Bronze +$160, Gold +10%');
    expect((await hit(optionAction, { cookie: cookies.admin, method: 'PATCH', body: { values: 'A' }, params: { id: '99999' } })).status).toBe(404);
  });
  it('the Edit Option Value dialog renames, adds, reorders and removes values; saved line items keep their text', async () => {
    const o = color();
    const params = (index: string) => ({ optionId: String(o.id), index });
    // Each post names the value it was opened on and the option's revision, as the dialog does.
    const post = (index: string, form: Record<string, string>) => {
      const now = color();
      const seen = index === 'new' ? undefined : parseOptionValues(now.values)[Number(index)];
      const opened: Record<string, string> = seen ? { seenName: seen.display, seenModifier: seen.modifier ?? '', revision: String(now.revision) } : {};
      return hit(valueAction, { cookie: cookies.admin, path: `/data/options/${o.id}/values/${index}`, form: { ...opened, ...form }, params: params(index) });
    };
    const lineBefore = getDb().select().from(schema.lineItems).where(eq(schema.lineItems.lineType, 'sign')).all();

    expect((await post('2', { intent: 'save', name: 'Dark Bronze', modifier: '170' })).status).toBe(400);
    expect((await post('2', { intent: 'save', name: 'Dark Bronze', modifier: '$170' })).status).toBe(302);
    expect(color().values).toBe('White, Red, Dark Bronze +$170, Gold +10%');
    expect((await post('new', { intent: 'save', name: 'Silver', modifier: '' })).status).toBe(302);
    expect((await post('4', { intent: 'move-up' })).status).toBe(302);
    expect(color().values).toBe('White, Red, Dark Bronze +$170, Silver, Gold +10%');
    expect((await post('0', { intent: 'remove' })).status).toBe(302);
    expect(color().values).toBe('Red, Dark Bronze +$170, Silver, Gold +10%');
    expect((await post('0', { intent: 'save', name: 'silver', modifier: '' })).status).toBe(409);
    expect((await post('9', { intent: 'remove' })).status).toBe(409);

    expect(getDb().select().from(schema.lineItems).where(eq(schema.lineItems.lineType, 'sign')).all()).toEqual(lineBefore);
  });
});
