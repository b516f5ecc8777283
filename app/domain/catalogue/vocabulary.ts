/** The catalogue's fixed lists: sign types, price types, option types, what an option applies to, audited entities: the vocabulary the schema, the forms and the rules share. */
export const SIGN_TYPES = [
  'Wall Signs',
  'Monument Signs',
  'Pylon Signs',
  'Monument Tenant Panel',
  'Pylon Tenant Panel',
  'Window/Wall Coverings',
  'Custom Signs',
] as const;
export type SignType = (typeof SIGN_TYPES)[number];

export const PRICE_TYPES = ['fixed', 'formula', 'user_input', 'input_formula'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export const OPTION_TYPES = ['dropdown', 'switch', 'text'] as const;
export const APPLIES_TO = ['base_sign_price', 'base_install_price'] as const;

export const CATALOGUE_ENTITIES = ['sign_size', 'sign', 'option', 'brand', 'service'] as const;
export type CatalogueEntity = (typeof CATALOGUE_ENTITIES)[number];
