/**
 * The camera scan's types. The scanners scan through ./use-camera-scan (which stops the camera
 * when they unmount); the camera loop lives in ./qr-camera-scan, a dynamic import reached only
 * when the camera is opened (so the landing page ships only the small hook), and that in turn
 * loads a decoder — the
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
