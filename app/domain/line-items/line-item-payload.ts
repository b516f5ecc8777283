/**
 * The JSON bodies of POST /api/job-line-items and PATCH /api/job-line-items/{id}
 * (docs/product.md § The API), validated with Zod and turned into a LineItemDraft.
 *
 * Money comes as a number or a string such as '$1,234.50' (at most 2
 * decimals, not negative). `sortOrder`, `jobName` and `versionNumber` of a
 * POST are accepted and ignored: a new line always goes last (max + 1, taken
 * under the write lock) so two people adding at once never share a number.
 *
 * Description: `useCustomDescription` true/false says it outright; without
 * it, a non-empty `description` is the custom one unless it equals the
 * description the server builds (a client echoing the built text).
 */
import { z } from 'zod';
import type { LinePrices } from '~/domain/pricing/types';
import { MAX_QUANTITY } from '~/domain/pricing/limits';
import { apiChoiceFields, choiceFromApi, refineApiChoice } from '~/domain/choices/line-choice';
import { DRAFT_MESSAGES, customDescriptionField, PRICING_MODE_VALUES, normalizeSelections, strictCents, type LineItemDraft } from './draft';

/** A positive whole id, as a number or its digits. */
const id = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && /^\s*\d{1,15}\s*$/.test(v) ? Number(v) : v), z.number({ message }).int(message).positive(message));

const quantity = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
  z.number({ message: DRAFT_MESSAGES.quantity }).int(DRAFT_MESSAGES.quantity).min(1, DRAFT_MESSAGES.quantity).max(MAX_QUANTITY, DRAFT_MESSAGES.quantity),
);

const money = z.union([z.number(), z.string()], { message: DRAFT_MESSAGES.money }).transform((v, ctx) => {
  const cents = strictCents(v);
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: DRAFT_MESSAGES.money });
    return z.NEVER;
  }
  return cents;
});
const optionalMoney = money.nullish();

const selections = z
  .union([
    z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean(), z.null()])),
    z.string().transform((text, ctx) => {
      try {
        const value: unknown = JSON.parse(text || '{}');
        if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
      } catch {
        /* reported below */
      }
      ctx.addIssue({ code: 'custom', message: 'selectedOptions must be an object' });
      return z.NEVER;
    }),
  ], { message: 'selectedOptions must be an object' })
  .transform((v) => normalizeSelections(v as Record<string, unknown>));

const lineFields = {
  lineType: z.enum(['sign', 'service'], { message: 'lineType must be sign or service' }),
  signId: id('Choose a sign').nullish(),
  signPricingId: id('Unknown size').nullish(),
  serviceId: id('Choose a service').nullish(),
  quantity,
  description: customDescriptionField.nullish(),
  useCustomDescription: z.boolean().optional(),
  lineItemPrice: optionalMoney,
  lineItemInstallPrice: optionalMoney,
  lineItemBudget: optionalMoney,
  lineItemInstallBudget: optionalMoney,
  enteredPrice: optionalMoney,
  pricingMode: z.enum(PRICING_MODE_VALUES, { message: 'pricingMode must be Calculated, Edited or Custom' }).default('Calculated'),
  selectedOptions: selections.default({}),
  // Informational in the documented payload; the server decides.
  sortOrder: z.unknown().optional(),
  jobName: z.unknown().optional(),
  versionNumber: z.unknown().optional(),
  level: z.unknown().optional(),
  // The client's choice (docs/choices.md): none of the three sent keeps an edited line's marks.
  ...apiChoiceFields,
};

function requireItem(
  body: { lineType: 'sign' | 'service'; signId?: number | null; serviceId?: number | null; optional?: boolean | undefined; alternativeGroup?: string | null | undefined },
  ctx: z.RefinementCtx,
) {
  refineApiChoice(body, ctx);
  if (body.lineType === 'sign' && !body.signId) ctx.addIssue({ code: 'custom', path: ['signId'], message: DRAFT_MESSAGES.signId });
  if (body.lineType === 'service' && !body.serviceId) ctx.addIssue({ code: 'custom', path: ['serviceId'], message: DRAFT_MESSAGES.serviceId });
}

/** POST /api/job-line-items. */
export const createLineItemSchema = z.object({ jobVersionId: id('jobVersionId is required'), ...lineFields }).superRefine(requireItem);
/** PATCH /api/job-line-items/{id}, a full edit: the same fields; jobVersionId, when sent, must be the line's own. */
export const editLineItemSchema = z
  .object({
    jobVersionId: id('Unknown version').optional(),
    ...lineFields,
    // The line's updatedAt as the caller last read it (GET by-job): a later save by someone else answers 409.
    updatedAt: z.number({ message: 'updatedAt must be the line\'s updatedAt (milliseconds)' }).int().nonnegative().optional(),
  })
  .superRefine(requireItem);
