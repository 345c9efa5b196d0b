import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchLocale } from '@/i18n/locales';
import { initialLocale, languageCookieValue, rememberLocale, storedLocale } from '@/i18n/storage';

afterEach(() => {
  localStorage.clear();
  document.cookie = 'aurum_lang=; Path=/; Max-Age=0';
  vi.restoreAllMocks();
});

describe('language state', () => {
  it('matches browser language tags to a supported language', () => {
    expect(matchLocale(['es-MX', 'en'])).toBe('es');
    expect(matchLocale(['pt-BR', 'zh-Hans-CN'])).toBe('zh');
    expect(matchLocale(['de_AT'])).toBe('de');
    expect(matchLocale(['ja', 'ko'])).toBe('en');
    expect(matchLocale([])).toBe('en');
  });

  it('follows navigator.languages on a first visit', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en-US']);
    expect(storedLocale()).toBeUndefined();
    expect(initialLocale()).toBe('fr');
  });

  it('prefers a stored choice to the browser languages', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA']);
    rememberLocale('zh');
    expect(localStorage.getItem('aurum_lang')).toBe('zh');
    expect(document.cookie).toContain('aurum_lang=zh');
    expect(initialLocale()).toBe('zh');
  });

  it('reads the cookie when localStorage has no choice', () => {
    document.cookie = 'aurum_lang=de; Path=/';
    expect(storedLocale()).toBe('de');
  });

  it('ignores a value that is not a supported language', () => {
    localStorage.setItem('aurum_lang', 'xx');
    expect(storedLocale()).toBeUndefined();
  });

  it('writes the cookie the server reads', () => {
    expect(languageCookieValue('es')).toBe('aurum_lang=es; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
