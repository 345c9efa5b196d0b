import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Under the subtitle (e.g. the simulated-prices label). */
  note?: ReactNode;
  /** On the right, wrapping under the title on small screens (buttons, exports). */
  actions?: ReactNode;
  className?: string;
}

/** The title block every signed-in page starts with: one h1, its line, and the page's actions. */
export function PageHeader({ title, subtitle, note, actions, className }: PageHeaderProps) {
  return (
    <div className={cn('flex flex-wrap items-end justify-between gap-3', className)}>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{title}</h1>
        {subtitle && <p className="mt-1 text-muted-foreground">{subtitle}</p>}
        {note}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
