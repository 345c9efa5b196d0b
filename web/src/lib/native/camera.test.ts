import { afterAll, describe, expect, it, vi } from 'vitest';
import { pickPhoto } from '@/lib/native/camera';
import { startNative } from '@/lib/native/native';

// jsdom cannot drive the web implementation's file input: the plugin's getPhoto is replaced,
// its enums are the real ones.
const getPhoto = vi.hoisted(() => vi.fn());
vi.mock('@capacitor/camera', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  Camera: { getPhoto },
}));

describe('camera photo pick in a browser (Capacitor web implementation)', () => {
  afterAll(() => vi.restoreAllMocks());

  it('asks for quality 90 with editing allowed and returns the picked image', async () => {
    getPhoto.mockResolvedValueOnce({ webPath: 'blob:photo', format: 'jpeg', saved: false });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('jpeg', { headers: { 'Content-Type': 'image/jpeg' } }));
    const photo = await pickPhoto();
    expect(getPhoto).toHaveBeenCalledWith(expect.objectContaining({ quality: 90, allowEditing: true }));
    expect(fetchSpy).toHaveBeenCalledWith('blob:photo');
    expect(photo?.format).toBe('jpeg');
    expect(photo?.blob.size).toBe(4);
  });

  it('resolves null when the user cancels', async () => {
    getPhoto.mockRejectedValueOnce(new Error('User cancelled photos app'));
    await expect(pickPhoto()).resolves.toBeNull();
  });

  it('loads no native setup outside the shell', async () => {
    await expect(startNative()).resolves.toBeUndefined();
  });
});
