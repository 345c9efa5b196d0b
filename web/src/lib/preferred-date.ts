import { activeIntlLocale } from '@/i18n';
import type { DisplayPreferences, Settings } from '@/lib/preferences';

type General = Settings['general'];

/** "UTC-5" → "Etc/GMT+5" (IANA's Etc zones invert the sign). */
export function ianaZone(timezone: General['timezone']): string {
  return `Etc/GMT+${timezone.replace('UTC-', '')}`;
}

/** Display preferences from the General settings: the date format and zone drive every date shown. */
export function displayPreferencesFrom({ currency, dateFormat, timezone }: General): DisplayPreferences {
  const timeZone = ianaZone(timezone);
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const times = new Map<string, Intl.DateTimeFormat>();
  const date = (d: Date, withTime: boolean) => {
    const p = parts.formatToParts(d);
    const part = (type: Intl.DateTimeFormatPartTypes) => p.find((x) => x.type === type)?.value ?? '';
    const [y, m, day] = [part('year'), part('month'), part('day')];
    const text =
      dateFormat === 'DD/MM/YYYY'
        ? `${day}/${m}/${y}`
        : dateFormat === 'YYYY-MM-DD'
          ? `${y}-${m}-${day}`
          : `${m}/${day}/${y}`;
    if (!withTime) return text;
    const locale = activeIntlLocale();
    let time = times.get(locale);
    if (!time)
      times.set(locale, (time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' })));
    return `${text} ${time.format(d)}`;
  };
  return { currency, dateFormat, timezone, timeZone, date };
}
