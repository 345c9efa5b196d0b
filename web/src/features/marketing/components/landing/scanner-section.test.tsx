import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScannerSection } from './scanner-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ScannerSection', () => {
  it('keeps Verify disabled while the serial is blank or whitespace', async () => {
    const user = userEvent.setup();
    render(<ScannerSection />);
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await user.type(screen.getByLabelText('Serial number'), '   ');
    expect(verify).toBeDisabled();
    await user.type(screen.getByLabelText('Serial number'), 'AU-2024-001234');
    expect(verify).toBeEnabled();
  });

  it('keeps a serial typed into the pre-rendered field before hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ScannerSection />);
    document.body.append(container);
    const field = container.querySelector<HTMLInputElement>('#scanner-serial')!;
    field.value = 'AU-2024-001234';
    const root = await act(async () => hydrateRoot(container, <ScannerSection />));
    expect(screen.getByLabelText('Serial number')).toHaveValue('AU-2024-001234');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    act(() => root.unmount());
    container.remove();
  });

  it('keeps Scan with Camera disabled in the pre-rendered markup, in its enabled look, until hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ScannerSection />);
    document.body.append(container);
    const scan = () => screen.getByRole('button', { name: 'Scan with Camera' });
    try {
      // A click before hydration would be lost: the button waits for React instead.
      expect(scan()).toBeDisabled();
      expect(scan().className).not.toContain('disabled:opacity-50');
      const root = await act(async () => hydrateRoot(container, <ScannerSection />));
      expect(scan()).toBeEnabled();
      expect(scan().className).toContain('disabled:opacity-50');
      act(() => root.unmount());
    } finally {
      container.remove();
    }
  });

  it('warns that an unknown serial is not registered', async () => {
    const body = JSON.stringify({ code: 'not_found', message: 'No registered item matches this serial.' });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(body, { status: 404 })));
    const user = userEvent.setup();
    render(<ScannerSection />);
    await user.type(screen.getByLabelText('Serial number'), 'ZZ-0000-000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification Warning')).toBeInTheDocument();
    expect(screen.getByText('No registered item matches this serial.')).toBeInTheDocument();
  });

  it('says honestly that verification is not available when the service fails', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<ScannerSection />);
    await user.type(screen.getByLabelText('Serial number'), ' AU-2024-001234 ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/Verification service is not available yet/)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/verify/AU-2024-001234');
  });

  it('shows a verified result when the service answers', async () => {
    const result = {
      serialNumber: 'AU-2024-001234',
      status: 'verified',
      trustScore: 98,
      productName: '1 oz Gold Bar',
      certificationBody: 'LBMA',
      lastVerified: '2024-05-01',
      blockchainHash: '0xabc',
    };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(result), { status: 200 })));
    const user = userEvent.setup();
    render(<ScannerSection />);
    await user.type(screen.getByLabelText('Serial number'), 'AU-2024-001234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verified Authentic')).toBeInTheDocument();
    expect(screen.getByText('98%')).toBeInTheDocument();
  });

  it('links Sign Up for Full Access to /api/login', () => {
    render(<ScannerSection />);
    expect(screen.getByRole('link', { name: 'Sign Up for Full Access' })).toHaveAttribute('href', '/api/login');
  });
  it('simulates a scan only on a device without a camera, and says so', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    const user = userEvent.setup();
    render(<ScannerSection />);
    await user.click(screen.getByRole('button', { name: 'Scan with Camera' }));
    expect(await screen.findByText('No camera found: a simulated scan of a sample serial.')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled(), { timeout: 4_000 });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/verify/AU-2024-001234');
  });

  it('asks for the serial, with no simulated scan, when the camera is refused', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    const user = userEvent.setup();
    render(<ScannerSection />);
    await user.click(screen.getByRole('button', { name: 'Scan with Camera' }));
    expect(
      await screen.findByText('Camera access is blocked. Allow it in your browser, or type the serial number instead.'),
    ).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns the camera off at once when the visitor leaves mid-scan', async () => {
    const stop = vi.fn();
    const getUserMedia = vi.fn().mockResolvedValue({ getTracks: () => [{ stop }] });
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    // A camera with no QR code in view: the scan would go on for its full 15 s.
    const detect = vi.fn().mockResolvedValue([]);
    const Detector = vi.fn(function () {
      return { detect };
    });
    vi.stubGlobal('BarcodeDetector', Object.assign(Detector, { getSupportedFormats: async () => ['qr_code'] }));
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const user = userEvent.setup();
    const { unmount } = render(<ScannerSection />);
    await user.click(screen.getByRole('button', { name: 'Scan with Camera' }));
    await waitFor(() => expect(detect).toHaveBeenCalled());
    expect(stop).not.toHaveBeenCalled();
    unmount();
    await waitFor(() => expect(stop).toHaveBeenCalled(), { timeout: 500 });
    const frames = detect.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(detect).toHaveBeenCalledTimes(frames);
  });
});
