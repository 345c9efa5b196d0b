import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n';
import type { VerificationResult } from '@/lib/provenance/types';
import { useCameraScan } from '@/lib/use-camera-scan';
import { SAMPLE_SERIALS } from '../lib/status';
import { ResultCard } from './result-card';

type Phase = 'idle' | 'scanning' | 'found' | 'verifying';

/** Scanner tab: camera (real QR decoding; the spec's simulated 2 s + 1 s scan only without a camera), manual entry, samples. */
export function ScannerTab({
  result,
  error,
  verifying,
  onVerify,
  onViewJourney,
  onChanged,
}: {
  result: VerificationResult | null;
  error: string | null;
  verifying: boolean;
  onVerify: (query: string) => void;
  onViewJourney: () => void;
  onChanged?: () => void;
}) {
  const t = useT();
  const [serial, setSerial] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const video = useRef<HTMLVideoElement>(null);
  const cameraScan = useCameraScan();
  const [note, setNote] = useState<'traceability.scan.noCamera' | 'traceability.scan.cameraFailed' | null>(null);

  const submit = (value: string) => {
    if (!value.trim()) return;
    onVerify(value.trim());
  };

  const startScanning = async () => {
    setPhase('scanning');
    setNote(null);
    const scan = await cameraScan(video.current, { timeoutMs: 15_000 });
    if (!scan) return; // the user left the page
    if (scan.kind === 'decoded') {
      setPhase('idle');
      setSerial(scan.text);
      submit(scan.text);
      return;
    }
    if (scan.reason !== 'no-camera') {
      setNote('traceability.scan.cameraFailed');
      setPhase('idle');
      return;
    }
    // No camera at all: the spec's simulated scan of a sample serial, and the note says so.
    setNote('traceability.scan.noCamera');
    window.setTimeout(() => {
      setPhase('found');
      window.setTimeout(() => {
        setPhase('idle');
        setSerial(SAMPLE_SERIALS[0]);
        submit(SAMPLE_SERIALS[0]);
      }, 1000);
    }, 2000);
  };

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      submit(serial);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border p-6">
        <video
          ref={video}
          muted
          playsInline
          className={phase === 'scanning' ? 'max-h-64 rounded-lg' : 'hidden'}
          aria-label={t('traceability.scan.preview')}
        />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t(
            phase === 'scanning'
              ? 'traceability.scan.scanning'
              : phase === 'found'
                ? 'traceability.scan.found'
                : verifying
                  ? 'traceability.scan.verifying'
                  : 'traceability.scan.point',
          )}
        </p>
        {note && <p className="text-center text-sm text-muted-foreground">{t(note)}</p>}
        <Button onClick={() => void startScanning()} disabled={phase !== 'idle' || verifying}>
          {t('traceability.startScanning')}
        </Button>
      </div>
      <div className="flex gap-2">
        <label htmlFor="trace-serial" className="sr-only">
          {t('traceability.scan.serial')}
        </label>
        <Input
          id="trace-serial"
          value={serial}
          placeholder={t('traceability.scan.placeholder')}
          onChange={(e) => setSerial(e.target.value)}
          onKeyDown={onKey}
        />
        <Button onClick={() => submit(serial)} disabled={!serial.trim() || verifying}>
          {t('traceability.scan.verify')}
        </Button>
      </div>
      <div className="flex flex-wrap gap-2" aria-label={t('traceability.scan.samples')}>
        {SAMPLE_SERIALS.map((s) => (
          <Button
            key={s}
            size="sm"
            variant="outline"
            onClick={() => {
              setSerial(s);
              submit(s);
            }}
          >
            {s}
          </Button>
        ))}
      </div>
      {error && (
        <p role="alert" className="rounded-lg border border-red-500/50 p-3 text-sm text-red-300">
          {t('traceability.scan.failed', { error })}
        </p>
      )}
      {result && <ResultCard result={result} onViewJourney={onViewJourney} onChanged={onChanged} />}
    </div>
  );
}
