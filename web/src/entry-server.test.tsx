import { describe, expect, it } from 'vitest';
import { alternateLinks } from './entry-server';

describe('alternateLinks', () => {
  it('names the page in every language and x-default, as absolute URLs', () => {
    const links = alternateLinks('/gold', 'https://aurum.example');
    expect(links).toContain('<link rel="alternate" hreflang="en" href="https://aurum.example/gold">');
    expect(links).toContain('<link rel="alternate" hreflang="fr" href="https://aurum.example/fr/gold">');
    expect(links).toContain('<link rel="alternate" hreflang="zh-Hans" href="https://aurum.example/zh/gold">');
    expect(links).toContain('<link rel="alternate" hreflang="x-default" href="https://aurum.example/gold">');
  });

  it('writes none without the public origin: relative alternates are invalid', () => {
    expect(alternateLinks('/gold')).toBe('');
  });
});
