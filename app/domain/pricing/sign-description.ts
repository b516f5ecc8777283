/**
 * The description of a sign line, built from its template
 * (docs/pricing.md § Descriptions). Placeholders are each option's own placeholder
 * ({Color}), or {Option Name} when it has none, plus {Size}.
 */
import type { Dimensions } from './dimensions';
import type { PricingOption, PricingSign, SignSelections } from './types';

export const BEHIND_THE_WALL = 'w/ Behind-The-Wall Raceway';
const RACEWAY_MOUNTED = '{Raceway-Mounted}';
const BEHIND_PLACEHOLDER = `{${BEHIND_THE_WALL}}`;

/** 6' 0" -> 6'; 4' 6" -> 4'-6" (inches of 0 are omitted). */
export function feetInches(feet: number, inches: number): string {
  return inches ? `${feet}'-${inches}"` : `${feet}'`;
}

/** Height by width, as an estimator writes it on a proposal. */
export function dimensionsText(d: Dimensions): string {
  return `${feetInches(d.heightFt, d.heightIn)} x ${feetInches(d.widthFt, d.widthIn)}`;
}

export function placeholderOf(option: Pick<PricingOption, 'name' | 'placeholder'>): string {
  return option.placeholder?.trim() || `{${option.name}}`;
}

/**
 * What a chosen value writes into the text. Decisions the written rule
 * leaves open: Backer Illumination 'No' reads 'Non-Illuminated' (as 'Yes' reads
 * 'Illuminated'); a switch that is On writes its own name ('Anti-Graffiti'
 * -> 'w/ Anti-Graffiti'), Off writes nothing.
 */
function valueText(option: PricingOption, value: string): string {
  if (option.name === 'Backer Illumination') {
    if (value === 'Yes') return 'Illuminated';
    if (value === 'No') return 'Non-Illuminated';
  }
  if (option.type === 'switch') return value === 'On' ? `w/ ${option.name}` : '';
  return value;
}

const isNone = (value: string | undefined) => value === undefined || value === '' || /^none$/i.test(value);

export type DescribeInput = {
  sign: Pick<PricingSign, 'name' | 'description'>;
  options: readonly PricingOption[];
  selected: SignSelections;
  /** The size name, or the dimensions for Monument, Pylon and Window/Wall signs. */
  size: string | Dimensions | null;
};

export function describeSign({ sign, options, selected, size }: DescribeInput): string {
  let text = sign.description ?? '';
  const str = (name: string) => (selected[name] === undefined ? undefined : String(selected[name]));

  const sizeText = size === null ? '' : typeof size === 'string' ? size : dimensionsText(size);
  text = text.split('{Size}').join(sizeText);

  // Raceway: behind-the-wall keeps its own phrase and drops the mounted one; any other value is the mounted text.
  const raceway = str('Raceway');
  if (!isNone(raceway)) {
    if (/behind|wall/i.test(raceway!)) {
      text = text.split(RACEWAY_MOUNTED).join('').split(BEHIND_PLACEHOLDER).join(BEHIND_THE_WALL);
    } else {
      text = text.split(RACEWAY_MOUNTED).join(raceway!).split(BEHIND_PLACEHOLDER).join('');
    }
  }

  // No backer panel: the whole 'on {Backer Size} ... Backer Panel' phrase goes, not just the size.
  const backerSize = str('Backer Size');
  if (backerSize !== undefined && isNone(backerSize)) {
    text = text.replace(/\s*\bon\s+\{Backer Size\}[^,]*?Backer Panel/i, '').replace(/\{Backer Size\}/g, '');
  }

  for (const option of options) {
    const value = str(option.name);
    if (value === undefined || option.name === 'Raceway') continue;
    if (option.name === 'Backer Size' && isNone(value)) continue;
    text = text.split(placeholderOf(option)).join(valueText(option, value));
  }

  // Backer size and illumination are prefixed onto 'Backer Panel' when the template has no place for them.
  if (!isNone(backerSize) && /Backer Panel/.test(text)) {
    const illumination = str('Backer Illumination');
    const illuminationText = illumination === 'Yes' ? 'Illuminated' : illumination === 'No' ? 'Non-Illuminated' : illumination;
    if (illuminationText && !text.includes(illuminationText)) text = text.replace('Backer Panel', `${illuminationText} Backer Panel`);
    if (!text.includes(backerSize!)) text = text.replace(/((?:Non-)?Illuminated )?Backer Panel/, `${backerSize} $&`);
  }

  const filled = text
    .replace(/\{[^{}]*\}/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.])/g, '$1')
    .replace(/,(\s*,)+/g, ',')
    .replace(/^[\s,]+|[\s,]+$/g, '')
    .trim();
  return filled || sign.name;
}
