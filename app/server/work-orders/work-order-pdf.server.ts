/**
 * The work order as a PDF: the document rendered to one self-contained HTML page (pictures, logo and fonts
 * inlined) and printed by the one warm browser (app/server/pdf/browser.server.ts).
 */
import { escapeHtml } from '~/domain/html-text';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { getDb, schema } from '~/server/db.server';
import { eq } from 'drizzle-orm';
import { printPdf } from '~/server/pdf/browser.server';
import { companyLogo, publicImage } from '~/server/pdf/assets.server';
import { companyConfig } from '~/server/pdf/config.server';
import { FONT_STACK, fontFaceCss } from '~/server/pdf/fonts.server';
import { pictureDataUrisOfVersion } from '~/server/line-items/pictures.server';
import { DOCUMENT_CSS, pageCss } from '~/documents/styles';
import { WORK_ORDER_CSS, WorkOrderDocument, type WorkOrderLook } from '~/documents/work-order-document';
import { readTerms } from '~/domain/lifecycle/version-terms';
import type { WorkOrder } from './work-order.server';

/** The company block as the approved version kept it, else the settings now. */
function companyOf(versionId: number) {
  const settings = companyConfig();
  const row = getDb().select({ sentTerms: schema.jobVersions.sentTerms }).from(schema.jobVersions).where(eq(schema.jobVersions.id, versionId)).get();
  const kept = readTerms(row?.sentTerms ?? null)?.company;
  return { name: kept?.name ?? settings.name, address: kept?.address ?? settings.address, phone: kept?.phone ?? settings.phone, logo: companyLogo(settings.logoPath) };
}

export function workOrderHtml(order: WorkOrder, revision: number, issuedOn: string): string {
  const pictures = pictureDataUrisOfVersion(order.versionId);
  const looks = new Map<number, WorkOrderLook>();
  for (const line of order.content.lines) {
    const look = order.looks.get(line.lineId);
    const own = pictures.get(line.lineId) ?? null;
    looks.set(line.lineId, line.lineType === 'sign' ? { image: own ?? publicImage(look?.signImage), icon: null } : { image: own, icon: own ? null : (look?.serviceIcon ?? '') });
  }
  const { content } = order;
  const body = renderToStaticMarkup(createElement(WorkOrderDocument, { content, company: companyOf(order.versionId), revision, issuedOn, looks }));
  const running = { topLeft: `Work Order ${content.jobNumber} · Revision ${revision}`, topRight: 'NO PRICES', bottomLeft: content.jobName };
  const fonts = fontFaceCss(`${body}${running.topLeft}${running.topRight}${running.bottomLeft}`);
  const title = `Work Order ${content.jobNumber} revision ${revision} - ${content.jobName}`;
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; font-src data:; style-src 'unsafe-inline'">` +
    `<title>${escapeHtml(title)}</title>` +
    `<style>${fonts}\n${pageCss('portrait', running, FONT_STACK)}\n${DOCUMENT_CSS}${WORK_ORDER_CSS}\nbody{font-family:${FONT_STACK}}</style>` +
    `</head><body>${body}</body></html>`
  );
}

export async function printWorkOrder(order: WorkOrder, revision: number, issuedOn: string): Promise<Uint8Array> {
  return (await printPdf(workOrderHtml(order, revision, issuedOn))).pdf;
}
