import { Clock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { staleTitle } from '@/lib/market/stale';
import { useT } from '@/i18n';

/** Marks a price the provider has not updated for too long: the last known price, not a live one. */
export function StaleBadge({ lastUpdate, className }: { lastUpdate: string; className?: string }) {
  const t = useT();
  const title = staleTitle(lastUpdate);
  return (
    <Badge variant="warning" className={className} title={title} data-testid="stale-badge">
      <Clock aria-hidden className="size-3" />
      {t('market.stale')}
      <span className="sr-only">: {title}</span>
    </Badge>
  );
}
