/**
 * Line templates: a brand's named set of lines. Saved from a
 * version's lines (all, or the rows chosen), added to another version of a job
 * of the same brand. Adding re-prices Calculated lines from today's catalogue
 * through the one line-item add path, keeps Edited and Custom lines at the
 * prices they were saved with, and never touches lines already added.
 * Pure: the forms' schemas and the sentences.
 */
import { z } from 'zod';
import { userText } from '~/domain/user-text';

export const TEMPLATE_LIMITS = { name: 80, description: 300 } as const;

export const TEMPLATE_MESSAGES = {
  name: 'Please enter a template name',
  nameTaken: (name: string, brand: string) => `A template named "${name}" already exists for ${brand}`,
  noLines: 'Choose at least one line to save',
  emptyVersion: 'This version has no line items to save as a template',
  notFound: 'Template not found',
  otherBrand: "This template belongs to another brand's catalogue",
  lineFailed: (n: number, name: string, why: string) => `Line ${n} of the template (${name}) could not be added: ${why}`,
} as const;

const lines = (n: number) => `${n} ${n === 1 ? 'line' : 'lines'}`;

export const templateSavedToast = (name: string, n: number) => `Template "${name}" saved with ${lines(n)}`;
export const templateAddedToast = (name: string, n: number) => `Template "${name}" added: ${lines(n)}`;

const nameField = userText(TEMPLATE_LIMITS.name, { typeMessage: TEMPLATE_MESSAGES.name }).min(1, TEMPLATE_MESSAGES.name);
const descriptionField = userText(TEMPLATE_LIMITS.description)
  .optional()
  .transform((v) => v ?? '');

/** Rename (admin): name and description. */
export const templateFieldsSchema = z.object({ name: nameField, description: descriptionField });

const lineIds = z
  .array(z.coerce.number().int().positive())
  .max(1000)
  .optional();

/** 'Save as template' from a version: the lines chosen (none named = every line). */
export const saveTemplateSchema = z.object({ name: nameField, description: descriptionField, lineIds });
export type SaveTemplateInput = z.output<typeof saveTemplateSchema>;

/** The same-named check is case-insensitive and ignores surrounding spaces. */
export const sameTemplateName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
