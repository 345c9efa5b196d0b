import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n';
import { readApiError } from '@/lib/api-client';
import { scanQuery } from '@/lib/provenance/scan';
import type { VerificationResult } from '@/lib/provenance/types';
import { useCameraScan } from '@/lib/use-camera-scan';
import { verificationKeys } from '../api/verification-keys';

function trustClass(score: number) {
  return score >= 90 ? 'bg-emerald-500' : score >= 70 ? 'bg-yellow-400' : 'bg-red-500';
}

export function TraderScanner() {
  const t = useT();
  const [serial, setSerial] = useState('');
  const [result, setResult] = useState<VerificationResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const cameraScan = useCameraScan();
  const queryClient = useQueryClient();

  const verify = async (value: string) => {
    if (!value.trim()) return;
    setError(null);
    try {
      setResult(await scanQuery(value));
    } catch (e) {
      setResult(null);
      setError(readApiError(e)?.message ?? t('verification.scanner.failed'));
    }
    void queryClient.invalidateQueries({ queryKey: verificationKeys.all });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void verify(serial);
  };

  const scan = async () => {
    setCamera(true);
    const r = await cameraScan(video.current);
    if (!r) return; // the trader left the page
    setCamera(false);
    if (r.kind === 'decoded') {
      setSerial(r.text);
      void verify(r.text);
    } else {
      setError(t(r.reason === 'no-camera' ? 'verification.scanner.noCamera' : 'verification.scanner.cameraFailed'));
    }
  };

  return (
    <div className="space-y-4">
      <form onSubmit={onSubmit} className="flex flex-wrap gap-2">
        <label htmlFor="trader-serial" className="sr-only">
          {t('verification.scanner.serial')}
        </label>
        <Input
          id="trader-serial"
          value={serial}
          onChange={(e) => setSerial(e.target.value)}
          placeholder={t('verification.scanner.placeholder')}
          className="basis-full sm:flex-1"
        />
        <Button type="submit">{t('verification.scanner.verify')}</Button>
        <Button type="button" variant="outline" onClick={() => void scan()} disabled={camera}>
          {t(camera ? 'verification.scanner.scanning' : 'verification.scanner.camera')}
        </Button>
      </form>
      <video
        ref={video}
        muted
        playsInline
        className={camera ? 'max-h-64 rounded-lg' : 'hidden'}
        aria-label={t('verification.scanner.preview')}
      />
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      {result && (
        <div className="rounded-xl border border-border p-4">
          <p className="text-lg font-semibold">{result.statusText}</p>
          <p className="text-sm">
            {result.productName} · {result.serialNumber} ·{' '}
            {result.certificationBody ?? t('verification.scanner.noCertifier')}
          </p>
          <div
            className="mt-2 h-2 w-full rounded bg-stone-800"
            aria-label={t('verification.scanner.trust', { score: result.trustScore })}
          >
            <div
              className={`h-2 rounded ${trustClass(result.trustScore)}`}
              style={{ width: `${result.trustScore}%` }}
            />
          </div>
          <p className="mt-1 text-sm">{t('verification.scanner.trust', { score: result.trustScore })}</p>
          {result.reasons.map((r) => (
            <p key={r} className="text-sm text-yellow-300">
              {r}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
