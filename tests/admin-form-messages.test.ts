/**
 * Every admin form and /api admin payload answers empty and
 * wrong-typed fields with words a person reads (the shared Zod messages of
 * app/domain/form-messages.ts), never Zod's 'Invalid input: expected string,
 * received undefined'.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { hit, seedWithSessions, type Answer, type Who } from './support/admin-helpers';
import { action as newBrand } from '../app/routes/data.brands.new';
import { action as editBrand } from '../app/routes/data.brands.$brandId.edit';
import { action as newSign } from '../app/routes/data.signs.new';
import { action as editSign } from '../app/routes/data.signs.$signId.edit';
import { action as newService } from '../app/routes/data.services.new';
import { action as editService } from '../app/routes/data.services.$serviceId.edit';
import { action as optionValue } from '../app/routes/data.options.$optionId.values.$index';
import { action as invite } from '../app/routes/users.invite';
import { action as editUser } from '../app/routes/users.$userId.edit';
import { action as apiBrands } from '../app/routes/api/brands';
import { action as apiSigns } from '../app/routes/api/signs';
import { action as apiServices } from '../app/routes/api/services';
import { action as apiUsers } from '../app/routes/api/users';
import { action as apiUser } from '../app/routes/api/users.$id';
import { action as apiOption } from '../app/routes/api/options.$id';

let cookies: Record<Who, string>;
let ids: Record<'owner' | 'admin' | 'user', number>;
let brandId: number;
let signId: number;
let serviceId: number;
let optionId: number;

beforeAll(async () => {
  ({ cookies, ids } = await seedWithSessions());
  const db = getDb();
  brandId = db.select().from(schema.brands).where(eq(schema.brands.slug, 'cjr')).get()!.id;
  signId = db.select().from(schema.signs).where(eq(schema.signs.brandId, brandId)).get()!.id;
  serviceId = db.select().from(schema.services).where(eq(schema.services.brandId, brandId)).get()!.id;
  optionId = db.select().from(schema.signOptions).get()!.id;
});

const ZOD_WORDS = /Invalid input|expected|received|Too small|Too big|Invalid option|NaN|undefined/i;

/** Every field error of a form (Conform's reply) or an /api answer. */
function messages(a: Answer): Record<string, string[]> {
  const body = a.body as { result?: { error?: Record<string, string[] | null> }; fields?: Record<string, string[]> };
  const raw = body.result?.error ?? body.fields ?? {};
  return Object.fromEntries(Object.entries(raw).filter((e): e is [string, string[]] => Array.isArray(e[1])));
}

function expectReadable(a: Answer, expected: Record<string, string>) {
  expect(a.status).toBe(400);
  const got = messages(a);
  for (const [field, list] of Object.entries(got)) for (const m of list) expect(m, `${field}: ${m}`).not.toMatch(ZOD_WORDS);
  for (const [field, message] of Object.entries(expected)) expect(got[field], field).toContain(message);
}

describe('admin forms posted empty say what is missing, in words', () => {
  it('Invite User', async () => {
    const a = await hit(invite, { cookie: cookies.admin, path: '/users/invite', form: {} });
    expectReadable(a, { fullName: 'Full Name is required', email: 'E-mail is required' });
  });
  it('Edit User', async () => {
    const a = await hit(editUser, { cookie: cookies.owner, path: `/users/${ids.user}/edit`, params: { userId: String(ids.user) }, form: {} });
    expectReadable(a, { role: 'Choose a role', status: 'Status is required' });
  });
  it('Add Brand and Edit Brand', async () => {
    expectReadable(await hit(newBrand, { cookie: cookies.admin, path: '/data/brands/new', form: {} }), {
      name: 'Name is required',
      slug: 'Slug is required',
      proposalPrefix: 'Proposal Prefix is required',
    });
    expectReadable(await hit(editBrand, { cookie: cookies.admin, path: `/data/brands/${brandId}/edit`, params: { brandId: String(brandId) }, form: {} }), {
      name: 'Name is required',
    });
  });
  it('Add Sign and Edit Sign', async () => {
    expectReadable(await hit(newSign, { cookie: cookies.admin, path: '/data/signs/new', form: {} }), {
      name: 'Name is required',
      brandId: 'Brand must be a number',
      signType: 'Choose a sign type',
    });
    expectReadable(await hit(editSign, { cookie: cookies.admin, path: `/data/signs/${signId}/edit`, params: { signId: String(signId) }, form: {} }), {
      name: 'Name is required',
    });
  });
  it('Add Service and Edit Service', async () => {
    expectReadable(await hit(newService, { cookie: cookies.admin, path: '/data/services/new', form: {} }), { name: 'Name is required' });
    expectReadable(await hit(editService, { cookie: cookies.admin, path: `/data/services/${serviceId}/edit`, params: { serviceId: String(serviceId) }, form: {} }), {
      name: 'Name is required',
    });
  });
  it('Edit Option Value', async () => {
    const a = await hit(optionValue, { cookie: cookies.admin, path: `/data/options/${optionId}/values/0`, params: { optionId: String(optionId), index: '0' }, form: { intent: 'save' } });
    expectReadable(a, { name: 'Name is required' });
  });
});

describe('wrong-typed fields say what is expected', () => {
  it('forms: a number field given words, a choice not offered', async () => {
    expectReadable(
      await hit(newSign, {
        cookie: cookies.admin,
        path: '/data/signs/new',
        form: { name: 'S', brandId: String(brandId), signType: 'Wall Signs', displayOrder: 'soon', signBudgetMultiplier: 'lots', priceType: 'cheap' },
      }),
      { displayOrder: 'Enter a whole number', signBudgetMultiplier: 'Enter a number like 0.55', priceType: 'Choose a price type' },
    );
    expectReadable(await hit(invite, { cookie: cookies.admin, path: '/users/invite', form: { fullName: 'A', email: 'nope', role: 'Boss' } }), {
      email: 'Enter a valid e-mail address',
      role: 'Choose a role',
    });
  });
  it('/api: empty bodies and wrong types', async () => {
    expectReadable(await hit(apiBrands, { cookie: cookies.admin, body: {} }), { name: 'Name is required', slug: 'Slug is required' });
    expectReadable(await hit(apiBrands, { cookie: cookies.admin, body: { name: 7, slug: 'x', proposalPrefix: 'X', status: 'Gone' } }), {
      name: 'Name must be text',
      status: 'Status must be one of: Active, Disabled',
    });
    expectReadable(await hit(apiSigns, { cookie: cookies.admin, body: { brandId: 'x', name: 'N', signType: 'Wall Signs', isActive: 'yes', optionIds: 'all' } }), {
      brandId: 'Brand must be a number',
      isActive: 'Is Active must be true or false',
      optionIds: 'Options must be a list',
    });
    expectReadable(await hit(apiServices, { cookie: cookies.admin, body: { brandId, name: '' } }), { name: 'Name is required' });
    expectReadable(await hit(apiUsers, { cookie: cookies.admin, body: { email: 'a@b.co' } }), { fullName: 'Full Name is required' });
    expectReadable(await hit(apiUser, { cookie: cookies.owner, method: 'PATCH', body: { jobTitle: 5 }, params: { id: String(ids.user) } }), {
      jobTitle: 'Job Title must be text',
    });
    expectReadable(await hit(apiOption, { cookie: cookies.admin, method: 'PATCH', body: { isActive: 'no', type: 'slider' }, params: { id: String(optionId) } }), {
      isActive: 'Is Active must be true or false',
      type: 'Type must be one of: dropdown, switch, text',
    });
  });
});
