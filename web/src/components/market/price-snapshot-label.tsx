import { History } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { usePriceSnapshotAt } from '@/lib/pwa/price-snapshot';

/** Shown while the prices come from the service worker's stored snapshot (offline). */
export function PriceSnapshotLabel({ className }: { className?: string }) {
  const t = useT();
  const at = usePriceSnapshotAt();
  if (!at) return null;
  return (
    <Badge variant="warning" className={className} data-testid="price-snapshot-label">
      <History aria-hidden className="size-3" />
      {t('pwa.lastPricesAt', { time: formatDateTime(new Date(at).toISOString()) })}
    </Badge>
  );
}
