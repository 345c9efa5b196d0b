import { useEffect, useRef } from 'react';
import { ColorType, createChart, HistogramSeries, type Time } from 'lightweight-charts';
import { bucketDay } from '@/features/analytics/lib/change';

interface RevenueChartProps {
  series: { date: string; revenue: string }[];
  label: string;
}

/** Revenue per day or month as bars (lightweight-charts). Loaded with the page's chart card only. */
export default function RevenueChart({ series, label }: RevenueChartProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const chart = createChart(ref.current!, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: '#a8a29e',
        attributionLogo: false,
      },
      grid: { vertLines: { visible: false }, horzLines: { color: 'rgba(120, 113, 108, 0.3)' } },
      rightPriceScale: { borderColor: '#57534e' },
      timeScale: { borderColor: '#57534e' },
      handleScroll: false,
      handleScale: false,
    });
    const bars = chart.addSeries(HistogramSeries, {
      color: '#e0b032',
      lastValueVisible: false,
      priceLineVisible: false,
      priceFormat: { type: 'price', precision: 2, minMove: 0.01 },
    });
    bars.setData(
      series.map((p) => {
        const value = Number(p.revenue);
        return { time: bucketDay(p.date) as Time, value: Number.isFinite(value) ? value : 0 };
      }),
    );
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [series]);

  return <div ref={ref} className="h-64 w-full sm:h-72" role="img" aria-label={label} data-testid="revenue-chart" />;
}
