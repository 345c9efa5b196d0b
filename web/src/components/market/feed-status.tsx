import { useT } from '@/i18n';
import type { FeedStatus } from '@/lib/market/live-feed';
import { cn } from '@/lib/utils';

/** A dot and a word for the state of the live price connection. */
export function FeedStatusIndicator({ status }: { status: FeedStatus }) {
  const t = useT();
  return (
    <span
      className="inline-flex items-center gap-1.5 text-xs font-medium text-stone-400"
      title={t(`market.connection.${status}Title`)}
      data-testid="feed-status"
      data-status={status}
    >
      <span
        aria-hidden
        className={cn(
          'size-2 rounded-full',
          status === 'live' ? 'bg-green-400 motion-safe:animate-pulse' : 'bg-yellow-400',
        )}
      />
      {t(`market.connection.${status}`)}
    </span>
  );
}
