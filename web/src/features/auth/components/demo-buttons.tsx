import { Briefcase, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';

interface DemoButtonsProps {
  clientLabel: string;
  traderLabel: string;
}

/** Demo sign-in is a browser navigation: the server sets the cookie and redirects. */
export function DemoButtons({ clientLabel, traderLabel }: DemoButtonsProps) {
  const t = useT();
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs tracking-wider text-stone-400 uppercase">
        <span className="h-px flex-1 bg-border" />
        {t('auth.demo.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <Button asChild variant="outline">
          <a href="/api/demo-login/client">
            <UserRound aria-hidden />
            {clientLabel}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href="/api/demo-login/gold_trader">
            <Briefcase aria-hidden />
            {traderLabel}
          </a>
        </Button>
      </div>
    </div>
  );
}
