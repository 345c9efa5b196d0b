import type { Candle } from '@/lib/market/types';

/** The chart types; `labelId` is the message id of each name. */
export const CHART_TYPES = [
  { id: 'line', labelId: 'trading.chart.line' },
  { id: 'candlestick', labelId: 'trading.chart.candlestick' },
  { id: 'ohlc', labelId: 'trading.chart.ohlc' },
  { id: 'area', labelId: 'trading.chart.area' },
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
