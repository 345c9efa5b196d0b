import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

export const Tabs = TabsPrimitive.Root;

/**
 * On a phone the labels wrap onto more rows rather than scroll sideways, where a label past the
 * edge is easy to miss; each tab keeps a full-height target (a trigger's `h-full` of an
 * auto-height list would be its text's height). From `sm` up, one row.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'flex h-auto w-full flex-wrap items-center gap-1 rounded-xl border border-border bg-stone-950/70 p-1 [scrollbar-width:none] *:h-9 *:flex-auto',
        // A row too narrow for its labels (a tablet beside the sidebar) scrolls inside the bar.
        'sm:h-11 sm:flex-nowrap sm:gap-0 sm:overflow-x-auto sm:*:h-full sm:*:flex-1',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex h-full flex-1 items-center justify-center gap-2 rounded-lg px-2.5 text-sm sm:px-3 font-medium whitespace-nowrap text-muted-foreground transition-colors outline-none',
        'hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
        'data-[state=active]:bg-primary data-[state=active]:text-primary-foreground data-[state=active]:shadow',
        '[&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn('mt-6 outline-none focus-visible:ring-2 focus-visible:ring-ring', className)}
      {...props}
    />
  );
}
