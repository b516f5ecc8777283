/** The catalogue /api calls (docs/product.md § The API) against a fresh seeded database. */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { seedAndSignIn } from './support/seeded';
import { call } from './support/job-detail-fixtures';
import { getDb, schema } from '../app/server/db.server';
import * as signsRoute from '../app/routes/api/signs';
import * as servicesRoute from '../app/routes/api/services';
import * as brandSignsRoute from '../app/routes/api/brands.$brandId.signs';
import * as brandServicesRoute from '../app/routes/api/brands.$brandId.services';
import * as pricingRoute from '../app/routes/api/signs.$id.pricing';
import * as optionsRoute from '../app/routes/api/signs.$id.options';
import { signCatalogueForBrand, serviceCatalogueForBrand } from '../app/server/line-items/catalogue.server';

const BASE = 'http://localhost:3000';
let cookie = '';
let cjrId = 0;

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any

function get(loader: (args: never) => unknown, path: string, params: Record<string, string> = {}, withCookie = true) {
  const request = new Request(`${BASE}${path}`, { headers: withCookie ? { Cookie: cookie } : {} });
  return call(() => loader({ request, params, context: {} } as never)) as Promise<{ status: number; body: Any }>;
}

function post(action: (args: never) => unknown, path: string, params: Record<string, string> = {}, withCookie = true) {
  const request = new Request(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: BASE, ...(withCookie ? { Cookie: cookie } : {}) },
    body: '{}',
  });
  return call(() => action({ request, params, context: {} } as never)) as Promise<{ status: number; body: Any }>;
}

function signNamed(brandId: number, name: string) {
  return getDb().select().from(schema.signs).where(and(eq(schema.signs.brandId, brandId), eq(schema.signs.name, name))).get()!;
}

beforeAll(async () => {
  ({ cookie, cjrId } = await seedAndSignIn());
});

describe('sign and service lists', () => {
  it('GET /api/signs lists active signs of every brand with the documented fields', async () => {
    const { status, body } = await get(signsRoute.loader, '/api/signs');
    expect(status).toBe(200);
    const brandIds = new Set(body.map((s: Any) => s.brandId));
    expect(brandIds.size).toBeGreaterThan(1);
    const letters = body.find((s: Any) => s.brandId === cjrId && s.signName === 'Channel Letters');
    expect(letters).toMatchObject({
      signType: 'Wall Signs',
      placement: 'exterior',
      priceType: expect.any(String),
      signBudgetMultiplier: 0.55,
      installBudgetMultiplier: 0.55,
      signImage: expect.stringContaining('/images/signs/'),
      signDescription: expect.stringContaining('{Size}'),
      displayOrder: expect.any(Number),
      brandName: "Carl's Jr",
    });
  });

  it('GET /api/brands/{id}/signs lists only that brand, by display order then name, without inactive signs', async () => {
    const db = getDb();
    const blade = signNamed(cjrId, 'Pylon Sign');
    db.update(schema.signs).set({ isActive: false }).where(eq(schema.signs.id, blade.id)).run();
    try {
      const { status, body } = await get(brandSignsRoute.loader, `/api/brands/${cjrId}/signs`, { brandId: String(cjrId) });
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThan(3);
      expect(body.every((s: Any) => s.brandId === cjrId)).toBe(true);
      expect(body.some((s: Any) => s.id === blade.id)).toBe(false);
      const keys = body.map((s: Any) => [s.displayOrder, s.signName.toLowerCase()]);
      const sorted = [...keys].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
      expect(keys).toEqual(sorted);
    } finally {
      db.update(schema.signs).set({ isActive: true }).where(eq(schema.signs.id, blade.id)).run();
    }
  });

  it('GET /api/services and /api/brands/{id}/services carry priceType, priceFormula, serviceBudgetMultiplier, location', async () => {
    const all = await get(servicesRoute.loader, '/api/services');
    expect(all.status).toBe(200);
    const mine = await get(brandServicesRoute.loader, `/api/brands/${cjrId}/services`, { brandId: String(cjrId) });
    expect(mine.status).toBe(200);
    expect(mine.body.every((s: Any) => s.brandId === cjrId)).toBe(true);
    expect(all.body.length).toBeGreaterThan(mine.body.length);
    const shipping = mine.body.find((s: Any) => s.serviceName === 'Shipping & Crating (Exterior)');
    expect(shipping).toMatchObject({ priceType: 'formula', serviceBudgetMultiplier: 0.8, location: 1.35, serviceIcon: expect.any(String) });
    expect(shipping.priceFormula).toContain('3,190');
    const survey = mine.body.find((s: Any) => s.serviceName === 'Survey');
    expect(survey.location).toBe(1); // no Canada multiplier of its own
  });

  it('an unknown or malformed brand answers 404', async () => {
    expect((await get(brandSignsRoute.loader, '/api/brands/99999/signs', { brandId: '99999' })).status).toBe(404);
    expect((await get(brandServicesRoute.loader, '/api/brands/abc/services', { brandId: 'abc' })).status).toBe(404);
  });
});

