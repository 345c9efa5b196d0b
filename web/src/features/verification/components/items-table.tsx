import { QrCode, Route } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useT, type MessageId } from '@/i18n';
import type { RegistryItem } from '../api/get-items';

const statusLabels: Record<string, MessageId> = {
  in_vault: 'verification.items.status.inVault',
  at_dealer: 'verification.items.status.atDealer',
  sold: 'verification.items.status.sold',
  delivered: 'verification.items.status.delivered',
  reported_stolen: 'verification.items.status.reportedStolen',
  reported_lost: 'verification.items.status.reportedLost',
};

/** The registered items, each with buttons to record a custody event and print its QR label. */
export function ItemsTable({
  items,
  onRecordEvent,
  onPrintLabel,
}: {
  items: RegistryItem[];
  onRecordEvent: (item: RegistryItem) => void;
  onPrintLabel: (item: RegistryItem) => void;
}) {
  const t = useT();
  return (
    <Table className="min-w-[40rem]">
      <TableHeader>
        <TableRow>
          <TableHead>{t('verification.records.serial')}</TableHead>
          <TableHead>{t('verification.records.product')}</TableHead>
          <TableHead>{t('verification.items.weight')}</TableHead>
          <TableHead>{t('verification.records.status')}</TableHead>
          <TableHead className="text-right">{t('verification.items.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id} data-testid="registry-item">
            <TableCell className="font-mono">{item.serialNumber}</TableCell>
            <TableCell className="min-w-[9rem] whitespace-normal">{item.productName}</TableCell>
            <TableCell>{item.weight}</TableCell>
            <TableCell>
              <Badge variant={item.status.startsWith('reported') ? 'destructive' : 'secondary'}>
                {statusLabels[item.status] ? t(statusLabels[item.status]) : item.status}
              </Badge>
            </TableCell>
            <TableCell className="text-right">
              <div className="flex flex-wrap justify-end gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onRecordEvent(item)}
                  aria-label={t('verification.items.recordEventFor', { serial: item.serialNumber })}
                >
                  <Route aria-hidden />
                  {t('verification.items.recordEvent')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onPrintLabel(item)}
                  aria-label={t('verification.items.printLabelFor', { serial: item.serialNumber })}
                >
                  <QrCode aria-hidden />
                  {t('verification.items.printLabel')}
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
