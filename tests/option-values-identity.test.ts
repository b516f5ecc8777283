/**
 * Option values are edited by identity, not by position. The
 * Edit Option Value dialog's post names the value it was opened on and the
 * option's revision; once another admin changed the list it answers 409 with
 * nothing changed and the typing kept. PATCH /api/options/{id} likewise when
 * it sends the revision it read.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { hit, seedWithSessions, type Who } from './support/admin-helpers';
import { loader as optionsLoader } from '../app/routes/api/options';
import { action as optionAction } from '../app/routes/api/options.$id';
import { action as valueAction, loader as valueLoader } from '../app/routes/data.options.$optionId.values.$index';

const CHANGED = 'This option was changed by someone else: reload to see its values';
const START = 'Alpha, Bravo, Charlie +$10, Delta +$20';

let cookies: Record<Who, string>;
let optionId: number;
const values = () => getDb().select().from(schema.signOptions).where(eq(schema.signOptions.id, optionId)).get()!.values;

beforeAll(async () => {
  ({ cookies } = await seedWithSessions());
  optionId = getDb().select().from(schema.signOptions).where(eq(schema.signOptions.name, 'Color')).get()!.id;
});

/** Admin A or B opens the dialog on value `index` (its loader) and gets what the form would carry. */
async function open(index: string) {
  const answer = await hit(valueLoader, { cookie: cookies.admin, path: `/data/options/${optionId}/values/${index}`, params: { optionId: String(optionId), index } });
  expect(answer.status).toBe(200);
  const d = answer.body as { name: string; modifier: string; revision: number };
  return { seenName: d.name, seenModifier: d.modifier, revision: String(d.revision) };
}

function post(cookie: string, index: string, form: Record<string, string>) {
  return hit(valueAction, { cookie, path: `/data/options/${optionId}/values/${index}`, form, params: { optionId: String(optionId), index } });
}

async function startOver() {
  const ok = await hit(optionAction, { cookie: cookies.owner, method: 'PATCH', body: { values: START }, params: { id: String(optionId) } });
  expect(ok.status).toBe(200);
}

describe('two admins editing the same option\'s values', () => {
  it('A opened Bravo; B removes Alpha; A presses Remove value: 409, Charlie is not deleted, nothing changes', async () => {
    await startOver();
    const a = await open('1');
    expect(a).toMatchObject({ seenName: 'Bravo', seenModifier: '' });
    const b = await open('0');
    expect((await post(cookies.owner, '0', { ...b, intent: 'remove' })).status).toBe(302);
    expect(values()).toBe('Bravo, Charlie +$10, Delta +$20');

    const refused = await post(cookies.admin, '1', { ...a, intent: 'remove' });
    expect(refused.status).toBe(409);
    expect(refused.body.result.error['']).toEqual([CHANGED]);
    expect(values()).toBe('Bravo, Charlie +$10, Delta +$20');
  });

  it('A opened Bravo and typed a new name; B removes Alpha; A presses Save: 409, Charlie is not overwritten, the typing comes back', async () => {
    await startOver();
    const a = await open('1');
    const b = await open('0');
    expect((await post(cookies.owner, '0', { ...b, intent: 'remove' })).status).toBe(302);

    const refused = await post(cookies.admin, '1', { ...a, intent: 'save', name: 'Bravo Two', modifier: '+$5' });
    expect(refused.status).toBe(409);
    expect(refused.body.result.error['']).toEqual([CHANGED]);
    expect(refused.body.result.initialValue).toMatchObject({ name: 'Bravo Two', modifier: '+$5', seenName: 'Bravo' });
    expect(values()).toBe('Bravo, Charlie +$10, Delta +$20');
  });

  it('a move after the list changed is refused too; an unchanged list takes the same edits', async () => {
    await startOver();
    const a = await open('2');
    const b = await open('3');
    expect((await post(cookies.owner, '3', { ...b, intent: 'save', name: 'Delta', modifier: '+$25' })).status).toBe(302);
    expect((await post(cookies.admin, '2', { ...a, intent: 'move-up' })).status).toBe(409);
    expect(values()).toBe('Alpha, Bravo, Charlie +$10, Delta +$25');

    const fresh = await open('2');
    expect((await post(cookies.admin, '2', { ...fresh, intent: 'move-up' })).status).toBe(302);
    expect(values()).toBe('Alpha, Charlie +$10, Bravo, Delta +$25');
  });

  it('a post that does not name the value it was opened on changes nothing', async () => {
    await startOver();
    expect((await post(cookies.admin, '1', { intent: 'remove' })).status).toBe(409);
    const a = await open('1');
    expect((await post(cookies.admin, '1', { ...a, seenName: 'Charlie', intent: 'remove' })).status).toBe(409);
    expect((await post(cookies.admin, '1', { ...a, seenModifier: '+$10', intent: 'remove' })).status).toBe(409);
    expect(values()).toBe(START);
  });
});

describe('PATCH /api/options/{id} with the revision it read', () => {
  it('answers 409 with nothing changed once the option moved on; without a revision it replaces the list as before', async () => {
    await startOver();
    const listed = await hit(optionsLoader, { cookie: cookies.admin });
    const read = listed.body.options.find((o: { id: number }) => o.id === optionId) as { revision: number; values: string };
    expect(read.values).toBe(START);

    const b = await open('0');
    expect((await post(cookies.owner, '0', { ...b, intent: 'remove' })).status).toBe(302);

    const stale = await hit(optionAction, { cookie: cookies.admin, method: 'PATCH', body: { values: 'Alpha, Bravo, Charlie +$10, Delta +$20, Echo', revision: read.revision }, params: { id: String(optionId) } });
    expect(stale.status).toBe(409);
    expect(stale.body.fields.revision).toEqual([CHANGED]);
    expect(values()).toBe('Bravo, Charlie +$10, Delta +$20');

    const now = (await hit(optionsLoader, { cookie: cookies.admin })).body.options.find((o: { id: number }) => o.id === optionId) as { revision: number };
    expect(now.revision).toBeGreaterThan(read.revision);
    const ok = await hit(optionAction, { cookie: cookies.admin, method: 'PATCH', body: { values: 'Bravo, Charlie +$10, Delta +$20, Echo', revision: now.revision }, params: { id: String(optionId) } });
    expect(ok.status).toBe(200);
    expect(values()).toBe('Bravo, Charlie +$10, Delta +$20, Echo');
  });
});
