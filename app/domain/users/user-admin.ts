/**
 * Who may change whom on /users: the payloads of the invite and
 * the edit, and the role rules, pure so they are tested on their own.
 *
 * - Only a Super-Admin grants or removes Admin or Super-Admin (that includes
 *   disabling or re-enabling an Admin, which takes the role's access away).
 * - Nobody disables or demotes the last active Super-Admin.
 * - Nobody disables themselves or takes themselves out of admin.
 */
import { z } from 'zod';
import { userText } from '~/domain/user-text';
import { ROLES, STATUSES, type Role, type Status } from '~/domain/users/vocabulary';
import { phoneDigits, PHONE_MAX_DIGITS } from '~/domain/phone';

/**
 * A person's work phone (printed on the proposals they prepare): digits with
 * the usual separators, at most 10 digits, stored as digits; blank clears it.
 */
export const profilePhoneField = z
  .string()
  .trim()
  .refine((v) => /^[\d\s()+.-]*$/.test(v), { message: 'Phone number may use digits only', abort: true })
  .refine((v) => v.replace(/\D/g, '').length <= PHONE_MAX_DIGITS, 'Phone number must have at most 10 digits')
  .transform((v) => phoneDigits(v));

export const USER_TABS = ['all', 'active', 'disabled'] as const;
export type UserTab = (typeof USER_TABS)[number];

export const inviteSchema = z
  .object({
    fullName: userText(120).min(1, 'Name is required'),
    email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address').max(254)),
    jobTitle: userText(120).optional().default(''),
    role: z.enum(ROLES, { message: 'Choose a role' }).default('User'),
  })
  .strict();
export type Invite = z.output<typeof inviteSchema>;

export const userPatchSchema = z
  .object({
    role: z.enum(ROLES, { message: 'Choose a role' }).optional(),
    status: z.enum(STATUSES, { message: "status must be 'Active' or 'Disabled'" }).optional(),
    jobTitle: userText(120).optional(),
    phone: profilePhoneField.optional(),
  })
  .strict()
  .refine((v) => v.role !== undefined || v.status !== undefined || v.jobTitle !== undefined || v.phone !== undefined, { message: 'Nothing to change' });
export type UserPatch = z.output<typeof userPatchSchema>;

/** Refusals worded for what was tried ('Only a Super-Admin can disable a Super-Admin'). */
const an = (role: Role) => (role === 'Admin' ? 'an Admin' : role === 'Super-Admin' ? 'a Super-Admin' : 'a User');
export const ROLE_MESSAGES = {
  superOnlyStatus: (status: Status, target: Role) => `Only a Super-Admin can ${status === 'Disabled' ? 'disable' : 'enable'} ${an(target)}`,
  superOnlyGrant: (role: Role) => `Only a Super-Admin can make someone ${an(role)}`,
  superOnlyRemove: (target: Role) => `Only a Super-Admin can change the role of ${an(target)}`,
  superOnlyInvite: (role: Role) => `Only a Super-Admin can invite ${an(role)}`,
  lastSuperDisable: 'The last active Super-Admin cannot be disabled',
  lastSuperDemote: 'The last active Super-Admin cannot be given another role',
  selfDisable: 'You cannot disable yourself',
  selfDemote: 'You cannot remove your own admin access',
} as const;

export const isAdminRole = (role: Role) => role === 'Admin' || role === 'Super-Admin';

type Person = { id: number; role: Role; status: Status };

/** Why `actor` may not apply `change` to `target` (worded for what was tried), or null when allowed. */
export function refuseUserChange(actor: Person, target: Person, change: { role?: Role; status?: Status }, activeSuperAdmins: number): string | null {
  const role = change.role ?? target.role;
  const status = change.status ?? target.status;
  const roleChanges = role !== target.role;
  const statusChanges = status !== target.status;
  if (!roleChanges && !statusChanges) return null;

  if (actor.id === target.id) {
    if (status !== 'Active') return ROLE_MESSAGES.selfDisable;
    if (!isAdminRole(role)) return ROLE_MESSAGES.selfDemote;
  }
  if (actor.role !== 'Super-Admin') {
    if (roleChanges && isAdminRole(target.role)) return ROLE_MESSAGES.superOnlyRemove(target.role);
    if (roleChanges && isAdminRole(role)) return ROLE_MESSAGES.superOnlyGrant(role);
    if (statusChanges && isAdminRole(target.role)) return ROLE_MESSAGES.superOnlyStatus(status, target.role);
  }
  const wasLiveSuper = target.role === 'Super-Admin' && target.status === 'Active';
  if (wasLiveSuper && activeSuperAdmins <= 1) {
    if (status !== 'Active') return ROLE_MESSAGES.lastSuperDisable;
    if (role !== 'Super-Admin') return ROLE_MESSAGES.lastSuperDemote;
  }
  return null;
}

/** Inviting with an admin role is granting it. */
export function refuseInvite(actor: Pick<Person, 'role'>, role: Role): string | null {
  return isAdminRole(role) && actor.role !== 'Super-Admin' ? ROLE_MESSAGES.superOnlyInvite(role) : null;
}

/**
 * What /users offers `actor` for `target`: only the roles and statuses the
 * server would accept (the current ones always), and why the others are not
 * offered, so nothing is offered only to be refused.
 */
export function userChoices(actor: Person, target: Person, activeSuperAdmins: number) {
  const roles = ROLES.filter((r) => refuseUserChange(actor, target, { role: r }, activeSuperAdmins) === null);
  const statuses = STATUSES.filter((s) => refuseUserChange(actor, target, { status: s }, activeSuperAdmins) === null);
  const other: Status = target.status === 'Active' ? 'Disabled' : 'Active';
  const statusRefusal = refuseUserChange(actor, target, { status: other }, activeSuperAdmins);
  const roleRefusals = [...new Set(ROLES.map((r) => refuseUserChange(actor, target, { role: r }, activeSuperAdmins)).filter((m): m is string => m !== null))];
  return { roles, statuses, statusRefusal, reasons: [...roleRefusals, ...(statusRefusal && !roleRefusals.includes(statusRefusal) ? [statusRefusal] : [])] };
}
export type UserChoices = ReturnType<typeof userChoices>;

export function usersTab(value: string | null): UserTab {
  return (USER_TABS as readonly string[]).includes(value ?? '') ? (value as UserTab) : 'all';
}

/** The Edit User dialog and the row's Disable/Enable button. */
export const userEditFormSchema = z.object({
  role: z.enum(ROLES, { message: 'Choose a role' }),
  status: z.enum(STATUSES),
  jobTitle: userText(120).optional().default(''),
  phone: profilePhoneField.optional().default(''),
});
export type UserEditFormInput = z.input<typeof userEditFormSchema>;
export const userStatusFormSchema = z.object({ intent: z.literal('status'), id: z.coerce.number().int().positive(), status: z.enum(STATUSES) });
