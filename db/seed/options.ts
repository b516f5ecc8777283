/**
 * Sign options (one global list, linked to signs through sign_option_signs).
 *
 * VALUES FORMAT, shared with the pricing code: entries separated by ', '; an
 * entry may end in one modifier starting with '+': '+N%', '+$N' (cents
 * allowed, no thousands commas) or '+$N/SF'. Values therefore never contain
 * a comma of their own.
 *
 * Switches hold 'On, Off'; a switch's modifier sits on 'On' (Anti-Graffiti
 * adds 10% when on). Manufacture Only On zeroes install (docs/pricing.md § Options and modifiers).
 */
import { signOptions } from '../schema';
import type { Tx } from './types';

export type OptionName =
  | 'Color'
  | 'Fab Type'
  | 'Backer Size'
  | 'Backer Illumination'
  | 'Raceway'
  | 'Fab Material'
  | 'Anti-Graffiti'
  | 'Panel Faces'
  | 'Print Material'
  | 'Mounting Surface'
  | 'Lift Equipment'
  | 'Manufacture Only';

interface OptionSeed {
  name: OptionName;
  type: 'dropdown' | 'switch' | 'text';
  values: string;
  appliesTo: 'base_sign_price' | 'base_install_price';
  placeholder: string | null;
}

export const OPTION_SEEDS: readonly OptionSeed[] = [
  { name: 'Color', type: 'dropdown', values: 'White, Red, Black, Brand Red, Bronze +$150, Custom PMS Match +$275', appliesTo: 'base_sign_price', placeholder: '{Color}' },
  { name: 'Fab Type', type: 'dropdown', values: 'Front-Lit, Reverse Halo-Lit +15%, Front & Halo-Lit +25%, Non-Illuminated', appliesTo: 'base_sign_price', placeholder: '{Fab Type}' },
  { name: 'Backer Size', type: 'dropdown', values: "None, 2' x 10' +$850, 3' x 12' +$1250, 4' x 16' +$1900", appliesTo: 'base_sign_price', placeholder: '{Backer Size}' },
  { name: 'Backer Illumination', type: 'dropdown', values: 'Yes +$350, No', appliesTo: 'base_sign_price', placeholder: '{Backer Illumination}' },
  // A value containing 'behind'/'wall' fills {w/ Behind-The-Wall Raceway} instead (docs/pricing.md § Descriptions).
  { name: 'Raceway', type: 'dropdown', values: 'Raceway-Mounted, Wireway-Mounted, Behind-The-Wall +$250', appliesTo: 'base_sign_price', placeholder: '{Raceway-Mounted}' },
  { name: 'Fab Material', type: 'dropdown', values: 'Aluminum, Routed Aluminum +12%, Stucco Over CMU +20%, Brick Veneer +$1800', appliesTo: 'base_sign_price', placeholder: '{Fab Material}' },
  { name: 'Anti-Graffiti', type: 'switch', values: 'On +10%, Off', appliesTo: 'base_sign_price', placeholder: '{Anti-Graffiti}' },
  { name: 'Panel Faces', type: 'dropdown', values: 'Single-Faced, Double-Faced +65%', appliesTo: 'base_sign_price', placeholder: '{Faces}' },
  { name: 'Print Material', type: 'dropdown', values: 'Standard Vinyl, Perforated Vinyl +$2/SF, Frosted Vinyl +$4/SF', appliesTo: 'base_sign_price', placeholder: '{Print Material}' },
  // Harder surfaces take longer to prepare and apply, so this one moves the install price.
  { name: 'Mounting Surface', type: 'dropdown', values: 'Interior Glass, Exterior Glass +$1.50/SF, Drywall, Textured Wall +$3/SF', appliesTo: 'base_install_price', placeholder: '{Mounting Surface}' },
  { name: 'Lift Equipment', type: 'dropdown', values: 'Ladder, Scissor Lift +$275, Boom Lift +$450, Crane +$1250', appliesTo: 'base_install_price', placeholder: null },
  { name: 'Manufacture Only', type: 'switch', values: 'On, Off', appliesTo: 'base_install_price', placeholder: null },
];

/** Inserts missing options (by name) and returns every option's id by name. */
export function seedOptions(tx: Tx): Map<string, number> {
  OPTION_SEEDS.forEach((o, i) => {
    tx.insert(signOptions)
      .values({ ...o, isActive: true, sortOrder: i + 1 })
      .onConflictDoNothing()
      .run();
  });
  const ids = new Map<string, number>();
  for (const row of tx.select({ id: signOptions.id, name: signOptions.name }).from(signOptions).all()) {
    ids.set(row.name, row.id);
  }
  return ids;
}
