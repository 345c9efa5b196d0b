import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { formatPercent } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { getCertificate, reportIssue, type CertificateProof } from '../api/certificate';
import type { VerificationResult } from '@/lib/provenance/types';
import { statusText, trustClass } from '../lib/status';
import { CertificatePanel } from './certificate-panel';
import { OwnerActions } from './owner-actions';

function downloadJson(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const REPORTED = ['reported_stolen', 'reported_lost'];

export function ResultCard({
  result,
  onViewJourney,
  onChanged,
}: {
  result: VerificationResult;
  onViewJourney: () => void;
  /** After an owner action: look the item up again. */
  onChanged?: () => void;
}) {
  const t = useT();
  const [proof, setProof] = useState<CertificateProof | null>(null);
  const [reporting, setReporting] = useState(false);
  const [issue, setIssue] = useState('');

  const share = async () => {
    const url = `${window.location.origin}/traceability?serial=${encodeURIComponent(result.serialNumber)}`;
    const text = t('traceability.result.shareText', {
      serial: result.serialNumber,
      status: result.statusText,
      score: result.trustScore,
    });
    try {
      if (navigator.share) {
        await navigator.share({ title: t('traceability.result.shareTitle'), text, url });
        return;
      }
      await navigator.clipboard.writeText(`${text} ${url}`);
      toast({ title: t('traceability.result.copied'), description: t('traceability.result.copiedBody') });
    } catch {
      toast({ title: t('traceability.result.share'), description: url });
    }
  };

  const download = async () => {
    try {
      const p = await getCertificate(result.serialNumber);
      setProof(p);
      downloadJson(`aurum-certificate-${result.serialNumber}.json`, p);
    } catch {
      toast({
        title: t('traceability.error'),
        description: t('traceability.result.certFailed'),
        variant: 'destructive',
      });
    }
  };

  const submitIssue = async () => {
    if (issue.trim().length < 5) return;
    try {
      await reportIssue(result.serialNumber, issue.trim());
      toast({ title: t('traceability.result.issueReported'), description: t('traceability.result.issueThanks') });
      setReporting(false);
      setIssue('');
    } catch {
      toast({
        title: t('traceability.error'),
        description: t('traceability.result.issueFailed'),
        variant: 'destructive',
      });
    }
  };

  return (
    <article aria-label={t('traceability.result.label')} className="rounded-xl border border-border p-4">
      <h3 className="text-xl font-semibold">{statusText(result.status)}</h3>
      {result.reasons.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-sm text-yellow-300">
          {result.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
      <dl className="mt-3 grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">{t('traceability.result.product')}</dt>
          <dd>{result.product.name}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('traceability.result.serial')}</dt>
          <dd>{result.serialNumber}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('traceability.result.weightPurity')}</dt>
          <dd>
            {result.product.weight} · {result.product.purity}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('traceability.result.batch')}</dt>
          <dd>{result.product.batch}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('traceability.result.certifiedBy')}</dt>
          <dd>
            {result.certification.certifier ?? '—'} {result.certification.certificateNumber ?? ''}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('traceability.result.location')}</dt>
          <dd>
            {result.location.facility}, {result.location.current}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('traceability.result.trust')}</dt>
          <dd className={trustClass(result.trustScore)}>{formatPercent(result.trustScore, { fractionDigits: 0 })}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('traceability.result.chain')}</dt>
          <dd>
            {result.chain.intact
              ? t('traceability.result.chainIntact', { count: result.chain.length })
              : t('traceability.result.chainBroken', { problem: result.chain.problem })}
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={onViewJourney}>
          {t('traceability.result.viewJourney')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => void share()}>
          {t('traceability.result.share')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => void download()}>
          {t('traceability.result.download')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setReporting((v) => !v)}>
          {t('traceability.result.report')}
        </Button>
      </div>
      {reporting && (
        <div className="mt-3 flex flex-col gap-2">
          <label htmlFor="issue-text" className="text-sm">
            {t('traceability.result.describe')}
          </label>
          <textarea
            id="issue-text"
            value={issue}
            onChange={(e) => setIssue(e.target.value)}
            className="min-h-20 rounded-md border border-border bg-transparent p-2 text-sm"
          />
          <Button size="sm" disabled={issue.trim().length < 5} onClick={() => void submitIssue()}>
            {t('traceability.result.sendReport')}
          </Button>
        </div>
      )}
      {result.ownedByYou && !REPORTED.includes(result.itemStatus) && (
        <OwnerActions serial={result.serialNumber} canTransfer onDone={() => onChanged?.()} />
      )}
      {proof && <CertificatePanel proof={proof} />}
    </article>
  );
}
