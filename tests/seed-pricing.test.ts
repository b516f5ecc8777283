/**
 * Every Calculated line of the seed equals what the pricing engine computes
 * now from the catalogue and the line's saved selections: the seed, the
 * server and the browser price through one engine, so a seeded quote never
 * disagrees with one an estimator makes on screen.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../db/seed';
import { getDb } from '../app/server/db.server';
import { priceService, priceSign, savedEnteredPrice, type PricingOption } from '../app/domain/pricing';

const sqlite = () => getDb().$client;
const all = <T>(sql: string, ...params: unknown[]) => sqlite().prepare(sql).all(...params) as T[];

type Line = {
  id: number;
  lineType: 'sign' | 'service';
  signId: number | null;
  signSizeId: number | null;
  serviceId: number | null;
  description: string;
  selectedOptions: string;
  price: number;
  install: number;
  budget: number;
  installBudget: number;
};

beforeAll(() => {
  seed(getDb());
});

describe('seeded Calculated lines', () => {
  const lines = () =>
    all<Line>(
      `SELECT id, line_type AS lineType, sign_id AS signId, sign_size_id AS signSizeId, service_id AS serviceId, description,
              selected_options AS selectedOptions, line_item_price AS price, line_item_install_price AS install,
              line_item_budget AS budget, line_item_install_budget AS installBudget
       FROM line_items WHERE pricing_mode = 'Calculated' ORDER BY id`,
    );

  it('exist for signs and services', () => {
    const kinds = new Set(lines().map((l) => l.lineType));
    expect(kinds).toEqual(new Set(['sign', 'service']));
    expect(lines().length).toBeGreaterThan(20);
  });

  it('equal the engine, line by line', () => {
    for (const line of lines()) {
      const selected = JSON.parse(line.selectedOptions) as Record<string, string | number>;
      const saved = { price: line.price, install: line.install, budget: line.budget, installBudget: line.installBudget };
      if (line.lineType === 'sign') {
        const sign = all<Parameters<typeof priceSign>[0]['sign']>(
          `SELECT id, name, sign_type AS signType, placement, description, price_type AS priceType,
                  sign_budget_multiplier AS signBudgetMultiplier, install_budget_multiplier AS installBudgetMultiplier
           FROM signs WHERE id = ?`,
          line.signId,
        )[0]!;
        const sizes = all<Parameters<typeof priceSign>[0]['sizes'][number]>(
          `SELECT id, size_name AS sizeName, sign_price AS signPrice, install_price AS installPrice, sign_budget AS signBudget,
                  install_budget AS installBudget, raceway_price AS racewayPrice FROM sign_sizes WHERE sign_id = ?`,
          line.signId,
        );
        const options = all<Omit<PricingOption, 'isActive'> & { isActive: number }>(
          `SELECT o.id, o.name, o.type, o."values", o.applies_to AS appliesTo, o.placeholder, o.is_active AS isActive
           FROM sign_option_signs l JOIN sign_options o ON o.id = l.option_id WHERE l.sign_id = ? ORDER BY o.sort_order`,
          line.signId,
        ).map((o) => ({ ...o, isActive: Boolean(o.isActive) }));
        const quote = priceSign({ sign, sizes, options, selected });
        expect(quote.ok, `line ${line.id}`).toBe(true);
        if (!quote.ok) continue;
        expect({ id: line.id, prices: quote.prices, description: quote.description, size: quote.size.id, selected: quote.selected }).toEqual({
          id: line.id,
          prices: saved,
          description: line.description,
          size: line.signSizeId,
          selected,
        });
      } else {
        const service = all<Parameters<typeof priceService>[0]['service']>(
          `SELECT id, name, description, price_type AS priceType, price_formula AS priceFormula, budget_multiplier AS budgetMultiplier,
                  location_multiplier AS locationMultiplier FROM services WHERE id = ?`,
          line.serviceId,
        )[0]!;
        const quote = priceService({ service, selected, enteredPrice: service.priceType === 'user_input' ? savedEnteredPrice(service, saved) : null });
        expect(quote.ok, `line ${line.id}`).toBe(true);
        if (quote.ok) expect({ id: line.id, prices: quote.prices }).toEqual({ id: line.id, prices: saved });
      }
    }
  });
});
