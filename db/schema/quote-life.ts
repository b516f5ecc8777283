/**
 * Sending a version to the client and the client's answer: each sending
 * with the proposal exactly as sent, and the accept, decline or uploaded
 * signed approval that answers it.
 */
import { blob, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { jobVersions } from './jobs';
import { users } from './people';

/**
 * One sending of a version (by e-mail from Signboard, or marked as sent
 * outside it): the printed proposal's exact bytes and SHA-256, kept in the
 * database so `npm run db:backup` covers them and never printed again, and
 * the client link's token, stored only as its SHA-256. A link is live while
 * its version is Sent, `endedAt` is null and valid-until has not passed.
 */
export const proposalSends = sqliteTable(
  'proposal_sends',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    jobVersionId: integer('job_version_id')
      .notNull()
      .references(() => jobVersions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    method: text('method', { enum: ['email', 'marked'] }).notNull(),
    validUntil: text('valid_until').notNull(),
    fileName: text('file_name').notNull(),
    pdf: blob('pdf', { mode: 'buffer' }).notNull(),
    sha256: text('sha256').notNull(),
    recipients: text('recipients'), // JSON {to: string[], cc: string[]}
    subject: text('subject'),
    message: text('message'),
    sentById: integer('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: integer('sent_at').notNull(),
    /** Why the link died: 'superseded' or 'withdrawn' (null while live). */
    endReason: text('end_reason', { enum: ['superseded', 'withdrawn'] }),
    endedAt: integer('ended_at'),
    firstViewedAt: integer('first_viewed_at'),
    /**
     * What the client page shows (JSON, app/domain/lifecycle/client-document.ts), taken from the document data
     * the stored PDF was printed from, in the same transaction; null only on sendings stored before it existed.
     */
    clientDocument: text('client_document'),
  },
  (t) => [uniqueIndex('proposal_sends_token_unique').on(t.tokenHash), index('proposal_sends_version_idx').on(t.jobVersionId, t.sentAt)],
);

/**
 * The client's answer to one sending, or the signed approval staff uploaded:
 * at most one per sending (the unique index makes a replayed accept a no-op).
 */
export const proposalAnswers = sqliteTable('proposal_answers', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  sendId: integer('send_id')
    .notNull()
    .unique()
    .references(() => proposalSends.id, { onDelete: 'cascade' }),
  answer: text('answer', { enum: ['Accepted', 'Declined', 'Uploaded'] }).notNull(),
  signerName: text('signer_name'),
  signerTitle: text('signer_title'),
  reason: text('reason'),
  reasonText: text('reason_text'),
  ip: text('ip'),
  userAgent: text('user_agent'),
  /** SHA-256 of the document accepted (the stored proposal's). */
  documentSha256: text('document_sha256').notNull(),
  /** The signed approval staff uploaded (PDF), with its own checksum. */
  uploadPdf: blob('upload_pdf', { mode: 'buffer' }),
  uploadSha256: text('upload_sha256'),
  uploadFileName: text('upload_file_name'),
  uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: integer('created_at').notNull(),
  /** The lines the client accepted (JSON array of ids) and the totals they gave (JSON), for an Accepted answer. */
  chosenLineIds: text('chosen_line_ids'),
  chosenTotals: text('chosen_totals'),
  /** The proposal printed with the client's choice ('Accepted selection'), kept byte for byte like the sent one. */
  selectionPdf: blob('selection_pdf', { mode: 'buffer' }),
  selectionSha256: text('selection_sha256'),
  selectionFileName: text('selection_file_name'),
});
