/**
 * Each brand's sign catalogue: every sign type the shop sells
 * (docs/product.md § Entities and fields), with sizes priced
 * the way an estimator quotes them. Prices are written in dollars here and
 * stored in cents; per-SF sizes ('>24 SF', 'Per SF') hold a rate per square foot.
 */
import type { PriceType, SignType } from '../schema';
import type { BrandSeed } from './brands';
import type { OptionName } from './options';

export interface SizeSeed {
  name: string;
  sign: number; // dollars
  install: number; // dollars
  raceway?: number; // dollars, added when a raceway is chosen
}

export interface SignSeed {
  name: string;
  signType: SignType;
  placement: 'exterior' | 'interior';
  priceType: PriceType;
  image: string;
  description: string;
  sizes: SizeSeed[];
  options: OptionName[];
  signBudgetMultiplier?: number;
  installBudgetMultiplier?: number;
}

const CHANNEL_LETTER_SIZES: SizeSeed[] = [
  { name: '18"', sign: 2150, install: 750, raceway: 450 },
  { name: '24"', sign: 2850, install: 950, raceway: 450 },
  { name: '30"', sign: 3600, install: 1100, raceway: 550 },
  { name: '36"', sign: 4400, install: 1250, raceway: 650 },
  { name: '48"', sign: 6200, install: 1650, raceway: 850 },
];

const LOGO_CABINET_SIZES: SizeSeed[] = [
  { name: '36"', sign: 2400, install: 850 },
  { name: '48"', sign: 3350, install: 1050 },
  { name: '60"', sign: 4600, install: 1300 },
  { name: '72"', sign: 5900, install: 1550 },
];

const LOGO_CABINET_NAMES: Record<string, string> = {
  cjr: 'Star Logo Cabinet',
  dhc: 'Chicken Logo Cabinet',
  epl: 'Pollo Logo Cabinet',
  skx: 'S Logo Cabinet',
  wen: 'Wendy Portrait Logo Cabinet',
};

const WALL_OPTIONS: OptionName[] = ['Color', 'Fab Type', 'Lift Equipment', 'Manufacture Only'];
const DIMENSIONAL_OPTIONS: OptionName[] = ['Color', 'Fab Material', 'Anti-Graffiti', 'Manufacture Only'];
const PANEL_OPTIONS: OptionName[] = ['Color', 'Panel Faces', 'Manufacture Only'];
const COVERING_OPTIONS: OptionName[] = ['Print Material', 'Mounting Surface', 'Manufacture Only'];

/** The catalogue every brand shares, before its own variations. */
function baseCatalogue(brand: BrandSeed): SignSeed[] {
  return [
    {
      name: 'Channel Letters',
      signType: 'Wall Signs',
      placement: 'exterior',
      priceType: 'fixed',
      image: '/images/signs/channel-letters.svg',
      description:
        '{Size} {Color} {Fab Type} Channel Letters {Raceway-Mounted} {w/ Behind-The-Wall Raceway} on {Backer Size} {Backer Illumination} Backer Panel',
      sizes: CHANNEL_LETTER_SIZES,
      options: [
        'Color',
        'Fab Type',
        'Raceway',
        'Backer Size',
        'Backer Illumination',
        'Lift Equipment',
        'Manufacture Only',
      ],
      // Skechers' letters come from a costlier national fabricator.
      signBudgetMultiplier: brand.slug === 'skx' ? 0.6 : undefined,
    },
    {
      name: LOGO_CABINET_NAMES[brand.slug] ?? 'Logo Cabinet',
      signType: 'Wall Signs',
      placement: 'exterior',
      priceType: 'fixed',
      image: '/images/signs/logo-cabinet.svg',
      description: '{Size} {Fab Type} Logo Cabinet, {Color} Returns',
      sizes: LOGO_CABINET_SIZES,
      options: WALL_OPTIONS,
    },
    {
      name: 'Monument Sign',
      signType: 'Monument Signs',
      placement: 'exterior',
      priceType: 'formula',
      image: '/images/signs/monument-sign.svg',
      description: '{Size} Double-Faced Monument Sign, {Fab Material}, {Color} {Anti-Graffiti}',
      sizes: [
        { name: '<24 SF', sign: 8400, install: 2200 },
        { name: '>24 SF', sign: 350, install: 95 },
      ],
      options: DIMENSIONAL_OPTIONS,
    },
    {
      name: 'Pylon Sign',
      signType: 'Pylon Signs',
      placement: 'exterior',
      priceType: 'formula',
      image: '/images/signs/pylon-sign.svg',
      description: '{Size} Double-Faced Pylon Sign, {Fab Material}, {Color} {Anti-Graffiti}',
      sizes: [
        { name: '<24 SF', sign: 16500, install: 4500 },
        { name: '>24 SF', sign: 650, install: 140 },
      ],
      options: [...DIMENSIONAL_OPTIONS, 'Lift Equipment'],
      // Wendy's installs go through its own crane contractor at a lower cost.
      installBudgetMultiplier: brand.slug === 'wen' ? 0.5 : undefined,
    },
    {
      name: 'Monument Tenant Panel',
      signType: 'Monument Tenant Panel',
      placement: 'exterior',
      priceType: 'fixed',
      image: '/images/signs/monument-tenant-panel.svg',
      description: '{Size} {Faces} Monument Tenant Panel, {Color} Copy',
      sizes: [
        { name: "2' x 6'", sign: 950, install: 350 },
        { name: "3' x 8'", sign: 1450, install: 450 },
      ],
      options: PANEL_OPTIONS,
    },
    {
      name: 'Pylon Tenant Panel',
      signType: 'Pylon Tenant Panel',
      placement: 'exterior',
      priceType: 'fixed',
      image: '/images/signs/pylon-tenant-panel.svg',
      description: '{Size} {Faces} Pylon Tenant Panel, {Color} Copy',
      sizes: [
        { name: "4' x 8'", sign: 1650, install: 650 },
        { name: "5' x 10'", sign: 2400, install: 850 },
      ],
      options: [...PANEL_OPTIONS, 'Lift Equipment'],
    },
    {
      name: 'Window Graphics',
      signType: 'Window/Wall Coverings',
      placement: 'interior',
      priceType: 'input_formula',
      image: '/images/signs/window-graphics.svg',
      description: '{Size} {Print Material} Window Graphics on {Mounting Surface}',
      sizes: [{ name: 'Per SF', sign: 18, install: 6 }],
      options: COVERING_OPTIONS,
    },
    {
      name: 'Custom Sign',
      signType: 'Custom Signs',
      placement: 'exterior',
      priceType: 'user_input',
      image: '/images/signs/custom-sign.svg',
      description: 'Custom Sign per Approved Drawing',
      sizes: [{ name: 'Custom', sign: 0, install: 0 }],
      options: [],
    },
  ];
}

