/**
 * An invoice's PDF, printed once when it is issued (docs/invoices.md § The invoice PDF): the proposal's
 * company block and parties from the approved version's kept terms (loadDocument), the counted lines of the
 * approved version (approvedSelection), and the invoice's facts, rendered to one self-contained HTML page and
 * printed in the warm browser like the proposal.
 */
import { escapeHtml } from '~/domain/html-text';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { JobDetail } from '~/server/jobs/job-detail.server';
import type { VersionSelection } from '~/server/choices/approved-selection.server';
import { InvoiceDocument, INVOICE_CSS } from '~/documents/invoice-document';
import { DOCUMENT_CSS, pageCss } from '~/documents/styles';
import { proposalModel, type DocumentLine } from '~/domain/proposal/document';
import { invoiceDocumentModel, type InvoiceFacts } from '~/domain/invoices/invoice-document';
import { printPdf } from './browser.server';
import { loadDocument } from './documents.server';
import { FONT_STACK, fontFaceCss } from './fonts.server';

/** The invoice's HTML page, or null when the job's version cannot be loaded. */
export function invoiceHtml(job: JobDetail, selection: VersionSelection, facts: InvoiceFacts): string | null {
  const loaded = loadDocument({ brandSlug: job.brandSlug, jobNumber: job.jobNumber, version: selection.versionNumber });
  if (!loaded.ok) return null;
  const lines: DocumentLine[] = selection.lines.map((item) => ({
    lineType: item.lineType,
    name: (item.lineType === 'sign' ? item.signName : item.serviceName) ?? '',
    quantity: item.quantity,
    description: item.description || (item.lineType === 'sign' ? item.signDescription : item.serviceDescription) || '',
    image: null,
    icon: null,
    picture: null,
    level: item.level,
    lineItemPrice: item.lineItemPrice,
    lineItemInstallPrice: item.lineItemInstallPrice,
    lineItemBudget: item.lineItemBudget,
    lineItemInstallBudget: item.lineItemInstallBudget,
  }));
  const party = loaded.doc.party;
  const model = invoiceDocumentModel(party, proposalModel(party, lines).rows, facts);
  const body = renderToStaticMarkup(createElement(InvoiceDocument, { model }));
  const running = { topLeft: party.company.name, topRight: `${model.title} ${facts.number}`, bottomLeft: party.job.jobName };
  const fonts = fontFaceCss(`${body}${running.topLeft}${running.topRight}${running.bottomLeft}`);
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; font-src data:; style-src 'unsafe-inline'">` +
    `<title>${escapeHtml(`${model.title} ${facts.number} - ${party.job.jobName}`)}</title>` +
    `<style>${fonts}\n${pageCss('portrait', running, FONT_STACK)}\n${DOCUMENT_CSS}\n${INVOICE_CSS}\nbody{font-family:${FONT_STACK}}</style>` +
    `</head><body>${body}</body></html>`
  );
}

/** The printed bytes, or null when the version cannot be loaded. Printing errors are thrown (browser.server.ts). */
export async function printInvoice(job: JobDetail, selection: VersionSelection, facts: InvoiceFacts): Promise<Buffer | null> {
  const html = invoiceHtml(job, selection, facts);
  if (html === null) return null;
  return Buffer.from((await printPdf(html)).pdf);
}
