import { Radio } from 'lucide-react';
import { SimulatedBadge } from '@/components/market/simulated-badge';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n';
import { usePriceFeedKind } from '@/lib/market/get-real-time-prices';
import { cn } from '@/lib/utils';

/**
 * Where a page's prices come from, in its header: "Simulated prices" (issue 3) or "Live prices".
 * Until the prices arrive an invisible badge of the same size holds its place, so the content
 * below does not move when the label appears (a layout shift of 0.39 on the dashboard on a phone).
 */
export function PriceFeedBadge({ className }: { className?: string }) {
  // One height in every state (a badge's 22 px, whatever its content), so its line never changes.
  return (
    <div className={cn('flex min-h-6 items-center', className)}>
      <FeedBadge />
    </div>
  );
}

function FeedBadge() {
  const t = useT();
  const kind = usePriceFeedKind();
  if (kind === 'live')
    return (
      <Badge variant="success" title={t('market.feed.liveTitle')}>
        <Radio aria-hidden className="size-3.5" />
        {t('market.feed.live')}
      </Badge>
    );
  if (kind === 'simulated') return <SimulatedBadge />;
  // A badge's height (its line of text), without text to read or find.
  return (
    <Badge variant="secondary" aria-hidden className="invisible">
      {'\u00a0'}
    </Badge>
  );
}
