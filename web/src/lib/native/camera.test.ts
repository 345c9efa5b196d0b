import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickPhoto, pickPhotoFile } from '@/lib/native/camera';
import { startNative } from '@/lib/native/native';

// The plugin's own web implementation runs (a hidden file input it creates and clicks); the test
// plays the user choosing a file, or cancelling, on that input. jsdom has no object URLs, so
// URL.createObjectURL and the fetch of the blob URL are stubbed.
async function pickerInput(): Promise<HTMLInputElement> {
  await vi.waitFor(() => expect(document.querySelector('#_capacitor-camera-input')).not.toBeNull());
  return document.querySelector('#_capacitor-camera-input') as HTMLInputElement;
}

function choose(input: HTMLInputElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  input.dispatchEvent(new Event('change'));
}

describe('camera photo pick in a browser (Capacitor web implementation)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('returns the image the user picked in the plugin\'s file input', async () => {
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'id.png', { type: 'image/png' });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:picked') });
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('\x89PNG', { headers: { 'Content-Type': 'image/png' } }));
    const pending = pickPhotoFile('passport');
    choose(await pickerInput(), png);
    const file = await pending;
    expect(fetchSpy).toHaveBeenCalledWith('blob:picked');
    expect(file?.name).toBe('passport.png');
    expect(file?.type).toBe('image/png');
    expect(document.querySelector('#_capacitor-camera-input')).toBeNull(); // the plugin cleaned up
  });

  it('resolves null when the user cancels', async () => {
    const pending = pickPhoto();
    (await pickerInput()).dispatchEvent(new Event('cancel'));
    await expect(pending).resolves.toBeNull();
  });

  it('loads no native setup outside the shell', async () => {
    await expect(startNative()).resolves.toBeUndefined();
  });
});
