import { Link } from 'react-router';
import { ChevronRight, LineChart, Settings, ShieldAlert, ShoppingCart, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n';
import { cn } from '@/lib/utils';

interface Action {
  /** Stable id for element ids and keys. */
  id: string;
  label: string;
  icon: LucideIcon;
  /** A route to open. */
  to?: string;
  /** An in-page action. */
  onSelect?: () => void;
  /** Why the action is disabled: its feature comes in a later issue. */
  unavailable?: string;
}

const rowClass =
  'flex w-full items-center gap-3 rounded-lg border border-border bg-stone-950/40 px-4 py-3 text-left text-sm font-medium';

const activeClass = cn(
  rowClass,
  'text-stone-200 outline-none transition-colors hover:border-primary/50 hover:text-white focus-visible:ring-2 focus-visible:ring-ring',
);

/** Quick actions; the ones whose features come in later issues say so and stay disabled. */
export function TradingQuickActions({ onMarketAnalysis }: { onMarketAnalysis: () => void }) {
  const t = useT();
  const actions: Action[] = [
    {
      id: 'place-order',
      label: t('trading.quick.placeOrder'),
      icon: ShoppingCart,
      unavailable: t('trading.quick.placeOrderLater'),
    },
    { id: 'market-analysis', label: t('trading.quick.analysis'), icon: LineChart, onSelect: onMarketAnalysis },
    {
      id: 'risk-management',
      label: t('trading.quick.risk'),
      icon: ShieldAlert,
      unavailable: t('trading.quick.riskLater'),
    },
    { id: 'platform-settings', label: t('trading.quick.settings'), icon: Settings, to: '/settings' },
  ];
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>{t('trading.quick.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {actions.map(({ id, label, icon: Icon, to, onSelect, unavailable }) => (
            <li key={id}>
              {to ? (
                <Link to={to} className={activeClass}>
                  <Icon aria-hidden className="size-4 text-gold" />
                  <span className="flex-1">{label}</span>
                  <ChevronRight aria-hidden className="size-4 text-stone-500" />
                </Link>
              ) : onSelect ? (
                <button type="button" onClick={onSelect} className={activeClass}>
                  <Icon aria-hidden className="size-4 text-gold" />
                  <span className="flex-1">{label}</span>
                  <ChevronRight aria-hidden className="size-4 text-stone-500" />
                </button>
              ) : (
                <button
                  type="button"
                  disabled
                  title={unavailable}
                  aria-describedby={`unavailable-${id}`}
                  className={cn(rowClass, 'cursor-not-allowed items-start text-stone-400')}
                >
                  <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
                  <span className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="flex flex-wrap items-center gap-2">
                      {label}
                      <Badge variant="secondary">{t('trading.comingSoon')}</Badge>
                    </span>
                    <span id={`unavailable-${id}`} className="text-xs font-normal text-stone-500">
                      {unavailable}
                    </span>
                  </span>
                </button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
