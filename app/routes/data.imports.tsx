/**
 * /data/imports (admin): the catalogue's imports as a history (who, when, the file's name and SHA-256, the counts,
 * undone or not, its prices); POST is the Import form's upload (a multipart form: the file is read and compared,
 * then the preview page opens) and the Undo this import form.
 */
import { redirect, useLoaderData } from 'react-router';
import type { Route } from './+types/data.imports';
import { undoFormSchema } from '~/domain/catalogue-transfer/forms';
import { refusalOf, refusalText } from '~/domain/write-result';
import { listImports, previewImport, undoImport } from '~/server/catalogue-transfer/imports.server';
import { ImportsList } from '~/components/catalogue-transfer/imports-list';
import { formatDateTime } from '~/domain/dates';
import { BackLink } from '~/components/ui/back-link';
import { readUploadedFile } from '~/server/catalogue-transfer/upload.server';
import { requireAdmin } from '~/server/auth/session.server';
import { requireFormPost } from '~/server/http/methods.server';
import { errorToast, redirectWithToast } from '~/server/http/toast.server';

export const meta: Route.MetaFunction = () => [{ title: 'Catalogue imports | Signboard' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  // The times are written here, in the server's time zone, so the browser renders the same text as the server.
  return { imports: listImports().map((i) => ({ ...i, appliedText: formatDateTime(new Date(i.appliedAt)), undoneText: i.undoneAt ? formatDateTime(new Date(i.undoneAt)) : null })) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  requireFormPost(request);
  const back = '/data?tab=signs';
  try {
    if (/^multipart\/form-data/i.test(request.headers.get('Content-Type') ?? '')) {
      const { fileName, bytes } = await readUploadedFile(request);
      const preview = await previewImport(user, fileName, bytes);
      return redirect(`/data/imports/${preview.id}`);
    }
    const parsed = undoFormSchema.safeParse(Object.fromEntries(await request.formData()));
    if (!parsed.success) return errorToast(back, 'Choose a file to import', { title: 'Import' });
    const counts = undoImport(user, parsed.data.importId);
    const rows = counts.added + counts.changed + counts.removed;
    return redirectWithToast(back, { title: 'Import undone', description: `${rows} ${rows === 1 ? 'row is' : 'rows are'} back as they were` });
  } catch (error) {
    const refused = refusalOf(error);
    if (refused) return errorToast(back, refusalText(refused), { title: 'Import', duration: 10000 });
    throw error;
  }
}

export default function CatalogueImports() {
  const { imports } = useLoaderData<typeof loader>();
  return (
    <div className="p-4 sm:p-8">
      <BackLink to="/data?tab=signs">Data Management</BackLink>
      <h1 className="mt-2 text-3xl font-semibold">Catalogue imports</h1>
      <p className="mt-2 mb-6 max-w-3xl text-sm text-slate-600">
        Every catalogue file applied, newest first. Each size, option and service price an import changed also shows in that row&apos;s price history and in Price changes.
      </p>
      <ImportsList imports={imports} />
    </div>
  );
}
