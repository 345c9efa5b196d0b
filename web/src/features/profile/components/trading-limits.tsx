import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState, LoadingState } from '@/components/page-state';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import type { TradingLimits as Limits } from '@/lib/compliance';
import { formatUsd } from '@/lib/format';
import { useTradingLimits } from '@/features/profile/api/get-trading-limits';

function LimitRow({ label, usage }: { label: string; usage: Limits['daily'] }) {
  const t = useT();
  const limit = Number(usage.limit);
  const percent = limit > 0 ? Math.min(100, (Number(usage.used) / limit) * 100) : 0;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm font-medium text-white">{label}</span>
        <span className="text-sm text-stone-300">{formatUsd(usage.limit)}</span>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-stone-800"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">
        {t('profile.limits.usedRemaining', { used: formatUsd(usage.used), remaining: formatUsd(usage.remaining) })}
      </p>
    </div>
  );
}

/** Trading limits from GET /api/compliance/limits: what is used and left today and this month. */
export function TradingLimits() {
  const t = useT();
  const { data, isPending, error } = useTradingLimits();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.limits.title')}</CardTitle>
        <CardDescription>
          {t(data && !data.verified ? 'profile.limits.unverified' : 'profile.limits.subtitle')}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {isPending ? (
          <LoadingState />
        ) : error ? (
          <ErrorState>{t('profile.limits.loadFailed', { error: errorMessage(error) })}</ErrorState>
        ) : (
          <>
            <LimitRow label={t('profile.limits.daily')} usage={data.daily} />
            <LimitRow label={t('profile.limits.monthly')} usage={data.monthly} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
