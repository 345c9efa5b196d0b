import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale, type Locale } from '@/i18n';
import {
  formatDate,
  formatMoney,
  formatNumber,
  formatOz,
  formatPercent,
  formatSignedUsd,
  formatUsd,
} from '@/lib/format';

// Intl separates some currencies and percent signs with a no-break space (U+00A0 or U+202F).
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

async function inLocale(locale: Locale) {
  await activateLocale(locale, { remember: false });
}

afterAll(() => activateLocale('en', { remember: false }));

describe('format in the active language', () => {
  it('English (en-US)', async () => {
    await inLocale('en');
    expect(formatUsd('2047')).toBe('$2,047.00');
    expect(formatSignedUsd('12.3')).toBe('+$12.30');
    expect(formatSignedUsd(-4)).toBe('-$4.00');
    expect(formatSignedUsd(0)).toBe('$0.00');
    expect(formatNumber(1234.567)).toBe('1,234.57');
    expect(formatPercent('1.25')).toBe('1.25%');
    expect(formatPercent(-0.5, { signed: true, fractionDigits: 1 })).toBe('-0.5%');
    expect(formatOz(1.99984)).toBe('1.9998 oz');
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('Mar 5, 2026');
  });

  it('German (de-DE): "2.047,00 $"', async () => {
    await inLocale('de');
    expect(plain(formatUsd('2047'))).toBe('2.047,00 $');
    expect(plain(formatSignedUsd('12.3'))).toBe('+12,30 $');
    expect(formatNumber(1234.567)).toBe('1.234,57');
    expect(plain(formatPercent('1.25'))).toBe('1,25 %');
    expect(formatOz(1.5)).toBe('1,5 oz');
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('5. März 2026');
  });

  it('Spanish, French and Chinese', async () => {
    await inLocale('es');
    expect(plain(formatUsd('2047'))).toBe('2047,00 US$');
    await inLocale('fr');
    expect(plain(formatUsd('2047'))).toBe('2 047,00 $US');
    expect(plain(formatMoney('10', 'EUR'))).toBe('10,00 €');
    await inLocale('zh');
    expect(formatUsd('2047')).toBe('US$2,047.00');
    expect(formatOz(10)).toBe('10 盎司');
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('2026年3月5日');
  });

  it('shows unparseable input as given and bad numbers as zero', async () => {
    await inLocale('en');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatUsd('abc')).toBe('$0.00');
    expect(formatUsd(null)).toBe('$0.00');
  });
});
