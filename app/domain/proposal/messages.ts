/**
 * The toasts of the Download menu (docs/product.md § Error messages, 'Proposal' and 'Pricing
 * sheet'), shared by the JavaScript download and the no-JavaScript form.
 */
export type DocumentKind = 'proposal' | 'pricing-sheet';

export const DOCUMENT_MESSAGES = {
  proposal: {
    success: 'Proposal downloaded successfully',
    failed: 'Failed to generate proposal',
    downloadFailed: 'Failed to download proposal',
    needsApiKey: 'API Key Required - Please configure a document-rendering API key to generate proposals',
  },
  'pricing-sheet': {
    success: 'Pricing sheet generated successfully',
    failed: 'Failed to generate pricing sheet',
    missingData: 'Unable to generate pricing sheet. Missing job data.',
  },
} as const;

export type DocumentAnswer = { status: number; error?: string; needsApiKey?: boolean };

/**
 * The failure toast for a server answer. Proposal: the API-key text when the
 * server flags needsApiKey, otherwise the server's error text or the generic
 * one. Pricing sheet: 'Missing job data' when the job or version is not
 * there (404 or a bad request), otherwise the generic text.
 */
export function failureMessage(kind: DocumentKind, answer: DocumentAnswer): string {
  if (kind === 'proposal') {
    if (answer.needsApiKey) return DOCUMENT_MESSAGES.proposal.needsApiKey;
    return answer.error?.trim() || DOCUMENT_MESSAGES.proposal.failed;
  }
  if (answer.status === 404 || answer.status === 400) return DOCUMENT_MESSAGES['pricing-sheet'].missingData;
  return DOCUMENT_MESSAGES['pricing-sheet'].failed;
}

/** The file name from a Content-Disposition header: filename* (UTF-8) first, else filename. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(header) ?? /filename\s*=\s*([^;]+)/i.exec(header);
  return plain ? plain[1]!.trim() : null;
}
