/**
 * The invoice number pattern admins set and the counters numbers are drawn from, kept in app_settings
 * (docs/invoices.md § Numbering). A number is allocated inside the issue transaction and never given twice:
 * the counter only moves forward, a number already taken (an older pattern's) is stepped over, and the unique
 * index on invoices.number guards the rest.
 */
import { eq } from 'drizzle-orm';
import { getDb, schema, type DbOrTx, type Tx } from '~/server/db.server';
import { now } from '~/server/config.server';
import { counterKey, DEFAULT_INVOICE_PATTERN, formatInvoiceNumber } from '~/domain/invoices/number';
import { recordedValue } from './settings-values.server';

const { appSettings, invoices } = schema;

export const PATTERN_KEY = 'invoices.numberPattern';
export const COUNTERS_KEY = 'invoices.counters';

export function invoicePattern(db: DbOrTx = getDb()): string {
  const value = recordedValue(db, PATTERN_KEY);
  return typeof value === 'string' && value.includes('{NNNN}') ? value : DEFAULT_INVOICE_PATTERN;
}

function counters(db: DbOrTx): Record<string, number> {
  const value = recordedValue(db, COUNTERS_KEY);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, number>) : {};
}

function put(tx: Tx, key: string, value: unknown): void {
  const json = JSON.stringify(value);
  tx.insert(appSettings).values({ key, value: json, updatedAt: now() }).onConflictDoUpdate({ target: appSettings.key, set: { value: json, updatedAt: now() } }).run();
}

/** The number the next invoice of `year` would take (shown before issuing; the transaction allocates it). */
export function peekInvoiceNumber(year: number, db: DbOrTx = getDb()): string {
  const pattern = invoicePattern(db);
  const key = counterKey(pattern, year);
  let n = (counters(db)[key] ?? 0) + 1;
  let number = formatInvoiceNumber(pattern, year, n);
  while (db.select({ id: invoices.id }).from(invoices).where(eq(invoices.number, number)).get()) number = formatInvoiceNumber(pattern, year, ++n);
  return number;
}

/** Takes the next number of `year` in the caller's transaction and moves the counter past it. */
export function allocateInvoiceNumber(tx: Tx, year: number): string {
  const pattern = invoicePattern(tx);
  const key = counterKey(pattern, year);
  const all = counters(tx);
  let n = (all[key] ?? 0) + 1;
  let number = formatInvoiceNumber(pattern, year, n);
  while (tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.number, number)).get()) number = formatInvoiceNumber(pattern, year, ++n);
  put(tx, COUNTERS_KEY, { ...all, [key]: n });
  return number;
}

/** Saves the admins' pattern (validated by invoicePatternSchema); numbers already given stay as they are. */
export function saveInvoicePattern(pattern: string): void {
  getDb().transaction((tx) => put(tx, PATTERN_KEY, pattern), { behavior: 'immediate' });
}
