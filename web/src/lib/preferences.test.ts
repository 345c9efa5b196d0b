import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '@/lib/format';
import { applyAppearance, storedAppearance } from '@/lib/appearance';
import { displayPreferencesFrom, ianaZone } from '@/lib/preferred-date';
import { setDisplayPreferences } from '@/lib/format';

afterEach(() => {
  setDisplayPreferences(null);
  localStorage.clear();
  document.documentElement.className = 'dark';
});

describe('display preferences', () => {
  it('maps the fixed offsets to IANA Etc zones (inverted sign)', () => {
    expect(ianaZone('UTC-5')).toBe('Etc/GMT+5');
    expect(ianaZone('UTC-8')).toBe('Etc/GMT+8');
  });

  it('formats dates in the chosen format and zone once signed in', () => {
    // 02:30 UTC on 5 March is still 4 March in UTC-5.
    const iso = '2026-03-05T02:30:00Z';
    expect(formatDate(iso)).toBe(
      new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso)),
    );
    setDisplayPreferences(
      displayPreferencesFrom({ language: 'en', currency: 'USD', dateFormat: 'MM/DD/YYYY', timezone: 'UTC-5' }),
    );
    expect(formatDate(iso)).toBe('03/04/2026');
    setDisplayPreferences(
      displayPreferencesFrom({ language: 'en', currency: 'USD', dateFormat: 'DD/MM/YYYY', timezone: 'UTC-5' }),
    );
    expect(formatDate(iso)).toBe('04/03/2026');
    setDisplayPreferences(
      displayPreferencesFrom({ language: 'en', currency: 'USD', dateFormat: 'YYYY-MM-DD', timezone: 'UTC-8' }),
    );
    expect(formatDateTime(iso)).toBe('2026-03-04 06:30 PM');
  });

  it('puts the theme, accent and font size on <html> and reads back a stored appearance', () => {
    applyAppearance({ theme: 'light', accent: 'green', fontSize: 'small' });
    expect(document.documentElement).not.toHaveClass('dark');
    expect(document.documentElement.dataset.accent).toBe('green');
    expect(document.documentElement.dataset.fontSize).toBe('small');
    localStorage.setItem('aurum_appearance', '{"theme":"dark","accent":"purple","fontSize":"large"}');
    expect(storedAppearance()).toEqual({ theme: 'dark', accent: 'purple', fontSize: 'large' });
    localStorage.setItem('aurum_appearance', '{"theme":"neon"}');
    expect(storedAppearance()).toBeNull();
  });
});
