import { describe, expect, it } from 'vitest';
import { statusText, trustClass } from './status';

describe('status helpers', () => {
  it('maps statuses to the spec texts and trust bands', () => {
    expect(statusText('verified')).toBe('Verified Authentic');
    expect(statusText('warning')).toBe('Requires Attention');
    expect(statusText('failed')).toBe('Verification Failed');
    expect(statusText('checking')).toBe('Verifying...');
    expect(statusText('x')).toBe('Unknown Status');
    expect(trustClass(90)).toContain('emerald');
    expect(trustClass(70)).toContain('yellow');
    expect(trustClass(69)).toContain('red');
  });
});
