/**
 * The Add/Edit panel's form (U's `job.items*` routes post it, with or
 * without JavaScript) read into a LineItemDraft. Field names:
 *
 *   lineType, signId, serviceId, quantity, size, `opt:<Option Name>`,
 *   heightFt, heightIn, widthFt, widthIn, `count:<Sign Type>`,
 *   `toggle:Interior Survey`, `toggle:Canada` ('On' | 'Off'),
 *   useCustomDescription ('on' when the switch is on), description,
 *   pricingMode, lineItemPrice, lineItemInstallPrice, lineItemBudget,
 *   lineItemInstallBudget, enteredPrice (dollar text, '$' and ',' allowed),
 *   intent ('calculate' | 'save' | 'edit-prices' | 'cancel-edit-prices' | 'reset-pricing'),
 *   choice ('required' | 'optional' | 'choose-one'), alternativeGroup, recommended ('on'): docs/choices.md.
 *
 * Rules of the form (docs/product.md § Validation rules): a quantity that is empty or not a
 * number becomes 1; a number below 1, above MAX_QUANTITY or with decimals is an error (the
 * server refuses it too). Typed prices are read only in Edited / Custom mode
 * (a Calculated line's prices always come from the engine). Empty option
 * selects and dimension fields are passed on as '' so the engine can prompt
 * ('Select size', 'Enter dimensions').
 */
import { z } from 'zod';
import type { LinePrices } from '~/domain/pricing/types';
import { MAX_QUANTITY } from '~/domain/pricing/limits';
import { cleanUserText } from '~/domain/user-text';
import { choiceFromForm, type LineChoice } from '~/domain/choices/line-choice';
import { DRAFT_MESSAGES, customDescriptionField, PRICING_MODE_VALUES, strictCents, type DraftFieldErrors, type LineItemDraft } from './draft';

export const LINE_ITEM_INTENTS = ['calculate', 'save', 'edit-prices', 'cancel-edit-prices', 'reset-pricing'] as const;
export type LineItemIntent = (typeof LINE_ITEM_INTENTS)[number];

export const OPTION_PREFIX = 'opt:';
export const COUNTER_PREFIX = 'count:';
export const TOGGLE_PREFIX = 'toggle:';
export const PRICE_FIELDS = ['lineItemPrice', 'lineItemInstallPrice', 'lineItemBudget', 'lineItemInstallBudget'] as const;

const DIMENSIONS = ['heightFt', 'heightIn', 'widthFt', 'widthIn'] as const;

const idText = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,15}$/, message)
    .transform(Number)
    .optional();

const baseSchema = z.object({
  lineType: z.enum(['sign', 'service'], { message: 'Choose a sign or a service' }),
  signId: idText(DRAFT_MESSAGES.signId),
  serviceId: idText(DRAFT_MESSAGES.serviceId),
  quantity: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = (v ?? '').trim();
      // Non-numeric input becomes 1 (docs/product.md § Validation rules).
      if (text === '' || !/^[-+]?\d*\.?\d+$/.test(text)) return 1;
      const n = Number(text);
      if (!Number.isInteger(n) || n < 1 || n > MAX_QUANTITY) {
        ctx.addIssue({ code: 'custom', message: DRAFT_MESSAGES.quantity });
        return z.NEVER;
      }
      return n;
    }),
  pricingMode: z.enum(PRICING_MODE_VALUES).catch('Calculated'),
  useCustomDescription: z.string().optional(),
  // Checked against the limit only when the switch is on: otherwise it is not saved.
  description: z.string().optional(),
  intent: z.enum(LINE_ITEM_INTENTS).catch('save'),
});

export type FormDraftResult =
  | { ok: true; draft: LineItemDraft; intent: LineItemIntent }
  | { ok: false; fieldErrors: DraftFieldErrors; intent: LineItemIntent };

function entries(form: FormData | Record<string, string>): Record<string, string> {
  if (typeof FormData !== 'undefined' && form instanceof FormData) {
    const out: Record<string, string> = {};
    for (const [key, value] of form.entries()) if (typeof value === 'string' && !(key in out)) out[key] = value;
    return out;
  }
  return { ...(form as Record<string, string>) };
}

