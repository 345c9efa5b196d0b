import { Lock } from 'lucide-react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useT } from '@/i18n';
import { formatDateTime, formatUsd } from '@/lib/format';
import type { Offer } from '@/features/clients/api/client-keys';

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
