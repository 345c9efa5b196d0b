import { describe, expect, it } from 'vitest';
import { alternateLinks, alternates, prerenderPaths, render } from './entry-server';

describe('alternateLinks', () => {
  it('names the page in every language and x-default, as absolute URLs', () => {
    const links = alternateLinks('/gold', 'https://aurum.example', '/fr/gold');
    expect(links).toContain('<link rel="canonical" href="https://aurum.example/fr/gold">');
    expect(links).toContain('<link rel="alternate" hreflang="en" href="https://aurum.example/gold">');
    expect(links).toContain('<link rel="alternate" hreflang="fr" href="https://aurum.example/fr/gold">');
    expect(links).toContain('<link rel="alternate" hreflang="zh-Hans" href="https://aurum.example/zh/gold">');
    expect(links).toContain('<link rel="alternate" hreflang="x-default" href="https://aurum.example/gold">');
  });

  it('writes none without the public origin: relative alternates are invalid', () => {
    expect(alternateLinks('/gold')).toBe('');
  });

  it('lists the landing in every language, as sitemap.xml and the server read it', () => {
    expect(alternates('/')).toEqual([
      { hreflang: 'en', path: '/' },
      { hreflang: 'es', path: '/es/' },
      { hreflang: 'fr', path: '/fr/' },
      { hreflang: 'de', path: '/de/' },
      { hreflang: 'zh-Hans', path: '/zh/' },
      { hreflang: 'x-default', path: '/' },
    ]);
  });
});

describe('pre-rendered pages', { timeout: 30_000 }, () => {
  // A click on a button before hydration does nothing (links and native form controls still work):
  // each button is disabled in the markup, so users and Playwright wait, and keeps its enabled
  // look meanwhile (marketing buttons dim only when disabled after hydration). The scanner's Verify
  // is the exception: it stays disabled, and dimmed, while its field is empty.
  const dimmedWhileEmpty = new Set(['Verify']);
  it.each(prerenderPaths)('%s has no button that works only once hydrated enabled, nor dimmed', async (path) => {
    const root = document.createElement('div');
    root.innerHTML = await render(path);
    const buttons = [...root.querySelectorAll('button')];
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      expect(button, button.outerHTML).toBeDisabled();
      if (!dimmedWhileEmpty.has(button.textContent ?? ''))
        expect(button.className, button.outerHTML).not.toContain('disabled:opacity-50');
    }
  });
});
