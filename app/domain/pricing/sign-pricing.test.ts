import { describe, expect, it } from 'vitest';
import {
  ANTI_GRAFFITI,
  BACKER_ILLUMINATION,
  BACKER_SIZE,
  COLOR,
  FAB_MATERIAL,
  FAB_TYPE,
  LIFT,
  MANUFACTURE_ONLY,
  MOUNTING,
  option,
  PRINT_MATERIAL,
  RACEWAY,
  sign,
  size,
} from './fixtures.test-data';
import { choosesSize, priceSign, sortSizes } from './sign-pricing';
import type { LinePrices } from './types';

const letters = sign();
const letterSizes = [size('24"', { sign: 2850, install: 950, raceway: 450 }), size('18"', { sign: 2150, install: 750, raceway: 450 })];
const letterOptions = [COLOR, FAB_TYPE, RACEWAY, BACKER_SIZE, BACKER_ILLUMINATION, LIFT, MANUFACTURE_ONLY];
const fullLetters = { size: '24"', Color: 'White', 'Fab Type': 'Front-Lit', Raceway: 'Raceway-Mounted', 'Backer Size': 'None', 'Backer Illumination': 'No', 'Lift Equipment': 'Ladder' };

const monument = sign({ name: 'Monument Sign', signType: 'Monument Signs', description: '{Size} Double-Faced Monument Sign, {Fab Material}, {Color} {Anti-Graffiti}' });
const monumentSizes = [size('<24 SF', { sign: 8400, install: 2200 }), size('>24 SF', { sign: 350, install: 95 })];
const monumentOptions = [COLOR, FAB_MATERIAL, ANTI_GRAFFITI, MANUFACTURE_ONLY];

const windows = sign({ name: 'Window Graphics', signType: 'Window/Wall Coverings', placement: 'interior', description: '{Size} {Print Material} Window Graphics on {Mounting Surface}' });
const windowSizes = [size('Per SF', { sign: 18, install: 6 })];
const windowOptions = [PRINT_MATERIAL, MOUNTING, MANUFACTURE_ONLY];

const prices = (p: LinePrices) => p;
const ok = (q: ReturnType<typeof priceSign>) => {
  if (!q.ok) throw new Error(`expected a price, got ${q.prompt} ${JSON.stringify(q.errors)}`);
  return q;
};

describe('wall signs: the chosen size, budgets from the multiplier when the size has none', () => {
  it.each([
    // Raceway (a required dropdown) has no modifier on Raceway-Mounted, but choosing any raceway adds the size's
    // raceway price: 2850 + 450, budget 1567.50 + 247.50.
    ['raceway price', { Raceway: 'Raceway-Mounted' }, prices({ price: 3300_00, install: 950_00, budget: 1815_00, installBudget: 522_50 })],
    // Behind-The-Wall: its own +$250 modifier and the raceway price.
    ['behind the wall', { Raceway: 'Behind-The-Wall' }, prices({ price: 3550_00, install: 950_00, budget: 1952_50, installBudget: 522_50 })],
    // +15% of the base 2850 = 427.50; budget share 427.50 x 0.55 = 235.125 -> 235.13.
    ['percent of base', { 'Fab Type': 'Reverse Halo-Lit' }, prices({ price: 3727_50, install: 950_00, budget: 2050_13, installBudget: 522_50 })],
    // Two percentages do not compound: 15% and... only one percent option here, plus a dollar one.
    ['percent and dollars', { 'Fab Type': 'Front & Halo-Lit', Color: 'Bronze' }, prices({ price: 2850_00 + 712_50 + 150_00 + 450_00, install: 950_00, budget: 1567_50 + 391_88 + 82_50 + 247_50, installBudget: 522_50 })],
    // Install-side option: +$450 on install, budget share with the install multiplier.
    ['install option', { 'Lift Equipment': 'Boom Lift' }, prices({ price: 3300_00, install: 1400_00, budget: 1815_00, installBudget: 770_00 })],
    ['manufacture only', { 'Lift Equipment': 'Boom Lift', 'Manufacture Only': 'On' }, prices({ price: 3300_00, install: 0, budget: 1815_00, installBudget: 0 })],
    ['manufacture only off', { 'Manufacture Only': 'Off' }, prices({ price: 3300_00, install: 950_00, budget: 1815_00, installBudget: 522_50 })],
    ['backer panel', { 'Backer Size': "2' x 10'", 'Backer Illumination': 'Yes' }, prices({ price: 3300_00 + 850_00 + 350_00, install: 950_00, budget: 1815_00 + 467_50 + 192_50, installBudget: 522_50 })],
  ])('%s', (_, choice, expected) => {
    const selected = { ...fullLetters, ...choice };
    expect(ok(priceSign({ sign: letters, sizes: letterSizes, options: letterOptions, selected })).prices).toEqual(expected);
  });

  it("uses the size row's own budgets where it has them", () => {
    const own = [size('24"', { sign: 2850, install: 950, signBudget: 1500, installBudget: 500 })];
    const q = ok(priceSign({ sign: letters, sizes: own, options: [COLOR], selected: { Color: 'Red' } }));
    expect(q.prices).toEqual({ price: 2850_00, install: 950_00, budget: 1500_00, installBudget: 500_00 });
  });

  it('takes the sign\'s multipliers (default 0.55 when missing)', () => {
    const skx = sign({ signBudgetMultiplier: 0.6, installBudgetMultiplier: null });
    const q = ok(priceSign({ sign: skx, sizes: letterSizes, options: [COLOR], selected: { size: '18"', Color: 'Bronze' } }));
    expect(q.prices).toEqual({ price: 2300_00, install: 750_00, budget: 1290_00 + 90_00, installBudget: 412_50 });
  });

  it('a single size needs no choice', () => {
    const one = [size('36"', { sign: 100, install: 10 })];
    expect(choosesSize(letters, one)).toBe(false);
    expect(ok(priceSign({ sign: letters, sizes: one, options: [], selected: {} })).selected).toEqual({ size: '36"' });
    expect(ok(priceSign({ sign: letters, sizes: one, options: [], selected: { size: '36"' } })).size.sizeName).toBe('36"');
  });
  it('never moves a named size onto the one left (a saved 24" after 24" was removed)', () => {
    const one = [size('36"', { sign: 100, install: 10 })];
    expect(priceSign({ sign: letters, sizes: one, options: [], selected: { size: '24"' } })).toMatchObject({ ok: false, errors: { size: `'24"' is not a size of ${letters.name}` } });
  });
});

