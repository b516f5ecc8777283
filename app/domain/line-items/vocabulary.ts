/** Line types and pricing modes: the vocabulary the schema, the forms and the rules share. */
export const LINE_TYPES = ['sign', 'service'] as const;
export const PRICING_MODES = ['Calculated', 'Edited', 'Custom'] as const;
export type PricingMode = (typeof PRICING_MODES)[number];

/** What places a saved line: itself, its version, and the catalogue sign, size or service it prices (null when none). */
export type LineItemKeys = {
  id: number;
  jobVersionId: number;
  lineType: 'sign' | 'service';
  signId: number | null;
  signPricingId: number | null;
  serviceId: number | null;
};
