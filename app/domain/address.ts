/**
 * Addresses and address suggestions (docs/product.md § Entities and fields;
 * docs/product.md § Validation rules). Pure: no I/O.
 *
 * A suggestion mirrors one entry of the Mapbox Search Box `/suggest` answer
 * (name, full_address, mapbox_id, context.{place, region, postcode, country}),
 * so the browser handles Mapbox results, addresses already in our database
 * and the 'Use as typed' entry the same way. Mapbox gives `place` and
 * `postcode` as `{name}` objects, and so do we.
 */
import { z } from 'zod';
import { userText } from './user-text';

export type Address = { street: string; city: string; state: string; zipCode: string; country: string };

export type SuggestionSource = 'mapbox' | 'local' | 'manual';

export type AddressSuggestion = {
  id: string;
  name: string;
  full_address: string;
  /** Mapbox's id; null for suggestions that did not come from Mapbox. */
  mapbox_id: string | null;
  /** The street line when `name` is a place's name (Mapbox POIs); else absent. */
  address?: string;
  context: {
    place?: { name: string };
    region?: { name: string; region_code?: string };
    postcode?: { name: string };
    country?: { name: string; country_code?: string };
  };
  source: SuggestionSource;
  /** 'Use as typed': the person's own text, for PO boxes and rural routes. */
  manual?: boolean;
};

// Its texts end up in the client's address rows: the shared user-text rule cleans them.
const named = z.object({ name: userText(200) });

/** For a suggestion posted back as JSON (e.g. the wizard's parsedJobLocation). */
export const addressSuggestionSchema = z.object({
  id: userText(300),
  name: userText(300),
  full_address: userText(500),
  mapbox_id: userText(300).nullish().transform((v) => v ?? null),
  address: userText(300).optional(),
  context: z
    .object({
      place: named.optional(),
      region: named.extend({ region_code: userText(20).optional() }).optional(),
      postcode: named.optional(),
      country: named.extend({ country_code: userText(10).optional() }).optional(),
    })
    .default({}),
  source: z.enum(['mapbox', 'local', 'manual']).default('local'),
  manual: z.boolean().optional(),
});