/** Signs only some brands use: murals in the fast-casual and retail stores, blades in malls. */
function brandExtras(brand: BrandSeed): SignSeed[] {
  const extras: SignSeed[] = [];
  if (brand.slug === 'dhc' || brand.slug === 'skx' || brand.slug === 'wen') {
    extras.push({
      name: 'Wall Mural',
      signType: 'Window/Wall Coverings',
      placement: 'interior',
      priceType: 'input_formula',
      image: '/images/signs/wall-mural.svg',
      description: '{Size} {Print Material} Wall Mural on {Mounting Surface}',
      sizes: [{ name: 'Per SF', sign: 22, install: 8 }],
      options: COVERING_OPTIONS,
    });
  }
  if (brand.slug === 'skx') {
    extras.push({
      name: 'Blade Sign',
      signType: 'Wall Signs',
      placement: 'exterior',
      priceType: 'fixed',
      image: '/images/signs/blade-sign.svg',
      description: '{Size} Double-Faced {Fab Type} Blade Sign, {Color}',
      sizes: [
        { name: '24"', sign: 1850, install: 650 },
        { name: '36"', sign: 2650, install: 850 },
      ],
      options: WALL_OPTIONS,
    });
  }
  if (brand.slug === 'cjr' || brand.slug === 'wen') {
    extras.push({
      name: 'Drive-Thru Channel Letters',
      signType: 'Wall Signs',
      placement: 'exterior',
      priceType: 'fixed',
      image: '/images/signs/channel-letters.svg',
      description:
        '{Size} {Color} {Fab Type} Drive-Thru Channel Letters {Raceway-Mounted} {w/ Behind-The-Wall Raceway}',
      sizes: CHANNEL_LETTER_SIZES.slice(0, 2),
      options: ['Color', 'Fab Type', 'Raceway', 'Manufacture Only'],
    });
  }
  return extras;
}

/** Rounds a brand-adjusted price the way a price sheet would: $5 steps, or 50 cents for per-SF rates. */
function adjust(dollars: number, factor: number): number {
  const raw = dollars * factor;
  return dollars >= 100 ? Math.round(raw / 5) * 5 : Math.round(raw * 2) / 2;
}

/** A brand's whole catalogue, in display order, prices adjusted to the brand. */
export function catalogueFor(brand: BrandSeed): SignSeed[] {
  const all = [...baseCatalogue(brand), ...brandExtras(brand)];
  // Keep the sign types grouped, in the order listed in docs/product.md § Entities and fields, so the add-item grid reads naturally.
  const typeOrder: SignType[] = [
    'Wall Signs',
    'Monument Signs',
    'Pylon Signs',
    'Monument Tenant Panel',
    'Pylon Tenant Panel',
    'Window/Wall Coverings',
    'Custom Signs',
  ];
  all.sort((a, b) => typeOrder.indexOf(a.signType) - typeOrder.indexOf(b.signType));
  return all.map((s) => ({
    ...s,
    sizes: s.sizes.map((z) => ({
      name: z.name,
      sign: adjust(z.sign, brand.priceFactor),
      install: adjust(z.install, brand.priceFactor),
      raceway: z.raceway === undefined ? undefined : adjust(z.raceway, brand.priceFactor),
    })),
  }));
}
