/**
 * The Edit Option Value dialog's post and the rule it is applied by: a value
 * is edited by identity, never by position alone. The dialog names the value
 * it was opened on (its text and modifier) and the option's revision; when the
 * option changed since (another admin added, removed, moved or renamed a
 * value), the edit is refused and nothing changes, so a Remove never deletes
 * the neighbour that slid into the position, and a Save never overwrites it.
 */
import { z } from 'zod';
import { OPTION_MESSAGES, optionValueSchema } from './options';
import type { OptionValue } from './option-values';

export const OPTION_CHANGED = 'This option was changed by someone else: reload to see its values';

/** What the dialog was opened on: the option's revision and the value's text and modifier ('' when none). */
const seenFields = {
  revision: z.number().int().positive().optional(),
  seenName: z.string().max(200).optional(),
  seenModifier: z.string().max(40).optional(),
};

export const optionValueSaveSchema = optionValueSchema.extend({ intent: z.literal('save'), ...seenFields });
export type OptionValueFormInput = z.input<typeof optionValueSaveSchema>;
export const optionValueFormSchema = z.discriminatedUnion('intent', [
  optionValueSaveSchema,
  z.object({ intent: z.enum(['remove', 'move-up', 'move-down']), ...seenFields }),
]);
export type OptionValuePost = z.output<typeof optionValueFormSchema>;

export type ValueEditResult = { ok: true; values: OptionValue[] } | { ok: false; field: 'name' | null; message: string; status: 409 };

/**
 * The option's values after `post` on the value at `index` (null: a new value,
 * added at the end). Refused (409) when an existing value is addressed and the
 * option's revision or the value at that position is not what the dialog was
 * opened on, or when a saved name is already another value's.
 */
export function applyValueEdit(current: { values: readonly OptionValue[]; revision: number }, index: number | null, post: OptionValuePost): ValueEditResult {
  const values = [...current.values];
  if (index !== null) {
    const there = values[index];
    const same =
      there !== undefined &&
      post.revision === current.revision &&
      post.seenName === there.display &&
      (post.seenModifier ?? '') === (there.modifier ?? '');
    if (!same) return { ok: false, field: null, message: OPTION_CHANGED, status: 409 };
  }
  if (post.intent === 'save') {
    const clash = values.findIndex((x, i) => i !== index && x.display.toLowerCase() === post.name.toLowerCase());
    if (clash >= 0) return { ok: false, field: 'name', message: OPTION_MESSAGES.duplicate, status: 409 };
    const next = { display: post.name, modifier: post.modifier };
    if (index === null) values.push(next);
    else values[index] = next;
    return { ok: true, values };
  }
  if (index === null) return { ok: true, values };
  if (post.intent === 'remove') values.splice(index, 1);
  else {
    const to = post.intent === 'move-up' ? index - 1 : index + 1;
    if (to >= 0 && to < values.length) [values[index], values[to]] = [values[to]!, values[index]!];
  }
  return { ok: true, values };
}
