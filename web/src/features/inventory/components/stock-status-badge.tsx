import { Badge } from '@/components/ui/badge';
import { useT, type MessageId } from '@/i18n';
import type { StockStatus } from '../api/types';

const variants: Record<StockStatus, { labelId: MessageId; variant: 'success' | 'warning' | 'destructive' }> = {
  in_stock: { labelId: 'inventory.status.inStock', variant: 'success' },
  low_stock: { labelId: 'inventory.status.lowStock', variant: 'warning' },
  out_of_stock: { labelId: 'inventory.status.outOfStock', variant: 'destructive' },
};

/** Spec section 4: more than 5 In Stock, 1 to 5 Low Stock, 0 Out of Stock (the server's `stockStatus`). */
export function StockStatusBadge({ status }: { status: StockStatus }) {
  const t = useT();
  const { labelId, variant } = variants[status] ?? variants.out_of_stock;
  return <Badge variant={variant}>{t(labelId)}</Badge>;
}
