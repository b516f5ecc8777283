/**
 * Dated price changes beyond the bulk form: an import whose prices take effect from a later day (its other
 * fields apply at once, its prices wait as a Scheduled change, Undo cancels them), a Scheduled change edited
 * and cancelled until its day and refused after it, and a bulk change of options' dollar modifiers.
 */
import { addDays, format } from 'date-fns';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedWithSessions } from './support/admin-helpers';
import { getDb, schema } from '../app/server/db.server';
import { exportCatalogue } from '../app/server/catalogue-transfer/export.server';
import { applyImport, previewImport, undoImport } from '../app/server/catalogue-transfer/imports.server';
import { bulkChoiceSchema } from '../app/domain/price-changes/choice';
import { previewBulkChange, saveBulkChange } from '../app/server/price-changes/bulk.server';
import { cancelPriceChange, editPriceChange, findPriceChange, listPriceChanges } from '../app/server/price-changes/scheduled.server';
import { applyDuePriceChanges, today } from '../app/server/price-changes/apply.server';
import { modifierAmounts } from '../app/domain/price-changes/option-modifiers';
import { refusalOf } from '../app/domain/write-result';

let admin: typeof schema.users.$inferSelect;
let wendys: typeof schema.brands.$inferSelect;

beforeAll(async () => {
  const { ids } = await seedWithSessions();
  admin = getDb().select().from(schema.users).where(eq(schema.users.id, ids.admin)).get()!;
  wendys = getDb().select().from(schema.brands).where(eq(schema.brands.slug, 'wen')).get()!;
});

afterEach(() => {
  vi.useRealTimers();
});

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
/** Moves the server's clock (Date) by `days`, as a server started with CLOCK_OFFSET=+<days>d sees it. */
const travel = (days: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(addDays(new Date(), days));
};
const sizeById = (id: number) => getDb().select().from(schema.signSizes).where(eq(schema.signSizes.id, id)).get()!;
const refusedStatus = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return refusalOf(error);
  }
  return null;
};

/** Wendy's Sizes sheet with its first row's Sign Price $100 higher and its size renamed. */
async function datedFile(suffix: string) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from((await exportCatalogue('xlsx', wendys.id)).bytes) as unknown as ArrayBuffer);
  for (const name of ['Brands', 'Signs', 'Options', 'Services']) wb.removeWorksheet(wb.getWorksheet(name)!.id);
  const sheet = wb.getWorksheet('Sizes')!;
  const header = sheet.getRow(1).values as unknown[];
  const row = sheet.getRow(2);
  const id = Number(row.getCell(header.indexOf('ID')).value);
  const price = row.getCell(header.indexOf('Sign Price'));
  price.value = Number(price.value) + 100;
  const name = row.getCell(header.indexOf('Size'));
  name.value = `${String(name.value)} ${suffix}`;
  return { id, newName: String(name.value), bytes: new Uint8Array(await wb.xlsx.writeBuffer()) };
}

describe('an import whose prices take effect from a later day', () => {
  it('applies names at once, keeps the prices as a Scheduled change, and Undo cancels it', async () => {
    const file = await datedFile('(dated)');
    const before = sizeById(file.id);
    const preview = await previewImport(admin, 'wendys-next-week.xlsx', file.bytes);
    const applied = applyImport(admin, preview.id, { applyValidRowsOnly: false, removeMissing: false, effectiveFrom: day(7) });
    expect(applied.priceChange).toMatchObject({ effectiveFrom: day(7), cells: 1 });
    expect(sizeById(file.id)).toMatchObject({ sizeName: file.newName, signPrice: before.signPrice });
    const listed = listPriceChanges().find((c) => c.id === applied.priceChange!.id)!;
    expect(listed).toMatchObject({ state: 'Scheduled', reason: 'import wendys-next-week.xlsx', cells: 1, effect: 10000 });

    undoImport(admin, applied.id!);
    expect(sizeById(file.id)).toMatchObject({ sizeName: before.sizeName, signPrice: before.signPrice });
    const change = findPriceChange(applied.priceChange!.id)!;
    expect(change.state).toBe('Cancelled');
    expect(change.events.map((e) => e.detail)).toEqual(['Cancelled by undoing its import']);
  });

  it('takes the new price on its day; Undo is then refused and nothing is undone', async () => {
    const file = await datedFile('(later)');
    const before = sizeById(file.id);
    const preview = await previewImport(admin, 'later.xlsx', file.bytes);
    const applied = applyImport(admin, preview.id, { applyValidRowsOnly: false, removeMissing: false, effectiveFrom: day(3) });
    travel(3);
    applyDuePriceChanges();
    expect(sizeById(file.id).signPrice).toBe(before.signPrice + 10000);
    const refused = refusedStatus(() => undoImport(admin, applied.id!));
    expect(refused).toMatchObject({ status: 409 });
    expect(refused!.error).toMatch(/took effect on/);
    expect(sizeById(file.id).sizeName).toBe(file.newName);
  });

  it('refuses a day before today, naming the field, and writes nothing', async () => {
    const file = await datedFile('(past)');
    const preview = await previewImport(admin, 'past.xlsx', file.bytes);
    const refused = refusedStatus(() => applyImport(admin, preview.id, { applyValidRowsOnly: false, removeMissing: false, effectiveFrom: day(-1) }));
    expect(refused).toMatchObject({ status: 400, fieldErrors: { effectiveFrom: [expect.stringMatching(/^Prices take effect from/)] } });
    expect(sizeById(file.id).sizeName).not.toBe(file.newName);
  });
});

