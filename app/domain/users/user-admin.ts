/**
 * Who may change whom on /users (issue 11): the payloads of the invite and
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

export const ROLE_MESSAGES = {
  superOnly: 'Only a Super-Admin can grant or remove the Admin or Super-Admin role',
  lastSuper: 'The last active Super-Admin cannot be disabled or demoted',
  self: 'You cannot disable yourself or remove your own admin access',
} as const;

export const isAdminRole = (role: Role) => role === 'Admin' || role === 'Super-Admin';

type Person = { id: number; role: Role; status: Status };

/** Why `actor` may not apply `change` to `target`, or null when allowed. */
export function refuseUserChange(
  actor: Person,
  target: Person,
  change: { role?: Role; status?: Status },
  activeSuperAdmins: number,
): string | null {
  const role = change.role ?? target.role;
  const status = change.status ?? target.status;
  const roleChanges = role !== target.role;
  const statusChanges = status !== target.status;
  if (!roleChanges && !statusChanges) return null;

  if (actor.id === target.id && (status !== 'Active' || !isAdminRole(role))) return ROLE_MESSAGES.self;
  const touchesAdmin = (roleChanges && (isAdminRole(role) || isAdminRole(target.role))) || (statusChanges && isAdminRole(target.role));
  if (touchesAdmin && actor.role !== 'Super-Admin') return ROLE_MESSAGES.superOnly;
  const wasLiveSuper = target.role === 'Super-Admin' && target.status === 'Active';
  const staysLiveSuper = role === 'Super-Admin' && status === 'Active';
  if (wasLiveSuper && !staysLiveSuper && activeSuperAdmins <= 1) return ROLE_MESSAGES.lastSuper;
  return null;
}

/** Inviting with an admin role is granting it. */
export function refuseInvite(actor: Pick<Person, 'role'>, role: Role): string | null {
  return isAdminRole(role) && actor.role !== 'Super-Admin' ? ROLE_MESSAGES.superOnly : null;
}

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
