import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { useItems } from '../api/get-items';
import { recordsCsvUrl } from '../api/get-records';
import { qrLabelUrl } from '../api/qr-label';

export function ReportsTab() {
  const t = useT();
  const { data: items } = useItems();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <a href={recordsCsvUrl('')} download="verification-records.csv">
            {t('verification.reports.csv')}
          </a>
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          {t('verification.reports.print')}
        </Button>
      </div>
      <section
        aria-label={t('verification.reports.labels')}
        className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6"
      >
        {(items ?? []).slice(0, 48).map((i) => (
          <figure key={i.id} className="rounded-lg border border-border bg-white p-2 text-center text-black">
            <img
              src={qrLabelUrl(i.serialNumber)}
              alt={t('verification.reports.labelFor', { serial: i.serialNumber })}
              loading="lazy"
              className="mx-auto w-full"
            />
            <figcaption className="text-[10px]">{i.productName}</figcaption>
          </figure>
        ))}
      </section>
    </div>
  );
}
