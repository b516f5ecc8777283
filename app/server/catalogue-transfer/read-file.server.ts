/**
 * An uploaded file read as sheets of rows, or refused with a clear message
 * before anything else happens: at most 5 MB; an XLSX workbook, a CSV file,
 * or a zip of CSV files; a zip whose directory says it inflates past 50 MB is
 * refused before it is opened (a zip bomb); at most 20,000 rows that hold
 * something (empty rows are skipped, not counted). A formula cell is read by
 * its cached value; a CSV may start with a byte-order mark and use commas,
 * semicolons or tabs.
 */
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import type { FileSheet } from '~/domain/catalogue-transfer/plan';
import type { RawCell } from '~/domain/catalogue-transfer/rows';
import { SHEET_NAMES, sheetFromHeaders, sheetFromName } from '~/domain/catalogue-transfer/sheets';
import { AdminWriteError } from '~/server/catalogue/errors.server';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_ROWS = 20_000;
export const MAX_INFLATED_BYTES = 50 * 1024 * 1024;

const refuse = (message: string): never => {
  throw new AdminWriteError(400, message, 'file');
};
const NOT_A_SPREADSHEET = 'This file is not a spreadsheet: upload the .xlsx workbook or a .csv file (or the zip of CSV files) that Export gives';

/** Counts rows that hold something, across sheets; refuses past the limit. */
class RowCounter {
  count = 0;
  add() {
    this.count += 1;
    if (this.count > MAX_ROWS) refuse(`The file has more than ${MAX_ROWS.toLocaleString('en-US')} rows: split it into smaller files`);
  }
}

const isEmpty = (cells: RawCell[]) => cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));

/** The zip's directory: names and the sizes they say they inflate to. Nothing is inflated here. */
function zipDirectory(bytes: Uint8Array): Array<{ name: string; size: number }> {
  const entries: Array<{ name: string; size: number }> = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        entries.push({ name: file.name, size: file.originalSize });
        return false;
      },
    });
  } catch {
    refuse('This zip file is damaged and cannot be read');
  }
  const total = entries.reduce((sum, e) => sum + e.size, 0);
  if (total > MAX_INFLATED_BYTES || entries.some((e) => e.size > MAX_INFLATED_BYTES)) {
    refuse(`This file unpacks to more than ${MAX_INFLATED_BYTES / 1024 / 1024} MB: it is refused (an export is far smaller)`);
  }
  return entries;
}

function cellValue(value: ExcelJS.CellValue): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellValue((value as { result?: ExcelJS.CellValue }).result ?? null); // a formula: its cached value
    if ('formula' in value || 'sharedFormula' in value) return null; // a formula never calculated: no value
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String((value as { text: unknown }).text);
    if ('error' in value) return String(value.error);
  }
  return String(value);
}

async function readWorkbook(bytes: Uint8Array, counter: RowCounter): Promise<FileSheet[]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    refuse('This workbook cannot be read: save it again as .xlsx and upload that');
  }
  const sheets: FileSheet[] = [];
  for (const ws of wb.worksheets) {
    const sheet = sheetFromName(ws.name);
    if (!sheet) continue;
    let headers: RawCell[] | null = null;
    const rows: FileSheet['rows'] = [];
    ws.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const values = row.values as ExcelJS.CellValue[];
      const cells: RawCell[] = [];
      for (let i = 1; i < values.length; i++) cells.push(cellValue(values[i]));
      if (isEmpty(cells)) return;
      if (!headers) {
        headers = cells;
        return;
      }
      counter.add();
      rows.push({ rowNumber, cells });
    });
    sheets.push({ sheet, headers: headers ?? [], rows });
  }
  if (!sheets.length) refuse(`This workbook has none of the sheets ${SHEET_NAMES.join(', ')}`);
  return sheets;
}

function decodeText(bytes: Uint8Array): string {
  // Binary files (pictures, documents) hold NUL bytes or many control characters; text files do not.
  const sample = bytes.subarray(0, 4096);
  let controls = 0;
  for (const b of sample) {
    if (b === 0) refuse(NOT_A_SPREADSHEET);
    if (b < 9 || (b > 13 && b < 32)) controls += 1;
  }
  if (controls > sample.length / 100) refuse(NOT_A_SPREADSHEET);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes); // a CSV saved by an older spreadsheet
  }
}

/** The delimiter of a CSV's first line: whichever of comma, semicolon and tab occurs most outside quotes. */
export function detectDelimiter(text: string): string {
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch in counts) counts[ch]! += 1;
  }
  return Object.entries(counts).sort((a, b) => b[1] - a[1])[0]![1] > 0 ? Object.entries(counts).sort((a, b) => b[1] - a[1])[0]![0] : ',';
}

function readCsv(name: string, bytes: Uint8Array, counter: RowCounter): FileSheet {
  const text = decodeText(bytes).replace(/^\ufeff/, '');
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, { delimiter: detectDelimiter(text), relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: true }) as unknown as typeof records;
  } catch (error) {
    return refuse(`${name} cannot be read as CSV: ${(error as Error).message.split('\n')[0]}`);
  }
  let headers: RawCell[] | null = null;
  const rows: FileSheet['rows'] = [];
  for (const { record, info } of records) {
    if (isEmpty(record)) continue;
    if (!headers) {
      headers = record;
      continue;
    }
    counter.add();
    rows.push({ rowNumber: info.lines, cells: record });
  }
  const sheet = sheetFromName(name) ?? sheetFromHeaders((headers ?? []).map(String));
  if (!sheet) refuse(`${name}: its columns match none of the sheets ${SHEET_NAMES.join(', ')}; name the file after its sheet (Sizes.csv) or keep the exported headers`);
  return { sheet: sheet!, headers: headers ?? [], rows };
}

/** The uploaded file's sheets, or a refusal (400, field 'file') saying why it cannot be read. */
export async function readUpload(fileName: string, bytes: Uint8Array): Promise<FileSheet[]> {
  if (bytes.length === 0) refuse('The file is empty');
  if (bytes.length > MAX_FILE_BYTES) refuse(`The file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`);
  const counter = new RowCounter();
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (isZip) {
    const entries = zipDirectory(bytes);
    if (entries.some((e) => e.name === 'xl/workbook.xml')) return readWorkbook(bytes, counter);
    const csvNames = entries.filter((e) => /\.csv$/i.test(e.name) && !e.name.startsWith('__MACOSX/')).map((e) => e.name);
    if (!csvNames.length) refuse('This zip holds no .csv files and is not an .xlsx workbook');
    const files = unzipSync(bytes, { filter: (f) => csvNames.includes(f.name) });
    const sheets = csvNames.map((n) => readCsv(n.split('/').at(-1)!, files[n]!, counter));
    const twice = sheets.find((s, i) => sheets.findIndex((o) => o.sheet === s.sheet) !== i);
    if (twice) refuse(`This zip holds two files for the ${twice.sheet} sheet`);
    return sheets;
  }
  return [readCsv(fileName, bytes, counter)];
}
