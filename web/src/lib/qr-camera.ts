/**
 * Reads one QR code from the device camera with the browser's BarcodeDetector (Chromium,
 * Android, recent Safari). Without a camera or a detector it reports `unavailable`, and the
 * scanners fall back to the spec's simulated scan of a sample serial.
 */
export type CameraScan = { kind: 'decoded'; text: string } | { kind: 'unavailable'; reason: string };

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorCtor = new (options: { formats: string[] }) => BarcodeDetectorLike;

export function cameraScanSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    !!navigator.mediaDevices?.getUserMedia &&
    typeof (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector === 'function'
  );
}

export async function scanQrWithCamera(
  video: HTMLVideoElement | null,
  { timeoutMs = 15_000, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<CameraScan> {
  if (!cameraScanSupported() || !video) return { kind: 'unavailable', reason: 'no camera or QR decoder' };
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  } catch {
    return { kind: 'unavailable', reason: 'camera permission denied or no camera' };
  }
  const Detector = (globalThis as unknown as { BarcodeDetector: BarcodeDetectorCtor }).BarcodeDetector;
  const detector = new Detector({ formats: ['qr_code'] });
  try {
    video.srcObject = stream;
    await video.play().catch(() => undefined);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && !signal?.aborted) {
      const codes = await detector.detect(video).catch(() => [] as DetectedBarcode[]);
      const text = codes[0]?.rawValue?.trim();
      if (text) return { kind: 'decoded', text };
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return { kind: 'unavailable', reason: 'no QR code seen' };
  } finally {
    stream.getTracks().forEach((t) => t.stop());
    video.srcObject = null;
  }
}
