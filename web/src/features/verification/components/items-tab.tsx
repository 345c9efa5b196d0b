import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n';
import { useItems, type RegistryItem } from '../api/get-items';
import { EventDialog } from './event-dialog';
import { ItemsTable } from './items-table';
import { LabelDialog } from './label-dialog';
import { RegisterItemCard } from './register-item-card';

/** The trader's serialized items: register one for a product, record custody events, print QR labels. */
export function ItemsTab() {
  const t = useT();
  const { data: items, isLoading } = useItems();
  const [eventFor, setEventFor] = useState<RegistryItem | null>(null);
  const [labelFor, setLabelFor] = useState<RegistryItem | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <RegisterItemCard />
      <Card>
        <CardHeader>
          <CardTitle>{t('verification.items.listTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <p>{t('verification.loading')}</p>
          ) : !items || items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('verification.items.empty')}</p>
          ) : (
            <ItemsTable items={items} onRecordEvent={setEventFor} onPrintLabel={setLabelFor} />
          )}
        </CardContent>
      </Card>
      <EventDialog item={eventFor} onClose={() => setEventFor(null)} />
      <LabelDialog item={labelFor} onClose={() => setLabelFor(null)} />
    </div>
  );
}
