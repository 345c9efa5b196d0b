import { describe, expect, it, vi } from 'vitest';
import { pickPhoto } from '@/lib/native/camera';

// The options the shell's camera gets (camera.test.ts runs the plugin's web implementation, which
// does not expose them): the plugin's getPhoto is replaced here, its enums are the real ones.
const getPhoto = vi.hoisted(() => vi.fn());
vi.mock('@capacitor/camera', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  Camera: { getPhoto },
}));

describe('camera photo pick options', () => {
  it('asks for quality 90 with editing allowed', async () => {
    getPhoto.mockRejectedValueOnce(new Error('User cancelled photos app'));
    await expect(pickPhoto()).resolves.toBeNull();
    expect(getPhoto).toHaveBeenCalledWith(expect.objectContaining({ quality: 90, allowEditing: true }));
  });
});
