import { useT, type MessageId } from '@/i18n';
import { formatDateTime, formatWholeUsd } from '@/lib/format';
import type { TraderApplication } from '@/features/admin/api/types';

type Translate = ReturnType<typeof useT>;
const usd = (value: number) => formatWholeUsd(value, { compact: true });

/** The application form's codes ("100k_500k", "bullion_dealer", "5_10") in words; unknown codes as sent. */
function volumeLabel(t: Translate, code: string | null): string | null {
  const labels: Record<string, () => string> = {
    under_100k: () => t('admin.application.volume.under', { amount: usd(100_000) }),
    '100k_500k': () => t('admin.application.volume.between', { from: usd(100_000), to: usd(500_000) }),
    '500k_1m': () => t('admin.application.volume.between', { from: usd(500_000), to: usd(1_000_000) }),
    over_1m: () => t('admin.application.volume.over', { amount: usd(1_000_000) }),
  };
  return code && labels[code] ? labels[code]() : code;
}

const businessTypes: Record<string, MessageId> = {
  bullion_dealer: 'admin.application.businessType.bullion_dealer',
  refinery: 'admin.application.businessType.refinery',
  jeweller: 'admin.application.businessType.jeweller',
  mining: 'admin.application.businessType.mining',
  institutional: 'admin.application.businessType.institutional',
  other: 'admin.application.businessType.other',
};

function experienceLabel(t: Translate, code: string | null): string | null {
  const labels: Record<string, () => string> = {
    '0_2': () => t('admin.application.experience.lessThan', { count: 2 }),
    '2_5': () => t('admin.application.experience.between', { from: 2, to: 5 }),
    '5_10': () => t('admin.application.experience.between', { from: 5, to: 10 }),
    '10_plus': () => t('admin.application.experience.moreThan', { count: 10 }),
  };
  return code && labels[code] ? labels[code]() : code;
}

/** A trader application's fields as a definition list (company, licence, address, volume, …). */
export function ApplicationDetails({ application }: { application: TraderApplication }) {
  const t = useT();
  const rows: [MessageId, string | null | undefined][] = [
    ['admin.traders.company', application.companyName],
    ['admin.traders.license', application.tradingLicense],
    ['admin.traders.address', application.businessAddress],
    ['admin.traders.volume', volumeLabel(t, application.tradingVolume)],
    [
      'admin.traders.businessType',
      application.businessType && businessTypes[application.businessType]
        ? t(businessTypes[application.businessType])
        : application.businessType,
    ],
    ['admin.traders.experience', experienceLabel(t, application.experience)],
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
