import { describe, expect, it } from 'vitest';
import {
  addressFromSuggestion,
  formatAddress,
  fromMapboxSuggestion,
  parseSuggestionJson,
  parseTypedAddress,
  suggestionFromAddress,
  suiteFragment,
  asTypedSuggestion,
  withSuite,
} from './address';

// Recorded shape of one Mapbox Search Box /suggest entry (trimmed).
const MAPBOX_ADDRESS = {
  name: '1600 Pennsylvania Avenue Northwest',
  mapbox_id: 'dXJuOm1ieGFkcjo0Yzk2',
  feature_type: 'address',
  address: '1600 Pennsylvania Avenue Northwest',
  full_address: '1600 Pennsylvania Avenue Northwest, Washington, District of Columbia 20500, United States',
  place_formatted: 'Washington, District of Columbia 20500, United States',
  context: {
    country: { name: 'United States', country_code: 'US', country_code_alpha_3: 'USA' },
    region: { name: 'District of Columbia', region_code: 'DC', region_code_full: 'US-DC' },
    postcode: { name: '20500' },
    place: { name: 'Washington' },
    street: { name: 'pennsylvania avenue northwest' },
  },
  language: 'en',
  maki: 'marker',
};
const MAPBOX_POI = {
  name: 'Union Station',
  mapbox_id: 'dXJuOm1ieHBvaTox',
  feature_type: 'poi',
  address: '50 Massachusetts Ave NE',
  place_formatted: 'Washington, District of Columbia 20002, United States',
  context: { region: { name: 'District of Columbia', region_code: 'DC' }, place: { name: 'Washington' } },
};

describe('parseTypedAddress', () => {
  it('reads street, city, state and zip', () => {
    expect(parseTypedAddress('123 Main St, Springfield, IL 62701')).toEqual({
      street: '123 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      country: '',
    });
  });
  it('keeps extra lines in street and reads a trailing country', () => {
    expect(parseTypedAddress('123 Main St, Suite 200, Austin, Texas 78701-1234, USA')).toEqual({
      street: '123 Main St, Suite 200',
      city: 'Austin',
      state: 'Texas',
      zipCode: '78701-1234',
      country: 'United States',
    });
  });
  it('reads Canadian postal codes and a state without zip', () => {
    expect(parseTypedAddress('1 Front St W, Toronto, ON M5J 2X5, Canada').zipCode).toBe('M5J 2X5');
    expect(parseTypedAddress('9 Elm Rd, Boise, ID')).toMatchObject({ street: '9 Elm Rd', city: 'Boise', state: 'ID' });
  });
  it('keeps everything in street when unsure', () => {
    expect(parseTypedAddress('PO Box 123')).toEqual({ street: 'PO Box 123', city: '', state: '', zipCode: '', country: '' });
    expect(parseTypedAddress('RR 2 Box 40, Millville').street).toBe('RR 2 Box 40, Millville');
    expect(parseTypedAddress('123 Main St Springfield IL 62701').street).toBe('123 Main St Springfield IL 62701');
    expect(parseTypedAddress('  ').street).toBe('');
  });
  it('tells a lone city from a lone street', () => {
    expect(parseTypedAddress('Springfield, IL 62701')).toMatchObject({ street: '', city: 'Springfield' });
    expect(parseTypedAddress('12 Main St, IL 62701')).toMatchObject({ street: '12 Main St', city: '' });
  });
});

describe('formatAddress', () => {
  it('joins the parts on one line, skipping empty ones', () => {
    expect(formatAddress({ street: '123 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', country: '' })).toBe(
      '123 Main St, Springfield, IL 62701',
    );
    expect(formatAddress({ street: '', city: 'Austin', state: '', zipCode: '78701', country: 'United States' })).toBe(
      'Austin, 78701, United States',
    );
    expect(formatAddress({})).toBe('');
  });
  it('round-trips through parseTypedAddress', () => {
    const a = { street: '5 Oak Ave', city: 'Reno', state: 'NV', zipCode: '89501', country: 'United States' };
    expect(parseTypedAddress(formatAddress(a))).toEqual(a);
  });
});

