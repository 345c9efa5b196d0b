import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { useT, type MessageId } from '@/i18n';
import { formatDateTime, formatPercent } from '@/lib/format';
import { useRecords } from '../api/get-records';

const statusLabels: Record<string, MessageId> = {
  verified: 'verification.status.verified',
  warning: 'verification.status.warning',
  failed: 'verification.status.failed',
};

export function RecordsTab() {
  const t = useT();
  const [q, setQ] = useState('');
  const { data, isLoading } = useRecords(q.trim());
  return (
    <div className="space-y-3">
      <label htmlFor="records-search" className="sr-only">
        {t('verification.records.search')}
      </label>
      <Input
        id="records-search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={t('verification.records.search')}
      />
      {isLoading ? (
        <p>{t('verification.loading')}</p>
      ) : !data || data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('verification.records.empty')}</p>
      ) : (
        // Wide table: scrolls sideways inside its own box on a phone instead of squeezing columns.
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-sm [&_td]:py-1.5 [&_td]:pr-4 [&_th]:py-1.5 [&_th]:pr-4">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th>{t('verification.records.serial')}</th>
                <th>{t('verification.records.product')}</th>
                <th>{t('verification.records.status')}</th>
                <th>{t('verification.records.trust')}</th>
                <th>{t('verification.records.certifier')}</th>
                <th>{t('verification.records.scanned')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((r) => (
                <tr key={r.id} className="border-t border-border">
                  <td className="font-mono whitespace-nowrap">{r.serialNumber}</td>
                  <td>{r.productName}</td>
                  <td className="capitalize">{statusLabels[r.status] ? t(statusLabels[r.status]) : r.status}</td>
                  <td>{formatPercent(r.trustScore, { fractionDigits: 0 })}</td>
                  <td>{r.certificationBody}</td>
                  <td className="whitespace-nowrap">{formatDateTime(r.scanDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
