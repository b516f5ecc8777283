/**
 * The uploaded catalogue file of a multipart request (the /data form and POST
 * /api/catalogue/imports): its name and bytes, read no further than the size
 * limit allows, or a refusal naming the field.
 */
import { UPLOAD_FIELD } from '~/domain/catalogue-transfer/forms';
import { AdminWriteError } from '~/server/catalogue/errors.server';
import { readCapped } from '~/server/line-items/pictures.server';
import { MAX_FILE_BYTES } from './read-file.server';

const TOO_LARGE = `The file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`;

export async function readUploadedFile(request: Request): Promise<{ fileName: string; bytes: Uint8Array }> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) throw new AdminWriteError(400, 'Send the file as multipart/form-data in the field "file"', UPLOAD_FIELD);
  const limit = MAX_FILE_BYTES + 64 * 1024;
  const announced = Number(request.headers.get('Content-Length') ?? NaN);
  if (Number.isFinite(announced) && announced > limit) throw new AdminWriteError(400, TOO_LARGE, UPLOAD_FIELD);
  const body = await readCapped(request, limit);
  if (body === null) throw new AdminWriteError(400, TOO_LARGE, UPLOAD_FIELD);
  let form: FormData;
  try {
    form = await new Request('http://local/', { method: 'POST', headers: { 'Content-Type': type }, body }).formData();
  } catch {
    throw new AdminWriteError(400, 'The upload could not be read: choose the file again', UPLOAD_FIELD);
  }
  const file = form.get(UPLOAD_FIELD);
  if (!(file instanceof File) || file.name === '') throw new AdminWriteError(400, 'Choose a file to import', UPLOAD_FIELD);
  return { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}
