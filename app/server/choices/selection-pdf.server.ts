/**
 * The 'Accepted selection' (docs/choices.md § The accepted selection): the
 * proposal printed with the client's accepted choice, its bytes and SHA-256
 * kept in proposal_answers.selection_* like the proposal as sent. Printed
 * right after the acceptance is committed, outside its transaction; when
 * printing fails the acceptance stands and the selection is printed when it
 * is first asked for (the job page's Download menu), then kept. Once stored it
 * is never printed again.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { getDb, schema } from '~/server/db.server';
import { makeDocument } from '~/server/pdf/documents.server';
import type { StoredPdf } from '~/server/lifecycle/job-view.server';
import { sha256Hex } from '~/server/lifecycle/tokens.server';
import { readChosenIds } from '~/domain/choices/selection';
import { formatListDate } from '~/domain/dates';

const { proposalAnswers, proposalSends, jobVersions, jobs, brands } = schema;

function answerRow(where: ReturnType<typeof eq>) {
  return getDb()
    .select({
      answerId: proposalAnswers.id,
      answer: proposalAnswers.answer,
      chosen: proposalAnswers.chosenLineIds,
      signerName: proposalAnswers.signerName,
      signerTitle: proposalAnswers.signerTitle,
      createdAt: proposalAnswers.createdAt,
      pdf: proposalAnswers.selectionPdf,
      sha256: proposalAnswers.selectionSha256,
      fileName: proposalAnswers.selectionFileName,
      validUntil: proposalSends.validUntil,
      versionNumber: jobVersions.versionNumber,
      jobId: jobs.id,
      jobNumber: jobs.jobNumber,
      brandSlug: brands.slug,
    })
    .from(proposalAnswers)
    .innerJoin(proposalSends, eq(proposalSends.id, proposalAnswers.sendId))
    .innerJoin(jobVersions, eq(jobVersions.id, proposalSends.jobVersionId))
    .innerJoin(jobs, eq(jobs.id, jobVersions.jobId))
    .innerJoin(brands, eq(brands.id, jobs.brandId))
    .where(where)
    .get();
}

type AnswerRow = NonNullable<ReturnType<typeof answerRow>>;

async function printAndKeep(row: AnswerRow): Promise<StoredPdf | null> {
  if (row.pdf && row.sha256 && row.fileName) return { pdf: row.pdf, sha256: row.sha256, fileName: row.fileName };
  const selection = readChosenIds(row.chosen);
  if (row.answer !== 'Accepted' || !selection) return null;
  const by = [row.signerName, row.signerTitle].filter(Boolean).join(', ') || 'the client';
  const made = await makeDocument('proposal', {
    brandSlug: row.brandSlug,
    jobNumber: row.jobNumber,
    version: row.versionNumber,
    validUntil: new Date(`${row.validUntil}T12:00:00`),
    accepted: { selection, by, on: formatListDate(row.createdAt) },
  });
  if (!made.ok) return null;
  const pdf = Buffer.from(made.document.pdf);
  const sha256 = sha256Hex(pdf);
  // Kept once: a print racing this one finds the first copy stored and returns it.
  getDb()
    .update(proposalAnswers)
    .set({ selectionPdf: pdf, selectionSha256: sha256, selectionFileName: made.document.fileName })
    .where(and(eq(proposalAnswers.id, row.answerId), isNull(proposalAnswers.selectionPdf)))
    .run();
  const kept = answerRow(eq(proposalAnswers.id, row.answerId));
  return kept?.pdf && kept.sha256 && kept.fileName ? { pdf: kept.pdf, sha256: kept.sha256, fileName: kept.fileName } : null;
}

/** Prints and keeps the accepted selection of an answer just recorded; a failure is logged and left for the first download. */
export async function keepAcceptedSelection(answerId: number): Promise<void> {
  const row = answerRow(eq(proposalAnswers.id, answerId));
  if (!row) return;
  try {
    await printAndKeep(row);
  } catch (error) {
    console.warn(`Accepted selection of answer ${answerId} not printed (${error instanceof Error ? error.message : String(error)}); it will be printed when first downloaded`);
  }
}

/** The accepted selection of a sending of this job (printed now and kept if it was not yet); null when it has none. */
export async function acceptedSelectionDocument(jobId: number, sendId: number): Promise<StoredPdf | null> {
  const row = answerRow(eq(proposalAnswers.sendId, sendId));
  if (!row || row.jobId !== jobId) return null;
  return printAndKeep(row);
}
