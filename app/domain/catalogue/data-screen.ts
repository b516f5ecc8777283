/** The /data screen: its tabs, the open signs in its address, and the forms its action takes (told apart by `intent`). Pure. */
import { z } from 'zod';
import { moneyCents } from './price-cells-schema';
import { id, required } from './schema-parts';

/** The Signs tab's forms (JavaScript or not), told apart by `intent`. */
export const signsTabFormSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('save-sizes'),
    signId: id,
    sizes: z
      .array(
        z.object({
          id,
          sizeName: required('Size', 60),
          signPrice: moneyCents,
          installPrice: moneyCents,
          signBudget: moneyCents,
          installBudget: moneyCents,
          raceway: moneyCents,
          was: z.string().max(1000).optional(), // the row's values as shown (JSON): only changed cells are written
        }),
      )
      .max(500),
  }),
  z.object({ intent: z.literal('add-size'), signId: id, sizeName: required('Size', 60) }),
  z.object({ intent: z.literal('remove-size'), sizeId: id }),
]);

export const DATA_TABS = ['brands', 'signs', 'services', 'options', 'templates'] as const;
export type DataTab = (typeof DATA_TABS)[number];

/** ?tab= of /data: a known tab, 'brands' when absent, or null (shows 'coming soon'). */
export function dataTab(value: string | null): DataTab | null {
  if (value === null || value === '') return 'brands';
  return (DATA_TABS as readonly string[]).includes(value) ? (value as DataTab) : null;
}

export function openIdsParam(value: string | null | undefined): number[] {
  if (!value || !/^\d+(,\d+)*$/.test(value)) return [];
  return [...new Set(value.split(',').map(Number))].slice(0, 600);
}

/** Disable/Enable of a brand or a service (the row's button). */
export const statusFormSchema = z.object({
  intent: z.enum(['brand-status', 'service-status']),
  id: z.coerce.number().int().positive(),
  status: z.enum(['Active', 'Disabled']),
});

/** Every form the /data action takes. */
export const dataIntentSchema = z.enum(['brand-status', 'service-status', 'save-sizes', 'add-size', 'remove-size']);
