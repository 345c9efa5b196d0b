import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CameraScan, CameraScanOptions } from '@/lib/qr-camera';
import { useCameraScan } from '@/lib/use-camera-scan';

const scanQrWithCamera = vi.hoisted(() =>
  vi.fn<(video: HTMLVideoElement | null, options?: CameraScanOptions) => Promise<CameraScan>>(),
);
vi.mock('@/lib/qr-camera-scan', () => ({ scanQrWithCamera }));

/** A scan that runs until its signal aborts, as the camera loop does when nothing is in view. */
function scanUntilAborted(_video: HTMLVideoElement | null, options?: CameraScanOptions) {
  return new Promise<CameraScan>((resolve) =>
    options?.signal?.addEventListener('abort', () => resolve({ kind: 'unavailable', reason: 'no-code' })),
  );
}

const outcomes: (CameraScan | null)[] = [];

function Scanner() {
  const scan = useCameraScan();
  const [shown, setShown] = useState('idle');
  const start = async () => {
    setShown('scanning');
    const result = await scan(null, { timeoutMs: 15_000 });
    outcomes.push(result);
    if (result) setShown(result.kind === 'decoded' ? result.text : result.reason);
  };
  return (
    <>
      <button type="button" onClick={() => void start()}>
        scan
      </button>
      <p>{shown}</p>
    </>
  );
}

afterEach(() => {
  scanQrWithCamera.mockReset();
  outcomes.length = 0;
});

describe('useCameraScan', () => {
  it('hands the scan over with its options and an abort signal', async () => {
    scanQrWithCamera.mockResolvedValue({ kind: 'decoded', text: 'AURUM:AU-2024-001234:abc' });
    render(<Scanner />);
    await userEvent.click(screen.getByRole('button', { name: 'scan' }));
    expect(await screen.findByText('AURUM:AU-2024-001234:abc')).toBeInTheDocument();
    const [, options] = scanQrWithCamera.mock.calls[0];
    expect(options?.timeoutMs).toBe(15_000);
    expect(options?.signal?.aborted).toBe(false);
  });

  it('aborts a running scan when the component unmounts, and resolves to null (nothing to report)', async () => {
    scanQrWithCamera.mockImplementation(scanUntilAborted);
    const { unmount } = render(<Scanner />);
    await userEvent.click(screen.getByRole('button', { name: 'scan' }));
    await waitFor(() => expect(scanQrWithCamera).toHaveBeenCalled());
    const signal = scanQrWithCamera.mock.calls[0][1]?.signal;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(outcomes).toEqual([null]));
  });

  it('reports a scan that failed while the component is still shown', async () => {
    scanQrWithCamera.mockResolvedValue({ kind: 'unavailable', reason: 'denied' });
    render(<Scanner />);
    await userEvent.click(screen.getByRole('button', { name: 'scan' }));
    expect(await screen.findByText('denied')).toBeInTheDocument();
  });

  it('aborts the previous scan when a new one starts', async () => {
    scanQrWithCamera.mockImplementation(scanUntilAborted);
    render(<Scanner />);
    await userEvent.click(screen.getByRole('button', { name: 'scan' }));
    await waitFor(() => expect(scanQrWithCamera).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'scan' }));
    await waitFor(() => expect(scanQrWithCamera).toHaveBeenCalledTimes(2));
    expect(scanQrWithCamera.mock.calls[0][1]?.signal?.aborted).toBe(true);
    expect(scanQrWithCamera.mock.calls[1][1]?.signal?.aborted).toBe(false);
    await waitFor(() => expect(outcomes).toEqual([null]));
  });
});
