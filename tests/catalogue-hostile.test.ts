/** Catalogue files that try to hurt: formula cells, a zip bomb, a million empty rows, a BOM with semicolons, a renamed picture, an empty file, a CSV full of mistakes. */
import { beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'csv-stringify/sync';
import { parse } from 'csv-parse/sync';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { seedWithSessions } from './support/admin-helpers';
import { csvOf, exportCatalogue } from '../app/server/catalogue-transfer/export.server';
import { applyImport, previewImport } from '../app/server/catalogue-transfer/imports.server';
import { readCatalogue } from '../app/server/catalogue-transfer/snapshot.server';
import { errorSentence } from '../app/domain/catalogue-transfer/plan';

let admin: typeof schema.users.$inferSelect;
let wendys: typeof schema.brands.$inferSelect;
const imports = () => getDb().select().from(schema.catalogueImports).all().length;

beforeAll(async () => {
  const { ids } = await seedWithSessions();
  admin = getDb().select().from(schema.users).where(eq(schema.users.id, ids.admin)).get()!;
  wendys = getDb().select().from(schema.brands).where(eq(schema.brands.slug, 'wen')).get()!;
});

const sizesCsv = () => csvOf(readCatalogue(getDb(), wendys.id), 'Sizes');

describe('refused with a clear message, nothing kept', () => {
  it.each([
    ['an empty file', 'Sizes.csv', new Uint8Array(0), /The file is empty/],
    ['a PNG renamed to .csv', 'Sizes.csv', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]), /not a spreadsheet/],
    ['a PNG renamed to .xlsx', 'Sizes.xlsx', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), /not a spreadsheet/],
    ['a file over 5 MB', 'Sizes.csv', new Uint8Array(5 * 1024 * 1024 + 1).fill(65), /larger than 5 MB/],
  ])('%s', async (_what, name, bytes, message) => {
    const before = imports();
    await expect(previewImport(admin, name, bytes)).rejects.toThrow(message);
    expect(imports()).toBe(before);
  });

  it('a zip bomb: an XLSX whose XML would inflate past 50 MB is refused from its directory, before it is opened', async () => {
    const bomb = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'xl/workbook.xml': new Uint8Array(60 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(previewImport(admin, 'bomb.xlsx', bomb)).rejects.toThrow(/unpacks to more than 50 MB/);
  });

  it('more than 20,000 rows that hold something', async () => {
    const rows = Array.from({ length: 20_001 }, (_, i) => ['', "Wendy's", 'Nope', `${i}"`, '1']);
    const csv = stringify([['ID', 'Brand', 'Sign', 'Size', 'Sign Price'], ...rows]);
    await expect(previewImport(admin, 'Sizes.csv', strToU8(csv))).rejects.toThrow(/more than 20,000 rows/);
  });
});

describe('read safely', () => {
  it('formula-like text is exported so a spreadsheet does not run it, and comes back as typed', async () => {
    const option = getDb().select().from(schema.signOptions).get()!;
    getDb().update(schema.signOptions).set({ placeholder: '=HYPERLINK("http://evil.example","x")' }).where(eq(schema.signOptions.id, option.id)).run();
    const csv = csvOf(readCatalogue(), 'Options');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    const zip = unzipSync((await exportCatalogue('xlsx')).bytes);
    const strings = new TextDecoder().decode(zip['xl/sharedStrings.xml']);
    expect(strings).toContain('=HYPERLINK(');
    for (const name of Object.keys(zip).filter((n) => n.startsWith('xl/worksheets/'))) expect(new TextDecoder().decode(zip[name])).not.toContain('<f>');
    const preview = await previewImport(admin, 'Options.csv', strToU8(csv));
    expect(preview.changeSet.changed).toEqual([]);
    expect(preview.changeSet.errors).toEqual([]);
  });

  it.each(['+1+cmd|calc', '-2+3', '@SUM(A1)'])('a cell beginning like a formula (%s) is exported with an apostrophe and read back as typed', async (text) => {
    const sign = getDb().select().from(schema.signs).where(eq(schema.signs.brandId, wendys.id)).get()!;
    getDb().update(schema.signs).set({ description: text }).where(eq(schema.signs.id, sign.id)).run();
    const csv = csvOf(readCatalogue(getDb(), wendys.id), 'Signs');
    expect(csv).toContain(`'${text}`);
    const preview = await previewImport(admin, 'Signs.csv', strToU8(csv));
    expect(preview.changeSet.errors).toEqual([]);
    expect(preview.changeSet.changed).toEqual([]);
  });

  it('a million empty rows are skipped, not counted; the row after them keeps its own number', async () => {
    const csv = 'ID,Brand,Sign,Size,Sign Price\r\n' + '\r\n'.repeat(1_000_000) + ",Wendy's,Nope,1\",5\r\n";
    const preview = await previewImport(admin, 'Sizes.csv', strToU8(csv));
    expect(preview.changeSet.errors.map(errorSentence)).toEqual(['Sizes row 1000002, Sign: "Nope": Wendy\'s has no sign called "Nope"']);
  });

  it('a CSV with a byte-order mark and semicolons (as a European spreadsheet saves it) reads as the same catalogue', async () => {
    const rows = parse(sizesCsv(), { bom: true }) as string[][];
    const semicolons = '\ufeff' + stringify(rows, { delimiter: ';' });
    const preview = await previewImport(admin, 'wendys sizes.csv', strToU8(semicolons));
    expect(preview.changeSet.errors).toEqual([]);
    expect(preview.changeSet.changed).toEqual([]);
    expect(preview.changeSet.unchanged).toBe(rows.length - 1);
  });
});

describe('a CSV with four kinds of error', () => {
  it('names each at its sheet, row and column, writes nothing unless asked, then applies only the valid rows', async () => {
    const rows = parse(sizesCsv(), { bom: true }) as string[][];
    const [header, ...body] = rows;
    body[0]![4] = '12,5O'; // not an amount (row 2)
    body[1]![5] = '-3'; // negative (row 3)
    body[2]![3] = body[3]![3]!; // the size name of the next row (row 4)
    body[4]![0] = '999999'; // an ID that is no size (row 6)
    body[5]![4] = '321.00'; // a valid change (row 7)
    const csv = stringify([header!, ...body]);
    const before = JSON.stringify(readCatalogue());
    const preview = await previewImport(admin, 'Sizes.csv', strToU8(csv));
    expect(preview.changeSet.errors.map(errorSentence)).toEqual([
      'Sizes row 2, Sign Price: "12,5O" is not an amount',
      'Sizes row 3, Install Price: "-3": A price cannot be negative',
      `Sizes row 4, Size: "${body[2]![3]}": This sign already has a size with that name`,
      'Sizes row 6, ID: "999999": ID 999999 is not a size in the catalogue: leave ID empty to add a new size',
    ]);
    expect(preview.changeSet.changed.map((r) => r.rowNumber)).toEqual([7]);
    expect(() => applyImport(admin, preview.id, { applyValidRowsOnly: false, removeMissing: false })).toThrow(/4 rows have errors/);
    expect(JSON.stringify(readCatalogue())).toBe(before);
    const applied = applyImport(admin, preview.id, { applyValidRowsOnly: true, removeMissing: false });
    expect(applied.counts).toEqual({ added: 0, changed: 1, removed: 0, skipped: 4 });
  });
});
