import { describe, expect, it } from 'vitest';
import { formatMarginPercent, marginPartText, marginPercentTenths, unitInstallMargins } from './margin';

const amounts = (price: number, install: number, budget: number, installBudget: number) => ({
  lineItemPrice: price,
  lineItemInstallPrice: install,
  lineItemBudget: budget,
  lineItemInstallBudget: installBudget,
});

describe('unit and install margins', () => {
  it('takes each margin from its own price, per unit and per line install (never x quantity)', () => {
    // Unit $1,234.56 against budget $901.23; install $345.67 against $210.98.
    const m = unitInstallMargins(amounts(1234_56, 345_67, 901_23, 210_98));
    expect(m.unit).toEqual({ cents: 333_33, percentTenths: marginPercentTenths(333_33, 1234_56) });
    // 333.33 / 1,234.56 = 26.9997...%: 27.0% rounded half away from zero, as the shared percent rule says.
    expect(marginPartText(m.unit)).toBe(`$333.33 / ${formatMarginPercent(marginPercentTenths(333_33, 1234_56))}`);
    expect(m.install.cents).toBe(134_69);
    // 134.69 / 345.67 = 38.965...%: the shared percent rule says how it reads (39.0% rounded half away from zero).
    expect(m.install.percentTenths).toBe(marginPercentTenths(134_69, 345_67));
    expect(marginPartText(m.install)).toBe(`$134.69 / ${formatMarginPercent(marginPercentTenths(134_69, 345_67))}`);
  });

  it('says an exact percent and a loss as they are', () => {
    // $400.00 - $250.00 = $150.00 = 37.5% of the install; $50.00 - $70.00 = -$20.00 = -40.0% of the unit price.
    const m = unitInstallMargins(amounts(50_00, 400_00, 70_00, 250_00));
    expect(marginPartText(m.install)).toBe('$150.00 / 37.5%');
    expect(marginPartText(m.unit)).toBe('-$20.00 / -40.0%');
  });

  it('has no percent where the price is zero', () => {
    const m = unitInstallMargins(amounts(100_00, 0, 60_00, 0));
    expect(m.install).toEqual({ cents: 0, percentTenths: null });
    expect(marginPartText(m.install)).toBe('$0.00 / N/A');
    expect(marginPartText(unitInstallMargins(amounts(0, 0, 10_00, 0)).unit)).toBe('-$10.00 / N/A');
  });
});
