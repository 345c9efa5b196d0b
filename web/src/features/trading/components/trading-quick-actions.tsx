import { Link } from 'react-router';
import { ChevronRight, LineChart, Settings, ShieldAlert, ShoppingCart, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

interface Action {
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
  const actions: Action[] = [
    { label: 'Place Order', icon: ShoppingCart, unavailable: 'Order placement arrives in a later release.' },
    { label: 'Market Analysis', icon: LineChart, onSelect: onMarketAnalysis },
    { label: 'Risk Management', icon: ShieldAlert, unavailable: 'Risk tools arrive in a later release.' },
    { label: 'Platform Settings', icon: Settings, to: '/settings' },
  ];
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {actions.map(({ label, icon: Icon, to, onSelect, unavailable }) => (
            <li key={label}>
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
                  aria-describedby={`unavailable-${label.replace(/\s/g, '-')}`}
                  className={cn(rowClass, 'cursor-not-allowed items-start text-stone-400')}
                >
                  <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
                  <span className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="flex flex-wrap items-center gap-2">
                      {label}
                      <Badge variant="secondary">Coming soon</Badge>
                    </span>
                    <span id={`unavailable-${label.replace(/\s/g, '-')}`} className="text-xs font-normal text-stone-500">
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
