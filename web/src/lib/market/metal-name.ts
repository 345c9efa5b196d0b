import { i18n } from '@/i18n';
import { SYMBOLS } from '@/lib/market/types';

/** A metal's name in the active language, from its market symbol (XAUUSD → "Oro" in Spanish). */
export function metalName(symbol: string, fallback: string): string {
  const metal = SYMBOLS.find((s) => s.symbol === symbol)?.metalType;
  return metal ? i18n._(`metal.${metal}`) : fallback;
}
