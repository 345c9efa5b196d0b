import type { DisplayCurrency } from '@/lib/preferences';

/**
 * Display conversion of a USD decimal string with a rate given as a decimal string (6 places):
 * integer cents × micro-units, rounded half away from zero to the currency's minor unit.
 * No floating point touches the amount; the result is only ever formatted, never sent back.
 */
export function convertUsd(amount: string | number, rate: string, currency: DisplayCurrency): number {
  const cents = toScaled(String(amount), 2);
  const micro = toScaled(rate, 6);
  const minorDigits = currency === 'JPY' ? 0 : 2;
  // cents * micro has 8 decimals; the target has `minorDigits`.
  const divisor = 10n ** BigInt(8 - minorDigits);
  const product = cents * micro;
  const half = divisor / 2n;
  const rounded = product >= 0n ? (product + half) / divisor : -((-product + half) / divisor);
  return Number(rounded) / 10 ** minorDigits;
}

/** "2047.5" with 2 places → 204750n; "-0.921234" with 6 → -921234n. Unparseable input is 0. */
export function toScaled(value: string, places: number): bigint {
  const match = /^\s*(-?)(\d*)(?:\.(\d*))?\s*$/.exec(value);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return 0n;
  const [, sign, whole, fraction = ''] = match;
  const digits = (fraction + '0'.repeat(places)).slice(0, places);
  // Round on the first dropped digit.
  const roundUp = (fraction[places] ?? '0') >= '5' ? 1n : 0n;
  const scaled = BigInt(whole || '0') * 10n ** BigInt(places) + BigInt(digits || '0') + roundUp;
  return sign === '-' ? -scaled : scaled;
}
