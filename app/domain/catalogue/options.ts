/** A sign option's payloads: one value as the Edit Option Value dialog edits it, and PATCH /api/options/{id}. Pure. */
import { z } from 'zod';
import { APPLIES_TO, OPTION_TYPES } from '~/domain/catalogue/vocabulary';
import { userText } from '~/domain/user-text';
import { joinOptionValues, normalizeModifier, splitOptionValues } from './option-values';
import { required, shortText } from './schema-parts';

export const OPTION_MESSAGES = {
  updated: 'Option value updated successfully',
  failed: 'Failed to update option value',
  modifier: 'Use +N%, +$N or +$N/SF (e.g. +20%, $150)',
  comma: 'A value name cannot contain a comma',
  duplicate: 'Another value already has this name',
} as const;

/** One value of an option: its name and optional modifier, as the Edit Option Value dialog edits it. */
export const optionValueSchema = z.object({
  name: required('Value Name', 80)
    .refine((v) => !v.includes(','), OPTION_MESSAGES.comma)
    .refine((v) => !v.includes('+'), 'A value name cannot contain +; put the amount in Modifier'),
  modifier: z
    .string()
    .trim()
    .max(20)
    .optional()
    .default('')
    .transform((v, ctx) => {
      if (v === '') return null;
      const normalized = normalizeModifier(v);
      if (!normalized) {
        ctx.addIssue({ code: 'custom', message: OPTION_MESSAGES.modifier });
        return z.NEVER;
      }
      return normalized;
    }),
});

/** PATCH /api/options/{id}: `values` is the joined string ('Red, Bronze +$150'), parsed and checked; `revision` optional. */
export const optionPatchSchema = z
  .object({
    values: userText(4000)
      .transform((text, ctx) => {
        const entries = splitOptionValues(text);
        const seen = new Set<string>();
        for (const [i, e] of entries.entries()) {
          if (!e.display) ctx.addIssue({ code: 'custom', message: `Value ${i + 1} has no name` });
          if (e.rawModifier !== null && e.modifier === null)
            ctx.addIssue({ code: 'custom', message: `${e.display || `Value ${i + 1}`}: ${OPTION_MESSAGES.modifier}` });
          const key = e.display.toLowerCase();
          if (seen.has(key)) ctx.addIssue({ code: 'custom', message: `${e.display}: ${OPTION_MESSAGES.duplicate}` });
          seen.add(key);
        }
        return joinOptionValues(entries.map((e) => ({ display: e.display, modifier: e.modifier })));
      })
      .optional(),
    placeholder: shortText(80).optional(),
    type: z.enum(OPTION_TYPES).optional(),
    appliesTo: z.enum(APPLIES_TO).optional(),
    isActive: z.boolean().optional(),
    revision: z.number().int().positive().optional(), // as read (GET /api/options): a save over a later change is 409
  })
  .strict()
  .refine((v) => Object.entries(v).some(([k, x]) => k !== 'revision' && x !== undefined), { message: 'Nothing to change' });