describe('monument and pylon signs: size by area', () => {
  const dims = (heightFt: number, heightIn: number, widthFt: number, widthIn: number) => ({ heightFt, heightIn, widthFt, widthIn });
  const base = { Color: 'White', 'Fab Material': 'Aluminum' };
  it.each([
    // Exactly 24 SF takes the '<24' size at its flat price.
    ['exactly 24 SF', dims(6, 0, 4, 0), '<24 SF', prices({ price: 8400_00, install: 2200_00, budget: 4620_00, installBudget: 1210_00 })],
    ['under 24 SF', dims(3, 0, 5, 0), '<24 SF', prices({ price: 8400_00, install: 2200_00, budget: 4620_00, installBudget: 1210_00 })],
    // 6' x 4'-1" = 24.5 SF: '>24' rate x area: 350 x 24.5 = 8575, 95 x 24.5 = 2327.50.
    ['just above 24 SF', dims(6, 0, 4, 1), '>24 SF', prices({ price: 8575_00, install: 2327_50, budget: 4716_25, installBudget: 1280_13 })],
    // 8' x 5' = 40 SF.
    ['40 SF', dims(8, 0, 5, 0), '>24 SF', prices({ price: 14000_00, install: 3800_00, budget: 7700_00, installBudget: 2090_00 })],
  ])('%s', (_, d, sizeName, expected) => {
    const q = ok(priceSign({ sign: monument, sizes: monumentSizes, options: monumentOptions, selected: { ...base, ...d } }));
    expect(q.size.sizeName).toBe(sizeName);
    expect(q.prices).toEqual(expected);
  });

  it('option modifiers work on the area-scaled base; a percent switch adds its share', () => {
    const q = ok(priceSign({ sign: monument, sizes: monumentSizes, options: monumentOptions, selected: { ...base, 'Fab Material': 'Routed Aluminum', 'Anti-Graffiti': 'On', ...dims(8, 0, 5, 0) } }));
    // base 14000: +12% 1680, +10% 1400 (both on the base, not compounded).
    expect(q.prices.price).toBe(14000_00 + 1680_00 + 1400_00);
    expect(q.prices.budget).toBe(7700_00 + 924_00 + 770_00);
  });

  it('never offers a size select; the saved selections carry size and dimensions', () => {
    expect(choosesSize(monument, monumentSizes)).toBe(false);
    const q = ok(priceSign({ sign: monument, sizes: monumentSizes, options: monumentOptions, selected: { ...base, heightFt: '8', heightIn: '0', widthFt: '5', widthIn: '' } }));
    expect(q.selected).toEqual({ ...base, size: '>24 SF', heightFt: 8, heightIn: 0, widthFt: 5, widthIn: 0 });
  });

  it('asks for dimensions until the area is above 0, and refuses 12 inches', () => {
    expect(priceSign({ sign: monument, sizes: monumentSizes, options: monumentOptions, selected: base })).toMatchObject({ ok: false, prompt: 'Enter dimensions' });
    expect(priceSign({ sign: monument, sizes: monumentSizes, options: monumentOptions, selected: { ...base, ...dims(0, 0, 4, 0) } })).toMatchObject({ ok: false, prompt: 'Enter dimensions' });
    expect(priceSign({ sign: monument, sizes: monumentSizes, options: monumentOptions, selected: { ...base, ...dims(6, 12, 4, 0) } })).toMatchObject({
      ok: false,
      errors: { heightIn: 'Height (in) must be below 12' },
    });
  });
});

