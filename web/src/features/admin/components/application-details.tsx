import { useT, type MessageId } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import type { TraderApplication } from '@/features/admin/api/types';

/** A trader application's fields as a definition list (company, licence, address, volume, …). */
export function ApplicationDetails({ application }: { application: TraderApplication }) {
  const t = useT();
  const rows: [MessageId, string | null | undefined][] = [
    ['admin.traders.company', application.companyName],
    ['admin.traders.license', application.tradingLicense],
    ['admin.traders.address', application.businessAddress],
    ['admin.traders.volume', application.tradingVolume],
    ['admin.traders.businessType', application.businessType],
    ['admin.traders.experience', application.experience],
    ['admin.traders.submitted', application.submittedAt ? formatDateTime(application.submittedAt) : null],
  ];
  if (application.decidedAt) rows.push(['admin.traders.decided', formatDateTime(application.decidedAt)]);
  if (application.rejectionReason) rows.push(['admin.traders.rejectionReason', application.rejectionReason]);
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs text-muted-foreground">{t(label)}</dt>
          <dd className="break-words text-stone-200">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
