import { describe, expect, it } from 'vitest';
import { formatMarginPercent, marginPercentTenths } from '~/domain/pricing/margin';
import { lineReadout } from './line-readout';

const line = {
  name: 'Monument Tenant Panel',
  quantity: 3,
  description: "3' x 8' Double-Faced Monument Tenant Panel, Brand Red Copy",
  pricingMode: 'Edited' as const,
  options: { size: "3' x 8'", Color: 'Brand Red', 'Panel Faces': 'Double-Faced', 'Manufacture Only': 'Off' },
  lineItemPrice: 1234_56,
  lineItemInstallPrice: 345_67,
  lineItemBudget: 901_23,
  lineItemInstallBudget: 210_98,
};
const pct = (margin: number, price: number) => formatMarginPercent(marginPercentTenths(margin, price));

describe('lineReadout', () => {
  it('says the configuration in words and every amount and margin', () => {
    const r = lineReadout(line, 30);
    expect(r.quantity).toBe('3');
    expect(r.options.map((o) => o.text)).toEqual([`Size 3' x 8'`, 'Color: Brand Red', 'Panel Faces: Double-Faced']);
    expect(Object.fromEntries(r.amounts.map((a) => [a.key, a.value]))).toEqual({
      unitPrice: '$1,234.56',
      installPrice: '$345.67',
      unitBudget: '$901.23',
      installBudget: '$210.98',
      // 3 x $1,234.56 + $345.67
      linePrice: '$4,049.35',
    });
    const margins = Object.fromEntries(r.margins.map((m) => [m.key, m.value]));
    // $1,234.56 - $901.23 = $333.33 (27.0% half away from zero); $345.67 - $210.98 = $134.69 (39.0%).
    expect(margins.unitMargin).toBe(`$333.33 / ${pct(333_33, 1234_56)}`);
    expect(margins.installMargin).toBe(`$134.69 / ${pct(134_69, 345_67)}`);
    // $4,049.35 - (3 x $901.23 + $210.98 = $2,914.67) = $1,134.68 of $4,049.35 = 28.0%, under the 30% target: Low margin.
    expect(margins.lineMargin).toBe(`$1,134.68 / ${pct(1134_68, 4049_35)} Low margin`);
  });
});
