import { useState } from 'react';
import { Printer } from 'lucide-react';
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
import type { RegistryItem } from '../api/get-items';
import { qrLabelUrl } from '../api/qr-label';
import { printLabel } from './label-print';

/** The chosen item's QR label, with a button to print it; closed while no item is chosen. */
export function LabelDialog({ item, onClose }: { item: RegistryItem | null; onClose: () => void }) {
  const t = useT();
  const [blocked, setBlocked] = useState(false);
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) {
          setBlocked(false);
          onClose();
        }
      }}
    >
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{t('verification.items.labelTitle')}</DialogTitle>
          <DialogDescription>{t('verification.items.labelDescription')}</DialogDescription>
        </DialogHeader>
        {item && (
          <>
            <figure className="mx-auto w-56 rounded-lg bg-white p-3 text-center text-black" data-testid="qr-label">
              <img
                src={qrLabelUrl(item.serialNumber)}
                alt={t('verification.reports.labelFor', { serial: item.serialNumber })}
                className="mx-auto w-full"
              />
              <figcaption>
                <p className="mt-2 font-mono text-sm font-semibold break-all">{item.serialNumber}</p>
                <p className="text-xs">{item.productName}</p>
              </figcaption>
            </figure>
            {blocked && (
              <p role="alert" className="text-sm text-red-400">
                {t('verification.items.popupBlocked')}
              </p>
            )}
            <DialogFooter>
              <Button
                onClick={() =>
                  setBlocked(
                    !printLabel(item, {
                      title: t('verification.items.labelTitle'),
                      alt: t('verification.reports.labelFor', { serial: item.serialNumber }),
                    }),
                  )
                }
              >
                <Printer aria-hidden />
                {t('verification.items.print')}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
