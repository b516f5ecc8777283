/**
 * The books page (/books), its downloads (/books/export) and GET /api/books/export: a range of days read
 * from the query (a GET form, so it works without JavaScript), the files' links, and the CSV itself.
 * Admins only, like the catalogue (docs/product.md § Roles and permissions).
 */
import { count, and, between, isNull, sum } from 'drizzle-orm';
import { getDb, schema } from '~/server/db.server';
import { jsonError } from '~/server/http/api.server';
import { today } from '~/server/lifecycle/version-state.server';
import { BOOK_FILES, BOOK_FILE_LABELS, bookFileSchema, bookRangeSchema, monthToDate, type BookRange } from '~/domain/books/range';
import { bookExportResponse } from './books.server';

export type BooksPage = {
  range: { from: string; to: string };
  errors: { from?: string; to?: string };
  /** Null while the range is not valid. */
  summary: { invoices: number; invoiced: number; payments: number; received: number } | null;
  files: { label: string; href: string }[];
};

function summaryOf(range: BookRange) {
  const db = getDb();
  const inv = db
    .select({ n: count(), total: sum(schema.invoices.amount) })
    .from(schema.invoices)
    .where(and(between(schema.invoices.issueDay, range.from, range.to), isNull(schema.invoices.voidedAt)))
    .get();
  const pay = db
    .select({ n: count(), total: sum(schema.payments.amount) })
    .from(schema.payments)
    .where(and(between(schema.payments.day, range.from, range.to), isNull(schema.payments.reversedAt)))
    .get();
  return { invoices: inv?.n ?? 0, invoiced: Number(inv?.total ?? 0), payments: pay?.n ?? 0, received: Number(pay?.total ?? 0) };
}

export function loadBooksPage(request: Request): BooksPage {
  const params = new URL(request.url).searchParams;
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  if (!params.has('from') && !params.has('to')) Object.assign(asked, monthToDate(today()));
  const parsed = bookRangeSchema.safeParse(asked);
  if (!parsed.success) {
    const errors: BooksPage['errors'] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'to' ? 'to' : 'from';
      errors[field] ??= issue.message;
    }
    return { range: asked, errors, summary: null, files: [] };
  }
  const range = parsed.data;
  return {
    range,
    errors: {},
    summary: summaryOf(range),
    files: BOOK_FILES.map((file) => ({ label: BOOK_FILE_LABELS[file], href: `/books/export?${new URLSearchParams({ file, from: range.from, to: range.to })}` })),
  };
}

function readFileQuery(request: Request) {
  const params = new URL(request.url).searchParams;
  return bookFileSchema.safeParse({ file: params.get('file') ?? undefined, from: params.get('from') ?? undefined, to: params.get('to') ?? undefined });
}

/** /books/export?file=&from=&to=: the CSV, or 400 naming the field. */
export function booksExportScreen(request: Request): Response {
  const parsed = readFileQuery(request);
  if (!parsed.success) throw new Response(parsed.error.issues[0]?.message ?? 'Bad request', { status: 400 });
  return bookExportResponse(parsed.data.file, parsed.data);
}

/** GET /api/books/export?file=&from=&to=: the CSV, or 400 {error, fields}. */
export function booksExportApi(request: Request): Response {
  const parsed = readFileQuery(request);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fields[String(issue.path[0] ?? 'file')] ??= []).push(issue.message);
    throw jsonError(400, parsed.error.issues[0]?.message ?? 'Bad request', fields);
  }
  return bookExportResponse(parsed.data.file, parsed.data);
}
