import { activeIntlLocale, type Translate } from '@/i18n';
import { formatNumber, formatPercent, formatWholeUsd } from '@/lib/format';

// Headline figures of the marketing pages in the active language (src/i18n/README.md,
// "Formatting"): "$4.2M" / "4,2 Mio. $" / "US$420万", "38%" / "38 %", "25,000" / "25.000".

/** A whole number: "4,200", "4.200". */
export const whole = (value: number) => formatNumber(value, { maximumFractionDigits: 0 });

/** A percentage given in percent, with as many decimals as written: 99.95 → "99.95%". */
export function percent(value: number, options: { signed?: boolean } = {}) {
  const fractionDigits = String(value).split('.')[1]?.length ?? 0;
  return formatPercent(value, { fractionDigits, signed: options.signed });
}

/** The real minus sign for negative figures ("−$2.1M"), as the English copy prints them. */
const minus = (text: string) => text.replace('-', '−');

/** Large US-dollar sums, abbreviated: "$350M", "$1.1B", "−$2.1M"; "$25K" for thousands. */
export const usdCompact = (value: number) => minus(formatWholeUsd(value, { compact: true }));

/** A whole US-dollar amount: "$10,000". */
export const usd = (value: number) => formatWholeUsd(value);

/** A large count, abbreviated: "200M", "200 Mio.", "2亿". */
export function compactNumber(value: number) {
  return new Intl.NumberFormat(activeIntlLocale(), { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/**
 * US dollars in millions, also below one million ("$0.3M" in a row of millions rather than
 * "$300K"). Languages whose compact form has a unit of a million (M, Mio.) get the amount in
 * that unit; the others (Chinese counts in 万) get their own compact form of the sum.
 */
export function usdMillions(millions: number) {
  const format = new Intl.NumberFormat(activeIntlLocale(), {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
  const parts = format.formatToParts(1_500_000);
  const numeric = new Set(['integer', 'group', 'decimal', 'fraction']);
  if (parts.find((part) => part.type === 'integer')?.value !== '1') return usdCompact(millions * 1_000_000);
  const amount = formatNumber(Math.abs(millions), { maximumFractionDigits: 1 });
  let placed = false;
  const text = parts
    .map((part) => {
      if (!numeric.has(part.type)) return part.value;
      if (placed) return '';
      placed = true;
      return amount;
    })
    .join('');
  return millions < 0 ? `−${text}` : text;
}

/** "10,000+" in English, "más de 10.000" in Spanish: a figure that is a lower bound. */
export const orMore = (t: Translate, value: string) => t('format.orMore', { value });
