import { Camera, Loader2, ScanLine, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { activeIntlLocale, useT } from '@/i18n';
import { useCameraScan } from '@/lib/use-camera-scan';
import { useHydrated } from '@/lib/use-hydrated';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { verifySerial, type VerifyOutcome } from '../../api/verify-serial';
import { buttonStyles, cardClass } from '../button-styles';
import { cn } from '../cn';
import { Section, SectionHeading } from '../section';

const SAMPLE_SERIAL = 'AU-2024-001234';
const CAMERA_DELAY_MS = 2000;

type ScanState = 'idle' | 'scanning' | 'verifying';

function trustColour(score: number) {
  if (score >= 90) return 'text-emerald-400';
  if (score >= 70) return 'text-yellow-300';
  return 'text-red-400';
}

function Outcome({ outcome }: { outcome: VerifyOutcome }) {
  const t = useT();
  if (outcome.kind === 'unavailable') {
    return (
      <p className="flex items-start gap-2 rounded-xl border border-stone-700 bg-stone-900 p-4 text-stone-200">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-[#f0c14b]" />
        {t('scanner.unavailable')}
      </p>
    );
  }
  if (outcome.kind === 'not-found') {
    return (
      <div className="rounded-xl border border-stone-700 bg-stone-900 p-4 text-stone-200">
        <p className="flex items-center gap-2 text-lg font-semibold text-white">
          <ShieldAlert aria-hidden="true" className="size-5 text-red-400" />
          {t('scanner.warning')}
        </p>
        <p className="mt-2 text-sm">{outcome.message}</p>
      </div>
    );
  }
  const { result } = outcome;
  const verified = result.status === 'verified';
  return (
    <div className="rounded-xl border border-stone-700 bg-stone-900 p-4 text-sm text-stone-200">
      <p className="flex items-center gap-2 text-lg font-semibold text-white">
        {verified ? (
          <ShieldCheck aria-hidden="true" className="size-5 text-emerald-400" />
        ) : (
          <ShieldAlert aria-hidden="true" className="size-5 text-yellow-300" />
        )}
        {verified ? t('scanner.verified') : t('scanner.warning')}
      </p>
      <dl className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-stone-400">{t('scanner.product')}</dt>
          <dd>{result.productName}</dd>
        </div>
        <div>
          <dt className="text-stone-400">{t('scanner.serial')}</dt>
          <dd>{result.serialNumber}</dd>
        </div>
        <div>
          <dt className="text-stone-400">{t('scanner.trustScore')}</dt>
          <dd className={trustColour(result.trustScore)}>{result.trustScore}%</dd>
        </div>
        <div>
          <dt className="text-stone-400">{t('scanner.certifiedBy')}</dt>
          <dd>{result.certificationBody}</dd>
        </div>
        <div>
          <dt className="text-stone-400">{t('scanner.lastVerified')}</dt>
          <dd>{formatVerified(result.lastVerified)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-stone-400">{t('scanner.hash')}</dt>
          <dd className="break-all font-mono text-xs">{result.blockchainHash}</dd>
        </div>
      </dl>
    </div>
  );
}

/** "Oct 23, 2026" ("23. Okt. 2026") from the server's ISO time, in UTC; anything unparseable is shown as sent. */
function formatVerified(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleDateString(activeIntlLocale(), { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** Public authenticity scanner: serial entry or a camera QR scan (simulated only without a camera), then a lookup. */
export function ScannerSection() {
  const t = useT();
  const [serial, setSerial] = useState('');
  const serialInput = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(serialInput, setSerial);
  // The camera scan is JavaScript only: its button is disabled until the page is hydrated, or a
  // click on the pre-rendered markup would be lost.
  const hydrated = useHydrated();
  const [state, setState] = useState<ScanState>('idle');
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(null);
  const busy = state !== 'idle';

  const verify = async (value: string) => {
    if (!value.trim()) return;
    setState('verifying');
    setOutcome(null);
    setOutcome(await verifySerial(value));
    setState('idle');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNote(null);
    void verify(serial);
  };

  const video = useRef<HTMLVideoElement>(null);
  const [note, setNote] = useState<'scanner.noCamera' | 'scanner.cameraFailed' | 'scanner.cameraDenied' | null>(null);
  // The camera code and its QR decoder are fetched on the first scan, keeping the landing page's
  // first load small; leaving the page turns the camera off.
  const cameraScan = useCameraScan();
  const scanWithCamera = async () => {
    setState('scanning');
    setOutcome(null);
    setNote(null);
    const scan = await cameraScan(video.current);
    if (!scan) return; // the visitor left the page
    if (scan.kind === 'decoded') {
      setSerial(scan.text);
      void verify(scan.text);
      return;
    }
    if (scan.reason !== 'no-camera') {
      // Refused access is not a failed read: say what would make the camera work.
      setNote(scan.reason === 'denied' ? 'scanner.cameraDenied' : 'scanner.cameraFailed');
      setState('idle');
      return;
    }
    // Only a device without a camera gets the spec's simulated scan, and the note says so.
    setNote('scanner.noCamera');
    window.setTimeout(() => {
      setSerial(SAMPLE_SERIAL);
      void verify(SAMPLE_SERIAL);
    }, CAMERA_DELAY_MS);
  };

  return (
    <Section id="scanner" labelledBy="scanner-title" className="bg-stone-900/40">
      <SectionHeading
        id="scanner-title"
        eyebrow={t('scanner.eyebrow')}
        title={t('scanner.title')}
        description={t('scanner.description')}
      />
      <div className={cn(cardClass, 'mx-auto max-w-2xl')}>
        <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row" aria-busy={busy}>
          <label htmlFor="scanner-serial" className="sr-only">
            {t('scanner.serialLabel')}
          </label>
          <input
            ref={serialInput}
            id="scanner-serial"
            value={serial}
            onChange={(event) => setSerial(event.target.value)}
            placeholder={t('scanner.placeholder')}
            autoComplete="off"
            className="min-w-0 flex-1 rounded-full border border-stone-700 bg-stone-950 px-5 py-2.5 text-white placeholder:text-stone-400 focus-visible:border-[#d4a017] focus-visible:outline-2 focus-visible:outline-[#f0c14b]"
          />
          <button type="submit" disabled={!serial.trim() || busy} className={buttonStyles()}>
            {state === 'verifying' ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <ScanLine aria-hidden="true" className="size-4" />
            )}
            {t('scanner.verify')}
          </button>
        </form>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <button
            type="button"
            onClick={() => void scanWithCamera()}
            disabled={busy || !hydrated}
            className={buttonStyles({ variant: 'subtle', size: 'sm', hydrating: !hydrated })}
          >
            <Camera aria-hidden="true" className="size-4" />
            {state === 'scanning' ? t('scanner.scanning') : t('scanner.scan')}
          </button>
          <a href="/api/login" className={buttonStyles({ variant: 'outline', size: 'sm' })}>
            {t('scanner.signUp')}
          </a>
        </div>
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('scanner.cameraPreview')}
          className={state === 'scanning' ? 'mx-auto mt-4 max-h-60 rounded-lg' : 'hidden'}
        />
        <div aria-live="polite" className="mt-5 empty:mt-0">
          {note && <p className="mb-3 text-sm text-stone-300">{t(note)}</p>}
          {state === 'verifying' && <p className="text-stone-300">{t('scanner.verifying')}</p>}
          {outcome && <Outcome outcome={outcome} />}
        </div>
      </div>
    </Section>
  );
}
