import { describe, expect, it } from 'vitest';
import { displayPhone, formatPhone, phoneDigits } from './phone';

describe('phone', () => {
  it('formats progressively and caps at 10 digits (14 characters)', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('5')).toBe('(5');
    expect(formatPhone('555123')).toBe('(555) 123');
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('555-123-456789')).toBe('(555) 123-4567');
    expect(formatPhone('5551234567').length).toBe(14);
    expect(phoneDigits('(555) 123-4567')).toBe('5551234567');
  });
  it('shows a stored phone formatted only with exactly 10 digits', () => {
    expect(displayPhone('5551234567')).toBe('(555) 123-4567');
    expect(displayPhone('+44 20 1234')).toBe('+44 20 1234');
  });
});
