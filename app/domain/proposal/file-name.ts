/**
 * Download file names of the two documents (docs/product.md § The API) and the
 * Content-Disposition header that carries them (RFC 6266). Pure.
 *
 * - Proposal: '<version> (<job name>).pdf', where <version> names the
 *   version the client receives: the proposal number and version number,
 *   e.g. 'DHCP-007 v2 (Downtown Remodel).pdf', so two versions of one job
 *   never overwrite each other in a Downloads folder.
 * - Pricing sheet: 'Pricing Sheet - <job name>.pdf' with the version too,
 *   both documented readings at once: 'Pricing Sheet - DHCP-007 v2
 *   (Downtown Remodel).pdf' (the name alone was the same for every version).
 */
import { format } from 'date-fns';

const MAX_NAME = 180;

/**
 * A name that is safe as a file name on every desktop system: no path
 * separators, no characters Windows refuses (<>:"/\|?*), no control
 * characters, no bidi controls (a U+202E in 'Invoice\u202Efdp.exe' would show
 * the file as 'Invoiceexe.pdf' in a file manager; names keep them, files do
 * not), single spaces, at most MAX_NAME characters.
 */
export function safeFileStem(name: string): string {
  const cleaned = name
    .normalize('NFC')
    // Control characters, then the characters Windows refuses in file names.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[<>:"/\\|?*]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    // A leading dot hides the file on Unix; trailing dots vanish on Windows.
    .replace(/^\.+/, '')
    .replace(/\.+$/, '');
  return Array.from(cleaned).slice(0, MAX_NAME).join('').trim();
}

export function proposalFileName(proposalNo: string, versionNumber: number, jobName: string): string {
  const version = safeFileStem(`${proposalNo} v${versionNumber}`);
  return `${version} (${safeFileStem(jobName) || 'Job'}).pdf`;
}

export function pricingSheetFileName(proposalNo: string, versionNumber: number, jobName: string): string {
  return `Pricing Sheet - ${proposalFileName(proposalNo, versionNumber, jobName)}`;
}

/**
 * The ASCII fallback for old clients: accents dropped ('Café' -> 'Cafe'),
 * other non-ASCII characters (emoji, €) and quotes or backslashes removed.
 */
export function asciiFallback(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\%]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/\s+\.pdf$/i, '.pdf')
    .trim();
  return ascii && ascii !== '.pdf' && !/^\(?\)?\.pdf$/i.test(ascii) ? ascii : 'document.pdf';
}

/** RFC 8187 ext-value: UTF-8, every byte outside attr-char percent-encoded. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `attachment; filename="<ASCII>"; filename*=UTF-8''<UTF-8>` (RFC 6266 section 4.3). */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}

const withoutPdf = (fileName: string) => fileName.replace(/\.pdf$/i, '');

/**
 * A document of a version a client was shown exists twice: the stored copy
 * and a fresh print. Their names never match, so one download cannot
 * overwrite the other: '... (as sent Nov 28th).pdf' for the stored bytes,
 * '... (current).pdf' for a print made now.
 */
export function asSentFileName(fileName: string, sentAt: Date | number): string {
  return `${withoutPdf(fileName)} (as sent ${format(sentAt, 'MMM do')}).pdf`;
}

export function currentPrintFileName(fileName: string): string {
  return `${withoutPdf(fileName)} (current).pdf`;
}

/** The proposal printed with the client's accepted choice: '<proposal name> (accepted selection).pdf'. */
export function acceptedSelectionFileName(proposalNo: string, versionNumber: number, jobName: string): string {
  return `${withoutPdf(proposalFileName(proposalNo, versionNumber, jobName))} (accepted selection).pdf`;
}
