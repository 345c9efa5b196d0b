import type { CameraProblem, CameraScan, CameraScanOptions } from './qr-camera';

/** Reads the current video frame: the QR text, or null when no code is in view. */
type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorCtor {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

export type QrDecoderKind = 'native' | 'library';

/**
 * The browser's BarcodeDetector when it exists and reads QR codes (Chrome on Android and macOS,
 * Safari 17+ on macOS); the jsQR library everywhere else (Chrome on Linux and Windows, Firefox,
 * Safari on iPhone).
 */
export async function pickQrDecoder(): Promise<QrDecoderKind> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
  if (typeof Detector !== 'function') return 'library';
  const formats = await Detector.getSupportedFormats?.().catch(() => [] as string[]);
  return !formats || formats.includes('qr_code') ? 'native' : 'library';
}

function nativeReader(): FrameReader {
  const Detector = (globalThis as unknown as { BarcodeDetector: BarcodeDetectorCtor }).BarcodeDetector;
  const detector = new Detector({ formats: ['qr_code'] });
  return async (video) => {
    const codes = await detector.detect(video).catch(() => []);
    return codes[0]?.rawValue?.trim() || null;
  };
}

/** Frames are drawn on a canvas (at most 800 px on the long side) and handed to jsQR. */
async function libraryReader(): Promise<FrameReader> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const { videoWidth: w, videoHeight: h } = video;
    if (!context || !w || !h) return null;
    const scale = Math.min(1, 800 / Math.max(w, h));
    canvas.width = Math.round(w * scale);
    canvas.height = Math.round(h * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data.trim() || null;
  };
}

function problemOf(error: unknown): CameraProblem {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NotFoundError' || name === 'OverconstrainedError' ? 'no-camera' : 'denied';
}

/** Waits `ms` between two frames, or less when `signal` aborts (the camera then stops at once). */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Opens the camera, reads frames until a QR code is decoded, the time is up or `signal` aborts.
 * Loaded with a dynamic import() only when a scanner opens the camera (see ./qr-camera).
 */
export async function scanQrWithCamera(
  video: HTMLVideoElement | null,
  { timeoutMs = 15_000, signal }: CameraScanOptions = {},
): Promise<CameraScan> {
  if (!video || !globalThis.navigator?.mediaDevices?.getUserMedia) return { kind: 'unavailable', reason: 'no-camera' };
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  } catch (error) {
    return { kind: 'unavailable', reason: problemOf(error) };
  }
  try {
    // Aborted while the browser asked for the camera: close it before loading a decoder.
    if (signal?.aborted) return { kind: 'unavailable', reason: 'no-code' };
    const read = (await pickQrDecoder()) === 'native' ? nativeReader() : await libraryReader();
    video.srcObject = stream;
    await video.play()?.catch(() => undefined);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && !signal?.aborted) {
      const text = await read(video).catch(() => null);
      if (text) return { kind: 'decoded', text };
      await pause(200, signal);
    }
    return { kind: 'unavailable', reason: 'no-code' };
  } finally {
    stream.getTracks().forEach((track) => track.stop());
    video.srcObject = null;
  }
}
