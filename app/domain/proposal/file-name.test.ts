import { describe, expect, it } from 'vitest';
import { asciiFallback, attachmentDisposition, pricingSheetFileName, proposalFileName, safeFileStem } from './file-name';

describe('file names', () => {
  it("names the pricing sheet 'Pricing Sheet - <version> (<job name>).pdf' and the proposal '<version> (<job name>).pdf'", () => {
    expect(pricingSheetFileName('DHCP-007', 2, 'Downtown Remodel')).toBe('Pricing Sheet - DHCP-007 v2 (Downtown Remodel).pdf');
    expect(proposalFileName('DHCP-007', 2, 'Downtown Remodel')).toBe('DHCP-007 v2 (Downtown Remodel).pdf');
  });

  it("names each version's pricing sheet apart", () => {
    expect(pricingSheetFileName('DHCP-007', 1, 'Downtown Remodel')).not.toBe(pricingSheetFileName('DHCP-007', 2, 'Downtown Remodel'));
  });

  it('keeps accents, € and emoji but drops path separators and characters Windows refuses', () => {
    expect(pricingSheetFileName('DHCP-007', 1, 'Café — AC/DC: "Main" 🍗 €')).toBe('Pricing Sheet - DHCP-007 v1 (Café — AC-DC- -Main- 🍗 €).pdf');
    expect(safeFileStem('../../etc/passwd')).toBe('-..-etc-passwd');
    expect(safeFileStem('a\u0000b\nc')).toBe('a b c');
    expect(pricingSheetFileName('DHCP/007', 1, '   ')).toBe('Pricing Sheet - DHCP-007 v1 (Job).pdf');
  });

  it('drops bidi controls, so an override cannot disguise the extension', () => {
    expect(proposalFileName('DHCP-007', 1, 'Invoice\u202efdp.exe')).toBe('DHCP-007 v1 (Invoicefdp.exe).pdf');
    expect(safeFileStem('\u2067\u05e9\u05dc\u05d5\u05dd\u2069 \u200fA')).toBe('\u05e9\u05dc\u05d5\u05dd A');
  });

  it('caps very long names', () => {
    expect(Array.from(safeFileStem('x'.repeat(500))).length).toBe(180);
  });
});

describe('Content-Disposition', () => {
  it('has an ASCII fallback and the UTF-8 name (RFC 6266)', () => {
    expect(attachmentDisposition('Pricing Sheet - Café 🍗.pdf')).toBe(
      `attachment; filename="Pricing Sheet - Cafe.pdf"; filename*=UTF-8''Pricing%20Sheet%20-%20Caf%C3%A9%20%F0%9F%8D%97.pdf`,
    );
  });

  it('percent-encodes quotes and parentheses in the UTF-8 name and strips them from the fallback', () => {
    const header = attachmentDisposition(`DHCP-1 v1 (O'Brien's "Big" 100%).pdf`);
    expect(header).toContain(`filename="DHCP-1 v1 (O'Brien's Big 100).pdf"`);
    expect(header).toContain(`filename*=UTF-8''DHCP-1%20v1%20%28O%27Brien%27s%20%22Big%22%20100%25%29.pdf`);
  });

  it('falls back to document.pdf when nothing ASCII is left', () => {
    expect(asciiFallback('🍗🍗.pdf')).toBe('document.pdf');
    expect(asciiFallback('Pricing Sheet - 🍗.pdf')).toBe('Pricing Sheet -.pdf');
  });
});
