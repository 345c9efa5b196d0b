import type { Candle } from '@/lib/market/types';

export const CHART_TYPES = [
  { id: 'line', label: 'Line' },
  { id: 'candlestick', label: 'Candlestick' },
  { id: 'ohlc', label: 'OHLC' },
  { id: 'area', label: 'Area' },
] as const;

export type ChartType = (typeof CHART_TYPES)[number]['id'];

/** Line and Area plot the close; Candlestick and OHLC bars plot the whole candle. */
export function usesOhlc(type: ChartType): boolean {
  return type === 'candlestick' || type === 'ohlc';
}

export type SeriesPoint = { time: number; value: number } | Candle;

/** A candle in the shape the series of `type` takes. */
export function toSeriesPoint(type: ChartType, candle: Candle): SeriesPoint {
  if (usesOhlc(type)) {
    return { time: candle.time, open: candle.open, high: candle.high, low: candle.low, close: candle.close };
  }
  return { time: candle.time, value: candle.close };
}
