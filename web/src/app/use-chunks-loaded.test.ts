import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useChunksLoaded } from '@/app/use-chunks-loaded';

/** A component whose chunk loads when `arrive` or `fail` is called. */
function chunk() {
  let loaded = false;
  let settle: (ok: boolean) => void = () => {};
  const pending = new Promise<void>((resolve, reject) => {
    settle = (ok) => (ok ? ((loaded = true), resolve()) : reject(new Error('chunk failed')));
  });
  return {
    preload: () => pending,
    isLoaded: () => loaded,
    arrive: () => settle(true),
    fail: () => settle(false),
  };
}

describe('useChunksLoaded', () => {
  it('is false until both chunks are in, and renders again when they are', async () => {
    const shell = chunk();
    const page = chunk();
    const { result } = renderHook(() => useChunksLoaded(shell, page));
    expect(result.current).toBe(false);
    shell.arrive();
    await Promise.resolve();
    expect(result.current).toBe(false);
    page.arrive();
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('is true at once for loaded chunks or none', () => {
    const shell = chunk();
    shell.arrive();
    expect(renderHook(() => useChunksLoaded(shell, null)).result.current).toBe(true);
    expect(renderHook(() => useChunksLoaded(null, null)).result.current).toBe(true);
  });

  it('gives way when a chunk fails, so the component throws to its error boundary', async () => {
    const page = chunk();
    const { result } = renderHook(() => useChunksLoaded(null, page));
    expect(result.current).toBe(false);
    page.fail();
    await waitFor(() => expect(result.current).toBe(true));
  });
});
