import { labelledList } from '~/domain/labelled-list';

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

/** The price types, stored as named below (the API's words), and how each reads on screen. */
const priceTypes = labelledList([
  ['fixed', 'Fixed price'],
  ['formula', 'Formula'],
  ['user_input', 'Price entered when quoting'],
  ['input_formula', 'Formula with entered counts'],
]);
export const PRICE_TYPES = priceTypes.values;
export type PriceType = (typeof PRICE_TYPES)[number];
export const PRICE_TYPE_LABELS = priceTypes.labels;
export const PRICE_TYPE_OPTIONS = PRICE_TYPES.map((value) => ({ value, label: PRICE_TYPE_LABELS[value] }));
/** A stored price type in words; an unknown one as stored. */
export const priceTypeLabel = (value: string) => PRICE_TYPE_LABELS[value as PriceType] ?? value;

export const PLACEMENT_OPTIONS = [
  { value: 'exterior', label: 'Exterior' },
  { value: 'interior', label: 'Interior' },
] as const;

export const OPTION_TYPES = ['dropdown', 'switch', 'text'] as const;
export const OPTION_TYPE_LABELS: Record<(typeof OPTION_TYPES)[number], string> = { dropdown: 'Dropdown', switch: 'On/Off switch', text: 'Text' };
export const optionTypeLabel = (value: string) => OPTION_TYPE_LABELS[value as (typeof OPTION_TYPES)[number]] ?? value;
export const APPLIES_TO = ['base_sign_price', 'base_install_price'] as const;

export const CATALOGUE_ENTITIES = ['sign_size', 'sign', 'option', 'brand', 'service'] as const;
export type CatalogueEntity = (typeof CATALOGUE_ENTITIES)[number];