const choice = (fields: Record<string, unknown>) => bulkChoiceSchema.parse({ direction: 'up', kind: 'percent', rounding: 'cent', ...fields });

describe('a Scheduled change edited or cancelled until its day', () => {
  it('takes new prices and a new day with its history, then is cancelled; both are refused once cancelled', () => {
    const saved = saveBulkChange(admin, choice({ brandId: wendys.id, columns: ['installPrice'], size: '6' }), day(7));
    const cell = findPriceChange(saved.id)!.items[0]!;
    expect(editPriceChange(admin, saved.id, { effectiveFrom: day(8), cells: [{ id: cell.id, newCents: 123456 }] })).toBe(2);
    const edited = findPriceChange(saved.id)!;
    expect(edited).toMatchObject({ state: 'Scheduled', effectiveFrom: day(8) });
    expect(edited.items.find((c) => c.id === cell.id)!.newCents).toBe(123456);
    expect(edited.events.map((e) => e.action)).toEqual(['edited', 'moved']);
    expect(edited.events[0]!.detail).toContain('-> $1,234.56');
    // The catalogue keeps today's price until the day.
    expect(sizeById(cell.entityId).installPrice).toBe(cell.oldCents);

    cancelPriceChange(admin, saved.id);
    expect(findPriceChange(saved.id)!.state).toBe('Cancelled');
    expect(refusedStatus(() => editPriceChange(admin, saved.id, { effectiveFrom: day(9) }))).toMatchObject({ status: 409 });
    expect(refusedStatus(() => cancelPriceChange(admin, saved.id))).toMatchObject({ status: 409 });
  });

  it('is refused with 409 once its day has come and it took effect', () => {
    const saved = saveBulkChange(admin, choice({ brandId: wendys.id, columns: ['installBudget'], size: '2' }), day(2));
    const cell = findPriceChange(saved.id)!.items[0]!;
    travel(2);
    const refused = refusedStatus(() => editPriceChange(admin, saved.id, { cells: [{ id: cell.id, newCents: 1 }] }));
    expect(refused).toMatchObject({ status: 409 });
    expect(refused!.error).toMatch(/took effect on .*no longer be edited or cancelled/);
    expect(refusedStatus(() => cancelPriceChange(admin, saved.id))).toMatchObject({ status: 409 });
    expect(sizeById(cell.entityId).installBudget).toBe(cell.newCents);
  });
});

describe('a bulk change of option modifiers', () => {
  it("moves the dollar modifiers of the options linked to the brand's signs and leaves percentages alone", () => {
    const preview = previewBulkChange(choice({ brandId: wendys.id, columns: ['optionModifier'], size: '10', rounding: 'dollar-up' }));
    expect(preview.count).toBeGreaterThan(0);
    const first = preview.cells[0]!;
    expect(first).toMatchObject({ entity: 'option', column: 'Option Modifier' });
    for (const c of preview.cells) expect(c.newCents % 100).toBe(0);
    const option = () => getDb().select().from(schema.signOptions).where(eq(schema.signOptions.id, first.entityId)).get()!;
    const before = option();
    const percents = before.values.split(', ').filter((e) => /\+\d+(\.\d+)?%$/.test(e));

    const saved = saveBulkChange(admin, choice({ brandId: wendys.id, columns: ['optionModifier'], size: '10', rounding: 'dollar-up' }), today());
    expect(saved).toMatchObject({ state: 'Applied', cells: preview.count });
    const after = option();
    expect(modifierAmounts(after.values).find((a) => a.entry === first.size)!.cents).toBe(first.newCents);
    for (const p of percents) expect(after.values).toContain(p);
    expect(after.revision).toBeGreaterThan(before.revision);
    const history = getDb().select().from(schema.catalogueChanges).where(eq(schema.catalogueChanges.priceChangeId, saved.id)).all();
    expect(history.some((h) => h.entity === 'option' && h.field === 'values' && h.newValue === after.values)).toBe(true);
  });
});
