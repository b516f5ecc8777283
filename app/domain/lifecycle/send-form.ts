/**
 * The Send Proposal panel's form (and the /api payload's fields), shared by
 * the action and the form; plus the prefilled subject and message and the
 * e-mails the client and the staff receive. Pure.
 */
import { z } from 'zod';
import { confirmLossField } from './loss-guard';
import { isolateText, userNotes, userText } from '~/domain/user-text';

const EMAIL = z.email();

/** 'a@x.com, b@y.com; c@z.com' -> the addresses, lower-cased; null when one is not an address. */
export function parseAddressList(text: string): string[] | null {
  const parts = text
    .split(/[,;\s]+/)
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  if (parts.some((p) => !EMAIL.safeParse(p).success || p.length > 254)) return null;
  return [...new Set(parts)];
}

const addressList = (required: boolean) =>
  z
    .string()
    .max(2000, 'At most 2000 characters')
    .optional()
    .transform((text, ctx) => {
      const list = parseAddressList(text ?? '');
      if (list === null) {
        ctx.addIssue({ code: 'custom', message: 'Enter e-mail addresses separated by commas' });
        return z.NEVER;
      }
      if (required && list.length === 0) {
        ctx.addIssue({ code: 'custom', message: 'Enter at least one e-mail address' });
        return z.NEVER;
      }
      if (list.length > 20) {
        ctx.addIssue({ code: 'custom', message: 'At most 20 addresses' });
        return z.NEVER;
      }
      return list;
    });

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const validUntil = z
  .string({ message: 'Enter the valid-until date' })
  .regex(DAY_PATTERN, 'Enter a date as YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Enter a real date');

const versionNumber = z.coerce.number({ message: 'Choose a version' }).int('Choose a version').min(1, 'Choose a version').max(999_999_999);

export const sendFormSchema = z.object({
  to: addressList(true),
  cc: addressList(false),
  subject: userText(200).min(1, 'Enter a subject'),
  // Multi-line: a letter has a greeting, paragraphs and a sign-off.
  message: userNotes(4000).min(1, 'Enter a message'),
  version: versionNumber,
  validUntil,
  /** Sends a version with Loss lines: asked for when it has some. */
  confirmLoss: confirmLossField,
});
export type SendForm = z.output<typeof sendFormSchema>;

export const markSentSchema = z.object({ version: versionNumber, validUntil, confirmLoss: confirmLossField });
export const withdrawSchema = z.object({ version: versionNumber });

/** The valid-until must be today or later (checked with the server's today). */
export function validUntilProblem(day: string, today: string): string | null {
  return day < today ? 'The valid-until date cannot be in the past' : null;
}

export type ProposalFacts = {
  companyName: string;
  jobName: string;
  jobNumber: string;
  proposalNo: string | null;
  versionNumber: number;
  contactName: string | null;
  senderName: string;
};

export function defaultSubject(f: ProposalFacts): string {
  return `Proposal ${f.proposalNo ?? f.jobNumber} (version ${f.versionNumber}): ${f.jobName}`;
}

const HONORIFIC = /^(mr|mrs|ms|miss|mx|dr|prof)\.?$/i;

/**
 * How the letter greets its contact: by first name ('Hello Megan,' for Megan
 * Kowalski); with a title, by title and last name ('Hello Dr. Kowalski,');
 * with no contact name, a plain 'Hello,'.
 */
export function greeting(contactName: string | null): string {
  const words = (contactName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Hello,';
  if (words.length > 1 && HONORIFIC.test(words[0]!)) return `Hello ${words[0]} ${words[words.length - 1]},`;
  return `Hello ${words[0]},`;
}

/** A letter: greeting, the proposal in a paragraph, sign-off with name and company, each on its own lines. */
export function defaultMessage(f: ProposalFacts): string {
  return [
    greeting(f.contactName),
    '',
    `Please find attached our proposal for ${f.jobName} (version ${f.versionNumber}). You can read it and accept or decline it online at the link below.`,
    '',
    'Kind regards,',
    f.senderName,
    f.companyName,
  ].join('\n');
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export type Letter = { subject: string; text: string; html: string };

/** Typed text as HTML paragraphs: a blank line starts a paragraph, a single line break stays one. */
export function paragraphsHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/** The client's e-mail: the message as typed, the link, the valid-until. */
export function proposalMail(input: { subject: string; message: string; link: string; validUntilText: string }): Letter {
  const { subject, message, link, validUntilText } = input;
  const text = [message, '', `Read, accept or decline the proposal: ${link}`, '', `This proposal is valid until ${validUntilText}. The PDF is attached.`].join('\n');
  const html =
    paragraphsHtml(message) +
    `<p><a href="${escapeHtml(link)}">Read, accept or decline the proposal</a></p>` +
    `<p>This proposal is valid until ${escapeHtml(validUntilText)}. The PDF is attached.</p>`;
  return { subject: isolateText(subject), text, html };
}

/** The estimator's and project manager's e-mail when the client answers. */
/** `choice`: what the client chose, one sentence a line (docs/choices.md § Acceptance); none for a decline. */
export function answerMail(input: { answer: 'accepted' | 'declined'; jobName: string; versionNumber: number; who: string; detail: string; jobLink: string; choice?: readonly string[] }): Letter {
  const subject = `${isolateText(input.jobName)}: version ${input.versionNumber} was ${input.answer} by the client`;
  const choice = input.choice ?? [];
  const lines = [`${input.who} ${input.answer} version ${input.versionNumber} of ${input.jobName}.`, input.detail, ...choice].filter((l) => l !== '');
  lines.push('', `Open the job: ${input.jobLink}`);
  const chosen = choice.length ? `<ul>${choice.map((c) => `<li>${escapeHtml(c)}</li>`).join('')}</ul>` : '';
  const html = `<p>${escapeHtml(lines[0] ?? '')}</p>${input.detail ? `<p>${escapeHtml(input.detail)}</p>` : ''}${chosen}<p><a href="${escapeHtml(input.jobLink)}">Open the job</a></p>`;
  return { subject, text: lines.join('\n'), html };
}
