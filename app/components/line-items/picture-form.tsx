import { useId, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { PICTURE_ACCEPT, PICTURE_MAX_BYTES, PICTURE_MESSAGES } from '~/domain/line-items/picture-rules';

export type PictureFormProps = {
  /** The line's picture route (its forms post there). */
  action: string;
  /** The line's own picture, or null. */
  picture: { url: string; width: number; height: number } | null;
  /** The catalogue image shown while the line has no picture of its own. */
  catalogueImage: string | null;
  name: string;
};

const button =
  'inline-flex h-9 items-center justify-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50';

/**
 * The Edit panel's picture: what the line shows now, a plain multipart form
 * to upload a rendering or site photo (works without JavaScript; the server
 * checks and re-encodes it), and Remove. With JavaScript a file over the
 * limit is named at once instead of after the upload.
 */
export function PictureForm({ action, picture, catalogueImage, name }: PictureFormProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formAction?.split('?')[0] === action.split('?')[0];
  const shown = picture?.url ?? catalogueImage;
  return (
    <section aria-labelledby={`${id}-h`} className="border-b border-slate-200 px-4 py-4" data-testid="line-picture">
      <h3 id={`${id}-h`} className="mb-2 text-sm font-semibold text-slate-900">
        Picture
      </h3>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-4">
        <div className="flex h-44 w-full shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50 sm:h-28 sm:w-40">
          {shown ? (
            <img src={shown} alt={picture ? `Picture of ${name}` : `Catalogue image of ${name}`} className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="px-2 text-center text-xs text-slate-500">No picture</span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2 text-sm">
          <p className="text-slate-600">
            {picture
              ? 'This line shows its own picture on the job page and in both PDFs.'
              : 'Upload a rendering or site photo to show it instead of the catalogue image.'}
          </p>
          <Form discover="none" method="post" action={action} encType="multipart/form-data" preventScrollReset className="space-y-2">
            <label htmlFor={`${id}-file`} className="block font-medium text-slate-800">
              {picture ? 'Replace picture' : 'Upload picture'} <span className="font-normal text-slate-500">(JPEG, PNG or WebP, at most 10 MB)</span>
            </label>
            <input
              id={`${id}-file`}
              type="file"
              name="picture"
              accept={PICTURE_ACCEPT}
              required
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-err` : undefined}
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                setProblem(file && file.size > PICTURE_MAX_BYTES ? PICTURE_MESSAGES.tooLarge : null);
              }}
              className="block w-full max-w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
            />
            {problem ? (
              <p id={`${id}-err`} className="text-sm text-red-700">
                {problem}
              </p>
            ) : null}
            <button type="submit" disabled={busy || Boolean(problem)} className={button}>
              {busy ? 'Uploading...' : 'Upload'}
            </button>
          </Form>
          {picture ? (
            <Form discover="none" method="post" action={action} preventScrollReset>
              <button type="submit" name="intent" value="remove-picture" disabled={busy} className={`${button} text-red-700`}>
                Remove picture
              </button>
            </Form>
          ) : null}
        </div>
      </div>
    </section>
  );
}
