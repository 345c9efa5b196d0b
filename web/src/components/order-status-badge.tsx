import { Badge, type BadgeProps } from '@/components/ui/badge';

const variants: Record<string, BadgeProps['variant']> = {
  pending: 'secondary',
  processing: 'warning',
  shipped: 'default',
  delivered: 'success',
  cancelled: 'destructive',
};

/** An order status as a coloured pill ("processing" → "Processing"). */
export function OrderStatusBadge({ status }: { status: string }) {
  const label = status.charAt(0).toUpperCase() + status.slice(1);
  return <Badge variant={variants[status] ?? 'secondary'}>{label}</Badge>;
}
