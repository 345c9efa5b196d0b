import { History } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { pwaMessages } from '@/lib/pwa/messages';
import { usePriceSnapshotAt } from '@/lib/pwa/price-snapshot';

/** Shown while the prices come from the service worker's stored snapshot (offline). */
export function PriceSnapshotLabel({ className }: { className?: string }) {
  const at = usePriceSnapshotAt();
  if (!at) return null;
  const time = new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Badge variant="warning" className={className} data-testid="price-snapshot-label">
      <History aria-hidden className="size-3" />
      {pwaMessages.lastPricesAt(time)}
    </Badge>
  );
}
