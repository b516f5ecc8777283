/**
 * The dev outbox's attachments (/dev/outbox): what each kept message had
 * attached (name, type, size, SHA-256, as the outbox row records them), and
 * the bytes themselves, read from where they belong (a proposal's stored PDF
 * in proposal_sends) and checked against the recorded SHA-256. Callers guard
 * access (loopback only, never in real production).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, schema } from './db.server';

const attachmentSchema = z.object({ filename: z.string(), contentType: z.string(), size: z.number(), sha256: z.string() });
export type OutboxAttachment = z.infer<typeof attachmentSchema>;

/** The attachments an outbox row records ([] for none or for JSON that is not a list of them). */
export function outboxAttachments(json: string | null): OutboxAttachment[] {
  if (!json) return [];
  try {
    const parsed = z.array(attachmentSchema).safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Attachment `index` (0-based) of message `messageId` with its bytes, or null when the message, the attachment or its bytes are gone. */
export function outboxAttachmentFile(messageId: number, index: number): (OutboxAttachment & { bytes: Buffer }) | null {
  const db = getDb();
  const row = db.select({ attachments: schema.mailOutbox.attachments }).from(schema.mailOutbox).where(eq(schema.mailOutbox.id, messageId)).get();
  const attachment = row ? outboxAttachments(row.attachments)[index] : undefined;
  if (!attachment) return null;
  const stored = db.select({ pdf: schema.proposalSends.pdf }).from(schema.proposalSends).where(eq(schema.proposalSends.sha256, attachment.sha256)).get();
  if (!stored || createHash('sha256').update(stored.pdf).digest('hex') !== attachment.sha256) return null;
  return { ...attachment, bytes: stored.pdf };
}
