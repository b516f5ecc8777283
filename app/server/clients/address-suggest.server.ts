/**
 * Address suggestions behind one provider (ARCHITECTURE.md, 'Addresses'):
 * Mapbox Search Box /suggest when MAPBOX_ACCESS_TOKEN is set, else addresses
 * already in our database (client addresses and job locations). Any Mapbox
 * failure falls back to the database. The list always ends with 'Use as typed'
 * (PO boxes, rural routes), and a suite/unit/# the person typed is kept on
 * every suggestion.
 */
import crypto from 'node:crypto';
import { and, desc, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { mapboxAccessToken } from '~/server/config.server';
import { getDb, schema } from '~/server/db.server';
import type { AddressSuggestion } from '~/domain/address';
import * as address from '~/domain/address';

export const MIN_QUERY = 3;
export const MAX_QUERY = 200;
const LIMIT = 5;
const MAPBOX_TIMEOUT_MS = 3000;
const MAPBOX_SUGGEST = 'https://api.mapbox.com/search/searchbox/v1/suggest';

type Options = { token?: string; fetch?: typeof fetch };

export async function suggestAddresses(
  query: string,
  sessionToken?: string | null,
  opts: Options = {},
): Promise<AddressSuggestion[]> {
  const typed = query.replace(/\s+/g, ' ').trim();
  if (typed.length < MIN_QUERY) return [];
  const fragment = address.suiteFragment(typed);
  // Providers match better without the unit; it is added back below.
  const search = (fragment ? typed.replace(fragment, ' ') : typed).replace(/\s+,/g, ',').replace(/\s+/g, ' ').trim();

  const token = opts.token ?? mapboxAccessToken;
  let found: AddressSuggestion[] | null = null;
  if (token && search.length >= MIN_QUERY) {
    found = await mapboxSuggest(search, sessionToken, token, opts.fetch ?? fetch);
  }
  found ??= search.length >= MIN_QUERY ? knownAddresses(search) : [];
  return [...found.map((s) => address.withSuite(s, fragment)), address.asTypedSuggestion(typed)];
}

/** Mapbox's answer, or null on any failure (the caller falls back). */
async function mapboxSuggest(
  q: string,
  sessionToken: string | null | undefined,
  token: string,
  fetchFn: typeof fetch,
): Promise<AddressSuggestion[] | null> {
  const url = new URL(MAPBOX_SUGGEST);
  url.searchParams.set('q', q);
  url.searchParams.set('access_token', token);
  // Mapbox bills per session; a missing token gets one of its own.
  url.searchParams.set('session_token', sessionToken || crypto.randomUUID());
  url.searchParams.set('limit', String(LIMIT));
  url.searchParams.set('language', 'en');
  url.searchParams.set('types', 'address,poi,street,place,postcode');
  try {
    const res = await fetchFn(url, { signal: AbortSignal.timeout(MAPBOX_TIMEOUT_MS) });
    if (!res.ok) {
      // Never log the URL: it carries the access token.
      console.warn(`Mapbox suggest answered ${res.status}; using known addresses`);
      return null;
    }
    return mapboxResponseToSuggestions(await res.json());
  } catch (error) {
    console.warn(`Mapbox suggest failed (${error instanceof Error ? error.name : 'error'}); using known addresses`);
    return null;
  }
}

/** The `suggestions` of a Mapbox /suggest answer in our shape; junk is dropped. */
export function mapboxResponseToSuggestions(json: unknown): AddressSuggestion[] {
  const list = json && typeof json === 'object' ? (json as { suggestions?: unknown }).suggestions : undefined;
  if (!Array.isArray(list)) throw new Error('Mapbox answer without suggestions');
  return list.map(address.fromMapboxSuggestion).filter((s): s is AddressSuggestion => s !== null);
}

/** Every word of the query must appear somewhere in the address text. */
function matchesAll(text: SQL, words: string[]): SQL[] {
  return words.map((w) => sql`instr(lower(${text}), ${w.toLowerCase()}) > 0`);
}

const normal = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
/** One place is one suggestion, whether or not its text ends with the country (job locations usually don't). */
const placeKey = (s: string) => normal(s).replace(/ (us|usa|united states|united states of america|ca|can|canada)$/, '');

/** Addresses already in the database that match the query, newest first. */
export function knownAddresses(q: string, limit = LIMIT): AddressSuggestion[] {
  const words = q
    .split(/[\s,]+/)
    .map((w) => w.trim())
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return [];
  const db = getDb();
  const a = schema.clientAddresses;
  const j = schema.jobs;
  const addressText = sql`${a.street} || ' ' || ${a.city} || ' ' || ${a.state} || ' ' || ${a.zipCode} || ' ' || ${a.country}`;

  const addressRows = db
    .select({ id: a.id, street: a.street, city: a.city, state: a.state, zipCode: a.zipCode, country: a.country })
    .from(a)
    .where(and(...matchesAll(addressText, words)))
    .orderBy(desc(a.id))
    .limit(limit * 3)
    .all();
  const jobRows = db
    .select({ id: j.id, location: j.jobLocation, parsed: j.jobLocationParsed })
    .from(j)
    .where(and(isNotNull(j.jobLocation), ne(j.jobLocation, ''), ...matchesAll(sql`${j.jobLocation}`, words)))
    .orderBy(desc(j.updatedAt), desc(j.id))
    .limit(limit * 3)
    .all();

  const out: AddressSuggestion[] = [];
  const seen = new Set<string>();
  const add = (s: AddressSuggestion) => {
    const key = placeKey(s.full_address);
    if (!key || seen.has(key) || out.length >= limit) return;
    seen.add(key);
    out.push(s);
  };
  for (const r of addressRows) add(address.suggestionFromAddress(r, `local:address:${r.id}`));
  for (const r of jobRows) {
    const stored = address.parseSuggestionJson(r.parsed);
    // A chosen suggestion kept with the job tells its parts exactly; else parse the text.
    if (stored && !stored.manual && normal(stored.full_address) === normal(r.location)) {
      add({ ...stored, id: `local:job:${r.id}`, source: 'local' });
    } else {
      add(address.suggestionFromAddress(address.parseTypedAddress(r.location), `local:job:${r.id}`));
    }
  }
  return out;
}
