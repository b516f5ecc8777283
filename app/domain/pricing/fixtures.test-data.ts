/** Catalogue rows for the engine's tests, written out by hand (the seed's shapes, not its data). */
import type { PricingOption, PricingService, PricingSign, PricingSize } from './types';

let nextId = 1;
const id = () => nextId++;

export const sign = (over: Partial<PricingSign> = {}): PricingSign => ({
  id: id(),
  name: 'Channel Letters',
  signType: 'Wall Signs',
  placement: 'exterior',
  description:
    '{Size} {Color} {Fab Type} Channel Letters {Raceway-Mounted} {w/ Behind-The-Wall Raceway} on {Backer Size} {Backer Illumination} Backer Panel',
  priceType: 'fixed',
  signBudgetMultiplier: 0.55,
  installBudgetMultiplier: 0.55,
  ...over,
});

export const size = (sizeName: string, dollars: { sign: number; install: number; signBudget?: number; installBudget?: number; raceway?: number }): PricingSize => ({
  id: id(),
  sizeName,
  signPrice: Math.round(dollars.sign * 100),
  installPrice: Math.round(dollars.install * 100),
  signBudget: Math.round((dollars.signBudget ?? 0) * 100),
  installBudget: Math.round((dollars.installBudget ?? 0) * 100),
  racewayPrice: Math.round((dollars.raceway ?? 0) * 100),
});

export const option = (name: string, values: string, over: Partial<PricingOption> = {}): PricingOption => ({
  id: id(),
  name,
  type: 'dropdown',
  values,
  appliesTo: 'base_sign_price',
  placeholder: `{${name}}`,
  isActive: true,
  ...over,
});

export const COLOR = option('Color', 'White, Red, Bronze +$150, Custom PMS Match +$275');
export const FAB_TYPE = option('Fab Type', 'Front-Lit, Reverse Halo-Lit +15%, Front & Halo-Lit +25%, Non-Illuminated');
export const RACEWAY = option('Raceway', 'Raceway-Mounted, Wireway-Mounted, Behind-The-Wall +$250', { placeholder: '{Raceway-Mounted}' });
export const BACKER_SIZE = option('Backer Size', "None, 2' x 10' +$850, 3' x 12' +$1250");
export const BACKER_ILLUMINATION = option('Backer Illumination', 'Yes +$350, No');
export const LIFT = option('Lift Equipment', 'Ladder, Scissor Lift +$275, Boom Lift +$450', { appliesTo: 'base_install_price', placeholder: null });
export const MANUFACTURE_ONLY = option('Manufacture Only', 'On, Off', { type: 'switch', appliesTo: 'base_install_price', placeholder: null });
export const ANTI_GRAFFITI = option('Anti-Graffiti', 'On +10%, Off', { type: 'switch' });
export const FAB_MATERIAL = option('Fab Material', 'Aluminum, Routed Aluminum +12%, Brick Veneer +$1800');
export const PRINT_MATERIAL = option('Print Material', 'Standard Vinyl, Perforated Vinyl +$2/SF, Frosted Vinyl +$4/SF');
export const MOUNTING = option('Mounting Surface', 'Interior Glass, Exterior Glass +$1.50/SF, Textured Wall +$3/SF', { appliesTo: 'base_install_price' });
export const PANEL_FACES = option('Panel Faces', 'Single-Faced, Double-Faced +65%', { placeholder: '{Faces}' });

export const service = (name: string, over: Partial<PricingService> = {}): PricingService => ({
  id: id(),
  name,
  description: null,
  priceType: 'formula',
  priceFormula: null,
  budgetMultiplier: 0.6,
  locationMultiplier: null,
  ...over,
});
