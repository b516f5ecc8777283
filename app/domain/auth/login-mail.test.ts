import { describe, expect, it } from 'vitest';
import { greetingName, loginMail } from './login-mail';

const base = { to: 'dana@example.com', link: 'http://localhost:3000/auth/callback?t=abc', code: 'ABC234', minutes: 10 };

describe('greetingName', () => {
  it('prefers the first name', () => {
    expect(greetingName({ firstName: 'Dana', fullName: 'Dana Whitfield' })).toBe('Dana');
  });
  it('falls back to the first word of the full name', () => {
    expect(greetingName({ firstName: ' ', fullName: '  Sam Ortiz ' })).toBe('Sam');
  });
  it('is null without any name', () => {
    expect(greetingName({ firstName: null, fullName: '' })).toBeNull();
    expect(greetingName(null)).toBeNull();
  });
});

describe('loginMail', () => {
  it('greets a known person by name', () => {
    const mail = loginMail({ ...base, greetName: 'Dana' });
    expect(mail.text.startsWith('Hi Dana, ')).toBe(true);
    expect(mail.text).toContain(base.link);
    expect(mail.text).toContain('ABC234');
    expect(mail.text).toContain('expire in 10 minutes');
  });
  it('sends the standard message without a name', () => {
    const mail = loginMail({ ...base, greetName: null });
    expect(mail.text).not.toContain('Hi ');
    expect(mail.text.startsWith('Use the link below')).toBe(true);
    expect(mail.subject).toBe('Your Signboard sign-in link');
  });
  it('escapes the HTML part', () => {
    const mail = loginMail({ ...base, greetName: '<b>x</b>', link: 'http://x/?a=1&b=2' });
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.html).toContain('a=1&#38;b=2');
  });
});
