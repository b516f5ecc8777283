/** Catalogue files end to end on the server: export, read back, preview, apply, undo. */
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { seedWithSessions } from './support/admin-helpers';
import { exportCatalogue } from '../app/server/catalogue-transfer/export.server';
import { applyImport, previewImport, undoImport } from '../app/server/catalogue-transfer/imports.server';
import { readCatalogue } from '../app/server/catalogue-transfer/snapshot.server';
import { SHEET_NAMES } from '../app/domain/catalogue-transfer/sheets';
import { zipSync, strToU8 } from 'fflate';

let admin: typeof schema.users.$inferSelect;
let wendys: typeof schema.brands.$inferSelect;

beforeAll(async () => {
  const { ids } = await seedWithSessions();
  admin = getDb().select().from(schema.users).where(eq(schema.users.id, ids.admin)).get()!;
  wendys = getDb().select().from(schema.brands).where(eq(schema.brands.slug, 'wen')).get()!;
});

async function workbookOf(bytes: Uint8Array) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return wb;
}
async function bytesOf(wb: ExcelJS.Workbook) {
  return new Uint8Array(await wb.xlsx.writeBuffer());
}
const headerIndex = (ws: ExcelJS.Worksheet, header: string) => (ws.getRow(1).values as unknown[]).indexOf(header);

describe('round trip', () => {
  it('exports every sheet of all brands as XLSX and reads it back with 0 changes', async () => {
    const file = await exportCatalogue('xlsx');
    const wb = await workbookOf(file.bytes);
    expect(wb.worksheets.map((w) => w.name)).toEqual([...SHEET_NAMES]);
    const sizes = wb.getWorksheet('Sizes')!;
    expect(sizes.getRow(1).values).toEqual([undefined, 'ID', 'Brand', 'Sign', 'Size', 'Sign Price', 'Install Price', 'Sign Budget', 'Install Budget', 'Raceway']);
    const preview = await previewImport(admin, file.fileName, file.bytes);
    expect(preview.changeSet.errors).toEqual([]);
    expect(preview.changeSet.added).toEqual([]);
    expect(preview.changeSet.changed).toEqual([]);
    expect(preview.changeSet.missing).toEqual([]);
    const counts = readCatalogue();
    expect(preview.changeSet.unchanged).toBe(SHEET_NAMES.reduce((n, s) => n + counts[s].length, 0));
    const before = JSON.stringify(readCatalogue());
    const applied = applyImport(admin, preview.id, { applyValidRowsOnly: false, removeMissing: true });
    expect(applied).toEqual({ id: null, counts: { added: 0, changed: 0, removed: 0, skipped: 0 } });
    expect(JSON.stringify(readCatalogue())).toBe(before);
  });

  it('exports one brand as a zip of CSV files and reads it back with 0 changes', async () => {
    const file = await exportCatalogue('csv', wendys.id);
    const files = unzipSync(file.bytes);
    expect(Object.keys(files).length).toBe(5);
    const sizes = new TextDecoder('utf-8', { ignoreBOM: true }).decode(Object.entries(files).find(([n]) => n.endsWith('Sizes.csv'))![1]);
    expect(sizes.startsWith('\ufeffID,Brand,Sign,Size,Sign Price')).toBe(true);
    const preview = await previewImport(admin, file.fileName, file.bytes);
    expect(preview.changeSet.errors).toEqual([]);
    expect(preview.changeSet.changed.length + preview.changeSet.added.length + preview.changeSet.missing.length).toBe(0);
  });
});
