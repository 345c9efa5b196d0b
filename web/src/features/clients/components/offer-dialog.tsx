import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useT } from '@/i18n';
import type { Offer } from '@/features/clients/api/client-keys';
import { LockedOffer } from '@/features/clients/components/locked-offer';
import { OfferForm } from '@/features/clients/components/offer-form';

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
