import { describe, expect, it } from 'vitest';
import { expiryInFuture, formatCardNumber, luhnValid, parseExpiry } from '@/features/checkout/lib/card';

describe('card rules', () => {
  it('accepts the test cards and rejects a broken checksum', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4000 0000 0000 0002')).toBe(true);
    expect(luhnValid('4000-0025-0000-3155')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('4242 4242 4242 4241')).toBe(false);
    expect(luhnValid('1234')).toBe(false);
    expect(luhnValid('4242 4242 4242 424a')).toBe(false);
  });

  it('groups digits in fours', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
  });

  it('reads MM/YY expiry and refuses past months', () => {
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('13/30')).toBeNull();
    const now = new Date(2026, 2, 15);
    expect(expiryInFuture('03/26', now)).toBe(true);
    expect(expiryInFuture('02/26', now)).toBe(false);
  });
});
