import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useT } from '@/i18n';
import type { RegistryItem } from '../api/get-items';
import { EventForm } from './event-form';

/** Records a custody event for the chosen item; closed while no item is chosen. */
export function EventDialog({ item, onClose }: { item: RegistryItem | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('verification.items.eventTitle')}</DialogTitle>
          <DialogDescription>
            {item && t('verification.items.eventDescription', { serial: item.serialNumber })}
          </DialogDescription>
        </DialogHeader>
        {item && <EventForm key={item.serialNumber} serial={item.serialNumber} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
