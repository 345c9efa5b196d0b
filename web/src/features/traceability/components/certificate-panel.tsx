import { Button } from '@/components/ui/button';
import { T, useT } from '@/i18n';
import type { CertificateProof } from '../api/certificate';

/** Printable view of a signed certificate; the JSON proof is downloaded beside it. */
export function CertificatePanel({ proof }: { proof: CertificateProof }) {
  const t = useT();
  const c = proof.certificate;
  return (
    <section
      aria-label={t('traceability.cert.label')}
      className="certificate-print mt-4 rounded-xl border border-border p-4 text-sm"
    >
      <h3 className="text-lg font-semibold">{t('traceability.cert.title')}</h3>
      <dl className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
        {Object.entries(c).map(([k, v]) => (
          <div key={k} className="break-all">
            <dt className="inline text-muted-foreground">{k}: </dt>
            <dd className="inline">{String(v)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 font-mono text-xs break-all">
        {t('traceability.cert.signature', { signature: proof.signature })}
      </p>
      <p className="font-mono text-xs break-all">{t('traceability.cert.key', { keyId: proof.keyId })}</p>
      <p className="mt-2 text-xs text-muted-foreground">
        <T id="traceability.cert.offline" components={{ 0: <code /> }} />
      </p>
      <Button variant="outline" size="sm" className="mt-3 print:hidden" onClick={() => window.print()}>
        {t('traceability.cert.print')}
      </Button>
    </section>
  );
}
