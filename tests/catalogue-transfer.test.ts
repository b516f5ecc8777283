/** Catalogue files end to end on the server: export, read back, preview, apply, undo. */
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { seedWithSessions } from './support/admin-helpers';
import { exportCatalogue } from '../app/server/catalogue-transfer/export.server';
import { applyImport, listImports, previewImport, undoImport } from '../app/server/catalogue-transfer/imports.server';
import { findPriceChange, listPriceChanges } from '../app/server/price-changes/scheduled.server';
import { priceHistory } from '../app/server/price-changes/history.server';
import { readCatalogue } from '../app/server/catalogue-transfer/snapshot.server';
import { SHEET_NAMES } from '../app/domain/catalogue-transfer/sheets';
import { updateSize } from '../app/server/catalogue/signs.server';
import { today } from '../app/server/price-changes/apply.server';

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
const col = (ws: ExcelJS.Worksheet, header: string) => (ws.getRow(1).values as unknown[]).indexOf(header);

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

const sizeRow = (id: number) => getDb().select().from(schema.signSizes).where(eq(schema.signSizes.id, id)).get()!;

describe('a change of three prices, a new size and a new sign', () => {
  let importId: string;
  let changed: number[];
  let snapshotBefore: string;
  let snapshotPrice: string;

  it('previews exactly those changes, applies them in one go, and records the prices in the history', async () => {
    snapshotBefore = JSON.stringify(readCatalogue());
    const wb = await workbookOf((await exportCatalogue('xlsx', wendys.id)).bytes);
    const sizes = wb.getWorksheet('Sizes')!;
    changed = [2, 3, 4].map((r) => Number(sizes.getRow(r).getCell(1).value));
    snapshotPrice = String(sizeRow(changed[0]!).signPrice);
    sizes.getRow(2).getCell(col(sizes, 'Sign Price')).value = 1234.5;
    sizes.getRow(3).getCell(col(sizes, 'Install Price')).value = { formula: 'B1*0', result: 99 } as ExcelJS.CellValue; // read by its cached value
    sizes.getRow(4).getCell(col(sizes, 'Raceway')).value = '$1,000.00';
    const sign = String(sizes.getRow(2).getCell(col(sizes, 'Sign')).value);
    sizes.addRow([null, "Wendy's", sign, '999"', 10, 20, 5, 10, 0]);
    sizes.addRow([null, "Wendy's", 'Drive-Thru Lane Marker', '12"', 150, 75, 80, 40, 0]);
    const signs = wb.getWorksheet('Signs')!;
    signs.addRow([null, "Wendy's", 'Drive-Thru Lane Marker', 'Custom Signs', 'Exterior', 'Fixed price', 999, 0.55, 0.55, 'Yes', '', '']);
    const preview = await previewImport(admin, 'wendys.xlsx', await bytesOf(wb));
    const cs = preview.changeSet;
    expect(cs.errors).toEqual([]);
    expect(cs.changed.map((r) => [r.sheet, r.id, r.changes])).toEqual([
      ['Sizes', changed[0], [{ column: 'Sign Price', from: expect.any(String), to: '1234.50' }]],
      ['Sizes', changed[1], [{ column: 'Install Price', from: expect.any(String), to: '99.00' }]],
      ['Sizes', changed[2], [{ column: 'Raceway', from: expect.any(String), to: '1000.00' }]],
    ]);
    expect(cs.added.map((r) => `${r.sheet} row ${r.rowNumber}: ${r.label}`).sort()).toEqual(
      [`Signs row ${signs.rowCount}: Wendy's / Drive-Thru Lane Marker`, `Sizes row ${sizes.rowCount - 1}: Wendy's / ${sign} / 999"`, `Sizes row ${sizes.rowCount}: Wendy's / Drive-Thru Lane Marker / 12"`].sort(),
    );
    expect(cs.missing).toEqual([]);
    const applied = applyImport(admin, preview.id, { applyValidRowsOnly: false, removeMissing: false });
    expect(applied.counts).toEqual({ added: 3, changed: 3, removed: 0, skipped: 0 });
    importId = applied.id!;
    expect(sizeRow(changed[0]!).signPrice).toBe(123450);
    expect(sizeRow(changed[1]!).installPrice).toBe(9900);
    expect(sizeRow(changed[2]!).racewayPrice).toBe(100000);
    // In the catalogue history: its prices as one Applied price change named after the file, listed with the others.
    expect(applied.priceChange).toMatchObject({ state: 'Applied', cells: 3, effectiveFrom: today() });
    const history = getDb().select().from(schema.catalogueChanges).where(eq(schema.catalogueChanges.entityId, changed[0]!)).all();
    expect(history.find((h) => h.entity === 'sign_size' && h.field === 'signPrice' && h.newValue === '123450')).toMatchObject({ reason: 'import wendys.xlsx', priceChangeId: applied.priceChange!.id });
    expect(listPriceChanges().find((c) => c.id === applied.priceChange!.id)).toMatchObject({ reason: 'import wendys.xlsx', state: 'Applied', cells: 3 });
    const signId = sizeRow(changed[0]!).signId;
    expect(priceHistory({ signId }).find((p) => p.entityId === changed[0] && p.field === 'signPrice' && p.from === today())).toMatchObject({ value: 123450, why: 'import wendys.xlsx', until: null });
    const added = getDb().select().from(schema.catalogueChanges).where(eq(schema.catalogueChanges.field, 'created')).all().filter((h) => h.entity === 'sign');
    expect(added.at(-1)).toMatchObject({ newValue: 'Drive-Thru Lane Marker', reason: 'import wendys.xlsx' });
    // ...and in the list of imports: who, when, the file's name and SHA-256, the counts.
    expect(listImports()[0]).toMatchObject({ id: importId, fileName: 'wendys.xlsx', sha256: preview.sha256, userName: expect.any(String), status: 'applied', counts: applied.counts, priceChange: { id: applied.priceChange!.id, state: 'Applied' } });
    expect(preview.sha256).toMatch(/^[0-9a-f]{64}$/);
    // The same preview cannot be applied twice.
    expect(() => applyImport(admin, preview.id, { applyValidRowsOnly: false, removeMissing: false })).toThrow(/expired|already applied/);
  });

  it('Undo puts the catalogue back exactly as it was, and takes its price change back with a reason', () => {
    undoImport(admin, importId);
    expect(JSON.stringify(readCatalogue())).toBe(snapshotBefore);
    const record = listImports()[0]!;
    expect(record).toMatchObject({ id: importId, status: 'undone', undoneAt: expect.any(String), priceChange: { state: 'Cancelled' } });
    expect(findPriceChange(record.priceChange!.id)!.events.map((e) => e.detail)).toEqual(['Undone with its import: the catalogue has its earlier prices back']);
    const back = getDb().select().from(schema.catalogueChanges).where(eq(schema.catalogueChanges.entityId, changed[0]!)).all().at(-1);
    expect(back).toMatchObject({ field: 'signPrice', newValue: snapshotPrice, reason: 'undo of import wendys.xlsx' });
    expect(() => undoImport(admin, importId)).toThrow(/already undone/);
  });

  it('refuses Undo after a later edit of those rows, naming it, and changes nothing', async () => {
    const wb = await workbookOf((await exportCatalogue('xlsx', wendys.id)).bytes);
    const sizes = wb.getWorksheet('Sizes')!;
    sizes.getRow(2).getCell(col(sizes, 'Sign Price')).value = 777;
    const preview = await previewImport(admin, 'again.xlsx', await bytesOf(wb));
    const { id } = applyImport(admin, preview.id, { applyValidRowsOnly: false, removeMissing: false });
    updateSize(admin, changed[0]!, { signPrice: 5000 });
    const before = JSON.stringify(readCatalogue());
    expect(() => undoImport(admin, id!)).toThrow(/Undo refused: Sizes .* changed since this import \(signPrice\)/);
    expect(JSON.stringify(readCatalogue())).toBe(before);
  });

  it('refuses to apply a preview when the catalogue moved since it', async () => {
    const wb = await workbookOf((await exportCatalogue('xlsx', wendys.id)).bytes);
    const sizes = wb.getWorksheet('Sizes')!;
    sizes.getRow(2).getCell(col(sizes, 'Sign Price')).value = 1;
    const preview = await previewImport(admin, 'stale.xlsx', await bytesOf(wb));
    updateSize(admin, changed[0]!, { signPrice: 6000 });
    expect(() => applyImport(admin, preview.id, { applyValidRowsOnly: false, removeMissing: false })).toThrow(/changed since this preview/);
    expect(sizeRow(changed[0]!).signPrice).toBe(6000);
  });
});
