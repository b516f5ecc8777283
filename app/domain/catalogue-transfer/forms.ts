/** The payloads of catalogue files: the export's query, the confirm form, the /api apply body, the undo form. Pure. */
import { z } from 'zod';
import { isRealDay } from '~/domain/price-changes/days';

/** 'Prices take effect from': a day as 'yyyy-MM-dd' (whether it is today or later is checked on the server). */
const effectiveFrom = z
  .string({ message: 'Prices take effect from: choose a day' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Prices take effect from: use a date like 2026-12-01')
  .refine(isRealDay, 'Prices take effect from: use a date like 2026-12-01');

const brandId = z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.coerce.number({ message: 'brand must be a brand id, or empty for all brands' }).int('brand must be a brand id').positive('brand must be a brand id').optional());

/** GET /api/catalogue/export?brand=&format=xlsx|csv */
export const exportQuerySchema = z
  .object({
    brand: brandId,
    format: z.enum(['xlsx', 'csv'], { message: 'format must be xlsx or csv' }).default('xlsx'),
  })
  .strict();

/** POST /api/catalogue/imports/{id}/apply */
export const applyBodySchema = z
  .object({
    applyValidRowsOnly: z.boolean({ message: 'applyValidRowsOnly must be true or false' }).default(false),
    removeMissing: z.boolean({ message: 'removeMissing must be true or false' }).default(false),
    effectiveFrom: effectiveFrom.optional(),
  })
  .strict();

const tick = z.preprocess((v) => v === 'on' || v === 'true', z.boolean());

/** The preview page's confirm form (a form sends no unticked box). */
export const confirmFormSchema = z.object({
  intent: z.literal('apply'),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'sha256 must be the previewed file\'s SHA-256'),
  applyValidRowsOnly: tick.default(false),
  removeMissing: tick.default(false),
  effectiveFrom: z.preprocess((v) => (v === '' || v === null ? undefined : v), effectiveFrom.optional()),
});

/** The Undo this import form on /data. */
export const undoFormSchema = z.object({ intent: z.literal('undo-import'), importId: z.string().regex(/^[A-Za-z0-9_-]{10,40}$/, 'Unknown import') });

/** An import's id in a URL. */
export const importIdSchema = z.string().regex(/^[A-Za-z0-9_-]{10,40}$/);

/** What the upload field is called in forms and in the /api multipart body. */
export const UPLOAD_FIELD = 'file';