describe('window and wall coverings: per SF always', () => {
  it.each([
    // 10' x 8' = 80 SF: 18 x 80 = 1440, install 6 x 80 = 480.
    ['standard', { 'Print Material': 'Standard Vinyl', 'Mounting Surface': 'Interior Glass' }, prices({ price: 1440_00, install: 480_00, budget: 792_00, installBudget: 264_00 })],
    // Perforated +$2/SF = 160 on price; Exterior Glass +$1.50/SF = 120 on install.
    ['per-SF options', { 'Print Material': 'Perforated Vinyl', 'Mounting Surface': 'Exterior Glass' }, prices({ price: 1600_00, install: 600_00, budget: 880_00, installBudget: 330_00 })],
  ])('%s', (_, choice, expected) => {
    const q = ok(priceSign({ sign: windows, sizes: windowSizes, options: windowOptions, selected: { ...choice, heightFt: 10, heightIn: 0, widthFt: 8, widthIn: 0 } }));
    expect(q.prices).toEqual(expected);
  });

  it('a small odd area rounds each amount to the cent: 4\'-6" x 8\'-11" = 40.13 SF', () => {
    const q = ok(priceSign({ sign: windows, sizes: windowSizes, options: windowOptions, selected: { 'Print Material': 'Frosted Vinyl', 'Mounting Surface': 'Textured Wall', heightFt: 4, heightIn: 6, widthFt: 8, widthIn: 11 } }));
    // 18 x 40.13 = 722.34; +4 x 40.13 = 160.52; install 6 x 40.13 = 240.78; +3 x 40.13 = 120.39.
    expect(q.prices).toEqual({ price: 882_86, install: 361_17, budget: 397_29 + 88_29, installBudget: 132_43 + 66_21 });
  });
});

describe('refusals and prompts', () => {
  const run = (selected: Record<string, string | number>) => priceSign({ sign: letters, sizes: letterSizes, options: letterOptions, selected });
  it('asks for the size first, then each dropdown in order', () => {
    expect(run({})).toMatchObject({ ok: false, prompt: 'Select size' });
    expect(run({ size: '24"' })).toMatchObject({ ok: false, prompt: 'Select Color' });
    expect(run({ size: '24"', Color: 'Red' })).toMatchObject({ ok: false, prompt: 'Select Fab Type' });
  });
  it('names an unknown size, option or value', () => {
    expect(run({ ...fullLetters, size: '99"' })).toMatchObject({ ok: false, errors: { size: expect.stringContaining('99"') } });
    expect(run({ ...fullLetters, Glitter: 'Lots' })).toMatchObject({ ok: false, errors: { Glitter: 'Glitter is not an option of Channel Letters' } });
    expect(run({ ...fullLetters, Color: 'Purple' })).toMatchObject({ ok: false, errors: { Color: "'Purple' is not a value of Color" } });
    expect(run({ ...fullLetters, 'Manufacture Only': 'Maybe' })).toMatchObject({ ok: false, errors: { 'Manufacture Only': expect.any(String) } });
  });
  it('ignores an inactive option for the required check but refuses it as a choice', () => {
    const inactive = option('Glow', 'Soft, Bright', { isActive: false });
    expect(priceSign({ sign: letters, sizes: letterSizes, options: [inactive], selected: { size: '24"' } }).ok).toBe(true);
    expect(priceSign({ sign: letters, sizes: letterSizes, options: [inactive], selected: { size: '24"', Glow: 'Soft' } }).ok).toBe(false);
  });
  it('text options take free text up to 100 characters', () => {
    const note = option('Note', '', { type: 'text' });
    expect(priceSign({ sign: letters, sizes: letterSizes, options: [note], selected: { size: '24"', Note: 'Match sample' } }).ok).toBe(true);
    expect(priceSign({ sign: letters, sizes: letterSizes, options: [note], selected: { size: '24"', Note: 'x'.repeat(101) } }).ok).toBe(false);
  });
});

describe('sortSizes: by the numeric part of the name', () => {
  it('orders 18", 24", 36", 48" and <24 before >24', () => {
    const names = sortSizes([size('48"', { sign: 1, install: 1 }), size('18"', { sign: 1, install: 1 }), size('>24 SF', { sign: 1, install: 1 }), size('<24 SF', { sign: 1, install: 1 }), size('36"', { sign: 1, install: 1 })]).map((s) => s.sizeName);
    expect(names).toEqual(['18"', '<24 SF', '>24 SF', '36"', '48"']);
  });
});
