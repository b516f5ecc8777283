import { describe, expect, it } from 'vitest';
import { invoiceBalance, invoiceStatus, paidTotal } from './status';

const invoice = { amount: 10_000, dueDay: '2026-12-01', voidedAt: null };

describe('what an invoice reads', () => {
  it('is Open until paid, Partly paid with some, Paid with all', () => {
    expect(invoiceStatus(invoice, 0, '2026-11-28')).toBe('Open');
    expect(invoiceStatus(invoice, 2_500, '2026-11-28')).toBe('Partly paid');
    expect(invoiceStatus(invoice, 10_000, '2026-11-28')).toBe('Paid');
  });

  it('is Overdue the day after its due day while money is owed, and not on the due day itself', () => {
    expect(invoiceStatus(invoice, 0, '2026-12-01')).toBe('Open');
    expect(invoiceStatus(invoice, 2_500, '2026-12-02')).toBe('Overdue');
    expect(invoiceStatus(invoice, 10_000, '2026-12-02')).toBe('Paid');
    expect(invoiceStatus({ ...invoice, dueDay: null }, 0, '2030-01-01')).toBe('Open');
  });

  it('is Void once voided, and owes nothing', () => {
    const voided = { ...invoice, voidedAt: 1 };
    expect(invoiceStatus(voided, 0, '2026-12-05')).toBe('Void');
    expect(invoiceBalance(voided, 0)).toBe(0);
  });

  it('counts payments that stand, not reversed ones', () => {
    const paid = paidTotal([{ amount: 4_000, reversedAt: null }, { amount: 6_000, reversedAt: 5 }, { amount: 1_000, reversedAt: null }]);
    expect(paid).toBe(5_000);
    expect(invoiceBalance(invoice, paid)).toBe(5_000);
  });
});
