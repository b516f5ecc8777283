/**
 * The preview of an import: a file's sheets compared with the catalogue, row
 * by row. Every row of the file is matched by its ID (no ID: a new row), read
 * with the catalogue's own rules, checked against the names it refers to and
 * the names that must stay unique, and ends up added, changed (each cell old ->
 * new), unchanged, or in error (sheet, the spreadsheet's own row number,
 * column, and what is wrong). Catalogue rows that the file leaves out are
 * listed as missing; they are removed only when the admin asks. Pure.
 */
import { readRow, rowCells, type AnyValues, type RawCell, type SheetValues } from './rows';
import { SHEET_COLUMNS, SHEET_NAMES, SHEET_ROW_NOUN, headerKey, signRef, type SheetName } from './sheets';

export type CurrentRow<S extends SheetName = SheetName> = { id: number; values: SheetValues[S] };
export type Current = { [S in SheetName]: Array<CurrentRow<S>> };
export type FileSheet = { sheet: SheetName; headers: RawCell[]; rows: Array<{ rowNumber: number; cells: RawCell[] }> };

export type CellChange = { column: string; from: string; to: string };
export type PlannedRow = { sheet: SheetName; rowNumber: number; id: number | null; label: string; changes: CellChange[]; was: Record<string, string> | null; values: AnyValues };
export type MissingRow = { sheet: SheetName; id: number; label: string; was: Record<string, string> };
export type ImportError = { sheet: SheetName; rowNumber: number; column: string; value: string; message: string };
export type ChangeSet = {
  sheets: SheetName[];
  added: PlannedRow[];
  changed: PlannedRow[];
  missing: MissingRow[];
  errors: ImportError[];
  unknownColumns: Array<{ sheet: SheetName; column: string }>;
  unchanged: number;
};

/** How a row is named in a list: 'Wendy's / Channel Letters / 24"'. */
export function rowLabel(sheet: SheetName, values: AnyValues): string {
  const v = values as unknown as Record<string, string>;
  if (sheet === 'Sizes') return `${v.brand} / ${v.sign} / ${v.sizeName}`;
  if (sheet === 'Signs' || sheet === 'Services') return signRef(v.brand!, v.name!);
  return v.name!;
}

/** The key a row must not share with another row of its sheet, and the message when it does (the screens' own). */
const UNIQUE: Record<SheetName, Array<{ key: (v: Record<string, string>) => string; column: string; message: string }>> = {
  Brands: [
    { key: (v) => v.name!, column: 'Brand', message: 'Another brand already has this name' },
    { key: (v) => v.slug!, column: 'Slug', message: 'Another brand already has this slug' },
  ],
  Signs: [{ key: (v) => `${v.brand}\u0000${v.name}`, column: 'Sign', message: 'This brand already has a sign with that name' }],
  Sizes: [{ key: (v) => `${v.brand}\u0000${v.sign}\u0000${v.sizeName}`, column: 'Size', message: 'This sign already has a size with that name' }],
  Options: [{ key: (v) => v.name!, column: 'Option', message: 'Another option already has this name' }],
  Services: [{ key: (v) => `${v.brand}\u0000${v.name}`, column: 'Service', message: 'This brand already has a service with that name' }],
};

type Read = { rowNumber: number; id: number | null; values: AnyValues | null; ok: boolean };

