import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { T, useT } from '@/i18n';
import { formatUsd } from '@/lib/format';
import type { PaymentIntent } from '@/lib/shop/types';

/** After a re-quote: a higher total must be accepted before paying; a lower one simply applies. */
export function RequoteNotice({
  intent,
  accepting,
  onAccept,
}: {
  intent: PaymentIntent;
  accepting: boolean;
  onAccept: () => void;
}) {
  const t = useT();
  if (!intent.previousTotal) return null;
  if (!intent.requiresAcceptance) {
    return (
      <p className="rounded-lg border border-green-800/60 bg-green-950/40 p-3 text-sm text-green-200" role="status">
        {t('checkout.requote.lower', { total: formatUsd(intent.total), previous: formatUsd(intent.previousTotal) })}
      </p>
    );
  }
  return (
    <div
      className="flex flex-col gap-3 rounded-lg border border-yellow-700/60 bg-yellow-950/40 p-3 text-sm text-yellow-100 sm:flex-row sm:items-center"
      role="alert"
    >
      <TriangleAlert aria-hidden className="size-5 shrink-0 text-yellow-300" />
      <p className="flex-1">
        <T
          id="checkout.requote.higher"
          values={{ total: formatUsd(intent.total), previous: formatUsd(intent.previousTotal) }}
          components={{ 0: <strong /> }}
        />
      </p>
      <Button size="sm" disabled={accepting} onClick={onAccept}>
        {t('checkout.requote.accept')}
      </Button>
    </div>
  );
}