describe('sizes and options of a sign', () => {
  it('GET /api/signs/{id}/pricing sorts sizes by their numeric part, with both field spellings in dollars', async () => {
    const letters = signNamed(cjrId, 'Channel Letters');
    const { status, body } = await get(pricingRoute.loader, `/api/signs/${letters.id}/pricing`, { id: String(letters.id) });
    expect(status).toBe(200);
    expect(body.map((s: Any) => s.sizeName)).toEqual(['18"', '24"', '30"', '36"', '48"']);
    const first = body[0];
    expect(first.id).toBe(first.pricingId);
    expect(first.size).toBe(first.sizeName);
    expect(first.baseSignPrice).toBe(2150);
    expect(first.signPrice).toBe(2150);
    expect(first.baseInstallPrice).toBe(750);
    expect(first.installPrice).toBe(750);
    expect(first.racewayPrice).toBe(450);
    expect(first.raceway).toBe(450);
    expect(first).toHaveProperty('signBudget');
    expect(first).toHaveProperty('installBudget');
  });

  it('sorts numerically, not as text ("8" before "10"), and "<24" before ">24"', async () => {
    const db = getDb();
    const monument = signNamed(cjrId, 'Monument Sign');
    const m = await get(pricingRoute.loader, '/x', { id: String(monument.id) });
    expect(m.body.map((s: Any) => s.sizeName)).toEqual(['<24 SF', '>24 SF']);
    const sign = db
      .insert(schema.signs)
      .values({ brandId: cjrId, name: 'Sort Test Sign', signType: 'Wall Signs' })
      .returning()
      .get();
    db.insert(schema.signSizes)
      .values(['120"', '8"', '18"', '10.5"'].map((sizeName) => ({ signId: sign.id, sizeName, signPrice: 100 })))
      .run();
    const { body } = await get(pricingRoute.loader, '/x', { id: String(sign.id) });
    expect(body.map((s: Any) => s.sizeName)).toEqual(['8"', '10.5"', '18"', '120"']);
    expect(body[0].signPrice).toBe(1);
  });

  it('GET /api/signs/{id}/options gives parsedValues [{display, modifier}]', async () => {
    const letters = signNamed(cjrId, 'Channel Letters');
    const { status, body } = await get(optionsRoute.loader, '/x', { id: String(letters.id) });
    expect(status).toBe(200);
    const color = body.find((o: Any) => o.optionName === 'Color');
    expect(color).toMatchObject({ type: 'dropdown', appliesTo: 'base_sign_price', placeholder: '{Color}', isActive: true });
    expect(color.parsedValues).toContainEqual({ display: 'White', modifier: null });
    expect(color.parsedValues).toContainEqual({ display: 'Bronze', modifier: '+$150' });
    const fab = body.find((o: Any) => o.optionName === 'Fab Type');
    expect(fab.parsedValues).toContainEqual({ display: 'Reverse Halo-Lit', modifier: '+15%' });
    expect(body.some((o: Any) => o.optionName === 'Print Material')).toBe(false); // not linked to letters
  });

  it('an unknown sign answers 404 for pricing and options', async () => {
    expect((await get(pricingRoute.loader, '/x', { id: '999999' })).status).toBe(404);
    expect((await get(optionsRoute.loader, '/x', { id: 'x1' })).status).toBe(404);
  });
});

describe('guards', () => {
  const cases: [string, { loader: (a: never) => unknown; action: (a: never) => unknown }, Record<string, string>][] = [
    ['signs', signsRoute, {}],
    ['services', servicesRoute, {}],
    ['brand signs', brandSignsRoute, { brandId: '1' }],
    ['brand services', brandServicesRoute, { brandId: '1' }],
    ['pricing', pricingRoute, { id: '1' }],
    ['options', optionsRoute, { id: '1' }],
  ];
  // POST /api/signs, /api/services and /api/signs/{id}/pricing are admin writes: a User's POST is refused with 403.
  const adminWrites = new Set(['signs', 'services', 'pricing']);
  it.each(cases)('%s: 401 without a session, 405 (403 for an admin write) for POST with one, 401 for POST without', async (name, route, params) => {
    expect((await get(route.loader, '/x', params, false)).status).toBe(401);
    expect((await post(route.action, '/x', params)).status).toBe(adminWrites.has(name) ? 403 : 405);
    expect((await post(route.action, '/x', params, false)).status).toBe(401);
  });
});

describe('the engine-facing catalogue', () => {
  it('signCatalogueForBrand gives sizes sorted, active options with parsedValues, in 3 queries and the due-price-change check', () => {
    const db = getDb();
    const client = db.$client;
    const original = client.prepare.bind(client);
    let count = 0;
    client.prepare = ((sql: string) => {
      count += 1;
      return original(sql);
    }) as typeof client.prepare;
    let list;
    try {
      list = signCatalogueForBrand(cjrId);
    } finally {
      client.prepare = original;
    }
    // Three reads whatever the number of signs, plus the one indexed look for a price change whose day has come.
    expect(count).toBeLessThanOrEqual(4);
    const monument = list.find((s) => s.name === 'Monument Sign')!;
    expect(monument.sizes.map((s) => s.sizeName)).toEqual(['<24 SF', '>24 SF']);
    expect(monument.options.length).toBeGreaterThan(0);
    expect(monument.options[0]!.parsedValues.length).toBeGreaterThan(0);
    expect(monument.sizes[0]!.signPrice).toBe(840000);
    const services = serviceCatalogueForBrand(cjrId);
    expect(services.map((s) => s.name)).toContain('Survey');
  });
});
