/**
 * The invitation: a sign-in e-mail for someone an admin just added. It sends
 * them to the sign-in page with their address; the usual magic link follows
 * from there (a link in this e-mail could not be bound to their browser).
 */
import { escapeHtml } from '~/domain/html-text';
import { isolateText } from '~/domain/user-text';

export type InviteMailInput = { to: string; name: string; invitedBy: string; role: string; loginUrl: string };

export function inviteMail({ to, name, invitedBy, role, loginUrl }: InviteMailInput) {
  const first = name.trim().split(/\s+/)[0] || 'there';
  // Names are isolated: a right-to-left override in one cannot turn the rest of the sentence around.
  const opening = `Hi ${isolateText(first)}, ${isolateText(invitedBy)} invited you to Signboard as ${role}.`;
  const how = `Sign in with this e-mail address (${to}): open the link below, press Continue, and we will e-mail you a sign-in link and code.`;
  const text = [opening, '', how, '', loginUrl].join('\n');
  const html = [
    `<p>${escapeHtml(opening)}</p>`,
    `<p>${escapeHtml(how)}</p>`,
    `<p><a href="${escapeHtml(loginUrl)}">Sign in to Signboard</a></p>`,
  ].join('\n');
  return { to, subject: `You're invited to Signboard`, text, html };
}
