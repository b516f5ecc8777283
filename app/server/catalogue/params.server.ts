import { z } from 'zod';
import { jsonError } from '~/server/http/api.server';

const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A numeric id from the URL; anything else is a 404 (no such row). */
export function idParam(value: string | undefined): number {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw jsonError(404, 'Not found');
  return parsed.data;
}
