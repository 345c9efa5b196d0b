import { describe, expect, it } from 'vitest';
import {
  direction,
  directionTextClass,
  formatSigned,
  formatSignedPercent,
  formatUsd,
} from '@/lib/market/price-direction';

describe('change colouring', () => {
  it('reads the direction from numbers and from the API’s signed strings', () => {
    expect(direction(12.3)).toBe('up');
    expect(direction(-0.01)).toBe('down');
    expect(direction(0)).toBe('flat');
    expect(direction('+12.30')).toBe('up');
    expect(direction('-4.10')).toBe('down');
    expect(direction('0.00')).toBe('flat');
    expect(direction('n/a')).toBe('flat');
  });

  it('colours up green, down red and flat neutral', () => {
    expect(directionTextClass('up')).toContain('green');
    expect(directionTextClass('down')).toContain('red');
    expect(directionTextClass('flat')).toContain('stone');
  });
});

describe('price formatting', () => {
  it('shows dollars with two decimals', () => {
    expect(formatUsd(2047)).toBe('$2,047.00');
    expect(formatUsd(24.155)).toBe('$24.16');
  });

  it('signs changes like the spec: leading + or -', () => {
    expect(formatSigned(12.3)).toBe('+12.30');
    expect(formatSigned(-4.1)).toBe('-4.10');
    expect(formatSigned(0)).toBe('0.00');
    expect(formatSigned(-0.001)).toBe('0.00');
    expect(formatSignedPercent(0.6)).toBe('+0.60%');
  });
});
