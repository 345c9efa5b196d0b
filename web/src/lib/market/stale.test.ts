import { describe, expect, it } from 'vitest';
import { staleTitle } from '@/lib/market/stale';

describe('staleTitle', () => {
  it('names the time of the last provider price', () => {
    const iso = '2024-01-01T10:30:05.000Z';
    const local = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
    expect(staleTitle(iso)).toBe(`No update from the price provider since ${local}`);
    expect(staleTitle(iso)).toMatch(/2024/);
  });

  it('does not print "Invalid Date" for a time it cannot read', () => {
    expect(staleTitle('garbage')).toBe('No update from the price provider since an unknown time');
  });
});
