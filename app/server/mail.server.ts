/**
 * Outgoing mail. With SMTP_URL set, nodemailer delivers over SMTP. Without it
 * (the local default) each message goes to the mail_outbox table, the console
 * and /dev/outbox, so sign-in works on a laptop with no mail server (in real
 * production, only to the table: see sendMail).
 */
import { createHash } from 'node:crypto';
import { desc } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { devOutboxEnabled, mailFrom, smtpUrl } from './config.server';
import { getDb, schema } from './db.server';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type Mail = { to: string; cc?: string; subject: string; text: string; html?: string; attachments?: MailAttachment[] };

let transport: Transporter | undefined;

export async function sendMail(mail: Mail): Promise<void> {
  if (smtpUrl) {
    transport ??= nodemailer.createTransport(smtpUrl);
    await transport.sendMail({ from: mailFrom, ...mail });
    return;
  }
  // The outbox keeps what was attached (name, type, size, SHA-256); the bytes stay with what they belong to.
  const attachments = mail.attachments?.length
    ? JSON.stringify(mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.byteLength, sha256: createHash('sha256').update(a.content).digest('hex') })))
    : null;
  getDb()
    .insert(schema.mailOutbox)
    // (Cc goes over SMTP only; the outbox row is addressed to the To list.)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, attachments })
    .run();
  // Sign-in mail holds a live link and code: in real production the console
  // feeds shared logs, so only the envelope is printed there.
  if (devOutboxEnabled) console.info(`[mail] to ${mail.to}: ${mail.subject}\n${mail.text}\n`);
  else console.warn(`[mail] SMTP_URL is not set: the message to ${mail.to} (${mail.subject}) is kept in the mail_outbox table only`);
}

const pending = new Set<Promise<void>>();

/**
 * Sends without making the request wait: the sign-in screen then answers in
 * the same time whether or not a message went out (no enumeration by timing).
 * Failures are logged; the person can ask for a new link.
 */
export function queueMail(mail: Mail): void {
  const job: Promise<void> = sendMail(mail)
    .catch((error: unknown) => {
      console.error(`[mail] delivery to ${mail.to} failed:`, error);
    })
    .finally(() => pending.delete(job));
  pending.add(job);
}

/** Waits for queued messages (tests, and a clean shutdown). */
export async function flushMail(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

export type OutboxMessage = typeof schema.mailOutbox.$inferSelect;

export function recentOutbox(limit = 50): OutboxMessage[] {
  return getDb().select().from(schema.mailOutbox).orderBy(desc(schema.mailOutbox.id)).limit(limit).all();
}
