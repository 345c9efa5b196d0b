import { OrderStatusBadge } from '@/components/order-status-badge';
import { useT } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import type { OrderDetail } from '@/lib/shop/types';

/** Every status change with its time, actor and note, oldest first. */
export function StatusTimeline({ history }: { history: NonNullable<OrderDetail['history']> }) {
  const t = useT();
  return (
    <ol
      className="relative ml-2 flex flex-col gap-4 border-l border-border pl-5"
      aria-label={t('orders.detail.history')}
    >
      {history.map((h, i) => (
        <li key={`${h.status}-${h.at}-${i}`} className="relative">
          <span
            aria-hidden
            className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-gold ring-4 ring-card"
          />
          <div className="flex flex-wrap items-center gap-2">
            {h.status && <OrderStatusBadge status={h.status} />}
            <time className="text-xs text-stone-400" dateTime={h.at}>
              {h.at ? formatDateTime(h.at) : ''}
            </time>
          </div>
          {(h.note || h.actor) && (
            <p className="mt-1 text-sm text-stone-300">
              {h.note}
              {h.actor && <span className="text-stone-500"> · {h.actor}</span>}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
