/**
 * The catalogue written as a file: an XLSX workbook (one sheet each for
 * Brands, Signs, Sizes, Options, Services) or the same sheets as CSV files in
 * one zip. Money is written as dollars with two decimals (a number cell in
 * the workbook); text that a spreadsheet would run as a formula is kept text
 * (a text cell in the workbook, a leading apostrophe in a CSV).
 */
import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { rowCells } from '~/domain/catalogue-transfer/rows';
import { SHEET_COLUMNS, SHEET_NAMES, escapeCell, type SheetName } from '~/domain/catalogue-transfer/sheets';
import type { Current, CurrentRow } from '~/domain/catalogue-transfer/plan';
import { getDb, schema } from '~/server/db.server';
import { AdminWriteError } from '~/server/catalogue/errors.server';
import { readCatalogue } from './snapshot.server';

export type ExportFormat = 'xlsx' | 'csv';
export type ExportFile = { fileName: string; contentType: string; bytes: Uint8Array };

function sheetRows(current: Current, sheet: SheetName): string[][] {
  return (current[sheet] as CurrentRow[]).map((row) => {
    const cells = rowCells(sheet, row.values);
    return SHEET_COLUMNS[sheet].map((c) => (c.key === 'id' ? String(row.id) : (cells[c.key] ?? '')));
  });
}

async function workbook(current: Current): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Signboard';
  for (const sheet of SHEET_NAMES) {
    const ws = wb.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
    const columns = SHEET_COLUMNS[sheet];
    ws.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 14 }));
    ws.getRow(1).font = { bold: true };
    const rows = sheetRows(current, sheet).map((cells) =>
      cells.map((text, i) => {
        const kind = columns[i]!.kind;
        // Numbers stay numbers for a spreadsheet's sums; every other cell is a text cell, never a formula.
        if ((kind === 'money' || kind === 'id' || kind === 'number') && text !== '' && Number.isFinite(Number(text))) return Number(text);
        return text;
      }),
    );
    ws.addRows(rows);
    columns.forEach((c, i) => {
      const column = ws.getColumn(i + 1);
      if (c.kind === 'money') column.numFmt = '0.00';
      else if (c.kind === 'text' || c.kind === 'yesno') column.numFmt = '@';
    });
  }
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

function csvZip(current: Current, prefix: string): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const sheet of SHEET_NAMES) files[`${prefix}-${sheet}.csv`] = strToU8(csvOf(current, sheet));
  return zipSync(files, { level: 6 });
}

/** One sheet as CSV text: a byte-order mark (so a spreadsheet reads it as UTF-8), headers, and rows with formula-like text escaped. */
export function csvOf(current: Current, sheet: SheetName): string {
  const header = SHEET_COLUMNS[sheet].map((c) => c.header);
  const rows = sheetRows(current, sheet).map((cells) => cells.map(escapeCell));
  return '\ufeff' + stringify([header, ...rows], { record_delimiter: 'windows' });
}

/** GET /api/catalogue/export and the Export control: one brand (by id) or all. */
export async function exportCatalogue(format: ExportFormat, brandId?: number): Promise<ExportFile> {
  let slug = 'all-brands';
  if (brandId !== undefined) {
    const brand = getDb().select().from(schema.brands).where(eq(schema.brands.id, brandId)).get();
    if (!brand) throw new AdminWriteError(400, 'No brand has that id', 'brand');
    slug = brand.slug;
  }
  const current = readCatalogue(getDb(), brandId);
  const date = new Date().toISOString().slice(0, 10);
  const prefix = `catalogue-${slug}-${date}`;
  if (format === 'xlsx') {
    return { fileName: `${prefix}.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: await workbook(current) };
  }
  return { fileName: `${prefix}-csv.zip`, contentType: 'application/zip', bytes: csvZip(current, prefix) };
}

/** The file as a download response. */
export function downloadResponse(file: ExportFile): Response {
  return new Response(file.bytes as BodyInit, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
