/**
 * Prices and descriptions of the sample jobs' sign lines, worked out the way
 * spec section 9 describes, so a seeded 'Calculated' line shows what the
 * pricing code would compute: base (times area for per-SF sizes), option
 * modifiers with the same budget share, raceway, Manufacture Only.
 */
import type { SignType } from '../schema';
import { OPTION_SEEDS } from './options';

export interface SizeRow {
  sizeName: string;
  signPrice: number;
  installPrice: number;
  signBudget: number;
  installBudget: number;
  racewayPrice: number;
}

export interface SignRow {
  name: string;
  signType: SignType;
  description: string | null;
  signBudgetMultiplier: number;
  installBudgetMultiplier: number;
}

export interface Dimensions {
  heightFt: number;
  heightIn: number;
  widthFt: number;
  widthIn: number;
}

export interface LinePrices {
  price: number;
  install: number;
  budget: number;
  installBudget: number;
}

/** Square feet, to two decimals (144 square inches per SF). */
export function areaSf(d: Dimensions): number {
  const inches = (d.heightFt * 12 + d.heightIn) * (d.widthFt * 12 + d.widthIn);
  return Math.round((inches / 144) * 100) / 100;
}

/** Coverings, and '>24' sizes, are priced per square foot. */
export function isPerSf(sign: SignRow, size: SizeRow): boolean {
  return sign.signType === 'Window/Wall Coverings' || size.sizeName.includes('>24');
}

export type Modifier = { kind: 'percent' | 'dollars' | 'perSf'; amount: number } | null;

/** '+15%', '+$250', '+$2/SF' (the values format of ./options) or null. */
export function parseModifier(text: string): Modifier {
  const m = /^\+(?:(\d+(?:\.\d+)?)%|\$(\d+(?:\.\d{1,2})?)(\/SF)?)$/.exec(text);
  if (!m) return null;
  if (m[1] !== undefined) return { kind: 'percent', amount: Number(m[1]) };
  return { kind: m[3] ? 'perSf' : 'dollars', amount: Number(m[2]) };
}

/** The modifier of a chosen value; throws when a sample line picks a value the option does not offer. */
function chosenModifier(signName: string, optionName: string, value: string): Modifier {
  const option = OPTION_SEEDS.find((o) => o.name === optionName);
  if (!option) throw new Error(`Seed: ${signName} picks unknown option ${optionName}`);
  const entry = option.values.split(', ').find((v) => v === value || v.startsWith(`${value} +`));
  if (entry === undefined) throw new Error(`Seed: ${signName} picks '${value}', not a value of ${optionName}`);
  return entry === value ? null : parseModifier(entry.slice(value.length + 1));
}

export function priceSignLine(
  sign: SignRow,
  size: SizeRow,
  options: Record<string, string>,
  dims?: Dimensions,
): LinePrices {
  const area = dims ? areaSf(dims) : 0;
  const factor = isPerSf(sign, size) ? area : 1;
  const basePrice = Math.round(size.signPrice * factor);
  const baseInstall = Math.round(size.installPrice * factor);
  const out: LinePrices = {
    price: basePrice,
    budget: Math.round(size.signBudget * factor),
    install: baseInstall,
    installBudget: Math.round(size.installBudget * factor),
  };
  for (const [name, value] of Object.entries(options)) {
    const mod = chosenModifier(sign.name, name, value);
    if (!mod) continue;
    const onInstall = OPTION_SEEDS.find((o) => o.name === name)?.appliesTo === 'base_install_price';
    const base = onInstall ? baseInstall : basePrice;
    const amount =
      mod.kind === 'percent'
        ? Math.round((base * mod.amount) / 100)
        : Math.round(mod.amount * 100 * (mod.kind === 'perSf' ? area : 1));
    if (onInstall) {
      out.install += amount;
      out.installBudget += Math.round(amount * sign.installBudgetMultiplier);
    } else {
      out.price += amount;
      out.budget += Math.round(amount * sign.signBudgetMultiplier);
    }
  }
  if (options.Raceway) {
    out.price += size.racewayPrice;
    out.budget += Math.round(size.racewayPrice * sign.signBudgetMultiplier);
  }
  if (options['Manufacture Only'] === 'On') {
    out.install = 0;
    out.installBudget = 0;
  }
  return out;
}

function feetInches(ft: number, inches: number): string {
  return inches ? `${ft}'-${inches}"` : `${ft}'`;
}

/** The sign's template with the chosen values filled in (spec section 4, "Description building"). */
export function describeSignLine(
  sign: SignRow,
  size: SizeRow,
  options: Record<string, string>,
  dims?: Dimensions,
): string {
  let text = sign.description ?? sign.name;
  const sizeText = dims
    ? `${feetInches(dims.heightFt, dims.heightIn)} x ${feetInches(dims.widthFt, dims.widthIn)}`
    : size.sizeName;
  text = text.replace('{Size}', sizeText);

  const raceway = options.Raceway;
  if (raceway && /behind|wall/i.test(raceway)) {
    text = text.replace('{Raceway-Mounted}', '').replace('{w/ Behind-The-Wall Raceway}', 'w/ Behind-The-Wall Raceway');
  } else if (raceway) {
    text = text.replace('{Raceway-Mounted}', raceway).replace('{w/ Behind-The-Wall Raceway}', '');
  }
  if (options['Backer Size'] === 'None') text = text.replace(/\s*on \{Backer Size\}.*Backer Panel/, '');
  const special: Record<string, Record<string, string>> = {
    'Backer Illumination': { Yes: 'Illuminated', No: 'Non-Illuminated' },
    'Anti-Graffiti': { On: 'w/ Anti-Graffiti Coating', Off: '' },
  };
  for (const option of OPTION_SEEDS) {
    const value = options[option.name];
    if (!option.placeholder || value === undefined || option.name === 'Raceway') continue;
    text = text.replace(option.placeholder, special[option.name]?.[value] ?? value);
  }
  const filled = text
    .replace(/\{[^}]*\}/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .replace(/,\s*$/, '')
    .trim();
  return filled || sign.name;
}
