import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import type { JourneyStep } from '@/lib/provenance/types';
import { attestationLabel, stepLabel } from '../lib/status';

export function JourneyTimeline({
  steps,
  onStartScanning,
}: {
  steps: JourneyStep[] | null;
  onStartScanning: () => void;
}) {
  const t = useT();
  if (!steps || steps.length === 0) {
    return (
      <div className="rounded-xl border border-border p-8 text-center">
        <h3 className="text-lg font-semibold">{t('traceability.journey.none')}</h3>
        <p className="mt-2 text-sm text-muted-foreground">{t('traceability.journey.noneBody')}</p>
        <Button className="mt-4" onClick={onStartScanning}>
          {t('traceability.startScanning')}
        </Button>
      </div>
    );
  }
  return (
    <ol className="relative space-y-4 border-l border-border pl-6" aria-label={t('traceability.journey.label')}>
      {steps.map((s) => (
        <li key={s.seq} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.9rem] size-3 rounded-full bg-primary" />
          <p className="font-semibold">
            {s.seq}. {stepLabel(s.type)} — {s.action}
            {attestationLabel(s.attestation) && (
              <span className="ml-2 rounded-full border border-border px-2 py-0.5 align-middle text-xs font-normal text-muted-foreground">
                {attestationLabel(s.attestation)}
              </span>
            )}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('traceability.journey.meta', {
              time: formatDateTime(s.timestamp),
              location: s.location,
              verifier: s.verifiedBy,
            })}
          </p>
          <p className="font-mono text-xs break-all text-muted-foreground">
            {t('traceability.journey.hash', { hash: s.blockchainTxHash })}
          </p>
        </li>
      ))}
    </ol>
  );
}
