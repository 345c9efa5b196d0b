import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CameraScan, CameraScanOptions } from '@/lib/qr-camera';
import { mockFetch, renderWithApp } from '@/testing/test-utils';
import { TraderScanner } from '@/features/verification/components/trader-scanner';

const scanQrWithCamera = vi.hoisted(() =>
  vi.fn<(video: HTMLVideoElement | null, options?: CameraScanOptions) => Promise<CameraScan>>(),
);
vi.mock('@/lib/qr-camera-scan', () => ({ scanQrWithCamera }));

describe('TraderScanner', () => {
  it('stops its camera scan when the trader leaves the page', async () => {
    mockFetch({});
    // Nothing in view: the scan runs until it is aborted.
    scanQrWithCamera.mockImplementation(
      (_video, options) =>
        new Promise((resolve) =>
          options?.signal?.addEventListener('abort', () => resolve({ kind: 'unavailable', reason: 'no-code' })),
        ),
    );
    const { unmount } = renderWithApp(<TraderScanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Use camera' }));
    await waitFor(() => expect(scanQrWithCamera).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Scanning...' })).toBeDisabled();
    const signal = scanQrWithCamera.mock.calls[0][1]?.signal;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('still says when the camera read nothing while the trader stays', async () => {
    mockFetch({});
    scanQrWithCamera.mockResolvedValue({ kind: 'unavailable', reason: 'no-code' });
    renderWithApp(<TraderScanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Use camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The camera did not read a QR code');
  });
});
