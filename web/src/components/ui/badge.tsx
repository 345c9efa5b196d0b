import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

export const badgeVariants = cva(
  'inline-flex w-fit items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      variant: {
        default: 'border-primary/40 bg-primary/15 text-gold',
        secondary: 'border-border bg-muted text-stone-300',
        success: 'border-green-700/50 bg-green-900/40 text-green-300',
        warning: 'border-yellow-700/50 bg-yellow-900/40 text-yellow-200',
        destructive: 'border-red-700/50 bg-red-900/40 text-red-300',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
