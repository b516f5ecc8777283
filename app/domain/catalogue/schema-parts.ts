/** The small Zod pieces every catalogue payload is built from: ids, names, multipliers, PATCH bodies. Pure. */
import { z } from 'zod';
import { userText } from '~/domain/user-text';

export const id = z.coerce.number().int().positive();
export const shortText = (max: number) => userText(max);
export const required = (label: string, max: number) => shortText(max).min(1, `${label} is required`);

type PatchShape<S extends z.ZodRawShape> = { [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer Inner> ? Inner : S[K]> };

/**
 * The PATCH body of a record: any of its fields, at least one, and only the
 * fields sent are changed. `.partial()` alone is not that: it keeps each
 * field's `.default()`, so `{name}` came out as `{name, image: '', status:
 * 'Active', ...}` and a rename reset the record's other fields (and `{}`
 * passed the 'Nothing to change' check).
 */
export function patchSchema<S extends z.ZodRawShape>(fields: z.ZodObject<S>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(fields.shape) as Array<[string, z.ZodType]>) {
    shape[key] = (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field).optional();
  }
  return z
    .object(shape as PatchShape<S>)
    .strict()
    .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to change' });
}

/** A budget or location multiplier: 0 to 100. */
export const multiplier = z.coerce
  .number({ message: 'Enter a number like 0.55' })
  .min(0, 'Cannot be negative')
  .max(100, 'At most 100');
