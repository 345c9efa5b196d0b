import type { FeedStatus } from '@/lib/market/live-feed';
import { cn } from '@/lib/utils';

const labels: Record<FeedStatus, string> = {
  live: 'Live',
  connecting: 'Connecting…',
  polling: 'Reconnecting…',
};

const titles: Record<FeedStatus, string> = {
  live: 'Streaming prices over a live connection.',
  connecting: 'Opening the live price connection.',
  polling: 'The live connection dropped; prices refresh every second while it reconnects.',
};

/** A dot and a word for the state of the live price connection. */
export function FeedStatusIndicator({ status }: { status: FeedStatus }) {
  return (
    <span
      className="inline-flex items-center gap-1.5 text-xs font-medium text-stone-400"
      title={titles[status]}
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
      {labels[status]}
    </span>
  );
}
