/** Path ids of the line-item and catalogue /api routes: digits only, else 404 (no such record). */
import { jsonError } from '~/server/http/api.server';
import { brandExists } from './catalogue.server';

export function idParam(value: string | undefined, notFound: string): number {
  if (!value || !/^\d{1,15}$/.test(value)) throw jsonError(404, notFound);
  return Number(value);
}

/** A brand id that exists, else 404 'Brand not found'. */
export function brandIdParam(value: string | undefined): number {
  const id = idParam(value, 'Brand not found');
  if (!brandExists(id)) throw jsonError(404, 'Brand not found');
  return id;
}
