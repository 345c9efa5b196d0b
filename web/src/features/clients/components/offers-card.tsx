import { FileText } from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useT, type MessageId } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatUsd } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import type { OfferStatus } from '@/features/clients/api/client-keys';
import { useCancelOffer } from '@/features/clients/api/cancel-offer';
import { useTraderOffers } from '@/features/clients/api/get-offers';

const tone: Record<OfferStatus, BadgeProps['variant']> = {
  open: 'default',
  accepted: 'success',
  declined: 'destructive',
  cancelled: 'secondary',
  expired: 'secondary',
};

const label: Record<OfferStatus, MessageId> = {
  open: 'clients.offers.status.open',
  accepted: 'clients.offers.status.accepted',
  declined: 'clients.offers.status.declined',
  cancelled: 'clients.offers.status.cancelled',
  expired: 'clients.offers.status.expired',
};

/** The trader's offers with their status; an open one can be cancelled. */
export function OffersCard() {
  const t = useT();
  const offers = useTraderOffers();
  const cancel = useCancelOffer();
  const list = offers.data ?? [];

  return (
    <Card className="mt-6 min-w-0">
      <CardHeader>
        <CardTitle>{t('clients.offers.title')}</CardTitle>
        <CardDescription>{t('clients.offers.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {offers.isLoading ? (
          <Spinner label={t('clients.offers.loading')} />
        ) : offers.error ? (
          <p role="alert" className="text-sm text-red-400">
            {t('clients.offers.loadFailed')} {errorMessage(offers.error)}
          </p>
        ) : list.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <FileText aria-hidden className="size-4" />
            {t('clients.offers.empty')}
          </p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('clients.offers.offer')}</TableHead>
                <TableHead>{t('clients.offers.client')}</TableHead>
                <TableHead>{t('clients.offers.items')}</TableHead>
                <TableHead className="text-right">{t('clients.offers.total')}</TableHead>
                <TableHead>{t('clients.offers.status')}</TableHead>
                <TableHead>{t('clients.offers.expires')}</TableHead>
                <TableHead className="text-right">{t('clients.table.actions')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.map((offer) => (
                <TableRow key={offer.id} data-testid="offer-row">
                  <TableCell>#{offer.id}</TableCell>
                  <TableCell>{offer.clientName}</TableCell>
                  <TableCell className="max-w-64 truncate">
                    {offer.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatUsd(offer.total)}</TableCell>
                  <TableCell>
                    <Badge variant={tone[offer.status] ?? 'secondary'}>
                      {label[offer.status] ? t(label[offer.status]) : offer.status}
                    </Badge>
                  </TableCell>
                  <TableCell>{formatDateTime(offer.expiresAt)}</TableCell>
                  <TableCell className="text-right">
                    {offer.status === 'open' && (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-red-300"
                        aria-label={t('clients.offers.cancelFor', { id: offer.id })}
                        disabled={cancel.isPending}
                        onClick={() =>
                          cancel.mutate(offer.id, {
                            onSuccess: () => toast({ title: t('clients.offers.cancelled', { id: offer.id }) }),
                            onError: (e) =>
                              toast({
                                title: t('clients.offers.cancelFailed'),
                                description: errorMessage(e),
                                variant: 'destructive',
                              }),
                          })
                        }
                      >
                        {t('clients.offers.cancel')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
