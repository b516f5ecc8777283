import { describe, expect, it } from 'vitest';
import { PAYMENT_TERMS } from '~/domain/jobs/vocabulary';
import { depositDue, depositShare } from './deposit';

describe('depositDue', () => {
  it('asks half the grand total for both 50% deposit terms, rounded half away from zero', () => {
    expect(depositDue(6_453_497, '50% Deposit / 50% before install')).toEqual({
      label: 'Deposit due (50%)',
      cents: 3_226_749, // $32,267.485 -> $32,267.49
      balanceCents: 3_226_748,
    });
    expect(depositDue(6_453_498, '50% Deposit / 50% upon completion')).toEqual({ label: 'Deposit due (50%)', cents: 3_226_749, balanceCents: 3_226_749 });
  });

  it('asks the whole grand total for Prepayment', () => {
    expect(depositDue(2_941_694, 'Prepayment')).toEqual({ label: 'Prepayment due (100%)', cents: 2_941_694, balanceCents: 0 });
  });

  it('asks nothing up front for Net30, Net45, COD, no terms or unknown text', () => {
    for (const terms of ['Net30', 'Net45', 'COD', null, undefined, '', 'toString', '50% deposit']) {
      expect(depositDue(100_00, terms)).toBeNull();
    }
  });

  it('knows every payment term of the vocabulary, and deposit + balance is the grand total', () => {
    for (const terms of PAYMENT_TERMS) {
      expect(depositShare(terms) === null || depositShare(terms)! > 0).toBe(true);
      const d = depositDue(1_234_567, terms);
      if (d) expect(d.cents + d.balanceCents).toBe(1_234_567);
    }
  });

  it('is zero for an empty job', () => {
    expect(depositDue(0, '50% Deposit / 50% before install')).toEqual({ label: 'Deposit due (50%)', cents: 0, balanceCents: 0 });
  });
});
