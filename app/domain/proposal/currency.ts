/**
 * The currency a proposal is stated in: Canadian dollars for a job located in
 * Canada, US dollars otherwise (the company quotes in the money of the place
 * the signs go up). Pure.
 *
 * The country comes from the chosen address suggestion when there is one
 * (its country code or name), else from the typed location: a last part
 * 'Canada', or a Canadian province code with a Canadian postal code
 * ('Toronto, ON M5V 2T6'). Anything else is USD.
 */
import { parseSuggestionJson, parseTypedAddress } from '~/domain/address';

export type Currency = 'USD' | 'CAD';

export const CURRENCY_NAMES: Record<Currency, string> = { USD: 'US dollars', CAD: 'Canadian dollars' };

const PROVINCES = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
const POSTAL_CODE = /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/;

function isCanada(country: string | undefined): boolean {
  const c = (country ?? '').trim().toLowerCase();
  return c === 'ca' || c === 'can' || c === 'canada';
}

export function jobCurrency(location: string | null | undefined, parsedLocation: string | null | undefined): Currency {
  const chosen = parseSuggestionJson(parsedLocation);
  const country = chosen?.context.country;
  if (country) return isCanada(country.country_code) || isCanada(country.name) ? 'CAD' : 'USD';
  const typed = parseTypedAddress(location ?? '');
  if (typed.country) return isCanada(typed.country) ? 'CAD' : 'USD';
  return PROVINCES.has(typed.state.toUpperCase()) && POSTAL_CODE.test(typed.zipCode) ? 'CAD' : 'USD';
}
