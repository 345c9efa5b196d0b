import { useState } from 'react';
import { Lock, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useT } from '@/i18n';
import { errorMessage, readApiError } from '@/lib/api-client';
import { formatDateTime, formatUsd } from '@/lib/format';
import type { Offer } from '@/features/clients/api/client-keys';
import { useCreateOffer } from '@/features/clients/api/create-offer';
import { useClients } from '@/features/clients/api/get-clients';
import { useMyActiveProducts } from '@/features/clients/api/get-my-products';
import { textareaClass } from '@/features/clients/components/contact-dialog';

const MAX_NOTE = 500;

interface Line {
  productId: number;
  quantity: number;
}

/** The offer as the server locked it: its lines, unit prices and the time the prices hold until. */
export function LockedOffer({ offer }: { offer: Offer }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3" data-testid="locked-offer">
      <p className="flex items-center gap-2 text-sm text-stone-300">
        <Lock aria-hidden className="size-4 text-gold" />
        {t('clients.offer.lockedUntil', { date: formatDateTime(offer.expiresAt) })}
      </p>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('clients.offer.product')}</TableHead>
            <TableHead className="text-right">{t('clients.offer.quantity')}</TableHead>
            <TableHead className="text-right">{t('clients.offer.unitPrice')}</TableHead>
            <TableHead className="text-right">{t('clients.offer.lineTotal')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {offer.lines.map((line) => (
            <TableRow key={line.productId}>
              <TableCell className="whitespace-normal">{line.name}</TableCell>
              <TableCell className="text-right tabular-nums">{line.quantity}</TableCell>
              <TableCell className="text-right tabular-nums">{formatUsd(line.unitPrice)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatUsd(line.lineTotal)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <p className="text-right font-semibold text-white">
        {t('clients.offer.total', { total: formatUsd(offer.total) })}
      </p>
    </div>
  );
}

function OfferForm({ onCreated }: { onCreated: (offer: Offer) => void }) {
  const t = useT();
  const clients = useClients({ q: '', status: 'all' });
  const products = useMyActiveProducts();
  const create = useCreateOffer();
  const [clientId, setClientId] = useState('');
  const [pick, setPick] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
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
        <ul className="flex flex-col gap-2" aria-label={t('clients.offer.lines')}>
          {lines.map((line) => {
            const product = byId.get(line.productId);
            const name = product?.name ?? `#${line.productId}`;
            return (
              <li
                key={line.productId}
                className="flex items-center gap-2 rounded-lg border border-border px-3 py-2"
                data-testid="offer-line"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm text-white">{name}</p>
                  {product && (
                    <p className="text-xs text-muted-foreground">
                      {t('clients.offer.priceNow', { price: formatUsd(product.currentPrice) })}
                    </p>
                  )}
                </div>
                <Input
                  type="number"
                  min={1}
                  step={1}
                  className="w-20"
                  aria-label={t('clients.offer.quantityOf', { name })}
                  value={line.quantity}
                  onChange={(e) => {
                    const quantity = Math.max(0, Math.floor(Number(e.target.value) || 0));
                    setLines((prev) => prev.map((l) => (l.productId === line.productId ? { ...l, quantity } : l)));
                  }}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-9 text-red-300"
                  aria-label={t('clients.offer.removeLine', { name })}
                  onClick={() => setLines((prev) => prev.filter((l) => l.productId !== line.productId))}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
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

/** Create Order: an offer for one client with the trader's products at prices locked now. */
export function OfferDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const [created, setCreated] = useState<Offer | null>(null);
  const change = (next: boolean) => {
    if (!next) setCreated(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {created
              ? t('clients.offer.createdTitle', { id: created.id, name: created.clientName })
              : t('clients.offer.title')}
          </DialogTitle>
          <DialogDescription>
            {created ? t('clients.offer.createdDescription') : t('clients.offer.description')}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <>
            <LockedOffer offer={created} />
            <DialogFooter>
              <Button onClick={() => change(false)}>{t('clients.offer.done')}</Button>
            </DialogFooter>
          </>
        ) : (
          open && <OfferForm onCreated={setCreated} />
        )}
      </DialogContent>
    </Dialog>
  );
}
