import { useState } from 'react';
import { Button } from '@/components/ui/button';
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
  const [proof, setProof] = useState<CertificateProof | null>(null);
  const [reporting, setReporting] = useState(false);
  const [issue, setIssue] = useState('');

  const share = async () => {
    const url = `${window.location.origin}/traceability?serial=${encodeURIComponent(result.serialNumber)}`;
    const text = `${result.serialNumber}: ${result.statusText} (trust score ${result.trustScore}%)`;
    try {
      if (navigator.share) {
        await navigator.share({ title: 'Aurum verification', text, url });
        return;
      }
      await navigator.clipboard.writeText(`${text} ${url}`);
      toast({ title: 'Link copied', description: 'The verification link is on your clipboard.' });
    } catch {
      toast({ title: 'Share Result', description: url });
    }
  };

  const download = async () => {
    try {
      const p = await getCertificate(result.serialNumber);
      setProof(p);
      downloadJson(`aurum-certificate-${result.serialNumber}.json`, p);
    } catch {
      toast({ title: 'Error', description: 'The certificate could not be issued. Please try again.', variant: 'destructive' });
    }
  };

  const submitIssue = async () => {
    if (issue.trim().length < 5) return;
    try {
      await reportIssue(result.serialNumber, issue.trim());
      toast({ title: 'Issue reported', description: 'Thank you. Our verification team will review it.' });
      setReporting(false);
      setIssue('');
    } catch {
      toast({ title: 'Error', description: 'The report could not be sent. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <article aria-label="Verification result" className="rounded-xl border border-border p-4">
      <h3 className="text-xl font-semibold">{statusText(result.status)}</h3>
      {result.reasons.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-sm text-yellow-300">
          {result.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
      <dl className="mt-3 grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div><dt className="text-muted-foreground">Product</dt><dd>{result.product.name}</dd></div>
        <div><dt className="text-muted-foreground">Serial</dt><dd>{result.serialNumber}</dd></div>
        <div><dt className="text-muted-foreground">Weight / purity</dt><dd>{result.product.weight} · {result.product.purity}</dd></div>
        <div><dt className="text-muted-foreground">Batch</dt><dd>{result.product.batch}</dd></div>
        <div><dt className="text-muted-foreground">Certified by</dt><dd>{result.certification.certifier ?? '—'} {result.certification.certificateNumber ?? ''}</dd></div>
        <div><dt className="text-muted-foreground">Location</dt><dd>{result.location.facility}, {result.location.current}</dd></div>
        <div><dt className="text-muted-foreground">Trust score</dt><dd className={trustClass(result.trustScore)}>{result.trustScore}%</dd></div>
        <div><dt className="text-muted-foreground">Custody chain</dt><dd>{result.chain.intact ? `${result.chain.length} events, intact` : `broken (${result.chain.problem})`}</dd></div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={onViewJourney}>View Journey</Button>
        <Button size="sm" variant="outline" onClick={() => void share()}>Share Result</Button>
        <Button size="sm" variant="outline" onClick={() => void download()}>Download Certificate</Button>
        <Button size="sm" variant="outline" onClick={() => setReporting((v) => !v)}>Report Issue</Button>
      </div>
      {reporting && (
        <div className="mt-3 flex flex-col gap-2">
          <label htmlFor="issue-text" className="text-sm">Describe the issue</label>
          <textarea id="issue-text" value={issue} onChange={(e) => setIssue(e.target.value)} className="min-h-20 rounded-md border border-border bg-transparent p-2 text-sm" />
          <Button size="sm" disabled={issue.trim().length < 5} onClick={() => void submitIssue()}>Send Report</Button>
        </div>
      )}
      {result.ownedByYou && !REPORTED.includes(result.itemStatus) && (
        <OwnerActions serial={result.serialNumber} canTransfer onDone={() => onChanged?.()} />
      )}
      {proof && <CertificatePanel proof={proof} />}
    </article>
  );
}
