/**
 * Dimensions of Monument, Pylon and Window/Wall signs (docs/pricing.md § Sign prices by size;
 * docs/product.md § Validation rules):
 * feet are non-negative decimals up to MAX_FEET (limits.ts), inches whole or decimal but below 12; the
 * area is height x width in inches / 144, rounded to 2 decimals.
 */
import type { SignType } from '~/domain/catalogue/vocabulary';
import { LIMIT_MESSAGES, MAX_FEET } from './limits';
import { round2 } from './rounding';

export const DIMENSION_FIELDS = ['heightFt', 'heightIn', 'widthFt', 'widthIn'] as const;
export type DimensionField = (typeof DIMENSION_FIELDS)[number];
export type Dimensions = Record<DimensionField, number>;

export const SQUARE_INCHES_PER_SF = 144;
/** Up to and including this area a dimensional sign takes its '<24' size, above it the '>24' one. */
export const SMALL_SIGN_MAX_SF = 24;

const DIMENSIONAL: readonly SignType[] = ['Monument Signs', 'Pylon Signs', 'Window/Wall Coverings'];
const SIZED_BY_AREA: readonly SignType[] = ['Monument Signs', 'Pylon Signs'];

export const needsDimensions = (signType: string): boolean => (DIMENSIONAL as readonly string[]).includes(signType);
export const sizeChosenByArea = (signType: string): boolean => (SIZED_BY_AREA as readonly string[]).includes(signType);
export const isCovering = (signType: string): boolean => signType === 'Window/Wall Coverings';

/** Square feet to 2 decimals. */
export function areaSf(d: Dimensions): number {
  const height = d.heightFt * 12 + d.heightIn;
  const width = d.widthFt * 12 + d.widthIn;
  return round2((height * width) / SQUARE_INCHES_PER_SF);
}

export type DimensionsRead = { dims: Dimensions; area: number } | { errors: Partial<Record<DimensionField, string>>; missing: boolean };

const LABELS: Record<DimensionField, string> = {
  heightFt: 'Height (ft)',
  heightIn: 'Height (in)',
  widthFt: 'Width (ft)',
  widthIn: 'Width (in)',
};

/**
 * Reads the four fields from saved selections or a form. An empty inch field
 * is 0; an empty feet field is 'missing' (the prompt 'Enter dimensions', not
 * an error). Anything else that is not a number in range is an error.
 */
export function readDimensions(selected: Record<string, unknown>): DimensionsRead {
  const errors: Partial<Record<DimensionField, string>> = {};
  const dims = { heightFt: 0, heightIn: 0, widthFt: 0, widthIn: 0 };
  let missing = false;
  for (const field of DIMENSION_FIELDS) {
    const raw = selected[field];
    const text = raw === undefined || raw === null ? '' : String(raw).trim();
    if (text === '') {
      if (field.endsWith('Ft')) missing = true;
      continue;
    }
    if (!/^\d{1,6}(\.\d{1,4})?$|^\.\d{1,4}$/.test(text)) {
      errors[field] = `${LABELS[field]} must be a number of 0 or more`;
      continue;
    }
    const value = Number(text);
    if (field.endsWith('In') && value >= 12) {
      errors[field] = `${LABELS[field]} must be below 12`;
      continue;
    }
    if (field.endsWith('Ft') && value > MAX_FEET) {
      errors[field] = LIMIT_MESSAGES.feet(LABELS[field]);
      continue;
    }
    dims[field] = value;
  }
  if (Object.keys(errors).length > 0) return { errors, missing };
  if (missing) return { errors: {}, missing: true };
  const area = areaSf(dims);
  if (area <= 0) return { errors: {}, missing: true };
  return { dims, area };
}
