import { Button } from '@/components/ui/button';
import type { JourneyStep } from '@/lib/provenance/types';
import { attestationLabel, stepLabel } from '../lib/status';

export function JourneyTimeline({ steps, onStartScanning }: { steps: JourneyStep[] | null; onStartScanning: () => void }) {
  if (!steps || steps.length === 0) {
    return (
      <div className="rounded-xl border border-border p-8 text-center">
        <h3 className="text-lg font-semibold">No Journey Data</h3>
        <p className="mt-2 text-sm text-muted-foreground">Scan a product to see its supply-chain journey.</p>
        <Button className="mt-4" onClick={onStartScanning}>
          Start Scanning
        </Button>
      </div>
    );
  }
  return (
    <ol className="relative space-y-4 border-l border-border pl-6" aria-label="Supply-chain journey">
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
            {new Date(s.timestamp).toLocaleString()} · {s.location} · verified by {s.verifiedBy}
          </p>
          <p className="font-mono text-xs break-all text-muted-foreground">hash {s.blockchainTxHash}</p>
        </li>
      ))}
    </ol>
  );
}
