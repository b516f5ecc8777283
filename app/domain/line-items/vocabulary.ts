/** Line types and pricing modes: the vocabulary the schema, the forms and the rules share. */
export const LINE_TYPES = ['sign', 'service'] as const;
export const PRICING_MODES = ['Calculated', 'Edited', 'Custom'] as const;
export type PricingMode = (typeof PRICING_MODES)[number];
