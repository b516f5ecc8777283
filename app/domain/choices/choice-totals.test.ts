import { describe, expect, it } from 'vitest';
import { choiceInWords, choiceSentence, choiceTotals, offersChoice, type ChoiceLine } from './choice-totals';

const line = (id: number, price: number, marks: Partial<Pick<ChoiceLine, 'optional' | 'alternativeGroup' | 'recommended'>> = {}, quantity = 1, install = 0): ChoiceLine & { name: string } => ({
  id,
  name: `Line ${id}`,
  quantity,
  lineItemPrice: price,
  lineItemInstallPrice: install,
  optional: false,
  alternativeGroup: null,
  recommended: false,
  ...marks,
});

// 1 required ($1,000 x 2 + $300 install); 2 optional pre-ticked ($100); 3 optional ($50); 4 / 5 'Faces' ($400 / $600, 5 recommended).
const lines = [
  line(1, 100_000, {}, 2, 30_000),
  line(2, 10_000, { optional: true, recommended: true }),
  line(3, 5_000, { optional: true }),
  line(4, 40_000, { alternativeGroup: 'Faces' }),
  line(5, 60_000, { alternativeGroup: 'Faces', recommended: true }),
];
const pricing = { tax: { taxPercentage: 1000, taxAmount: null }, jobTerms: '50% Deposit / 50% upon completion', currency: 'USD' as const };

describe('what a choice costs', () => {
  it('counts the recommended choice when none is given: required, pre-ticked optional, the group’s recommended line', () => {
    const t = choiceTotals(lines, null, pricing);
    expect(t.ids).toEqual([1, 2, 5]);
    // 2,000 + 100 + 600 = 2,700 items; 300 installation; 3,000 subtotal; 10% tax 300; 3,300; half due.
    expect(t.cents).toEqual({ items: 270_000, installation: 30_000, subtotal: 300_000, tax: 30_000, grandTotal: 330_000, deposit: 165_000, balance: 165_000 });
    expect(t.text.grandTotal).toBe('$3,300.00');
    expect(t.text.deposit).toEqual({ label: 'Deposit due (50%)', amount: '$1,650.00', balance: '$1,650.00' });
  });

  it('follows the client’s choice: another group line and another optional item', () => {
    const t = choiceTotals(lines, [1, 3, 4], pricing);
    // 2,000 + 50 + 400 = 2,450 items; 2,750 subtotal; 275 tax; 3,025.
    expect(t.cents.grandTotal).toBe(302_500);
    expect(t.text.subtotal).toBe('$2,750.00');
  });

  it('asks no deposit when the terms call for none', () => {
    expect(choiceTotals(lines, null, { ...pricing, jobTerms: 'Net30' }).text.deposit).toBeNull();
  });
});

describe('a choice in words', () => {
  it('names each group’s choice and the optional items added and left out', () => {
    expect(choiceInWords(lines, [1, 3, 4])).toEqual(["Choose one 'Faces': Line 4", 'Optional items added: Line 3', 'Optional items not added: Line 2']);
  });

  it('ends the history’s accepted sentence with what was chosen and added', () => {
    expect(choiceSentence(lines, [1, 3, 4])).toBe('chose Line 4; added Line 3');
    expect(choiceSentence(lines, [1, 5])).toBe('chose Line 5; added no optional item');
    expect(choiceSentence([line(1, 1)], [1])).toBe('');
  });

  it('says nothing for lines that offer no choice', () => {
    expect(offersChoice([line(1, 1)])).toBe(false);
    expect(choiceInWords([line(1, 1)], [1])).toEqual([]);
    expect(offersChoice(lines)).toBe(true);
  });
});
