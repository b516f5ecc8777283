import { describe, expect, it } from 'vitest';
import { profilePhoneField, ROLE_MESSAGES, refuseInvite, refuseUserChange } from './user-admin';

const sa = { id: 1, role: 'Super-Admin', status: 'Active' } as const;
const sa2 = { id: 2, role: 'Super-Admin', status: 'Active' } as const;
const admin = { id: 3, role: 'Admin', status: 'Active' } as const;
const user = { id: 4, role: 'User', status: 'Active' } as const;

describe('refuseUserChange', () => {
  it('lets an Admin change a User’s title, status and keep them a User', () => {
    expect(refuseUserChange(admin, user, { status: 'Disabled' }, 1)).toBeNull();
    expect(refuseUserChange(admin, user, { role: 'User' }, 1)).toBeNull();
  });
  it('only a Super-Admin grants or removes Admin or Super-Admin', () => {
    expect(refuseUserChange(admin, user, { role: 'Admin' }, 1)).toBe(ROLE_MESSAGES.superOnly);
    expect(refuseUserChange(admin, { ...admin, id: 9 }, { role: 'User' }, 1)).toBe(ROLE_MESSAGES.superOnly);
    expect(refuseUserChange(admin, { ...admin, id: 9 }, { status: 'Disabled' }, 1)).toBe(ROLE_MESSAGES.superOnly);
    expect(refuseUserChange(admin, sa, { status: 'Disabled' }, 2)).toBe(ROLE_MESSAGES.superOnly);
    expect(refuseUserChange(sa, user, { role: 'Admin' }, 1)).toBeNull();
    expect(refuseUserChange(sa, admin, { role: 'User' }, 1)).toBeNull();
  });
  it('never disables or demotes the last active Super-Admin', () => {
    expect(refuseUserChange(sa2, sa, { role: 'Admin' }, 1)).toBe(ROLE_MESSAGES.lastSuper);
    expect(refuseUserChange(sa2, sa, { status: 'Disabled' }, 1)).toBe(ROLE_MESSAGES.lastSuper);
    expect(refuseUserChange(sa2, sa, { status: 'Disabled' }, 2)).toBeNull();
  });
  it('nobody takes themselves out of admin or disables themselves', () => {
    expect(refuseUserChange(admin, admin, { role: 'User' }, 1)).toBe(ROLE_MESSAGES.self);
    expect(refuseUserChange(admin, admin, { status: 'Disabled' }, 1)).toBe(ROLE_MESSAGES.self);
    expect(refuseUserChange(sa, sa, { role: 'Admin' }, 2)).toBeNull();
    expect(refuseUserChange(sa, sa, { role: 'Admin' }, 1)).toBe(ROLE_MESSAGES.lastSuper);
  });
  it('allows a change that changes nothing', () => {
    expect(refuseUserChange(admin, sa, { role: 'Super-Admin', status: 'Active' }, 1)).toBeNull();
  });
});

describe('refuseInvite', () => {
  it('only a Super-Admin invites an Admin or Super-Admin', () => {
    expect(refuseInvite(admin, 'Admin')).toBe(ROLE_MESSAGES.superOnly);
    expect(refuseInvite(admin, 'User')).toBeNull();
    expect(refuseInvite(sa, 'Super-Admin')).toBeNull();
  });
});

describe('profilePhoneField', () => {
  it('stores digits, allows blank, refuses letters and more than 10 digits', () => {
    expect(profilePhoneField.parse('(951) 555-0177')).toBe('9515550177');
    expect(profilePhoneField.parse('  ')).toBe('');
    expect(profilePhoneField.safeParse('555-CALL').error!.issues[0]!.message).toBe('Phone number may use digits only');
    expect(profilePhoneField.safeParse('95155501771').error!.issues[0]!.message).toBe('Phone number must have at most 10 digits');
  });
});
