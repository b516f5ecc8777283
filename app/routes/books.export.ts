/** /books/export?file=&from=&to=: one CSV of the books page as a download (admin; 400 naming a bad field). */
import type { Route } from './+types/books.export';
import { requireAdmin } from '~/server/auth/session.server';
import { booksExportScreen } from '~/server/books/books-routes.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return booksExportScreen(request);
}
