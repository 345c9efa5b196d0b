/**
 * Reads one QR code from the device camera. The scanners scan through ./use-camera-scan (which
 * stops the camera when they unmount); this module and that hook stay tiny: the camera loop lives
 * in ./qr-camera-scan, a dynamic import reached only when the camera is opened (the hook imports
 * it itself, so the landing page ships no wrapper), and that in turn loads a decoder — the
 * browser's BarcodeDetector where it reads QR codes, else the jsQR library
 * (docs/decisions/0005-qr-decoding-library.md).
 *
 * `no-camera` is the only outcome after which the scanners may show their simulated scan (and say
 * so); `denied` (access blocked or the camera busy) and `no-code` (nothing read in time) ask the
 * user to type the serial instead.
 */
export type CameraProblem = 'no-camera' | 'denied' | 'no-code';
export type CameraScan = { kind: 'decoded'; text: string } | { kind: 'unavailable'; reason: CameraProblem };
export interface CameraScanOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Scans with the camera; the scanning code (and its decoder) is fetched on the first call. */
export async function scanQrWithCamera(
  video: HTMLVideoElement | null,
  options?: CameraScanOptions,
): Promise<CameraScan> {
  return (await import('./qr-camera-scan')).scanQrWithCamera(video, options);
}
