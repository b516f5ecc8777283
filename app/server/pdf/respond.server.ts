/**
 * The HTTP answers of the document routes (POST /api/generate-proposal,
 * POST /api/generate-pricing-sheet and the no-JavaScript download form):
 * the PDF as an attachment, or JSON {error} with the right status.
 */
import { data } from 'react-router';
import { z } from 'zod';
import { ChromiumUnavailableError, PdfBusyError, PdfTimeoutError } from './browser.server';
import { makeDocument, type DocumentKind, type DocumentRequest } from './documents.server';
import { attachmentDisposition } from '~/domain/proposal/file-name';
import { readJson } from '~/server/http/api.server';
import { apiRoute } from '~/server/http/api-route.server';
import { requireApiUser } from '~/server/auth/session.server';

/**
 * {brandSlug, jobNumber, version, largePictures}; version as a number or its
 * digits, absent or null for the latest; largePictures (the proposal's one
 * line per half page) true or false, or the form's 'true' when ticked.
 */
export const documentRequestSchema = z.object({
  brandSlug: z.string({ message: 'brandSlug is required' }).trim().min(1, 'brandSlug is required').max(100),
  jobNumber: z.string({ message: 'jobNumber is required' }).trim().min(1, 'jobNumber is required').max(100),
  version: z.preprocess(
    (v) => (typeof v === 'string' ? (/^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v.trim() === '' ? null : v) : v),
    z.number({ message: 'version must be a version number' }).int().positive('version must be a version number').nullable().optional(),
  ),
  largePictures: z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ message: 'largePictures must be true or false' }).optional(),
  ),
  // The pricing sheet's last page compares the version with the one before (the form's 'true' when ticked).
  withComparison: z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ message: 'withComparison must be true or false' }).optional(),
  ),
});

export const FAILURE_TEXT: Record<DocumentKind, string> = {
  proposal: 'Failed to generate proposal',
  'pricing-sheet': 'Failed to generate pricing sheet',
};

export const NO_CHROMIUM_TEXT = 'No document renderer is available: Chromium could not be started on the server.';

export type DocumentFailure = { status: number; error: string; needsApiKey?: true; retryAfter?: number };

/** A printing error as status and message (never a stack trace). */
export function describeFailure(kind: DocumentKind, error: unknown): DocumentFailure {
  if (error instanceof ChromiumUnavailableError) {
    console.error(error.message);
    return { status: 503, error: NO_CHROMIUM_TEXT, needsApiKey: true };
  }
  if (error instanceof PdfBusyError) return { status: 503, error: error.message, retryAfter: error.retryAfterSeconds };
  if (error instanceof PdfTimeoutError) return { status: 504, error: error.message };
  console.error(`${kind} PDF failed`, error);
  return { status: 500, error: FAILURE_TEXT[kind] };
}

/** Makes the document: a PDF response, or a failure to answer in the caller's own way. */
export async function documentResponse(
  kind: DocumentKind,
  request: DocumentRequest,
): Promise<{ ok: true; response: Response } | { ok: false; failure: DocumentFailure }> {
  try {
    const made = await makeDocument(kind, request);
    if (!made.ok) return { ok: false, failure: { status: 404, error: made.error } };
    const { pdf, fileName } = made.document;
    return {
      ok: true,
      response: new Response(new Blob([pdf as Uint8Array<ArrayBuffer>]), {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': attachmentDisposition(fileName),
          'Content-Length': String(pdf.byteLength),
          'Cache-Control': 'private, no-store',
        },
      }),
    };
  } catch (error) {
    return { ok: false, failure: describeFailure(kind, error) };
  }
}

/** The JSON answer of a failure: {error} (and needsApiKey only when no Chromium starts). */
function failureJson(failure: DocumentFailure) {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (failure.retryAfter) headers['Retry-After'] = String(failure.retryAfter);
  const body = failure.needsApiKey ? { error: failure.error, needsApiKey: true as const } : { error: failure.error };
  return data(body, { status: failure.status, headers });
}

/** POST /api/generate-proposal and /api/generate-pricing-sheet: signed-in staff, the document or its failure as JSON. */
export function documentRoute(kind: DocumentKind) {
  return apiRoute({
    guard: requireApiUser,
    async POST({ request }) {
      const body = await readJson(request, documentRequestSchema);
      const made = await documentResponse(kind, { ...body, version: body.version ?? null });
      return made.ok ? made.response : failureJson(made.failure);
    },
  });
}
