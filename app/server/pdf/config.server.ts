/**
 * Settings of the PDF documents, from the environment (the environment variables
 * in docs/operations.md). Read once.
 */

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export type CompanyConfig = { name: string; address: string; phone: string; website: string; email: string; logoPath: string | null; paymentInstructions: string };

/** The company that sends the proposal. COMPANY_LOGO_PATH: a file (SVG, PNG, JPEG or WebP); default our own mark. */
export function companyConfig(): CompanyConfig {
  return {
    name: process.env.COMPANY_NAME?.trim() || 'Signboard Sign Co.',
    address: process.env.COMPANY_ADDRESS?.trim() || '2150 Industrial Way, Riverside, CA 92507',
    phone: process.env.COMPANY_PHONE?.trim() || '(951) 555-0142',
    website: process.env.COMPANY_WEBSITE?.trim() || 'www.signboard.example',
    email: process.env.COMPANY_EMAIL?.trim() || 'quotes@signboard.example',
    logoPath: process.env.COMPANY_LOGO_PATH?.trim() || null,
    // 'How to pay' on invoices; '\n' in the value starts a new line.
    paymentInstructions:
      process.env.COMPANY_PAYMENT_INSTRUCTIONS?.trim().replace(/\\n/g, '\n') ||
      'Cheque payable to Signboard Sign Co., 2150 Industrial Way, Riverside, CA 92507.\nBank transfer: ask accounts@signboard.example for our bank details.',
  };
}

export const pdfLimits = {
  /** Documents printed at once (pages open in the one browser). */
  concurrency: positiveInt('PDF_CONCURRENCY', 2),
  /** Requests waiting for a turn; beyond that the answer is 503 with Retry-After. */
  queue: positiveInt('PDF_QUEUE', 20),
  /** Time limit of one document, from its turn to its last byte. */
  timeoutMs: positiveInt('PDF_TIMEOUT_MS', 30_000),
};