/** PATCH with only {sortOrder}: move the line there (1-based). */
export const moveLineItemSchema = z.object({
  sortOrder: z.preprocess((v) => (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v), z.number({ message: 'sortOrder must be a whole number of 1 or more' }).int('sortOrder must be a whole number of 1 or more').min(1, 'sortOrder must be a whole number of 1 or more')),
  jobVersionId: id('Unknown version').optional(),
});

const pricesObject = z
  .object({
    lineItemPrice: optionalMoney,
    lineItemInstallPrice: optionalMoney,
    lineItemBudget: optionalMoney,
    lineItemInstallBudget: optionalMoney,
    price: optionalMoney,
    install: optionalMoney,
    budget: optionalMoney,
    installBudget: optionalMoney,
  })
  .transform(
    (p): LinePrices => ({
      price: p.lineItemPrice ?? p.price ?? 0,
      install: p.lineItemInstallPrice ?? p.install ?? 0,
      budget: p.lineItemBudget ?? p.budget ?? 0,
      installBudget: p.lineItemInstallBudget ?? p.installBudget ?? 0,
    }),
  );

/**
 * PATCH {prices, pricingMode}: 'Calculated' resets the line's pricing (prices
 * are ignored and recomputed); 'Edited' (or 'Custom') saves the typed prices.
 */
export const pricingLineItemSchema = z.object({
  prices: pricesObject.nullish(),
  pricingMode: z.enum(PRICING_MODE_VALUES, { message: 'pricingMode must be Calculated, Edited or Custom' }),
  jobVersionId: id('Unknown version').optional(),
});

export type CreateLineItemBody = z.output<typeof createLineItemSchema>;
export type EditLineItemBody = z.output<typeof editLineItemSchema>;
export type PatchKind = 'move' | 'pricing' | 'edit';

const MOVE_KEYS = new Set(['sortOrder', 'jobVersionId', 'jobName', 'versionNumber']);
const PRICING_KEYS = new Set(['prices', 'pricingMode', 'jobVersionId', 'jobName', 'versionNumber']);

/** Which of the three PATCH bodies this is: only {sortOrder}, {prices, pricingMode}, or a full edit. */
export function patchKind(body: unknown): PatchKind {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'edit';
  const keys = Object.keys(body);
  if (keys.includes('sortOrder') && keys.every((k) => MOVE_KEYS.has(k))) return 'move';
  if (keys.includes('prices') && !keys.includes('lineType')) return 'pricing';
  // {pricingMode: 'Calculated'} alone is a reset too.
  if (keys.includes('pricingMode') && keys.every((k) => PRICING_KEYS.has(k))) return 'pricing';
  return 'edit';
}

/** A validated POST/PATCH body as a draft. */
export function draftFromPayload(body: CreateLineItemBody | EditLineItemBody): LineItemDraft {
  const typed = [body.lineItemPrice, body.lineItemInstallPrice, body.lineItemBudget, body.lineItemInstallBudget];
  const prices: LinePrices | undefined = typed.some((v) => v !== null && v !== undefined)
    ? { price: typed[0] ?? 0, install: typed[1] ?? 0, budget: typed[2] ?? 0, installBudget: typed[3] ?? 0 }
    : undefined;
  const text = body.description ?? null;
  const customDescription =
    body.useCustomDescription === true ? (text ?? '') : body.useCustomDescription === false ? null : text && text.trim() !== '' ? text : null;
  const draft: LineItemDraft = {
    lineType: body.lineType,
    quantity: body.quantity,
    selectedOptions: body.selectedOptions,
    pricingMode: body.pricingMode,
    customDescription,
  };
  if (body.lineType === 'sign') {
    draft.signId = body.signId ?? undefined;
    if (body.signPricingId) draft.signPricingId = body.signPricingId;
  } else {
    draft.serviceId = body.serviceId ?? undefined;
  }
  if (prices) draft.prices = prices;
  const choice = choiceFromApi(body);
  if (choice) draft.choice = choice;
  if ('updatedAt' in body && body.updatedAt !== undefined) draft.expectedUpdatedAt = body.updatedAt;
  // A user_input service's price: enteredPrice, else the amount sent in its column.
  draft.enteredPrice = body.enteredPrice ?? (prices ? prices.price || prices.install || null : null);
  return draft;
}

/**
 * When the API did not say whether the description is custom: an echo of
 * the built description is not custom.
 */
export function isEchoOfBuilt(customDescription: string | null, built: string): boolean {
  return customDescription !== null && customDescription.replace(/\s+/g, ' ').trim() === built.replace(/\s+/g, ' ').trim();
}
