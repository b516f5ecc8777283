/** A brand named by an /api path (the line items' catalogue routes), read by the one id reader. */
import { jsonError } from '~/server/http/api.server';
import { apiId } from '~/server/http/params.server';
import { brandExists } from './catalogue.server';

/** A brand id that exists, else 404 'Brand not found'. */
export function brandIdParam(value: string | undefined): number {
  const id = apiId(value, 'Brand not found');
  if (!brandExists(id)) throw jsonError(404, 'Brand not found');
  return id;
}
