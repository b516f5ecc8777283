/**
 * /data/imports (admin, POST only): the Import form's upload (a multipart form: the file is read and compared,
 * then the preview page opens) and the Undo this import form. GET goes back to /data.
 */
import { redirect } from 'react-router';
import type { Route } from './+types/data.imports';
import { undoFormSchema } from '~/domain/catalogue-transfer/forms';
import { refusalOf, refusalText } from '~/domain/write-result';
import { previewImport, undoImport } from '~/server/catalogue-transfer/imports.server';
import { readUploadedFile } from '~/server/catalogue-transfer/upload.server';
import { requireAdmin } from '~/server/auth/session.server';
import { requireFormPost } from '~/server/http/methods.server';
import { errorToast, redirectWithToast } from '~/server/http/toast.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect('/data');
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