/** A suggestion from JSON text, or null when it is missing or malformed. */
export function parseSuggestionJson(text: string | null | undefined): AddressSuggestion | null {
  if (!text) return null;
  try {
    const parsed = addressSuggestionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** 'Street, City, ST 12345, Country' on one line, skipping empty parts. */
export function formatAddress(a: Partial<Address>): string {
  const stateZip = [clean(a.state), clean(a.zipCode)].filter(Boolean).join(' ');
  return [clean(a.street), clean(a.city), stateZip, clean(a.country)].filter(Boolean).join(', ');
}

const COUNTRIES: Record<string, string> = {
  'united states': 'United States',
  'united states of america': 'United States',
  usa: 'United States',
  'u.s.a.': 'United States',
  us: 'United States',
  'u.s.': 'United States',
  canada: 'Canada',
  mexico: 'Mexico',
  méxico: 'Mexico',
};

// 'IL 62701', 'Illinois 62701-1234', 'ON M5V 2T6'
const STATE_ZIP = /^([A-Za-z][A-Za-z .]*?)\s+(\d{5}(?:-\d{4})?|[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d)$/;
const ZIP_ONLY = /^(\d{5}(?:-\d{4})?|[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d)$/;
const STATE_CODE = /^[A-Za-z]{2}$/;

/**
 * Best effort on 'street, city, ST 12345[, country]'. When the text does not
 * look like that (no state or zip at the end), everything stays in street so
 * nothing the person typed is lost.
 */
export function parseTypedAddress(text: string): Address {
  const out: Address = { street: '', city: '', state: '', zipCode: '', country: '' };
  const parts = clean(text)
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return out;
  const rest = [...parts];

  const maybeCountry = COUNTRIES[rest[rest.length - 1]!.toLowerCase()];
  if (maybeCountry && rest.length > 1) {
    out.country = maybeCountry;
    rest.pop();
  }

  const last = rest[rest.length - 1]!;
  let m: RegExpMatchArray | null;
  if (rest.length > 1 && (m = last.match(STATE_ZIP))) {
    out.state = m[1]!.trim();
    out.zipCode = m[2]!.toUpperCase();
    rest.pop();
  } else if (rest.length > 1 && ZIP_ONLY.test(last)) {
    out.zipCode = last.toUpperCase();
    rest.pop();
  } else if (rest.length > 2 && STATE_CODE.test(last)) {
    out.state = last.toUpperCase();
    rest.pop();
  } else {
    // Unsure: keep all of it, country included, in street.
    return { street: parts.join(', '), city: '', state: '', zipCode: '', country: '' };
  }

  if (rest.length === 1) {
    // 'Springfield, IL 62701' is a city; '12 Main St, IL 62701' is a street.
    if (/^\d/.test(rest[0]!)) out.street = rest[0]!;
    else out.city = rest[0]!;
  } else {
    out.city = rest.pop()!;
    out.street = rest.join(', ');
  }
  return out;
}

/** The address fields a chosen suggestion stands for. */
export function addressFromSuggestion(s: AddressSuggestion): Address {
  if (s.manual) return parseTypedAddress(s.full_address || s.name);
  const c = s.context ?? {};
  const hasContext = Boolean(c.place || c.region || c.postcode || c.country);
  if (!hasContext) return parseTypedAddress(s.full_address || s.name);
  return {
    street: clean(s.address ?? s.name),
    city: clean(c.place?.name),
    state: clean(c.region?.region_code || c.region?.name),
    zipCode: clean(c.postcode?.name),
    country: clean(c.country?.name),
  };
}

/** A suggestion standing for a known address (local provider). */
export function suggestionFromAddress(a: Address, id: string): AddressSuggestion {
  const context: AddressSuggestion['context'] = {};
  if (clean(a.city)) context.place = { name: clean(a.city) };
  if (clean(a.state)) {
    const state = clean(a.state);
    context.region = STATE_CODE.test(state) ? { name: state, region_code: state.toUpperCase() } : { name: state };
  }
  if (clean(a.zipCode)) context.postcode = { name: clean(a.zipCode) };
  if (clean(a.country)) context.country = { name: clean(a.country) };
  const street = clean(a.street);
  return {
    id,
    name: street || formatAddress(a),
    full_address: formatAddress(a),
    mapbox_id: null,
    // No street line: the name shows the whole address, the street stays empty.
    ...(street ? {} : { address: '' }),
    context,
    source: 'local',
  };
}

/** The 'Use as typed' entry: the text itself, marked manual. */
export function asTypedSuggestion(query: string): AddressSuggestion {
  const text = clean(query);
  return { id: `manual:${text}`, name: text, full_address: text, mapbox_id: null, context: {}, source: 'manual', manual: true };
}

// A unit designator followed by its value: 'Suite 200', 'Ste. 4', 'Unit B',
// 'Apt 3B', 'Apartment 12', '#12'. A keyword needs a separator before its value
// so 'Unity Rd' or 'Steele St' are not mistaken for units.
const SUITE =
  /(?:^|[\s,])((?:suite|ste|unit|apt|apartment)(?:\.?\s*#\s*|\.\s*|\s+)([A-Za-z0-9][A-Za-z0-9-]*)|#\s*([A-Za-z0-9][A-Za-z0-9-]*))(?=$|[\s,])/i;

/** The suite/unit/apartment/# fragment of what the person typed, or ''. */
export function suiteFragment(typed: string): string {
  const m = clean(typed).match(SUITE);
  if (!m) return '';
  const value = m[2] ?? m[3] ?? '';
  // 'Suite Dreams Ave' is not a suite: a unit value has a digit or is short.
  if (!/\d/.test(value) && value.length > 2) return '';
  return m[1]!.trim();
}

function suiteValue(fragment: string): string {
  return (fragment.match(/([A-Za-z0-9][A-Za-z0-9-]*)$/)?.[1] ?? '').toLowerCase();
}

/** Adds the typed fragment to the chosen suggestion when it lacks it. */
export function withSuite(s: AddressSuggestion, fragment: string): AddressSuggestion {
  const frag = clean(fragment);
  if (!frag || s.manual) return s;
  const has = (text: string | undefined) => {
    if (!text) return false;
    if (text.toLowerCase().includes(frag.toLowerCase())) return true;
    const own = suiteFragment(text);
    return own !== '' && suiteValue(own) === suiteValue(frag);
  };
  if (has(s.name) || has(s.full_address) || has(s.address)) return s;

  const line = s.address || s.name;
  const newLine = `${line} ${frag}`;
  const full = s.full_address.startsWith(line)
    ? newLine + s.full_address.slice(line.length)
    : s.full_address.replace(/^([^,]*)/, (first) => `${first} ${frag}`);
  return {
    ...s,
    ...(s.address ? { address: newLine } : { name: newLine }),
    full_address: s.full_address ? full : newLine,
  };
}

/**
 * One entry of a Mapbox Search Box `/suggest` answer mapped onto ours. Unknown
 * or missing fields are tolerated; entries without an id or name are dropped.
 */
export function fromMapboxSuggestion(raw: unknown): AddressSuggestion | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const obj = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : undefined);
  const mapboxId = str(r.mapbox_id);
  const name = str(r.name);
  if (!mapboxId || !name) return null;
  const ctx = obj(r.context) ?? {};
  const context: AddressSuggestion['context'] = {};
  const place = str(obj(ctx.place)?.name);
  if (place) context.place = { name: place };
  const region = obj(ctx.region);
  if (str(region?.name)) {
    context.region = { name: str(region?.name) };
    if (str(region?.region_code)) context.region.region_code = str(region?.region_code);
  }
  const postcode = str(obj(ctx.postcode)?.name);
  if (postcode) context.postcode = { name: postcode };
  const country = obj(ctx.country);
  if (str(country?.name)) {
    context.country = { name: str(country?.name) };
    if (str(country?.country_code)) context.country.country_code = str(country?.country_code).toUpperCase();
  }
  const street = str(r.address);
  const full = str(r.full_address) || [name, str(r.place_formatted)].filter(Boolean).join(', ');
  return {
    id: mapboxId,
    name,
    full_address: full,
    mapbox_id: mapboxId,
    ...(street && street !== name ? { address: street } : {}),
    context,
    source: 'mapbox',
  };
}
