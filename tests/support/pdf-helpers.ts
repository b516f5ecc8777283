/** Reading PDFs back in tests: the text of every page, joined (unpdf, pdf.js inside). */
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfText(pdf: Uint8Array | ArrayBuffer): Promise<{ pages: number; text: string }> {
  const bytes = pdf instanceof Uint8Array ? new Uint8Array(pdf) : new Uint8Array(pdf);
  const doc = await getDocumentProxy(bytes);
  const { totalPages, text } = await extractText(doc, { mergePages: true });
  // pdf.js may split a run of text at font changes; collapse whitespace so phrases can be searched.
  return { pages: totalPages, text: text.replace(/\s+/g, ' ') };
}
