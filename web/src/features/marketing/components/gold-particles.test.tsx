import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { GoldParticles } from './gold-particles';

const fakeContext = () =>
  new Proxy(
    {},
    { get: (_t, name) => (name === 'createRadialGradient' ? () => ({ addColorStop: () => {} }) : () => {}) },
  );

describe('GoldParticles', () => {
  let visibility: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
  const raf = vi.fn(() => 1);
  const caf = vi.fn();

  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => fakeContext() as unknown as CanvasRenderingContext2D,
    );
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          visibility = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('requestAnimationFrame', raf);
    vi.stubGlobal('cancelAnimationFrame', caf);
    raf.mockClear();
    caf.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('animates only while on screen', () => {
    render(<GoldParticles />);
    expect(raf).toHaveBeenCalledTimes(1);
    act(() => visibility([{ isIntersecting: false }]));
    expect(caf).toHaveBeenCalled();
    expect(raf).toHaveBeenCalledTimes(1);
    act(() => visibility([{ isIntersecting: true }]));
    expect(raf).toHaveBeenCalledTimes(2);
  });

  it('stops in a background tab and stops for good when unmounted', () => {
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const { unmount } = render(<GoldParticles />);
    expect(raf).not.toHaveBeenCalled();
    hidden.mockReturnValue(false);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(raf).toHaveBeenCalledTimes(1);
    unmount();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(raf).toHaveBeenCalledTimes(1);
  });

  it('never animates under prefers-reduced-motion: a still frame instead', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query })),
    );
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () =>
        new Proxy(
          {},
          {
            get: (_t, name) =>
              name === 'drawImage'
                ? drawImage
                : name === 'createRadialGradient'
                  ? () => ({ addColorStop: () => {} })
                  : () => {},
          },
        ) as unknown as CanvasRenderingContext2D,
    );
    render(<GoldParticles />);
    expect(drawImage).toHaveBeenCalled();
    act(() => visibility([{ isIntersecting: true }]));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(raf).not.toHaveBeenCalled();
  });
});
