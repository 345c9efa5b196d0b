import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useT, type MessageId } from '@/i18n';
import { readApiError } from '@/lib/api-client';
import { formatDateTime, formatNumber } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { useAdjustStock, useStockHistory } from '../api/stock';
import type { InventoryProduct, StockReason } from '../api/types';

const reasons: { value: StockReason; labelId: MessageId }[] = [
  { value: 'received', labelId: 'inventory.stock.reason.received' },
  { value: 'damaged', labelId: 'inventory.stock.reason.damaged' },
  { value: 'correction', labelId: 'inventory.stock.reason.correction' },
];

const reasonLabels: Record<string, MessageId> = {
  received: 'inventory.stock.reason.received',
  damaged: 'inventory.stock.reason.damaged',
  correction: 'inventory.stock.reason.correction',
  opening: 'inventory.stock.reason.opening',
  sale: 'inventory.stock.reason.sale',
};

/** Adjust stock by a signed delta with a reason, and the product's adjustment history. */
export function StockDialog({ product, onClose }: { product: InventoryProduct | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('inventory.stock.title')}</DialogTitle>
          <DialogDescription>
            {product &&
              t('inventory.stock.description', { name: product.name, stock: formatNumber(product.inventory) })}
          </DialogDescription>
        </DialogHeader>
        {product && <StockPanel key={product.id} product={product} />}
      </DialogContent>
    </Dialog>
  );
}

function StockPanel({ product }: { product: InventoryProduct }) {
  const t = useT();
  const adjust = useAdjustStock(product.id);
  const history = useStockHistory(product.id);
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState<StockReason>('received');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(delta);
    if (!/^-?\d+$/.test(delta.trim()) || n === 0 || Math.abs(n) > 1_000_000) {
      setError(t('inventory.stock.error.delta'));
      return;
    }
    if (product.inventory + n < 0) {
      setError(t('inventory.stock.error.below', { stock: formatNumber(product.inventory) }));
      return;
    }
    setError(null);
    adjust.mutate(
      { delta: n, reason },
      {
        onSuccess: ({ product: saved }) => {
          setDelta('');
          toast({
            title: t('inventory.stock.toast'),
            description: t('inventory.stock.toastBody', { name: saved.name, stock: formatNumber(saved.inventory) }),
          });
        },
        onError: (e) => setError(readApiError(e)?.message ?? t('inventory.toast.failedBody')),
      },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <FormField id="stock-delta" label={t('inventory.stock.delta')} error={error ?? undefined}>
          <Input
            id="stock-delta"
            inputMode="numeric"
            placeholder={t('inventory.stock.deltaPlaceholder')}
            value={delta}
            onChange={(e) => setDelta(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'stock-delta-error' : undefined}
          />
        </FormField>
        <FormField id="stock-reason" label={t('inventory.stock.reason')}>
          <NativeSelect id="stock-reason" value={reason} onChange={(e) => setReason(e.target.value as StockReason)}>
            {reasons.map((r) => (
              <option key={r.value} value={r.value}>
                {t(r.labelId)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Button type="submit" disabled={adjust.isPending}>
          {t('inventory.stock.apply')}
        </Button>
      </form>
      <section aria-labelledby="stock-history-title">
        <h3 id="stock-history-title" className="mb-2 text-sm font-semibold text-white">
          {t('inventory.stock.history')}
        </h3>
        {history.isLoading ? (
          <Spinner label={t('inventory.stock.loading')} />
        ) : !history.data || history.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('inventory.stock.empty')}</p>
        ) : (
          <ul className="flex max-h-64 flex-col divide-y divide-border overflow-y-auto" data-testid="stock-history">
            {history.data.map((a) => (
              <li key={a.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <div className="min-w-0">
                  <p className="text-stone-200">
                    {reasonLabels[a.reason] ? t(reasonLabels[a.reason]) : a.reason}
                    {a.actor?.name && <span className="text-stone-400"> · {a.actor.name}</span>}
                  </p>
                  <p className="text-xs text-stone-400">{formatDateTime(a.createdAt)}</p>
                </div>
                <div className="text-right">
                  <p className={a.delta > 0 ? 'font-semibold text-green-400' : 'font-semibold text-red-400'}>
                    {a.delta > 0 ? `+${formatNumber(a.delta)}` : formatNumber(a.delta)}
                  </p>
                  <p className="text-xs text-stone-400">
                    {t('inventory.stock.after', { stock: formatNumber(a.stockAfter) })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
