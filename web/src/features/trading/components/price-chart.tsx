import { useEffect, useRef } from 'react';
import {
  AreaSeries,
  BarSeries,
  CandlestickSeries,
  ColorType,
  createChart,
  LineSeries,
  type IChartApi,
  type ISeriesApi,
  type SeriesType,
  type Time,
} from 'lightweight-charts';
import { useMoney } from '@/lib/fx-rates';
import { applyTick } from '@/lib/market/candles';
import type { Candle, Timeframe } from '@/lib/market/types';
import { toSeriesPoint, type ChartType } from '@/features/trading/lib/chart-types';

const UP = '#22c55e';
const DOWN = '#ef4444';
const GOLD = '#f0c14b';
/** Bars shown when a chart first loads; older ones are a scroll away. */
const VISIBLE_BARS = 120;
const priceFormat = { type: 'price', precision: 2, minMove: 0.01 } as const;

function addSeries(chart: IChartApi, type: ChartType): ISeriesApi<SeriesType> {
  switch (type) {
    case 'candlestick':
      return chart.addSeries(CandlestickSeries, {
        upColor: UP,
        downColor: DOWN,
        borderUpColor: UP,
        borderDownColor: DOWN,
        wickUpColor: UP,
        wickDownColor: DOWN,
        priceFormat,
      });
    case 'ohlc':
      return chart.addSeries(BarSeries, { upColor: UP, downColor: DOWN, thinBars: false, priceFormat });
    case 'area':
      return chart.addSeries(AreaSeries, {
        lineColor: GOLD,
        topColor: 'rgba(240, 193, 75, 0.35)',
        bottomColor: 'rgba(240, 193, 75, 0.02)',
        lineWidth: 2,
        priceFormat,
      });
    case 'line':
      return chart.addSeries(LineSeries, { color: GOLD, lineWidth: 2, priceFormat });
  }
}

// The series setters are typed per series; the points are built for the series' own type.
type AnySeries = { setData(data: unknown[]): void; update(point: unknown): void };
const asAny = (series: ISeriesApi<SeriesType>) => series as unknown as AnySeries;
const toPoint = (type: ChartType, candle: Candle) => ({ ...toSeriesPoint(type, candle), time: candle.time as Time });

interface PriceChartProps {
  /** Candles for the current symbol and timeframe; undefined while they load. */
  candles: Candle[] | undefined;
  timeframe: Timeframe;
  type: ChartType;
  /** The latest live price of the charted symbol and its time (unix seconds); moves the last candle. */
  livePrice?: number;
  liveTimeSec?: number;
  label: string;
}

/** A lightweight-charts chart whose last candle follows the live price. */
export function PriceChart({ candles, timeframe, type, livePrice, liveTimeSec, label }: PriceChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<ISeriesApi<SeriesType> | null>(null);
  /** The candles on screen: the fetched ones with the last moved (or added) by live prices. */
  const barsRef = useRef<Candle[]>([]);
  const typeRef = useRef(type);
  const money = useMoney();

  useEffect(() => {
    const chart = createChart(containerRef.current!, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: '#a8a29e',
        attributionLogo: false,
      },
      grid: { vertLines: { color: 'rgba(68, 64, 60, 0.4)' }, horzLines: { color: 'rgba(68, 64, 60, 0.4)' } },
      rightPriceScale: { borderColor: '#3a3430' },
      timeScale: { borderColor: '#3a3430', timeVisible: true, secondsVisible: false },
      crosshair: { mode: 0 },
    });
    chartRef.current = chart;
    return () => {
      chart.remove();
      chartRef.current = null;
      seriesRef.current = null;
    };
  }, []);

  // The price axis and crosshair label in the display currency (settings), like the prices beside it.
  useEffect(() => {
    chartRef.current?.applyOptions({
      localization: {
        priceFormatter: (usd: number) => (money.converted ? money.format(usd) : usd.toFixed(2)),
      },
    });
  }, [money]);

  // A new series for each chart type, filled with the candles on screen.
  useEffect(() => {
    const chart = chartRef.current!;
    const series = addSeries(chart, type);
    seriesRef.current = series;
    typeRef.current = type;
    asAny(series).setData(barsRef.current.map((c) => toPoint(type, c)));
    return () => {
      if (chartRef.current === chart) chart.removeSeries(series);
      if (seriesRef.current === series) seriesRef.current = null;
    };
  }, [type]);

  useEffect(() => {
    const series = seriesRef.current;
    const chart = chartRef.current;
    if (!series || !chart) return;
    const data = candles ?? [];
    barsRef.current = data.slice();
    asAny(series).setData(data.map((c) => toPoint(typeRef.current, c)));
    if (data.length > VISIBLE_BARS) {
      chart.timeScale().setVisibleLogicalRange({ from: data.length - VISIBLE_BARS, to: data.length + 2 });
    } else {
      chart.timeScale().fitContent();
    }
  }, [candles]);

  useEffect(() => {
    const series = seriesRef.current;
    const bars = barsRef.current;
    // Without loaded candles there is no last candle to move.
    if (!series || livePrice === undefined || liveTimeSec === undefined || bars.length === 0) return;
    const last = bars[bars.length - 1];
    const bar = applyTick(last, livePrice, liveTimeSec, timeframe);
    if (!bar) return;
    if (bar.time === last.time) bars[bars.length - 1] = bar;
    else bars.push(bar);
    asAny(series).update(toPoint(typeRef.current, bar));
  }, [livePrice, liveTimeSec, timeframe]);

  return (
    <div
      ref={containerRef}
      role="img"
      aria-label={label}
      data-testid="price-chart"
      className="h-[320px] w-full min-w-0 sm:h-[420px]"
    />
  );
}
