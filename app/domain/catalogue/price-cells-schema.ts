/** The Zod field of a catalogue money cell (price-cells.ts reads the amount). Pure. */
import { z } from 'zod';
import { parseCellMoney } from './price-cells';

/** A Zod field for a money cell: dollars (number or text) in, cents out. */
export const moneyCents = z.unknown().transform((value, ctx) => {
  const parsed = parseCellMoney(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }
  return parsed.cents;
});
