import { Link } from 'react-router';
import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n';

export interface QuickAction {
  label: string;
  icon: LucideIcon;
  to?: string;
}

const rowClass =
  'flex w-full items-center gap-3 rounded-lg border border-border bg-stone-950/40 px-4 py-3 text-left text-sm font-medium text-stone-200 outline-none transition-colors hover:border-primary/50 hover:text-white focus-visible:ring-2 focus-visible:ring-ring';

export function QuickActions({ actions }: { actions: QuickAction[] }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.quick.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {actions.map(({ label, icon: Icon, to }) => {
            const body = (
              <>
                <Icon aria-hidden className="size-4 text-gold" />
                <span className="flex-1">{label}</span>
                <ChevronRight aria-hidden className="size-4 text-stone-500" />
              </>
            );
            return (
              <li key={label}>
                {to ? (
                  <Link to={to} className={rowClass}>
                    {body}
                  </Link>
                ) : (
                  <button type="button" className={rowClass}>
                    {body}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
