import { describe, expect, it } from 'vitest';
import { ANTI_GRAFFITI, BACKER_ILLUMINATION, BACKER_SIZE, COLOR, FAB_MATERIAL, FAB_TYPE, option, PANEL_FACES, RACEWAY, sign } from './fixtures.test-data';
import { describeSign, feetInches } from './sign-description';

const letters = sign();
const letterOptions = [COLOR, FAB_TYPE, RACEWAY, BACKER_SIZE, BACKER_ILLUMINATION];
const base = { Color: 'Red', 'Fab Type': 'Front-Lit' };

describe('describeSign', () => {
  it.each([
    ['raceway value replaces the mounted placeholder', { ...base, Raceway: 'Wireway-Mounted', 'Backer Size': "2' x 10'", 'Backer Illumination': 'Yes' }, `24" Red Front-Lit Channel Letters Wireway-Mounted on 2' x 10' Illuminated Backer Panel`],
    ["'behind'/'wall' keeps the behind-the-wall phrase", { ...base, Raceway: 'Behind-The-Wall', 'Backer Size': "2' x 10'", 'Backer Illumination': 'No' }, `24" Red Front-Lit Channel Letters w/ Behind-The-Wall Raceway on 2' x 10' Non-Illuminated Backer Panel`],
    ['a value with wall (any case) counts too', { ...base, Raceway: 'In-wall conduit', 'Backer Size': "2' x 10'", 'Backer Illumination': 'Yes' }, `24" Red Front-Lit Channel Letters w/ Behind-The-Wall Raceway on 2' x 10' Illuminated Backer Panel`],
    ['no backer panel drops the whole phrase', { ...base, Raceway: 'Raceway-Mounted', 'Backer Size': 'None', 'Backer Illumination': 'No' }, '24" Red Front-Lit Channel Letters Raceway-Mounted'],
    ['unfilled placeholders go and whitespace collapses', { Color: 'Red' }, '24" Red Channel Letters on Backer Panel'],
  ])('%s', (_, selected, expected) => {
    expect(describeSign({ sign: letters, options: letterOptions, selected, size: '24"' })).toBe(expected);
  });

  it('prefixes backer size and illumination onto Backer Panel when the template has no place for them', () => {
    const plain = sign({ description: '{Size} Channel Letters on Backer Panel' });
    expect(describeSign({ sign: plain, options: letterOptions, selected: { 'Backer Size': "3' x 12'", 'Backer Illumination': 'Yes' }, size: '30"' })).toBe(
      `30" Channel Letters on 3' x 12' Illuminated Backer Panel`,
    );
  });

  it('writes monument sizes as feet-inches by feet-inches, omitting 0 inches', () => {
    const monument = sign({ name: 'Monument Sign', signType: 'Monument Signs', description: '{Size} Double-Faced Monument Sign, {Fab Material}, {Color} {Anti-Graffiti}' });
    const options = [COLOR, FAB_MATERIAL, ANTI_GRAFFITI];
    expect(describeSign({ sign: monument, options, selected: { Color: 'White', 'Fab Material': 'Aluminum', 'Anti-Graffiti': 'On' }, size: { heightFt: 6, heightIn: 0, widthFt: 8, widthIn: 6 } })).toBe(
      `6' x 8'-6" Double-Faced Monument Sign, Aluminum, White w/ Anti-Graffiti`,
    );
    expect(describeSign({ sign: monument, options, selected: { Color: 'White', 'Fab Material': 'Aluminum', 'Anti-Graffiti': 'Off' }, size: { heightFt: 5, heightIn: 3, widthFt: 10, widthIn: 0 } })).toBe(
      `5'-3" x 10' Double-Faced Monument Sign, Aluminum, White`,
    );
    expect(feetInches(4, 11)).toBe(`4'-11"`);
  });

  it("uses the option's own placeholder ({Faces} for Panel Faces)", () => {
    const panel = sign({ name: 'Monument Tenant Panel', description: '{Size} {Faces} Monument Tenant Panel, {Color} Copy' });
    expect(describeSign({ sign: panel, options: [PANEL_FACES, COLOR], selected: { 'Panel Faces': 'Double-Faced', Color: 'Black' }, size: "3' x 8'" })).toBe(
      `3' x 8' Double-Faced Monument Tenant Panel, Black Copy`,
    );
  });

  it('an option without a placeholder fills {Option Name}', () => {
    const s = sign({ description: '{Size} Letters, {Finish}' });
    expect(describeSign({ sign: s, options: [option('Finish', 'Matte, Gloss', { placeholder: null })], selected: { Finish: 'Gloss' }, size: '18"' })).toBe('18" Letters, Gloss');
  });

  it('drops commas left dangling by an empty placeholder', () => {
    const s = sign({ description: '{Size} Sign, {Color}, {Fab Material}' });
    expect(describeSign({ sign: s, options: [COLOR, FAB_MATERIAL], selected: { 'Fab Material': 'Aluminum' }, size: '18"' })).toBe('18" Sign, Aluminum');
  });

  it('falls back to the plain name when nothing is left', () => {
    expect(describeSign({ sign: sign({ name: 'Mystery Sign', description: '{Color}' }), options: [COLOR], selected: {}, size: null })).toBe('Mystery Sign');
    expect(describeSign({ sign: sign({ name: 'Blank', description: null }), options: [], selected: {}, size: null })).toBe('Blank');
  });
});
