import { describe, expect, it } from 'vitest';
import { profilePhoneField, ROLE_MESSAGES, refuseInvite, refuseUserChange, userChoices } from './user-admin';

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
    expect(refuseUserChange(admin, user, { role: 'Admin' }, 1)).toBe('Only a Super-Admin can make someone an Admin');
    expect(refuseUserChange(admin, { ...admin, id: 9 }, { role: 'User' }, 1)).toBe('Only a Super-Admin can change the role of an Admin');
    expect(refuseUserChange(admin, { ...admin, id: 9 }, { status: 'Disabled' }, 1)).toBe('Only a Super-Admin can disable an Admin');
    expect(refuseUserChange(admin, { ...admin, id: 9, status: 'Disabled' }, { status: 'Active' }, 1)).toBe('Only a Super-Admin can enable an Admin');
    expect(refuseUserChange(admin, sa, { status: 'Disabled' }, 2)).toBe('Only a Super-Admin can disable a Super-Admin');
    expect(refuseUserChange(admin, user, { role: 'Super-Admin' }, 2)).toBe('Only a Super-Admin can make someone a Super-Admin');
    expect(refuseUserChange(sa, user, { role: 'Admin' }, 1)).toBeNull();
    expect(refuseUserChange(sa, admin, { role: 'User' }, 1)).toBeNull();
  });
  it('never disables or demotes the last active Super-Admin', () => {
    expect(refuseUserChange(sa2, sa, { role: 'Admin' }, 1)).toBe('The last active Super-Admin cannot be given another role');
    expect(refuseUserChange(sa2, sa, { status: 'Disabled' }, 1)).toBe('The last active Super-Admin cannot be disabled');
    expect(refuseUserChange(sa2, sa, { status: 'Disabled' }, 2)).toBeNull();
  });
  it('nobody takes themselves out of admin or disables themselves', () => {
    expect(refuseUserChange(admin, admin, { role: 'User' }, 1)).toBe('You cannot remove your own admin access');
    expect(refuseUserChange(admin, admin, { status: 'Disabled' }, 1)).toBe('You cannot disable yourself');
    expect(refuseUserChange(sa, sa, { role: 'Admin' }, 2)).toBeNull();
    expect(refuseUserChange(sa, sa, { role: 'Admin' }, 1)).toBe(ROLE_MESSAGES.lastSuperDemote);
  });
  it('allows a change that changes nothing', () => {
    expect(refuseUserChange(admin, sa, { role: 'Super-Admin', status: 'Active' }, 1)).toBeNull();
  });
});

describe('refuseInvite', () => {
  it('only a Super-Admin invites an Admin or Super-Admin', () => {
    expect(refuseInvite(admin, 'Admin')).toBe('Only a Super-Admin can invite an Admin');
    expect(refuseInvite(admin, 'User')).toBeNull();
    expect(refuseInvite(sa, 'Super-Admin')).toBeNull();
  });
});

describe('userChoices', () => {
  it('offers an Admin nothing on a Super-Admin but the job title, and says why', () => {
    const c = userChoices(admin, sa, 1);
    expect(c.roles).toEqual(['Super-Admin']);
    expect(c.statuses).toEqual(['Active']);
    expect(c.statusRefusal).toBe('Only a Super-Admin can disable a Super-Admin');
    expect(c.reasons).toEqual(['Only a Super-Admin can change the role of a Super-Admin', 'Only a Super-Admin can disable a Super-Admin']);
  });
  it('offers an Admin a User’s status but not the admin roles', () => {
    const c = userChoices(admin, user, 1);
    expect(c.roles).toEqual(['User']);
    expect(c.statuses).toEqual(['Active', 'Disabled']);
    expect(c.statusRefusal).toBeNull();
    expect(c.reasons).toEqual(['Only a Super-Admin can make someone an Admin', 'Only a Super-Admin can make someone a Super-Admin']);
  });
  it('offers nobody their own Disable, and a Super-Admin everything on others', () => {
    expect(userChoices(admin, admin, 1).statusRefusal).toBe('You cannot disable yourself');
    const c = userChoices(sa, admin, 1);
    expect(c.roles).toEqual(['User', 'Admin', 'Super-Admin']);
    expect(c.statusRefusal).toBeNull();
    expect(c.reasons).toEqual([]);
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
