import { describe, expect, it } from 'vitest';
import { BACKER_ILLUMINATION, BACKER_SIZE, COLOR, FAB_TYPE, LIFT, RACEWAY, sign, size } from './fixtures.test-data';
import { optionsNotApplying } from './option-rules';
import { priceSign } from './sign-pricing';

const letters = sign();
const sizes = [size('24"', { sign: 2850, install: 950 })];
const options = [COLOR, FAB_TYPE, RACEWAY, BACKER_SIZE, BACKER_ILLUMINATION, LIFT];
const base = { size: '24"', Color: 'White', 'Fab Type': 'Front-Lit', Raceway: 'Raceway-Mounted', 'Lift Equipment': 'Ladder' };
const quote = (selected: Record<string, string>) => priceSign({ sign: letters, sizes, options, selected });
const REASON = 'Not with Backer Size None: there is no backer panel to illuminate';

describe('an option that needs another (Backer Illumination needs a backer panel)', () => {
  it('with Backer Size None, illumination Yes is not charged, not saved, not described, and the quote says why', () => {
    const q = quote({ ...base, 'Backer Size': 'None', 'Backer Illumination': 'Yes' });
    const plain = quote({ ...base, 'Backer Size': 'None', 'Backer Illumination': 'No' });
    expect(q.ok && plain.ok).toBe(true);
    if (!q.ok || !plain.ok) return;
    expect(q.prices).toEqual(plain.prices);
    expect(q.prices.price).toBe(285000);
    expect(q.selected['Backer Illumination']).toBeUndefined();
    expect(q.description).not.toMatch(/Illuminated|Backer/);
    expect(q.notApplied).toEqual({ 'Backer Illumination': REASON });
  });
  it('with Backer Size None, illumination need not be chosen', () => {
    const q = quote({ ...base, 'Backer Size': 'None' });
    expect(q.ok).toBe(true);
  });
  it('with a backer, illumination is required and charged (+$350)', () => {
    const missing = quote({ ...base, 'Backer Size': "2' x 10'" });
    expect(missing).toMatchObject({ ok: false, prompt: 'Select Backer Illumination', notApplied: {} });
    const lit = quote({ ...base, 'Backer Size': "2' x 10'", 'Backer Illumination': 'Yes' });
    if (!lit.ok) throw new Error('expected a price');
    expect(lit.prices.price).toBe(285000 + 85000 + 35000);
    expect(lit.description).toContain("2' x 10' Illuminated Backer Panel");
    expect(lit.notApplied).toEqual({});
  });
  it('before Backer Size is chosen, illumination still waits its turn', () => {
    expect(optionsNotApplying(options, { 'Backer Illumination': 'Yes' })).toEqual({});
    expect(quote({ ...base })).toMatchObject({ ok: false, prompt: 'Select Backer Size' });
  });
  it('applies only when both options are offered and active', () => {
    expect(optionsNotApplying([BACKER_ILLUMINATION], { 'Backer Size': 'None' })).toEqual({});
    expect(optionsNotApplying([{ ...BACKER_SIZE, isActive: false }, BACKER_ILLUMINATION], { 'Backer Size': 'None' })).toEqual({});
    expect(optionsNotApplying([BACKER_SIZE, BACKER_ILLUMINATION], { 'Backer Size': 'None' })).toEqual({ 'Backer Illumination': REASON });
  });
});
