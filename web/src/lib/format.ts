import { activeIntlLocale, i18n } from '@/i18n';
import type { DisplayPreferences } from '@/lib/preferences';

/**
 * Display formatting with `Intl` for the ACTIVE language (src/i18n): "$2,047.00" in English,
 * "2.047,00 $" in German, "US$2,047.00" in Chinese. The server computes every amount in integer
 * cents and sends decimal strings; the client only formats, it never adds prices up.
 * Components re-render on a language switch (LanguageProvider remounts the tree), so calling
 * these during render is enough. Signed in, dates follow the user's date format and time zone
 * (`setDisplayPreferences`; the preferences provider remounts the tree when they change).
 */

type Numeric = string | number | null | undefined;

let display: DisplayPreferences | null = null;
const listeners = new Set<() => void>();

/**
 * The signed-in user's display preferences (lib/preferences.ts), or null signed out: dates in
 * the language's style and the browser's zone, prices in USD. Kept here, beside the formatters
 * that read them, so they add no chunk of their own.
 */
export function displayPreferences(): DisplayPreferences | null {
  return display;
}

/** Set by the signed-in layout from the settings document; null again on sign-out. */
export function setDisplayPreferences(next: DisplayPreferences | null): void {
  display = next;
  listeners.forEach((listener) => listener());
}

/** Listeners (app/preferences-provider.tsx) compare what matters to them. */
export function subscribeDisplayPreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** One formatter per language and options, made on first use. */
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  options: object,
  make: (locale: string) => F,
): F {
  const locale = activeIntlLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as F | undefined;
  if (!format) cache.set(key, (format = make(locale)));
  return format;
}

const numberFormat = (options: Intl.NumberFormatOptions) =>
  cached('n', options, (locale) => new Intl.NumberFormat(locale, options));
const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  cached('d', options, (locale) => new Intl.DateTimeFormat(locale, options));

function toNumber(value: Numeric): number {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/** The default currency of `formatMoney`. Converted display amounts: `useMoney()` (lib/fx-rates.ts). */
export const displayCurrency = 'USD';

/** A money figure ("2047.00" from the server) in a currency: "$2,047.00", "2.047,00 $". */
export function formatMoney(value: Numeric, currency: string = displayCurrency): string {
  return numberFormat({ style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    toNumber(value),
  );
}

/** A money figure in US dollars (the currency every price is quoted in today). */
export function formatUsd(value: Numeric): string {
  return formatMoney(value, 'USD');
}

/** "+$12.30" / "-$4.00" for gains and losses ("+12,30 $" in German); zero has no sign. */
export function formatSignedUsd(value: string | number): string {
  const n = toNumber(value);
  return numberFormat({
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(n);
}

/** A plain number: "1,234.5" / "1.234,5"; `maximumFractionDigits` defaults to 2. */
export function formatNumber(
  value: Numeric,
  options: { minimumFractionDigits?: number; maximumFractionDigits?: number } = {},
): string {
  const { minimumFractionDigits = 0, maximumFractionDigits = Math.max(2, minimumFractionDigits) } = options;
  return numberFormat({ minimumFractionDigits, maximumFractionDigits }).format(toNumber(value));
}

/**
 * A percentage given in percent (the server sends "1.25" for 1.25 %): "1.25%", "1,25 %" in
 * German and French. `signed` adds "+" to gains.
 */
export function formatPercent(value: Numeric, options: { fractionDigits?: number; signed?: boolean } = {}): string {
  const { fractionDigits = 2, signed = false } = options;
  return numberFormat({
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(toNumber(value) / 100);
}

/** Troy ounces, up to 4 decimals without trailing zeros: "1.9998 oz", "10 oz" ("1,9998 oz" in German). */
export function formatOz(value: number | null | undefined): string {
  return i18n._('format.troyOunces', { amount: numberFormat({ maximumFractionDigits: 4 }).format(toNumber(value)) });
}

/**
 * A date: "Mar 5, 2026", "5. März 2026", "2026年3月5日"; signed in, in the chosen format and zone
 * ("03/05/2026"). Unparseable input is shown as given.
 */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : (display?.date(d, false) ?? dateFormat({ year: 'numeric', month: 'short', day: 'numeric' }).format(d));
}

/** A date and time: "Mar 5, 2026, 02:30 PM", "5. März 2026, 14:30"; signed in "03/05/2026 09:30 AM" (zone of the settings). */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : (display?.date(d, true) ??
        dateFormat({ year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(d));
}

/**
 * A whole money figure without cents: "$10,000", "10.000 $"; `compact` abbreviates large sums:
 * "$2.4M", "2,4 Mio. $", "US$240万".
 */
export function formatWholeUsd(value: Numeric, options: { compact?: boolean } = {}): string {
  const { compact = false } = options;
  return numberFormat({
    style: 'currency',
    currency: 'USD',
    notation: compact ? 'compact' : 'standard',
    minimumFractionDigits: 0,
    maximumFractionDigits: compact ? 1 : 0,
  }).format(toNumber(value));
}
