import { describe, expect, it } from 'vitest';
import { displayName, displayTitle, initials, knownName } from './profile';

describe('profile display', () => {
  it('falls back to first + last name, then User', () => {
    expect(displayName({ fullName: 'Dana Whitfield' })).toBe('Dana Whitfield');
    expect(displayName({ firstName: 'Dana', lastName: 'Whitfield' })).toBe('Dana Whitfield');
    expect(displayName({ fullName: '  ' })).toBe('User');
    expect(displayName(null)).toBe('User');
    expect(knownName({ fullName: '  ' })).toBeNull();
    expect(knownName({ firstName: 'Dana' })).toBe('Dana');
  });
  it('shows job title, else role, else Employee', () => {
    expect(displayTitle({ jobTitle: 'Estimator', role: 'Admin' })).toBe('Estimator');
    expect(displayTitle({ jobTitle: '', role: 'Admin' })).toBe('Admin');
    expect(displayTitle({})).toBe('Employee');
  });
  it('makes initials with UN for no name', () => {
    expect(initials('Dana Whitfield')).toBe('DW');
    expect(initials('Dana Q Whitfield')).toBe('DW');
    expect(initials('')).toBe('UN');
    expect(initials(null)).toBe('UN');
  });
});
