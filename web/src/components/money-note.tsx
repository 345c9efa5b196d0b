import { useT } from '@/i18n';
import { useMoney } from '@/lib/fx-rates';
import { cn } from '@/lib/utils';

/**
 * Under amounts converted from USD (Settings > General > currency): which rates, and that payment
 * stays in USD. "Simulated" while the price source simulates its rates. Nothing for USD.
 */
export function MoneyNote({ className }: { className?: string }) {
  const t = useT();
  const money = useMoney();
  if (!money.converted) return null;
  return (
    <p className={cn('text-xs text-muted-foreground', className)} data-testid="money-note">
      {money.simulated
        ? t('money.simulatedRates', { currency: money.currency })
        : t('money.convertedRates', { currency: money.currency })}
    </p>
  );
}
