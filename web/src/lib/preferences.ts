import type { components } from '@/lib/api-types';

export type Settings = components['schemas']['Settings'];
export type Appearance = Settings['appearance'];
export type DisplayCurrency = Settings['general']['currency'];

/**
 * What formatting reads while signed in (null signed out: dates in the browser's zone and the
 * language's style, prices in USD). Set by the signed-in layout (app/preferences-provider.tsx);
 * the store is in lib/format.ts, beside the formatters that read it.
 */
export interface DisplayPreferences {
  currency: DisplayCurrency;
  dateFormat: Settings['general']['dateFormat'];
  timezone: Settings['general']['timezone'];
  /** The IANA zone of `timezone` ("UTC-5" → "Etc/GMT+5"). */
  timeZone: string;
  /** A date (and time) in the chosen format and zone. */
  date: (d: Date, withTime: boolean) => string;
}