describe('suiteFragment', () => {
  it('finds suite, unit, apartment and # fragments', () => {
    expect(suiteFragment('123 Main St Suite 200')).toBe('Suite 200');
    expect(suiteFragment('123 Main St, Unit 5, Austin')).toBe('Unit 5');
    expect(suiteFragment('9 Elm Apt 3B')).toBe('Apt 3B');
    expect(suiteFragment('9 Elm Apt. 3B')).toBe('Apt. 3B');
    expect(suiteFragment('77 Pine #12')).toBe('#12');
    expect(suiteFragment('77 Pine Ste 4')).toBe('Ste 4');
    expect(suiteFragment('77 Pine Unit B')).toBe('Unit B');
    expect(suiteFragment('77 Pine Suite #210')).toBe('Suite #210');
  });
  it('ignores words that only look like units', () => {
    expect(suiteFragment('12 Unity Rd')).toBe('');
    expect(suiteFragment('40 Steele St')).toBe('');
    expect(suiteFragment('1 Suite Dreams Ave')).toBe('');
    expect(suiteFragment('123 Main St')).toBe('');
  });
});

describe('withSuite', () => {
  const local = suggestionFromAddress(
    { street: '123 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', country: '' },
    'local:1',
  );
  it('re-adds a missing fragment to name and full address', () => {
    const s = withSuite(local, 'Suite 200');
    expect(s.name).toBe('123 Main St Suite 200');
    expect(s.full_address).toBe('123 Main St Suite 200, Springfield, IL 62701');
    expect(addressFromSuggestion(s).street).toBe('123 Main St Suite 200');
  });
  it('leaves a suggestion that already has it', () => {
    const has = { ...local, name: '123 Main St Ste 200', full_address: '123 Main St Ste 200, Springfield, IL 62701' };
    expect(withSuite(has, 'Suite 200')).toBe(has);
    expect(withSuite(local, '')).toBe(local);
  });
  it('adds to the street line of a place', () => {
    const poi = fromMapboxSuggestion(MAPBOX_POI)!;
    const s = withSuite(poi, '#12');
    expect(s.name).toBe('Union Station');
    expect(s.address).toBe('50 Massachusetts Ave NE #12');
    expect(addressFromSuggestion(s).street).toBe('50 Massachusetts Ave NE #12');
  });
});

describe('Mapbox mapping', () => {
  it('maps a recorded /suggest entry onto the suggestion shape the screens use', () => {
    const s = fromMapboxSuggestion(MAPBOX_ADDRESS)!;
    expect(s).toEqual({
      id: 'dXJuOm1ieGFkcjo0Yzk2',
      name: '1600 Pennsylvania Avenue Northwest',
      full_address: '1600 Pennsylvania Avenue Northwest, Washington, District of Columbia 20500, United States',
      mapbox_id: 'dXJuOm1ieGFkcjo0Yzk2',
      context: {
        place: { name: 'Washington' },
        region: { name: 'District of Columbia', region_code: 'DC' },
        postcode: { name: '20500' },
        country: { name: 'United States', country_code: 'US' },
      },
      source: 'mapbox',
    });
    expect(addressFromSuggestion(s)).toEqual({
      street: '1600 Pennsylvania Avenue Northwest',
      city: 'Washington',
      state: 'DC',
      zipCode: '20500',
      country: 'United States',
    });
  });
  it('builds a full address when Mapbox gives none, and drops junk', () => {
    expect(fromMapboxSuggestion(MAPBOX_POI)!.full_address).toBe(
      'Union Station, Washington, District of Columbia 20002, United States',
    );
    expect(fromMapboxSuggestion({ name: 'x' })).toBeNull();
    expect(fromMapboxSuggestion(null)).toBeNull();
  });
});

describe('asTypedSuggestion and JSON', () => {
  it('keeps the text, marked manual, and parses it best effort', () => {
    const s = asTypedSuggestion('  PO Box 77,  Marfa, TX 79843 ');
    expect(s).toMatchObject({ name: 'PO Box 77, Marfa, TX 79843', manual: true, source: 'manual', mapbox_id: null });
    expect(addressFromSuggestion(s)).toMatchObject({ street: 'PO Box 77', city: 'Marfa', state: 'TX' });
    expect(withSuite(s, 'Unit 4')).toBe(s);
  });
  it('reads a suggestion back from JSON and rejects junk', () => {
    const s = fromMapboxSuggestion(MAPBOX_ADDRESS)!;
    expect(parseSuggestionJson(JSON.stringify(s))).toEqual(s);
    expect(parseSuggestionJson('{"id":1}')).toBeNull();
    expect(parseSuggestionJson('not json')).toBeNull();
    expect(parseSuggestionJson(undefined)).toBeNull();
  });
  it('local suggestions without a street keep street empty', () => {
    const s = suggestionFromAddress({ street: '', city: 'Reno', state: 'NV', zipCode: '', country: '' }, 'l');
    expect(s.name).toBe('Reno, NV');
    expect(addressFromSuggestion(s)).toMatchObject({ street: '', city: 'Reno', state: 'NV' });
  });
});
