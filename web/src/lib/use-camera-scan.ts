import { useCallback, useEffect, useRef } from 'react';
import type { CameraScan, CameraScanOptions } from '@/lib/qr-camera';

/**
 * A camera QR scan tied to the component showing it: leaving the page (the component unmounts)
 * aborts the scan, so the camera turns off at once instead of staying on until the scan times out.
 *
 * Returns `scan(video, options)`, which resolves to the scan, or to null when the component
 * unmounted during it: the user walked away, so there is nothing to show (no "camera failed"
 * note). A new scan aborts one still running. The scanning code (and its decoder) is fetched on
 * the first scan, so a page with a scanner (the landing page among them) ships only this hook.
 */
export function useCameraScan() {
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  return useCallback(
    async (
      video: HTMLVideoElement | null,
      options: Omit<CameraScanOptions, 'signal'> = {},
    ): Promise<CameraScan | null> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const { scanQrWithCamera } = await import('@/lib/qr-camera-scan');
      // Gone while the code loaded: the camera is never opened.
      if (controller.signal.aborted) return null;
      const scan = await scanQrWithCamera(video, { ...options, signal: controller.signal });
      if (running.current === controller) running.current = null;
      return controller.signal.aborted ? null : scan;
    },
    [],
  );
}
