import { Bot, Route, ScanLine, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n';
import { formatDateTime, formatNumber, formatPercent } from '@/lib/format';
import { useMyScans } from '../api/my-scans';
import { scanInsights } from '../lib/insights';
import { statusText, trustClass } from '../lib/status';

export type TraceabilityTab = 'scanner' | 'assistant' | 'journey';

const toneClass = { good: 'text-emerald-400', attention: 'text-yellow-300', info: 'text-sky-300' } as const;

/** The verification area's Dashboard tab: the user's scan figures, recent scans, AI Insights from them, Quick Actions. */
export function DashboardTab({ onOpen }: { onOpen: (tab: TraceabilityTab) => void }) {
  const t = useT();
  const { data, isLoading, isError } = useMyScans();
  if (isLoading) return <Spinner className="size-6" />;
  if (isError || !data) return <p>{t('traceability.dash.loadFailed')}</p>;
  const stats = [
    { key: 'total', label: t('traceability.dash.total'), value: formatNumber(data.totalScans) },
    { key: 'verified', label: t('traceability.dash.verified'), value: formatNumber(data.verifiedProducts) },
    {
      key: 'trust',
      label: t('traceability.dash.trust'),
      value: data.totalScans ? formatPercent(data.trustScore, { fractionDigits: 0 }) : '—',
    },
    { key: 'dealer', label: t('traceability.dash.dealer'), value: data.favoriteDealer || '—' },
  ];
  const actions = [
    { tab: 'scanner', label: t('traceability.actions.scan'), icon: ScanLine },
    { tab: 'assistant', label: t('traceability.actions.ask'), icon: Bot },
    { tab: 'journey', label: t('traceability.actions.journey'), icon: Route },
  ] as const;
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {stats.map(({ key, label, value }) => (
          <div key={key} className="min-w-0 rounded-xl border border-border p-4">
            <p className="text-sm text-muted-foreground">{label}</p>
            {/* A dealer's name is long text, not a figure: smaller, and cut with the full name on hover. */}
            <p
              className={key === 'dealer' ? 'mt-1 truncate text-base font-semibold' : 'text-2xl font-semibold'}
              title={value}
            >
              {value}
            </p>
          </div>
        ))}
      </div>
      <section aria-label={t('traceability.dash.recent')} className="rounded-xl border border-border p-4">
        <h3 className="font-semibold">{t('traceability.dash.recent')}</h3>
        {data.recentScans.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">{t('traceability.dash.none')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-border">
            {data.recentScans.map((s) => (
              <li key={s.id} className="flex flex-col gap-1 py-2 text-sm sm:flex-row sm:justify-between sm:gap-3">
                <span>
                  {s.productName || s.serialNumber} <span className="text-muted-foreground">{s.serialNumber}</span>
                </span>
                <span>
                  {statusText(s.status)} ·{' '}
                  <span className={trustClass(s.trustScore)}>{formatPercent(s.trustScore, { fractionDigits: 0 })}</span>{' '}
                  · {formatDateTime(s.scanDate)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-label={t('traceability.insight.title')} className="rounded-xl border border-border p-4">
          <h3 className="flex items-center gap-2 font-semibold">
            <Sparkles aria-hidden className="size-4 text-primary" />
            {t('traceability.insight.title')}
          </h3>
          <ul className="mt-2 space-y-2 text-sm" data-testid="ai-insights">
            {scanInsights(data).map((insight) => (
              <li key={insight.id} className="flex gap-2">
                <span aria-hidden className={toneClass[insight.tone]}>
                  ●
                </span>
                <span>{t(insight.id, insight.values)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-label={t('traceability.actions.title')} className="rounded-xl border border-border p-4">
          <h3 className="font-semibold">{t('traceability.actions.title')}</h3>
          <div className="mt-3 flex flex-col gap-2">
            {actions.map(({ tab, label, icon: Icon }) => (
              <Button key={tab} variant="outline" className="justify-start" onClick={() => onOpen(tab)}>
                <Icon aria-hidden />
                {label}
              </Button>
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}
