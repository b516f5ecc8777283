/** /api/users and the /users screen: invite, role and status changes under the role rules, and the guards. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { getUser } from '../app/server/auth/session.server';
import { ROLE_MESSAGES } from '../app/domain/users/user-admin';
import { hit, seedWithSessions, sessionFor, type Who } from './support/admin-helpers';
import { lastMail } from './support/auth-helpers';
import { action as usersAction, loader as usersLoader } from '../app/routes/api/users';
import { action as userAction } from '../app/routes/api/users.$id';
import { action as screenAction, loader as screenLoader } from '../app/routes/users';
import { action as inviteScreenAction } from '../app/routes/users.invite';
import { action as editAction, loader as editLoader } from '../app/routes/users.$userId.edit';

let cookies: Record<Who, string>;
let ids: Record<'owner' | 'admin' | 'user', number>;

beforeAll(async () => {
  ({ cookies, ids } = await seedWithSessions());
});

const row = (id: number) => getDb().select().from(schema.users).where(eq(schema.users.id, id)).get()!;
const patch = (who: Who, id: number, body: unknown) => hit(userAction, { cookie: cookies[who], method: 'PATCH', body, params: { id: String(id) } });

describe('guards', () => {
  it('401 signed out, 403 for a User on GET/POST /api/users and PATCH /api/users/:id', async () => {
    for (const [who, status] of [
      ['anon', 401],
      ['user', 403],
    ] as const) {
      expect((await hit(usersLoader, { cookie: cookies[who] })).status).toBe(status);
      expect((await hit(usersAction, { cookie: cookies[who], body: { fullName: 'A', email: 'a@x.com' } })).status).toBe(status);
      expect((await patch(who, ids.admin, { status: 'Disabled' })).status).toBe(status);
    }
    expect(row(ids.admin).status).toBe('Active');
  });
  it('the /users screen sends a User to / (Access Denied) and refuses its action', async () => {
    expect((await hit(screenLoader, { cookie: cookies.user, path: '/users' })).location).toBe('/');
    const post = await hit(screenAction, { cookie: cookies.user, path: '/users', form: { intent: 'status', id: String(ids.owner), status: 'Disabled' } });
    expect(post.location).toBe('/');
    expect(row(ids.owner).status).toBe('Active');
  });
});

describe('invite', () => {
  it('adds an active user and sends them a sign-in e-mail', async () => {
    const a = await hit(usersAction, { cookie: cookies.admin, body: { fullName: 'Jo Park', email: 'Jo.Park@Example.com', jobTitle: 'Installer', role: 'User' } });
    expect(a.status).toBe(201);
    expect(a.body.user).toMatchObject({ fullName: 'Jo Park', email: 'jo.park@example.com', jobTitle: 'Installer', role: 'User', status: 'Active' });
    const mail = await lastMail('jo.park@example.com');
    expect(mail?.subject).toBe("You're invited to Signboard");
    expect(mail?.text).toContain('/login');
  });
  it('400 naming the field for a bad payload, 409 for a duplicate e-mail', async () => {
    const bad = await hit(usersAction, { cookie: cookies.admin, body: { fullName: '', email: 'nope', role: 'Boss' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['email', 'fullName', 'role']);
    expect((await hit(usersAction, { cookie: cookies.admin, body: { fullName: 'X', email: 'x@y.com', extra: 1 } })).status).toBe(400);
    const dup = await hit(usersAction, { cookie: cookies.owner, body: { fullName: 'Other', email: 'ADMIN@signboard.local' } });
    expect(dup.status).toBe(409);
    expect(dup.body.fields.email).toEqual(['A user with this e-mail already exists']);
  });
  it('only a Super-Admin invites an Admin (409 for an Admin)', async () => {
    const refused = await hit(usersAction, { cookie: cookies.admin, body: { fullName: 'Al', email: 'al@example.com', role: 'Admin' } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Only a Super-Admin can invite an Admin');
    expect((await hit(usersAction, { cookie: cookies.owner, body: { fullName: 'Al', email: 'al@example.com', role: 'Admin' } })).status).toBe(201);
  });
  it('the Invite User form does the same without JavaScript', async () => {
    const ok = await hit(inviteScreenAction, { cookie: cookies.admin, path: '/users/invite', form: { fullName: 'Form Person', email: 'form@example.com', jobTitle: '', role: 'User' } });
    expect(ok.status).toBe(302);
    expect(ok.location).toBe('/users');
    const bad = await hit(inviteScreenAction, { cookie: cookies.admin, path: '/users/invite', form: { fullName: 'Form Person', email: 'form@example.com', role: 'User' } });
    expect(bad.status).toBe(409);
  });
});

describe('role and status changes', () => {
  it('an Admin changes a User’s job title and disables them; the disabled user is signed out at once', async () => {
    const victim = getDb().insert(schema.users).values({ email: 'victim@example.com', fullName: 'Vic Tim' }).returning().get();
    const victimCookie = await sessionFor(victim.id);
    const req = () => new Request('http://localhost:3000/', { headers: { Cookie: victimCookie } });
    expect(await getUser(req())).not.toBeNull();
    const a = await patch('admin', victim.id, { jobTitle: 'Welder', status: 'Disabled' });
    expect(a.status).toBe(200);
    expect(a.body.user).toMatchObject({ jobTitle: 'Welder', status: 'Disabled' });
    expect(await getUser(req())).toBeNull();
    expect((await patch('admin', victim.id, { status: 'Active' })).body.user.status).toBe('Active');
  });
  it('only a Super-Admin grants or removes Admin', async () => {
    const u = getDb().insert(schema.users).values({ email: 'promo@example.com' }).returning().get();
    const refused = await patch('admin', u.id, { role: 'Admin' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Only a Super-Admin can make someone an Admin');
    expect(row(u.id).role).toBe('User');
    expect((await patch('owner', u.id, { role: 'Admin' })).status).toBe(200);
    expect((await patch('admin', u.id, { role: 'User' })).body.error).toBe('Only a Super-Admin can change the role of an Admin');
    expect((await patch('admin', u.id, { status: 'Disabled' })).body.error).toBe('Only a Super-Admin can disable an Admin');
    expect((await patch('owner', u.id, { role: 'User' })).status).toBe(200);
  });
  it('nobody disables or demotes the last active Super-Admin, nor themselves out of admin', async () => {
    const last = await patch('owner', ids.owner, { role: 'Admin' });
    expect(last.status).toBe(409);
    expect(last.body.error).toBe(ROLE_MESSAGES.lastSuperDemote);
    expect((await patch('owner', ids.owner, { status: 'Disabled' })).body.error).toBe('You cannot disable yourself');
    const self = await patch('admin', ids.admin, { role: 'User' });
    expect(self.status).toBe(409);
    expect(self.body.error).toBe('You cannot remove your own admin access');
    // With a second Super-Admin, the first may step down to Admin.
    const second = getDb().insert(schema.users).values({ email: 'sa2@example.com', role: 'Super-Admin' }).returning().get();
    expect((await patch('owner', second.id, { status: 'Disabled' })).status).toBe(200);
    expect((await patch('owner', ids.owner, { role: 'Admin' })).status).toBe(409);
    expect((await patch('owner', second.id, { status: 'Active' })).status).toBe(200);
    const stepDown = await patch('owner', ids.owner, { role: 'Admin' });
    expect(stepDown.status).toBe(200);
    const sa2Cookie = await sessionFor(second.id);
    expect((await hit(userAction, { cookie: sa2Cookie, method: 'PATCH', body: { role: 'Super-Admin' }, params: { id: String(ids.owner) } })).status).toBe(200);
    expect(row(ids.owner).role).toBe('Super-Admin');
  });
  it('400 for a bad payload, 404 for a missing user', async () => {
    const bad = await patch('owner', ids.user, { role: 'Boss', status: 'Gone' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['role', 'status']);
    expect((await patch('owner', ids.user, {})).status).toBe(400);
    expect((await patch('owner', 999999, { jobTitle: 'x' })).status).toBe(404);
  });
  it('the Disable button answers a refusal with a red toast and changes nothing', async () => {
    const a = await hit(screenAction, { cookie: cookies.admin, path: '/users?tab=all', form: { intent: 'status', id: String(ids.owner), status: 'Disabled' } });
    expect(a.status).toBe(302);
    expect(a.location).toBe('/users?tab=all');
    expect(row(ids.owner).status).toBe('Active');
  });
  it('offers an Admin no Disable on the Super-Admin nor on themselves, and no admin roles in Edit', async () => {
    const list = await hit(screenLoader, { cookie: cookies.admin, path: '/users' });
    const refusalOf = (id: number) => list.body.users.find((u: { id: number }) => u.id === id).statusRefusal;
    expect(refusalOf(ids.owner)).toBe('Only a Super-Admin can disable a Super-Admin');
    expect(refusalOf(ids.admin)).toBe('You cannot disable yourself');
    expect(refusalOf(ids.user)).toBeNull();
    const edit = await hit(editLoader, { cookie: cookies.admin, path: `/users/${ids.owner}/edit`, params: { userId: String(ids.owner) } });
    expect(edit.body.roles).toEqual(['Super-Admin']);
    expect(edit.body.statuses).toEqual(['Active']);
    expect(edit.body.reasons).toContain('Only a Super-Admin can disable a Super-Admin');
    const forced = await hit(editAction, { cookie: cookies.admin, path: `/users/${ids.owner}/edit`, params: { userId: String(ids.owner) }, form: { role: 'Super-Admin', status: 'Disabled', jobTitle: '' } });
    expect(forced.status).toBe(409);
    expect(forced.body.result.error.status).toEqual(['Only a Super-Admin can disable a Super-Admin']);
    expect(row(ids.owner).status).toBe('Active');
  });
});
