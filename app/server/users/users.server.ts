/**
 * /users and /api/users: the list, the invitation and the role and status
 * changes. The role rules (domain/user-admin) are checked inside the same
 * transaction as the write, so two admins cannot both demote the last two
 * Super-Admins. Disabling a user ends their sessions at once.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { displayName } from '~/domain/users/profile';
import { inviteMail } from '~/domain/users/invite-mail';
import { refuseInvite, refuseUserChange, type Invite, type UserPatch } from '~/domain/users/user-admin';
import { appOrigin } from '~/server/config.server';
import { getDb, schema, type DbOrTx } from '~/server/db.server';
import { queueMail } from '~/server/mail.server';
import type { User } from '~/server/auth/session.server';
import { AdminWriteError, isUniqueViolation } from '~/server/catalogue/errors.server';

export type UserRow = {
  id: number;
  fullName: string;
  email: string;
  jobTitle: string | null;
  userImage: string | null;
  status: User['status'];
  role: User['role'];
  createdAt: string;
};

function toRow(u: User): UserRow {
  return {
    id: u.id,
    fullName: u.fullName?.trim() ? u.fullName : displayName(u),
    email: u.email,
    jobTitle: u.jobTitle,
    userImage: u.userImage,
    status: u.status,
    role: u.role,
    createdAt: new Date(u.createdAt).toISOString(),
  };
}

export function listUsers(filter: { status?: User['status'] } = {}): UserRow[] {
  const u = schema.users;
  return getDb()
    .select()
    .from(u)
    .where(filter.status ? eq(u.status, filter.status) : undefined)
    .orderBy(asc(u.createdAt), asc(u.id))
    .all()
    .map(toRow);
}

function activeSuperAdmins(tx: DbOrTx): number {
  const u = schema.users;
  return tx.select({ n: count() }).from(u).where(and(eq(u.role, 'Super-Admin'), eq(u.status, 'Active'))).get()?.n ?? 0;
}

/** How many active Super-Admins there are (what /users may offer depends on it). */
export function countActiveSuperAdmins(): number {
  return activeSuperAdmins(getDb());
}

/** The invitation's sign-in link: /login with the invited address filled in (the login page checks it, and only prefills). */
export function invitedLoginUrl(email: string): string {
  const url = new URL('/login', appOrigin);
  url.searchParams.set('email', email);
  return url.toString();
}

/** POST /api/users: adds the person (Active) and sends the invitation. */
export function inviteUser(actor: User, invite: Invite): UserRow {
  const refused = refuseInvite(actor, invite.role);
  if (refused) throw new AdminWriteError(409, refused, 'role');
  const [firstName, ...rest] = invite.fullName.split(/\s+/);
  let created: User;
  try {
    created = getDb()
      .insert(schema.users)
      .values({
        email: invite.email,
        fullName: invite.fullName,
        firstName: firstName ?? null,
        lastName: rest.join(' ') || null,
        jobTitle: invite.jobTitle || null,
        role: invite.role,
        status: 'Active',
      })
      .returning()
      .get();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AdminWriteError(409, 'A user with this e-mail already exists', 'email');
    throw error;
  }
  queueMail(inviteMail({ to: created.email, name: invite.fullName, invitedBy: displayName(actor), role: invite.role, loginUrl: invitedLoginUrl(created.email) }));
  return toRow(created);
}

/** PATCH /api/users/{id}: role, status, job title, under the role rules. */
export function updateUser(actor: User, id: number, patch: UserPatch): UserRow {
  return getDb().transaction((tx) => {
    const target = tx.select().from(schema.users).where(eq(schema.users.id, id)).get();
    if (!target) throw new AdminWriteError(404, 'User not found', 'id');
    const refused = refuseUserChange(actor, target, patch, activeSuperAdmins(tx));
    if (refused) throw new AdminWriteError(409, refused, patch.role !== undefined && patch.role !== target.role ? 'role' : 'status');
    const set: Partial<User> = {};
    if (patch.role !== undefined) set.role = patch.role;
    if (patch.status !== undefined) set.status = patch.status;
    if (patch.jobTitle !== undefined) set.jobTitle = patch.jobTitle || null;
    if (patch.phone !== undefined) set.phone = patch.phone || null;
    tx.update(schema.users).set(set).where(eq(schema.users.id, id)).run();
    // A disabled person is signed out now, not only on their next request.
    if (set.status === 'Disabled') tx.delete(schema.sessions).where(eq(schema.sessions.userId, id)).run();
    return toRow({ ...target, ...set });
  });
}

export function findUser(id: number): User | null {
  return getDb().select().from(schema.users).where(eq(schema.users.id, id)).get() ?? null;
}
