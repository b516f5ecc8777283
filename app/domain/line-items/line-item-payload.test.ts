import { describe, expect, it } from 'vitest';
import { createLineItemSchema, draftFromPayload, editLineItemSchema, moveLineItemSchema, patchKind, pricingLineItemSchema } from './line-item-payload';
import { strictCents } from './draft';

const base = { jobVersionId: 4, lineType: 'sign', signId: 10, quantity: 1, selectedOptions: { size: '24"', Color: 'Red' } };

describe('strictCents', () => {
  it.each([
    ['$1,234.50', 123450],
    [12, 1200],
    [0.5, 50],
    ['0', 0],
    ['.05', 5],
    ['1.005', 101],
    [12.345, 1235],
  ] as const)('%j -> %j', (input, cents) => expect(strictCents(input)).toBe(cents));
  it.each([-1, '-1', 'abc', '', 1e21, Number.NaN, null])('%j is refused', (input) => expect(strictCents(input)).toBeNull());
});

describe('POST body', () => {
  it('accepts the documented payload, selectedOptions as an object or JSON text, ids as digits', () => {
    const a = createLineItemSchema.parse(base);
    expect(a.pricingMode).toBe('Calculated');
    const b = createLineItemSchema.parse({ ...base, jobVersionId: '4', signId: '10', selectedOptions: JSON.stringify({ size: '24"', 'Anti-Graffiti': true }) });
    expect(b.selectedOptions).toEqual({ size: '24"', 'Anti-Graffiti': 'On' });
  });

  it.each([
    [{ quantity: 0 }, 'quantity'],
    [{ quantity: 1.5 }, 'quantity'],
    [{ quantity: 'two' }, 'quantity'],
    [{ lineItemPrice: '-5' }, 'lineItemPrice'],
    [{ description: 'x'.repeat(151) }, 'description'],
    [{ signId: undefined }, 'signId'],
    [{ lineType: 'banner' }, 'lineType'],
    [{ pricingMode: 'Cheap' }, 'pricingMode'],
    [{ selectedOptions: '[1' }, 'selectedOptions'],
    [{ jobVersionId: undefined }, 'jobVersionId'],
  ])('refuses %j naming %s', (patch, field) => {
    const r = createLineItemSchema.safeParse({ ...base, ...patch });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path[0])).toContain(field);
  });

  it('a draft: typed prices in cents, sortOrder ignored, a service needs serviceId', () => {
    const draft = draftFromPayload(createLineItemSchema.parse({ ...base, pricingMode: 'Edited', lineItemPrice: '$2,000.10', lineItemInstallPrice: 300, sortOrder: 99 }));
    expect(draft).toMatchObject({ lineType: 'sign', signId: 10, pricingMode: 'Edited', prices: { price: 200010, install: 30000, budget: 0, installBudget: 0 } });
    expect(createLineItemSchema.safeParse({ jobVersionId: 1, lineType: 'service', quantity: 1 }).success).toBe(false);
  });

  it('description: useCustomDescription decides; without it a non-empty description is the custom one', () => {
    const d = (extra: object) => draftFromPayload(createLineItemSchema.parse({ ...base, ...extra })).customDescription;
    expect(d({ description: 'Mine' })).toBe('Mine');
    expect(d({ description: '  ' })).toBeNull();
    expect(d({ description: 'Mine', useCustomDescription: false })).toBeNull();
    expect(d({ useCustomDescription: true })).toBe('');
  });

  it('a user_input service price comes from enteredPrice or the amount sent', () => {
    const service = { jobVersionId: 1, lineType: 'service', serviceId: 3, quantity: 1 };
    expect(draftFromPayload(createLineItemSchema.parse({ ...service, lineItemPrice: 250 })).enteredPrice).toBe(25000);
    expect(draftFromPayload(createLineItemSchema.parse({ ...service, enteredPrice: '12.50' })).enteredPrice).toBe(1250);
  });
});

describe('PATCH bodies', () => {
  it.each([
    [{ sortOrder: 3 }, 'move'],
    [{ sortOrder: 3, jobVersionId: 2 }, 'move'],
    [{ prices: {}, pricingMode: 'Calculated' }, 'pricing'],
    [{ pricingMode: 'Calculated' }, 'pricing'],
    [{ pricingMode: 'Calculated', quantity: 2 }, 'edit'],
    [{ ...base, sortOrder: 2 }, 'edit'],
    [null, 'edit'],
  ])('%j is a %s', (body, kind) => expect(patchKind(body)).toBe(kind));

  it('move: sortOrder a whole number of 1 or more', () => {
    expect(moveLineItemSchema.parse({ sortOrder: '2' }).sortOrder).toBe(2);
    expect(moveLineItemSchema.safeParse({ sortOrder: 0 }).success).toBe(false);
    expect(moveLineItemSchema.safeParse({ sortOrder: 1.5 }).success).toBe(false);
  });

  it('pricing: either spelling of the prices, in cents', () => {
    expect(pricingLineItemSchema.parse({ prices: { lineItemPrice: 10, installBudget: '2.5' }, pricingMode: 'Edited' }).prices).toEqual({ price: 1000, install: 0, budget: 0, installBudget: 250 });
    expect(pricingLineItemSchema.safeParse({ prices: { price: -1 }, pricingMode: 'Edited' }).success).toBe(false);
  });

  it('edit: jobVersionId optional', () => {
    const { jobVersionId: _v, ...rest } = base;
    expect(editLineItemSchema.safeParse(rest).success).toBe(true);
  });
});
