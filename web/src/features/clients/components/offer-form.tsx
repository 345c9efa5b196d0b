import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n';
import { errorMessage, readApiError } from '@/lib/api-client';
import { formatUsd } from '@/lib/format';
import type { Offer } from '@/features/clients/api/client-keys';
import { useCreateOffer } from '@/features/clients/api/create-offer';
import { useClients } from '@/features/clients/api/get-clients';
import { useMyActiveProducts } from '@/features/clients/api/get-my-products';
import { textareaClass } from '@/features/clients/components/contact-dialog';
import { OfferLines, type OfferLineDraft } from '@/features/clients/components/offer-lines';

const MAX_NOTE = 500;

/** A new offer: the client, the products and their quantities, a note and how long the prices hold. */
export function OfferForm({ onCreated }: { onCreated: (offer: Offer) => void }) {
  const t = useT();
  const clients = useClients({ q: '', status: 'all' });
  const products = useMyActiveProducts();
  const create = useCreateOffer();
  const [clientId, setClientId] = useState('');
  const [pick, setPick] = useState('');
  const [lines, setLines] = useState<OfferLineDraft[]>([]);
  const [note, setNote] = useState('');
  const [hours, setHours] = useState('48');
  const [error, setError] = useState<string | undefined>();

  const available = (products.data ?? []).filter((p) => p.active !== false);
  const byId = new Map(available.map((p) => [p.id, p]));
  const hoursNumber = Number(hours);
  const hoursValid = Number.isInteger(hoursNumber) && hoursNumber >= 1 && hoursNumber <= 168;
  const canSubmit =
    clientId !== '' && lines.length > 0 && lines.every((l) => l.quantity >= 1) && hoursValid && !create.isPending;

  const addLine = () => {
    const id = Number(pick);
    if (!id) return;
    setLines((prev) =>
      prev.some((l) => l.productId === id)
        ? prev.map((l) => (l.productId === id ? { ...l, quantity: l.quantity + 1 } : l))
        : [...prev, { productId: id, quantity: 1 }],
    );
    setPick('');
  };

  const submit = () => {
    setError(undefined);
    create.mutate(
      {
        clientId: Number(clientId),
        lines,
        expiresInHours: hoursNumber,
        ...(note.trim() ? { note: note.trim() } : {}),
      },
      {
        onSuccess: onCreated,
        onError: (e) => setError(readApiError(e)?.message ?? errorMessage(e, t('clients.offer.failed'))),
      },
    );
  };

  if (clients.isLoading || products.isLoading) return <Spinner label={t('clients.offer.loading')} />;
  const clientList = clients.data ?? [];

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSubmit) submit();
      }}
    >
      <FormField id="offer-client" label={t('clients.offer.client')}>
        <NativeSelect id="offer-client" value={clientId} onChange={(e) => setClientId(e.target.value)}>
          <option value="">{t('clients.offer.chooseClient')}</option>
          {clientList.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.email})
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {clientList.length === 0 && <p className="text-sm text-muted-foreground">{t('clients.offer.noClients')}</p>}

      <div className="flex flex-col gap-2">
        <Label htmlFor="offer-product">{t('clients.offer.addProduct')}</Label>
        <div className="flex gap-2">
          <NativeSelect id="offer-product" value={pick} onChange={(e) => setPick(e.target.value)} className="flex-1">
            <option value="">{t('clients.offer.chooseProduct')}</option>
            {available.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} · {formatUsd(p.currentPrice)}
              </option>
            ))}
          </NativeSelect>
          <Button type="button" variant="outline" onClick={addLine} disabled={!pick}>
            <Plus aria-hidden />
            {t('clients.offer.add')}
          </Button>
        </div>
        {available.length === 0 && <p className="text-sm text-muted-foreground">{t('clients.offer.noProducts')}</p>}
      </div>

      {lines.length > 0 && (
        <OfferLines
          lines={lines}
          products={byId}
          onQuantity={(productId, quantity) =>
            setLines((prev) => prev.map((l) => (l.productId === productId ? { ...l, quantity } : l)))
          }
          onRemove={(productId) => setLines((prev) => prev.filter((l) => l.productId !== productId))}
        />
      )}

      <div className="flex flex-col gap-2">
        <Label htmlFor="offer-note">{t('clients.offer.note')}</Label>
        <textarea
          id="offer-note"
          className={`${textareaClass} min-h-20`}
          maxLength={MAX_NOTE}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <FormField
        id="offer-hours"
        label={t('clients.offer.validity')}
        error={hoursValid ? undefined : t('clients.offer.validityRange')}
      >
        <Input
          id="offer-hours"
          type="number"
          min={1}
          max={168}
          step={1}
          className="w-32"
          value={hours}
          aria-invalid={hoursValid ? undefined : true}
          onChange={(e) => setHours(e.target.value)}
        />
      </FormField>
      {error && (
        <p role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('clients.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={!canSubmit}>
          {create.isPending ? t('clients.offer.creating') : t('clients.offer.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
