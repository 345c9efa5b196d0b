import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/lib/api-types';
import { activeIntlLocale } from '@/i18n';
import { displayPreferences, formatMoney } from '@/lib/format';
import { convertUsd } from '@/lib/money';
import type { DisplayCurrency } from '@/lib/preferences';

export type FxRates = components['schemas']['FxRates'];

export const fxRatesKeys = { all: ['/api/fx-rates'] as const };

/** GET /api/fx-rates: USD→EUR/GBP/JPY from the price source, refreshed every minute while shown. */
export const fxRatesQueryOptions = () =>
  queryOptions<FxRates>({ queryKey: fxRatesKeys.all, staleTime: 60_000, refetchInterval: 60_000 });

export interface Money {
  /** The currency amounts are shown in. */
  currency: DisplayCurrency;
  /** True when amounts are converted from USD (the note "simulated rates" applies). */
  converted: boolean;
  /** The rates come from the simulated feed. */
  simulated: boolean;
  /** A USD decimal string shown in the display currency ("2047.00" → "€1,885.87"). */
  format: (usd: string | number | null | undefined) => string;
  /** Like `format` with a sign on gains and losses ("+€11.33"). */
  formatSigned: (usd: string | number | null | undefined) => string;
}

const formats = new Map<string, Intl.NumberFormat>();

/** An amount in the currency's own minor unit, in the active language: "€1,885.77", "¥309,577". */
function formatIn(amount: number, currency: DisplayCurrency): string {
  const key = `${activeIntlLocale()}|${currency}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(activeIntlLocale(), { style: 'currency', currency })));
  return format.format(amount);
}

function signed(text: string, usd: string | number | null | undefined): string {
  const n = Number(usd ?? 0);
  return n > 0 && !text.startsWith('+') ? `+${text}` : text;
}

/**
 * Prices and values for display in the signed-in user's currency (Settings > General). Amounts
 * stay USD until the rates arrive, and always in cart, checkout, orders and receipts.
 */
export function useMoney(): Money {
  const currency = displayPreferences()?.currency ?? 'USD';
  const wanted = currency !== 'USD';
  const { data } = useQuery({ ...fxRatesQueryOptions(), enabled: wanted });
  const rate = wanted ? data?.rates[currency] : undefined;
  const simulated = data?.simulated ?? false;
  // One object while the currency and its rate hold, so effects can depend on it.
  return useMemo(() => {
    if (!rate) {
      return {
        currency: 'USD',
        converted: false,
        simulated: false,
        format: (usd) => formatMoney(usd, 'USD'),
        formatSigned: (usd) => signed(formatMoney(usd, 'USD'), usd),
      };
    }
    const format = (usd: string | number | null | undefined) =>
      formatIn(convertUsd(usd ?? 0, rate, currency), currency);
    return { currency, converted: true, simulated, format, formatSigned: (usd) => signed(format(usd), usd) };
  }, [currency, rate, simulated]);
}
