/** The catalogue files /api: admins only, 400 naming the field, and the same preview -> apply -> undo as the screens. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { BASE, hit, seedWithSessions, settle, type Who } from './support/admin-helpers';
import { loader as exportLoader } from '../app/routes/api/catalogue.export';
import { action as uploadAction, loader as importsLoader } from '../app/routes/api/catalogue.imports';
import { action as stepAction } from '../app/routes/api/catalogue.imports.$id.$step';
import { action as formAction } from '../app/routes/data.imports';
import { csvOf } from '../app/server/catalogue-transfer/export.server';
import { readCatalogue } from '../app/server/catalogue-transfer/snapshot.server';
import { updateSize } from '../app/server/catalogue/signs.server';

let cookies: Record<Who, string>;
beforeAll(async () => {
  ({ cookies } = await seedWithSessions());
});

function upload(fn: typeof uploadAction | typeof formAction, cookie: string, name: string | null, text: string, path = '/api/catalogue/imports') {
  const form = new FormData();
  if (name !== null) form.set('file', new File([text], name, { type: 'text/csv' }));
  const request = new Request(`${BASE}${path}`, { method: 'POST', headers: { Cookie: cookie, Origin: BASE }, body: form });
  return settle(() => fn({ request, params: {}, context: {} } as never));
}

const sizesCsv = () => csvOf(readCatalogue(), 'Sizes');

describe('guards', () => {
  it('answers 401 signed out and 403 to a User on every route', async () => {
    for (const [who, status] of [['anon', 401], ['user', 403]] as const) {
      expect((await hit(exportLoader, { cookie: cookies[who], path: '/api/catalogue/export' })).status).toBe(status);
      expect((await hit(importsLoader, { cookie: cookies[who], path: '/api/catalogue/imports' })).status).toBe(status);
      expect((await upload(uploadAction, cookies[who], 'Sizes.csv', sizesCsv())).status).toBe(status);
      expect((await hit(stepAction, { cookie: cookies[who], body: {}, params: { id: 'abcdefghijkl', step: 'apply' } })).status).toBe(status);
      expect((await hit(stepAction, { cookie: cookies[who], body: {}, params: { id: 'abcdefghijkl', step: 'undo' } })).status).toBe(status);
    }
    expect(getDb().select().from(schema.catalogueImports).all()).toEqual([]);
  });
});

describe('bad input answers 400 naming the field', () => {
  it.each([
    ['/api/catalogue/export?format=pdf', 'format'],
    ['/api/catalogue/export?brand=abc', 'brand'],
    ['/api/catalogue/export?brand=99999', 'brand'],
  ])('%s', async (path, field) => {
    const answer = await hit(exportLoader, { cookie: cookies.admin, path });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields)).toEqual([field]);
  });

  it('an upload without a file, and an apply body that is not true/false', async () => {
    const none = await upload(uploadAction, cookies.admin, null, '');
    expect(none.status).toBe(400);
    expect(none.body.fields.file).toEqual(['Choose a file to import']);
    const preview = await upload(uploadAction, cookies.admin, 'Sizes.csv', sizesCsv());
    const bad = await hit(stepAction, { cookie: cookies.admin, body: { applyValidRowsOnly: 'yes' }, params: { id: preview.body.id, step: 'apply' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['applyValidRowsOnly']);
    const past = await hit(stepAction, { cookie: cookies.admin, body: { effectiveFrom: '2020-01-01' }, params: { id: preview.body.id, step: 'apply' } });
    expect(past.status).toBe(400);
    expect(Object.keys(past.body.fields)).toEqual(['effectiveFrom']);
    const notADay = await hit(stepAction, { cookie: cookies.admin, body: { effectiveFrom: '2026-02-30' }, params: { id: preview.body.id, step: 'apply' } });
    expect(Object.keys(notADay.body.fields)).toEqual(['effectiveFrom']);
  });
});

describe('preview, apply, undo', () => {
  it('exports, previews a changed price, applies it, and undoes it; a second undo is 409', async () => {
    const file = await hit(exportLoader, { cookie: cookies.admin, path: '/api/catalogue/export?format=csv' });
    expect(file.status).toBe(200);
    const csv = sizesCsv().replace(/^(\ufeff[^\n]*\n\d+,[^,]*,[^,]*,[^,]*,)[^,]*/, '$1 4321.00');
    const preview = await upload(uploadAction, cookies.admin, 'Sizes.csv', csv);
    expect(preview.status).toBe(200);
    expect(preview.body.counts).toMatchObject({ added: 0, changed: 1, rowsWithErrors: 0 });
    const id = preview.body.changed[0].id as number;
    const applied = await hit(stepAction, { cookie: cookies.admin, body: { removeMissing: false }, params: { id: preview.body.id, step: 'apply' } });
    expect(applied.status).toBe(200);
    expect(applied.body.counts).toEqual({ added: 0, changed: 1, removed: 0, skipped: 0 });
    expect(getDb().select().from(schema.signSizes).where(eq(schema.signSizes.id, id)).get()!.signPrice).toBe(432100);
    const undone = await hit(stepAction, { cookie: cookies.admin, body: {}, params: { id: preview.body.id, step: 'undo' } });
    expect(undone.status).toBe(200);
    const again = await hit(stepAction, { cookie: cookies.admin, body: {}, params: { id: preview.body.id, step: 'undo' } });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/already undone/);
  });

  it('lists the imports with who, when, file name, SHA-256, counts and its price change; an undo after a later edit is 409 naming the row', async () => {
    const csv = sizesCsv().replace(/^(\ufeff[^\n]*\n\d+,[^,]*,[^,]*,[^,]*,)[^,]*/, '$1 1111.00');
    const preview = await upload(uploadAction, cookies.admin, 'spring prices.csv', csv);
    const applied = await hit(stepAction, { cookie: cookies.admin, body: {}, params: { id: preview.body.id, step: 'apply' } });
    expect(applied.body.priceChange).toMatchObject({ state: 'Applied', cells: 1 });
    const list = await hit(importsLoader, { cookie: cookies.admin, path: '/api/catalogue/imports' });
    expect(list.body.imports[0]).toMatchObject({
      id: preview.body.id,
      fileName: 'spring prices.csv',
      sha256: preview.body.sha256,
      userName: expect.any(String),
      appliedAt: expect.any(String),
      status: 'applied',
      counts: { added: 0, changed: 1, removed: 0, skipped: 0 },
      priceChange: { id: applied.body.priceChange.id, state: 'Applied' },
    });
    const sizeId = preview.body.changed[0].id as number;
    const admin = getDb().select().from(schema.users).where(eq(schema.users.email, 'admin@signboard.local')).get()!;
    updateSize(admin, sizeId, { signPrice: 222_200 });
    const refused = await hit(stepAction, { cookie: cookies.admin, body: {}, params: { id: preview.body.id, step: 'undo' } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/^Undo refused: Sizes .* changed since this import \(signPrice\); nothing was undone$/);
    expect(getDb().select().from(schema.signSizes).where(eq(schema.signSizes.id, sizeId)).get()!.signPrice).toBe(222_200);
  });

  it('the screen form refuses a PNG with the reason, and keeps nothing', async () => {
    const answer = await upload(formAction, cookies.admin, 'photo.csv', '\u0089PNG\r\n\u001a\n\u0000\u0000', '/data/imports');
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/data?tab=signs');
  });
});