/** Reads the panel's form. Errors are keyed by the form's own field names ('quantity', 'opt:Color', 'count:Wall Signs'). */
export function draftFromForm(form: FormData | Record<string, string>): FormDraftResult {
  const fields = entries(form);
  const parsed = baseSchema.safeParse(fields);
  const intent = LINE_ITEM_INTENTS.find((i) => i === fields.intent) ?? 'save';
  const errors: DraftFieldErrors = {};
  const add = (key: string, message: string) => (errors[key] ??= []).push(message);
  if (!parsed.success) for (const issue of parsed.error.issues) add(issue.path.map(String).join('.') || '_', issue.message);

  const selectedOptions: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key.startsWith(OPTION_PREFIX)) {
      const name = key.slice(OPTION_PREFIX.length);
      if (name) selectedOptions[name] = cleanUserText(value).trim();
    } else if (key.startsWith(COUNTER_PREFIX)) {
      const name = key.slice(COUNTER_PREFIX.length);
      const text = value.trim();
      if (text === '') selectedOptions[name] = 0;
      else if (!/^\d{1,6}$/.test(text)) add(key, DRAFT_MESSAGES.counter);
      else selectedOptions[name] = Number(text);
    } else if (key.startsWith(TOGGLE_PREFIX)) {
      const name = key.slice(TOGGLE_PREFIX.length);
      // A checkbox posts 'on' when checked; the stored values are 'On' / 'Off'.
      const v = value.trim().toLowerCase();
      if (v === 'on' || v === 'true') selectedOptions[name] = 'On';
      else if (v === 'off' || v === 'false' || v === '') selectedOptions[name] = 'Off';
      else add(key, DRAFT_MESSAGES.toggle);
    }
  }
  if (fields.size !== undefined && fields.size.trim() !== '') selectedOptions.size = fields.size.trim();
  if (DIMENSIONS.some((d) => fields[d] !== undefined)) {
    for (const d of DIMENSIONS) selectedOptions[d] = (fields[d] ?? '').trim();
  }

  if (!parsed.success) return { ok: false, fieldErrors: errors, intent };
  const base = parsed.data;
  if (base.lineType === 'sign' && base.signId === undefined) add('signId', DRAFT_MESSAGES.signId);
  if (base.lineType === 'service' && base.serviceId === undefined) add('serviceId', DRAFT_MESSAGES.serviceId);

  let prices: LinePrices | undefined;
  if (base.pricingMode !== 'Calculated') {
    const cents: Partial<Record<(typeof PRICE_FIELDS)[number], number>> = {};
    for (const field of PRICE_FIELDS) {
      const text = (fields[field] ?? '').trim();
      if (text === '') {
        cents[field] = 0;
        continue;
      }
      const value = strictCents(text);
      if (value === null) add(field, DRAFT_MESSAGES.money);
      else cents[field] = value;
    }
    prices = { price: cents.lineItemPrice ?? 0, install: cents.lineItemInstallPrice ?? 0, budget: cents.lineItemBudget ?? 0, installBudget: cents.lineItemInstallBudget ?? 0 };
  }
  let enteredPrice: number | null = null;
  const enteredText = (fields.enteredPrice ?? '').trim();
  if (enteredText !== '') {
    enteredPrice = strictCents(enteredText);
    if (enteredPrice === null) add('enteredPrice', DRAFT_MESSAGES.money);
  }
  const switchOn = /^(on|true|1)$/i.test(base.useCustomDescription ?? '');
  let customDescription: string | null = null;
  if (switchOn) {
    const description = customDescriptionField.safeParse(base.description ?? '');
    if (description.success) customDescription = description.data;
    else for (const issue of description.error.issues) add('description', issue.message);
  }
  // The panel always sends `choice`; a form without it leaves the line's marks as they are.
  let choice: LineChoice | undefined;
  if (fields.choice !== undefined) {
    const read = choiceFromForm(fields);
    if (read.ok) choice = read.choice;
    else for (const [key, messages] of Object.entries(read.fieldErrors)) for (const m of messages) add(key, m);
  }
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors, intent };

  const draft: LineItemDraft = {
    lineType: base.lineType,
    quantity: base.quantity,
    selectedOptions,
    pricingMode: base.pricingMode,
    customDescription,
    enteredPrice,
  };
  if (base.lineType === 'sign') draft.signId = base.signId;
  else draft.serviceId = base.serviceId;
  if (prices) draft.prices = prices;
  if (choice) draft.choice = choice;
  const opened = (fields.updatedAt ?? '').trim();
  if (/^\d{1,15}$/.test(opened)) draft.expectedUpdatedAt = Number(opened);
  return { ok: true, draft, intent };
}

/** The form field a draft/selection key is shown at (for mapping server errors back onto the panel). */
export function formFieldFor(key: string, lineType: 'sign' | 'service'): string {
  if (['size', 'heightFt', 'heightIn', 'widthFt', 'widthIn', 'quantity', 'description', 'enteredPrice', 'signId', 'serviceId', ...PRICE_FIELDS].includes(key)) return key;
  if (lineType === 'service') return key === 'Interior Survey' || key === 'Canada' ? `${TOGGLE_PREFIX}${key}` : `${COUNTER_PREFIX}${key}`;
  return `${OPTION_PREFIX}${key}`;
}
