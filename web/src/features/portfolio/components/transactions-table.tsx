import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatOz, formatUsd } from '@/lib/format';
import { isMetalType, metalLabel } from '@/lib/metals';
import { useTransactions } from '@/features/portfolio/api/get-transactions';

export function TransactionsTable() {
  const { data, isLoading, error } = useTransactions();
  if (isLoading) return <Spinner label="Loading transactions" />;
  if (error) return <p role="alert" className="text-sm text-red-300">{errorMessage(error, 'Could not load transactions.')}</p>;
  if (!data || data.length === 0) return <p className="text-sm text-muted-foreground">No transactions yet.</p>;
  return (
    <Table aria-label="Transactions">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Description</TableHead>
          <TableHead>Metal</TableHead>
          <TableHead className="text-right">Amount</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.map((t) => (
          <TableRow key={t.id}>
            <TableCell>{t.createdAt ? formatDateTime(t.createdAt) : ''}</TableCell>
            <TableCell>
              <Badge variant={t.type === 'cancellation' ? 'destructive' : 'success'}>{t.type === 'cancellation' ? 'Cancellation' : 'Purchase'}</Badge>
            </TableCell>
            <TableCell>{t.description}</TableCell>
            <TableCell className="text-stone-300">
              {(t.metals ?? [])
                .map((m) => `${formatOz(m.quantity)} ${isMetalType(m.metalType) ? metalLabel[m.metalType] : (m.metalType ?? '')}`)
                .join(', ')}
            </TableCell>
            <TableCell className="text-right font-medium text-white">{formatUsd(t.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
