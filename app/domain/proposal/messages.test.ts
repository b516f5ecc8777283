import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './file-name';
import { DOCUMENT_MESSAGES, failureMessage, fileNameFromDisposition } from './messages';

describe('failureMessage', () => {
  it('uses the API-key text only when the server flags needsApiKey', () => {
    expect(failureMessage('proposal', { status: 503, error: 'x', needsApiKey: true })).toBe(DOCUMENT_MESSAGES.proposal.needsApiKey);
    expect(failureMessage('proposal', { status: 404, error: 'Version not found' })).toBe('Version not found');
    expect(failureMessage('proposal', { status: 500 })).toBe('Failed to generate proposal');
  });

  it('says the pricing sheet misses job data when the job or version is not there', () => {
    expect(failureMessage('pricing-sheet', { status: 404, error: 'Job not found' })).toBe('Unable to generate pricing sheet. Missing job data.');
    expect(failureMessage('pricing-sheet', { status: 500, error: 'boom' })).toBe('Failed to generate pricing sheet');
  });
});

describe('fileNameFromDisposition', () => {
  it('reads back the UTF-8 name the server sends', () => {
    const name = `DHCP-1 v2 (Café "Le Coq" 🍗 €).pdf`;
    expect(fileNameFromDisposition(attachmentDisposition(name))).toBe(name);
    expect(fileNameFromDisposition('attachment; filename="a b.pdf"')).toBe('a b.pdf');
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
