import { activeIntlLocale, i18n } from '@/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The time of the last update in the active language, date and time with seconds. */
function updateTime(time: Date): string {
  const locale = activeIntlLocale();
  let format = formats.get(locale);
  if (!format)
    formats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' })));
  return format.format(time);
}

/** "No update from the price provider since Jan 1, 2024, 10:30:00 AM" (local time), in the active language. */
export function staleTitle(lastUpdate: string): string {
  const time = new Date(lastUpdate);
  return Number.isNaN(time.getTime())
    ? i18n._('market.staleSinceUnknown')
    : i18n._('market.staleSince', { time: updateTime(time) });
}
