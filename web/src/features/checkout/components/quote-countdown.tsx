import { useEffect, useRef, useState } from 'react';
import { Clock } from 'lucide-react';
import { T, useT } from '@/i18n';

function remainingMs(expiresAt: string) {
  return Math.max(0, new Date(expiresAt).getTime() - Date.now());
}

function mmss(ms: number) {
  const total = Math.ceil(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** "Prices locked for 9:41"; calls onExpire once when the quote runs out. */
export function QuoteCountdown({ expiresAt, onExpire }: { expiresAt: string; onExpire: () => void }) {
  const t = useT();
  const [left, setLeft] = useState(() => remainingMs(expiresAt));
  const fired = useRef<string | null>(null);

  useEffect(() => {
    const tick = () => {
      const ms = remainingMs(expiresAt);
      setLeft(ms);
      if (ms === 0 && fired.current !== expiresAt) {
        fired.current = expiresAt;
        onExpire();
      }
    };
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [expiresAt, onExpire]);

  const expired = left === 0;
  return (
    <p
      className={
        expired ? 'flex items-center gap-2 text-sm text-yellow-200' : 'flex items-center gap-2 text-sm text-stone-300'
      }
      role="timer"
      aria-live="off"
    >
      <Clock aria-hidden className="size-4 text-gold" />
      {expired ? (
        t('checkout.quote.expired')
      ) : (
        <T
          id="checkout.quote.lockedFor"
          values={{ time: mmss(left) }}
          components={{ 0: <strong className="text-white tabular-nums" /> }}
        />
      )}
    </p>
  );
}
