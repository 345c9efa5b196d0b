import { activeIntlLocale, i18n } from '@/i18n';
import { displayPreferences } from '@/lib/format';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The time of the last update in the active language (and, signed in, the chosen time zone), with seconds. */
function updateTime(time: Date): string {
  const locale = activeIntlLocale();
  const timeZone = displayPreferences()?.timeZone;
  const key = `${locale}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format)
    formats.set(
      key,
      (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone })),
    );
  return format.format(time);
}

/** "No update from the price provider since Jan 1, 2024, 10:30:00 AM" (local time), in the active language. */
export function staleTitle(lastUpdate: string): string {
  const time = new Date(lastUpdate);
  return Number.isNaN(time.getTime())
    ? i18n._('market.staleSinceUnknown')
    : i18n._('market.staleSince', { time: updateTime(time) });
}
