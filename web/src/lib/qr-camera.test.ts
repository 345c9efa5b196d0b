import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickQrDecoder } from './qr-camera-scan';
import { scanQrWithCamera } from './qr-camera-scan';

const jsQR = vi.hoisted(() => vi.fn());
vi.mock('jsqr', () => ({ default: jsQR }));

const stop = vi.fn();
const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream;

function cameraVideo() {
  const video = document.createElement('video');
  Object.defineProperty(video, 'videoWidth', { value: 640 });
  Object.defineProperty(video, 'videoHeight', { value: 480 });
  video.play = vi.fn().mockResolvedValue(undefined);
  return video;
}

function withCamera(getUserMedia = vi.fn().mockResolvedValue(stream)) {
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
  return getUserMedia;
}

beforeEach(() => {
  jsQR.mockReset();
  stop.mockReset();
  // jsdom has no 2D canvas: a stand-in that hands back blank pixels.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: vi.fn(),
    getImageData: (_x: number, _y: number, w: number, h: number) => ({
      data: new Uint8ClampedArray(w * h * 4),
      width: w,
      height: h,
    }),
  } as unknown as CanvasRenderingContext2D);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('pickQrDecoder', () => {
  it('uses the browser BarcodeDetector when it exists and reads QR codes', async () => {
    const Detector = Object.assign(vi.fn(), { getSupportedFormats: async () => ['ean_13', 'qr_code'] });
    vi.stubGlobal('BarcodeDetector', Detector);
    expect(await pickQrDecoder()).toBe('native');
  });

  it('uses the library when the BarcodeDetector cannot read QR codes', async () => {
    vi.stubGlobal('BarcodeDetector', Object.assign(vi.fn(), { getSupportedFormats: async () => ['ean_13'] }));
    expect(await pickQrDecoder()).toBe('library');
  });

  it('uses the library when there is no BarcodeDetector', async () => {
    vi.stubGlobal('BarcodeDetector', undefined);
    expect(await pickQrDecoder()).toBe('library');
  });
});

describe('scanQrWithCamera', () => {
  it('decodes with BarcodeDetector where it exists, without loading the library', async () => {
    withCamera();
    const detect = vi.fn().mockResolvedValue([{ rawValue: ' AURUM:AU-2024-001234:abc ' }]);
    vi.stubGlobal(
      'BarcodeDetector',
      Object.assign(
        vi.fn(function () {
          return { detect };
        }),
        { getSupportedFormats: async () => ['qr_code'] },
      ),
    );
    const video = cameraVideo();
    expect(await scanQrWithCamera(video)).toEqual({ kind: 'decoded', text: 'AURUM:AU-2024-001234:abc' });
    expect(detect).toHaveBeenCalledWith(video);
    expect(jsQR).not.toHaveBeenCalled();
    expect(stop).toHaveBeenCalled();
    expect(video.srcObject).toBeNull();
  });

  it('decodes camera frames with jsQR where BarcodeDetector is missing', async () => {
    withCamera();
    vi.stubGlobal('BarcodeDetector', undefined);
    jsQR.mockReturnValueOnce(null).mockReturnValue({ data: 'AURUM:AU-2024-001234:abc' });
    const result = await scanQrWithCamera(cameraVideo(), { timeoutMs: 5_000 });
    expect(result).toEqual({ kind: 'decoded', text: 'AURUM:AU-2024-001234:abc' });
    expect(jsQR).toHaveBeenCalledTimes(2);
    expect(jsQR.mock.calls[0].slice(1, 3)).toEqual([640, 480]);
    expect(stop).toHaveBeenCalled();
  });

  it('reports no camera when the browser has no media devices (the only case for a simulated scan)', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    expect(await scanQrWithCamera(cameraVideo())).toEqual({ kind: 'unavailable', reason: 'no-camera' });
    expect(jsQR).not.toHaveBeenCalled();
  });

  it('reports no camera when the device has none, and a refusal as denied', async () => {
    vi.stubGlobal('BarcodeDetector', undefined);
    withCamera(vi.fn().mockRejectedValue(new DOMException('none', 'NotFoundError')));
    expect(await scanQrWithCamera(cameraVideo())).toEqual({ kind: 'unavailable', reason: 'no-camera' });
    withCamera(vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError')));
    expect(await scanQrWithCamera(cameraVideo())).toEqual({ kind: 'unavailable', reason: 'denied' });
  });

  it('gives up with no-code when nothing is read in time', async () => {
    withCamera();
    vi.stubGlobal('BarcodeDetector', undefined);
    jsQR.mockReturnValue(null);
    expect(await scanQrWithCamera(cameraVideo(), { timeoutMs: 300 })).toEqual({
      kind: 'unavailable',
      reason: 'no-code',
    });
    expect(stop).toHaveBeenCalled();
  });

  it('stops the camera as soon as the scan is aborted, without waiting for the next frame', async () => {
    withCamera();
    vi.stubGlobal('BarcodeDetector', undefined);
    jsQR.mockReturnValue(null);
    vi.useFakeTimers();
    try {
      const controller = new AbortController();
      const scan = scanQrWithCamera(cameraVideo(), { signal: controller.signal });
      await vi.waitFor(() => expect(jsQR).toHaveBeenCalled());
      // The loop now waits between frames; with the clock stopped only the abort can end the wait.
      controller.abort();
      await expect(scan).resolves.toEqual({ kind: 'unavailable', reason: 'no-code' });
      expect(stop).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes the camera before reading a frame when the scan was aborted while the browser asked for it', async () => {
    const controller = new AbortController();
    withCamera(
      vi.fn(async () => {
        controller.abort(); // the user left while the permission prompt was open
        return stream;
      }),
    );
    vi.stubGlobal('BarcodeDetector', undefined);
    const video = cameraVideo();
    expect(await scanQrWithCamera(video, { signal: controller.signal })).toEqual({
      kind: 'unavailable',
      reason: 'no-code',
    });
    expect(stop).toHaveBeenCalled();
    expect(video.play).not.toHaveBeenCalled();
  });
});
