/**
 * Catalogue files with a big catalogue (at least 500 signs and 2,000 sizes): median timings of an export (XLSX
 * and the CSV zip), and of a 2,000-row import's preview (read, compare, keep), apply and undo. Figures only.
 * Run alone with `npx tsx bench/catalogue-transfer.ts`; `npm run bench` runs it after the Signs tab figures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DB } from '../db/connection';

const RUNS = 5;

function ensureBigCatalogue(db: DB): void {
  const { n } = db.$client.prepare('select count(*) as n from sign_sizes').get() as { n: number };
  if (n >= 2000) return;
  const brand = (db.$client.prepare('select id from brands order by id limit 1').get() as { id: number }).id;
  const sign = db.$client.prepare("insert into signs (brand_id, name, sign_type, display_order) values (?, ?, 'Wall Signs', ?)");
  const size = db.$client.prepare('insert into sign_sizes (sign_id, size_name, sign_price, install_price, sign_budget, install_budget, raceway_price) values (?, ?, 100000, 50000, 55000, 27500, 4500)');
  db.$client.transaction(() => {
    for (let i = 0; i < 500; i++) {
      const id = Number(sign.run(brand, `Transfer Bench Sign ${i + 1}`, i).lastInsertRowid);
      for (let s = 0; s < 4; s++) size.run(id, `${12 * (s + 1)}"`);
    }
  })();
}

async function median(fn: () => Promise<unknown> | unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

export async function runCatalogueTransferBench(db: DB): Promise<void> {
  const ExcelJS = (await import('exceljs')).default;
  const { exportCatalogue } = await import('../app/server/catalogue-transfer/export.server');
  const { applyImport, previewImport, undoImport } = await import('../app/server/catalogue-transfer/imports.server');
  ensureBigCatalogue(db);
  const actor = db.$client.prepare("select * from users where role = 'Super-Admin' order by id limit 1").get() as { id: number; email: string };
  const admin = { id: actor.id, fullName: 'Bench', firstName: null, lastName: null, email: actor.email, role: 'Super-Admin' as const };
  const counts = db.$client.prepare('select (select count(*) from signs) as signs, (select count(*) from sign_sizes) as sizes').get() as { signs: number; sizes: number };

  const xlsxMs = await median(() => exportCatalogue('xlsx'));
  const csvMs = await median(() => exportCatalogue('csv'));

  // 2,000 size rows, every Sign Price one dollar higher: one file, previewed, applied and undone RUNS times.
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from((await exportCatalogue('xlsx')).bytes) as unknown as ArrayBuffer);
  for (const name of ['Brands', 'Signs', 'Options', 'Services']) wb.removeWorksheet(wb.getWorksheet(name)!.id);
  const sizes = wb.getWorksheet('Sizes')!;
  sizes.spliceRows(2002, sizes.rowCount);
  sizes.eachRow((row, n) => {
    if (n > 1) row.getCell(5).value = Number(row.getCell(5).value) + 1;
  });
  const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
  const preview: number[] = [];
  const apply: number[] = [];
  const undo: number[] = [];
  let changed = 0;
  for (let i = 0; i < RUNS; i++) {
    let t = performance.now();
    const p = await previewImport(admin, 'bench.xlsx', bytes);
    preview.push(performance.now() - t);
    changed = p.changeSet.changed.length;
    t = performance.now();
    const { id } = applyImport(admin, p.id, { applyValidRowsOnly: false, removeMissing: false });
    apply.push(performance.now() - t);
    t = performance.now();
    undoImport(admin, id!);
    undo.push(performance.now() - t);
  }
  const mid = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(0);
  console.log(`Catalogue files (${counts.signs} signs, ${counts.sizes} sizes; median of ${RUNS})`);
  console.log(`  export, all brands, XLSX        ${xlsxMs.toFixed(0)} ms   (target 1000)`);
  console.log(`  export, all brands, CSV zip     ${csvMs.toFixed(0)} ms   (target 1000)`);
  console.log(`  import ${changed} rows: preview     ${mid(preview)} ms   (target 2000)`);
  console.log(`  import ${changed} rows: apply       ${mid(apply)} ms   (target 1000)`);
  console.log(`  import ${changed} rows: undo        ${mid(undo)} ms`);
}

// Run alone: a temporary seeded database of its own.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signboard-bench-'));
  process.env.DATABASE_PATH = path.join(dir, 'bench.db');
  process.env.SESSION_SECRET ??= 'bench-session-secret-not-for-production';
  const { getDb } = await import('../app/server/db.server');
  const { seed } = await import('../db/seed');
  const db = getDb();
  seed(db);
  await runCatalogueTransferBench(db);
  db.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
