/**
 * Options that only make sense with another: Backer Illumination
 * lights a backer panel, so with Backer Size 'None' there is nothing to
 * light. Such an option is then not required, not charged, not saved and not
 * described, and the engine says why; the panel disables it with that reason.
 * This is the one place the rule lives: the server's price and the panel's
 * come from the same priceSign.
 */
import type { PricingOption, SignSelections } from './types';

type OptionDependency = {
  /** The option that depends on another. */
  option: string;
  /** The option it needs. */
  needs: string;
  /** Why it does not apply, shown at the option. */
  reason: string;
};

export const OPTION_DEPENDENCIES: readonly OptionDependency[] = [
  { option: 'Backer Illumination', needs: 'Backer Size', reason: 'Not with Backer Size None: there is no backer panel to illuminate' },
];

/** A chosen value that means 'none of it' ('None', 'No', 'Off'). */
const isNoneValue = (value: string | number | undefined) => value !== undefined && /^(none|no|off)$/i.test(String(value).trim());

/**
 * The options that do not apply with these selections: name -> reason. A
 * dependency counts only when both options are offered and the needed one is
 * chosen as none (not yet chosen: the dependent option still waits its turn).
 */
export function optionsNotApplying(options: readonly Pick<PricingOption, 'name' | 'isActive'>[], selected: SignSelections): Record<string, string> {
  const offered = new Set(options.filter((o) => o.isActive).map((o) => o.name));
  const out: Record<string, string> = {};
  for (const rule of OPTION_DEPENDENCIES) {
    if (offered.has(rule.option) && offered.has(rule.needs) && isNoneValue(selected[rule.needs])) out[rule.option] = rule.reason;
  }
  return out;
}
