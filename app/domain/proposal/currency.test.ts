import { describe, expect, it } from 'vitest';
import { jobCurrency } from './currency';

const suggestion = (country: { name: string; country_code?: string }) =>
  JSON.stringify({ id: 'x', name: '1 Main', full_address: '1 Main', mapbox_id: null, context: { country }, source: 'mapbox' });

describe('jobCurrency', () => {
  it('is CAD for a location chosen in Canada, by code or name', () => {
    expect(jobCurrency('100 King St W, Toronto', suggestion({ name: 'Canada', country_code: 'ca' }))).toBe('CAD');
    expect(jobCurrency('100 King St W, Toronto', suggestion({ name: 'Canada' }))).toBe('CAD');
    expect(jobCurrency('1 Main St', suggestion({ name: 'United States', country_code: 'us' }))).toBe('USD');
  });

  it('reads a typed location: the country, or a province with a Canadian postal code', () => {
    expect(jobCurrency('100 King St W, Toronto, ON M5V 2T6', null)).toBe('CAD');
    expect(jobCurrency('100 King St W, Toronto, ON M5V2T6, Canada', null)).toBe('CAD');
    expect(jobCurrency('1551 N Central Expy, Richardson, TX 75080', null)).toBe('USD');
    expect(jobCurrency('12 Main St, Springfield, IL 62701, USA', null)).toBe('USD');
  });

  it('is USD when nothing says otherwise', () => {
    expect(jobCurrency('', null)).toBe('USD');
    expect(jobCurrency('Somewhere downtown', 'not json')).toBe('USD');
  });
});
