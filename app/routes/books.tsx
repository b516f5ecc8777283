/**
 * /books?from=&to=: the invoices, payments and customers of a range of days as CSV files QuickBooks Online and
 * Xero import (docs/invoices.md § For the books). Admins only; the range is a GET form, so it works without
 * JavaScript.
 */
import type { Route } from './+types/books';
import { BooksScreen } from '~/components/books/books-screen';
import { requireAdmin } from '~/server/auth/session.server';
import { loadBooksPage } from '~/server/books/books-routes.server';

export function meta() {
  return [{ title: 'Books | Signboard' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadBooksPage(request);
}

export default function BooksRoute({ loaderData }: Route.ComponentProps) {
  return <BooksScreen page={loaderData} />;
}

export { ScreenErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
