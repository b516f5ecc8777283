/** Only same-site relative paths are followed after sign-in. */
import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../app/server/auth/session.server';

describe('safeRedirect', () => {
  it('keeps local paths with their query', () => {
    expect(safeRedirect('/jobs')).toBe('/jobs');
    expect(safeRedirect('/job/dhc/123?version=2')).toBe('/job/dhc/123?version=2');
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'jobs',
    '',
    null,
    undefined,
  ])('refuses %j', (to) => {
    expect(safeRedirect(to)).toBe('/');
  });

  it('uses the fallback given', () => {
    expect(safeRedirect('//x', '/home')).toBe('/home');
  });
});
