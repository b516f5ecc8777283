import { describe, expect, it } from 'vitest';
import { fromSession, mapProfile, toCurrentUser } from './current-user';

const dana = {
  id: 2,
  email: 'admin@signboard.local',
  fullName: 'Dana Whitfield',
  firstName: 'Dana',
  lastName: 'Whitfield',
  role: 'Admin',
  jobTitle: null,
  userImage: 'https://img.example/dana.png',
};

describe('toCurrentUser', () => {
  it('maps a complete profile', () => {
    expect(toCurrentUser(dana)).toEqual({
      id: 2,
      email: 'admin@signboard.local',
      user_metadata: { full_name: 'Dana Whitfield', role: 'Admin', job_title: null, user_image: 'https://img.example/dana.png' },
    });
  });

  it('joins first and last name when there is no full name', () => {
    expect(toCurrentUser({ ...dana, fullName: null }).user_metadata.full_name).toBe('Dana Whitfield');
    expect(toCurrentUser({ ...dana, fullName: '  ', lastName: null }).user_metadata.full_name).toBe('Dana');
  });

  it('falls back to the e-mail before the at-sign, then to User', () => {
    const bare = { id: 9, email: 'sam.ortiz@signboard.local' };
    expect(toCurrentUser(bare).user_metadata.full_name).toBe('sam.ortiz');
    expect(toCurrentUser({ id: 9, email: '' }).user_metadata.full_name).toBe('User');
  });

  it('takes the role, else the job title, else User', () => {
    expect(toCurrentUser({ ...dana, role: null, jobTitle: 'Estimator' }).user_metadata).toMatchObject({
      role: 'Estimator',
      job_title: 'Estimator',
    });
    expect(toCurrentUser({ ...dana, role: '', jobTitle: null }).user_metadata.role).toBe('User');
  });

  it('leaves job title and image null when missing', () => {
    const u = toCurrentUser({ id: 1, email: 'a@b.c' });
    expect(u.user_metadata.job_title).toBeNull();
    expect(u.user_metadata.user_image).toBeNull();
  });
});

describe('mapProfile', () => {
  it('keeps missing values null for the fallback to fill', () => {
    expect(mapProfile({ id: 1, email: 'a@b.c' }).user_metadata).toEqual({
      full_name: null,
      role: null,
      job_title: null,
      user_image: null,
    });
  });
});

describe('fromSession', () => {
  it('uses avatar_url when there is no user_image', () => {
    const u = fromSession({ id: 'x', email: 'p@q.r', user_metadata: { avatar_url: 'https://img/a.png' } });
    expect(u.user_metadata.user_image).toBe('https://img/a.png');
    expect(u.user_metadata.full_name).toBe('p');
    expect(u.user_metadata.role).toBe('User');
  });

  it('copes with no e-mail and no metadata', () => {
    expect(fromSession({ id: 'x' })).toEqual({
      id: 'x',
      email: '',
      user_metadata: { full_name: 'User', role: 'User', job_title: null, user_image: null },
    });
  });
});
