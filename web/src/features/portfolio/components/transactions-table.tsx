import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/i18n';
import { formatDateTime, formatOz, formatUsd } from '@/lib/format';
import { isMetalType } from '@/lib/metals';
import { useTransactions } from '@/features/portfolio/api/get-transactions';

export function TransactionsTable() {
  const t = useT();
  const { data, isLoading, error } = useTransactions();
  if (isLoading) return <Spinner label={t('portfolio.tx.loading')} />;
  if (error)
    return (
      <p role="alert" className="text-sm text-red-300">
        {errorMessage(error, t('portfolio.tx.loadFailed'))}
      </p>
    );
  if (!data || data.length === 0) return <p className="text-sm text-muted-foreground">{t('portfolio.tx.empty')}</p>;
  return (
    <Table aria-label={t('portfolio.tx.label')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('portfolio.tx.date')}</TableHead>
          <TableHead>{t('portfolio.tx.type')}</TableHead>
          <TableHead>{t('portfolio.tx.description')}</TableHead>
          <TableHead>{t('portfolio.tx.metal')}</TableHead>
          <TableHead className="text-right">{t('portfolio.tx.amount')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.map((tx) => (
          <TableRow key={tx.id}>
            <TableCell>{tx.createdAt ? formatDateTime(tx.createdAt) : ''}</TableCell>
            <TableCell>
              <Badge variant={tx.type === 'cancellation' ? 'destructive' : 'success'}>
                {t(tx.type === 'cancellation' ? 'portfolio.tx.cancellation' : 'portfolio.tx.purchase')}
              </Badge>
            </TableCell>
            <TableCell>{tx.description}</TableCell>
            <TableCell className="text-stone-300">
              {(tx.metals ?? [])
                .map(
                  (m) =>
                    `${formatOz(m.quantity)} ${isMetalType(m.metalType) ? t(`metal.${m.metalType}`) : (m.metalType ?? '')}`,
                )
                .join(', ')}
            </TableCell>
            <TableCell className="text-right font-medium text-white">{formatUsd(tx.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
