import { useEffect, useRef } from 'react';
import { AreaSeries, ColorType, createChart, type Time } from 'lightweight-charts';
import { useT } from '@/i18n';
import type { PortfolioSummary } from '@/lib/shop/types';

/** Portfolio value per day (lightweight-charts area). Loaded only when the tab opens. */
export default function PerformanceChart({ history }: { history: NonNullable<PortfolioSummary['history']> }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const chart = createChart(ref.current!, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: '#a8a29e',
        attributionLogo: false,
      },
      grid: { vertLines: { color: 'rgba(68, 64, 60, 0.4)' }, horzLines: { color: 'rgba(68, 64, 60, 0.4)' } },
      rightPriceScale: { borderColor: '#3a3430' },
      timeScale: { borderColor: '#3a3430' },
      handleScroll: false,
      handleScale: false,
    });
    const series = chart.addSeries(AreaSeries, {
      lineColor: '#f0c14b',
      topColor: 'rgba(240, 193, 75, 0.35)',
      bottomColor: 'rgba(240, 193, 75, 0.02)',
      lineWidth: 2,
      priceFormat: { type: 'price', precision: 2, minMove: 0.01 },
    });
    const byDate = new Map<string, number>();
    for (const p of history) if (p.date) byDate.set(p.date, Number(p.value));
    series.setData(
      [...byDate.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, value]) => ({ time: date as Time, value })),
    );
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [history]);

  return <div ref={ref} className="h-72 w-full" role="img" aria-label={t('portfolio.chart.label')} />;
}
