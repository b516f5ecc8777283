/**
 * The sign-in e-mail. The personalized one greets a known person by first
 * name ("Hi Dana, ..."); the standard one is sent when no name is known.
 */

import { isolateText } from '~/domain/user-text';

export type LoginMailInput = {
  to: string;
  /** First name to greet, or null for the standard message. */
  greetName: string | null;
  link: string;
  code: string;
  minutes: number;
};

export type LoginMail = { to: string; subject: string; text: string; html: string };

type NameLike = { fullName?: string | null; firstName?: string | null };

/** First name, else the first word of the full name, else null. */
export function greetingName(profile: NameLike | null | undefined): string | null {
  const first = profile?.firstName?.trim();
  if (first) return first;
  const word = profile?.fullName?.trim().split(/\s+/)[0];
  return word || null;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function loginMail({ to, greetName, link, code, minutes }: LoginMailInput): LoginMail {
  const opening = greetName
    ? `Hi ${isolateText(greetName)}, here is your link to sign in to Signboard:`
    : 'Use the link below to sign in to Signboard:';
  const expiry = `The link and the code work once and expire in ${minutes} minutes. If you did not ask to sign in, you can ignore this e-mail.`;
  const text = [
    opening,
    '',
    link,
    '',
    `Or enter this code on the sign-in page of the browser where you asked for it: ${code}`,
    '',
    expiry,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(opening)}</p>`,
    `<p><a href="${escapeHtml(link)}">Sign in to Signboard</a></p>`,
    `<p>Or enter this code on the sign-in page of the browser where you asked for it: <strong style="font-family:monospace;font-size:18px">${escapeHtml(code)}</strong></p>`,
    `<p style="color:#64748b">${escapeHtml(expiry)}</p>`,
  ].join('\n');
  return { to, subject: 'Your Signboard sign-in link', text, html };
}