export function planImport(current: Current, sheets: readonly FileSheet[]): ChangeSet {
  const out: ChangeSet = { sheets: [], added: [], changed: [], missing: [], errors: [], unknownColumns: [], unchanged: 0 };
  const bySheet = new Map<SheetName, Read[]>();
  const inFile = new Map<SheetName, Set<number>>();
  const error = (sheet: SheetName, rowNumber: number, column: string, value: string, message: string) => out.errors.push({ sheet, rowNumber, column, value, message });

  // Pass 1: each row read on its own.
  for (const file of sheets) {
    const { sheet } = file;
    out.sheets.push(sheet);
    const columns = SHEET_COLUMNS[sheet];
    const index = new Map<string, number>();
    file.headers.forEach((h, i) => {
      const text = String(h ?? '').trim();
      if (text === '') return;
      const col = columns.find((c) => headerKey(c.header) === headerKey(text));
      if (col && !index.has(col.key)) index.set(col.key, i);
      else out.unknownColumns.push({ sheet, column: text });
    });
    const currentById = new Map<number, CurrentRow>((current[sheet] as CurrentRow[]).map((r) => [r.id, r]));
    const seenIds = new Map<number, number>();
    const ids = new Set<number>();
    const reads: Read[] = [];
    for (const row of file.rows) {
      const raw: Record<string, RawCell> = {};
      for (const [key, i] of index) raw[key] = row.cells[i] ?? null;
      const idText = String(raw.id ?? '').trim();
      let id: number | null = null;
      if (idText !== '') {
        id = /^\d+$/.test(idText) ? Number(idText) : -1;
        if (id > 0) ids.add(id);
        const existing = currentById.get(id);
        if (!existing) {
          error(sheet, row.rowNumber, 'ID', idText, `ID ${idText} is not a ${SHEET_ROW_NOUN[sheet]} in the catalogue: leave ID empty to add a new ${SHEET_ROW_NOUN[sheet]}`);
          reads.push({ rowNumber: row.rowNumber, id, values: null, ok: false });
          continue;
        }
        const twice = seenIds.get(id);
        if (twice !== undefined) {
          error(sheet, row.rowNumber, 'ID', idText, `ID ${idText} is also on row ${twice}`);
          reads.push({ rowNumber: row.rowNumber, id, values: null, ok: false });
          continue;
        }
        seenIds.set(id, row.rowNumber);
        // A column the file leaves out keeps the catalogue's value.
        const cells = rowCells(sheet, existing.values);
        for (const c of columns) if (c.key !== 'id' && !index.has(c.key)) raw[c.key] = cells[c.key] ?? '';
      }
      const read = readRow(sheet, raw);
      if (!read.ok) for (const e of read.errors) error(sheet, row.rowNumber, e.column, e.value, e.message);
      reads.push({ rowNumber: row.rowNumber, id, values: read.ok ? read.values : null, ok: read.ok });
    }
    bySheet.set(sheet, reads);
    inFile.set(sheet, ids);
  }

  // Pass 2, sheet by sheet in the order rows depend on each other: names referred to, unique names, the changes.
  const brandNames = new Set<string>();
  const signKeys = new Set<string>();
  for (const sheet of SHEET_NAMES) {
    const reads = bySheet.get(sheet) ?? [];
    const changedIds = new Set(reads.filter((r) => r.ok && r.id !== null).map((r) => r.id!));
    const currentById = new Map<number, CurrentRow>((current[sheet] as CurrentRow[]).map((row) => [row.id, row]));
    for (const r of reads) {
      if (!r.ok || !r.values) continue;
      const v = r.values as Record<string, unknown>;
      const refuse = (column: string, value: string, message: string) => {
        error(sheet, r.rowNumber, column, value, message);
        r.ok = false;
      };
      if ((sheet === 'Signs' || sheet === 'Sizes' || sheet === 'Services') && !brandNames.has(String(v.brand))) {
        refuse('Brand', String(v.brand), `No brand is called "${v.brand}"`);
      } else if (sheet === 'Sizes' && !signKeys.has(signRef(String(v.brand), String(v.sign)))) {
        refuse('Sign', String(v.sign), `${v.brand} has no sign called "${v.sign}"`);
      } else if (sheet === 'Options') {
        const unknown = (v.linkedSigns as string[]).filter((s) => !signKeys.has(s));
        if (unknown.length) refuse('Linked Signs', unknown.join('; '), `No such sign: ${unknown.join('; ')} (write Brand / Sign)`);
      }
    }
    // Unique names over the catalogue as the file leaves it.
    for (const rule of UNIQUE[sheet]) {
      const owner = new Map<string, string>();
      for (const row of current[sheet] as CurrentRow[]) if (!changedIds.has(row.id)) owner.set(rule.key(rowCells(sheet, row.values)), `id:${row.id}`);
      // A row keeping its name claims it before a row renamed onto that name (the renamed row is the one in error).
      const keeps = (r: Read) => r.id !== null && currentById.has(r.id) && rule.key(rowCells(sheet, currentById.get(r.id)!.values)) === rule.key(rowCells(sheet, r.values!));
      for (const r of [...reads.filter((x) => x.values && keeps(x)), ...reads.filter((x) => x.values && !keeps(x))]) {
        if (!r.ok || !r.values) continue;
        const key = rule.key(rowCells(sheet, r.values));
        const mine = r.id !== null ? `id:${r.id}` : `row:${r.rowNumber}`;
        const other = owner.get(key);
        if (other !== undefined && other !== mine) {
          error(sheet, r.rowNumber, rule.column, key.split('\u0000').at(-1)!, rule.message);
          r.ok = false;
        } else owner.set(key, mine);
      }
    }
    // The changes, and what later sheets may refer to.
    for (const r of reads) {
      if (!r.ok || !r.values) continue;
      const cells = rowCells(sheet, r.values);
      const planned: PlannedRow = { sheet, rowNumber: r.rowNumber, id: r.id, label: rowLabel(sheet, r.values), changes: [], was: null, values: r.values };
      if (r.id === null) {
        planned.changes = SHEET_COLUMNS[sheet].filter((c) => c.key !== 'id' && cells[c.key] !== '').map((c) => ({ column: c.header, from: '', to: cells[c.key]! }));
        out.added.push(planned);
        continue;
      }
      const was = rowCells(sheet, currentById.get(r.id)!.values);
      planned.was = was;
      planned.changes = SHEET_COLUMNS[sheet].filter((c) => c.key !== 'id' && was[c.key] !== cells[c.key]).map((c) => ({ column: c.header, from: was[c.key]!, to: cells[c.key]! }));
      if (planned.changes.length) out.changed.push(planned);
      else out.unchanged += 1;
    }
    if (sheet === 'Brands' || sheet === 'Signs') {
      const replaced = new Set(reads.filter((r) => r.ok && r.id !== null).map((r) => r.id!));
      const finalRows = [
        ...(current[sheet] as CurrentRow[]).filter((row) => !replaced.has(row.id)).map((row) => row.values),
        ...reads.filter((r) => r.ok && r.values).map((r) => r.values!),
      ] as unknown as Array<Record<string, string>>;
      for (const v of finalRows) {
        if (sheet === 'Brands') brandNames.add(v.name!);
        else signKeys.add(signRef(v.brand!, v.name!));
      }
    }
  }

  // Rows the file leaves out: only of the sheets it holds, and of signs, sizes and services only for the brands it holds.
  const fileBrands = new Set<string>();
  for (const [sheet, reads] of bySheet) if (sheet !== 'Options') for (const r of reads) if (r.values) fileBrands.add(String((r.values as Record<string, unknown>)[sheet === 'Brands' ? 'name' : 'brand']));
  for (const sheet of out.sheets) {
    if (sheet === 'Brands') continue; // a brand is never removed by a file: its jobs need it
    const ids = inFile.get(sheet)!;
    for (const row of current[sheet] as CurrentRow[]) {
      if (ids.has(row.id)) continue;
      const brand = (row.values as Record<string, unknown>).brand;
      if (sheet !== 'Options' && !fileBrands.has(String(brand))) continue;
      out.missing.push({ sheet, id: row.id, label: rowLabel(sheet, row.values), was: rowCells(sheet as SheetName, row.values as never) });
    }
  }
  out.errors.sort((a, b) => SHEET_NAMES.indexOf(a.sheet) - SHEET_NAMES.indexOf(b.sheet) || a.rowNumber - b.rowNumber);
  return out;
}

/** An error as one sentence: 'Sizes row 14, Sign Price: "12,5O" is not an amount'. */
export function errorSentence(e: ImportError): string {
  const quoted = e.message.startsWith('"') || e.value === '' ? e.message : `"${e.value}": ${e.message}`;
  return `${e.sheet} row ${e.rowNumber}, ${e.column}: ${quoted}`;
}

export type ChangeCounts = { added: number; changed: number; removed: number; skipped: number };
