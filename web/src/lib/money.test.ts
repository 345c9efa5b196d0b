import { describe, expect, it } from 'vitest';
import { convertUsd, toScaled } from '@/lib/money';

describe('convertUsd', () => {
  it('converts cents with a 6-place rate without floating-point drift', () => {
    expect(convertUsd('2047.00', '0.921234', 'EUR')).toBe(1885.77);
    expect(convertUsd('0.10', '0.500000', 'GBP')).toBe(0.05);
    expect(convertUsd('0.01', '0.500000', 'GBP')).toBe(0.01); // half rounds away from zero
    expect(convertUsd('-4.00', '0.790000', 'GBP')).toBe(-3.16);
  });

  it('rounds yen to whole units', () => {
    expect(convertUsd('2047.00', '151.234567', 'JPY')).toBe(309577);
  });

  it('reads decimal strings and numbers', () => {
    expect(toScaled('2047.5', 2)).toBe(204750n);
    expect(toScaled('0.9212345', 6)).toBe(921235n);
    expect(toScaled('abc', 2)).toBe(0n);
    expect(convertUsd(2047.5, '1.000000', 'EUR')).toBe(2047.5);
  });
});
