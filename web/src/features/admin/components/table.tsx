import type { ComponentProps } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/**
 * A table in a card that scrolls sideways on narrow screens instead of overflowing the page
 * (`relative`: visually hidden header text, absolutely positioned, stays inside the scroller).
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <Card className="relative overflow-x-auto">
      <table className={cn('w-full min-w-[40rem] text-left text-sm', className)} {...props} />
    </Card>
  );
}

export const th = 'px-4 py-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase';
export const td = 'px-4 py-3 align-middle text-stone-200';
