import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { dustMotion, dustResolution, GoldParticles, glowsPerStep } from './gold-particles';

const fakeContext = (drawImage = vi.fn()) =>
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
  ) as unknown as CanvasRenderingContext2D;

function stubReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

describe('dustMotion', () => {
  it('runs only on screen, in a visible tab, without a reduced-motion preference', () => {
    expect(dustMotion({ onScreen: true, hidden: false, reducedMotion: false })).toBe('running');
    expect(dustMotion({ onScreen: false, hidden: false, reducedMotion: false })).toBe('paused');
    expect(dustMotion({ onScreen: true, hidden: true, reducedMotion: false })).toBe('paused');
    expect(dustMotion({ onScreen: true, hidden: false, reducedMotion: true })).toBe('paused');
  });
});

describe('GoldParticles', () => {
  let visibility: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
  const disconnect = vi.fn();
  const drawImage = vi.fn();
  const raf = vi.fn(() => 1);
  let idle: (() => void)[] = [];
  /** Runs the idle callbacks queued so far, and those they queue. */
  const runIdle = () =>
    act(() => {
      while (idle.length) idle.shift()!();
    });

  beforeEach(() => {
    drawImage.mockClear();
    raf.mockClear();
    disconnect.mockClear();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => fakeContext(drawImage));
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          visibility = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    vi.stubGlobal('requestAnimationFrame', raf);
    idle = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    stubReducedMotion(false);
  });
  afterEach(() => {
    cleanup(); // unmount while the idle-callback stubs are still in place
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const backdrop = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-motion]')!;

  it('paints each layer once when the page is idle and moves it with CSS: no work per frame', () => {
    const { container } = render(<GoldParticles />);
    expect(drawImage).not.toHaveBeenCalled();
    runIdle();
    const layers = container.querySelectorAll<HTMLCanvasElement>('canvas.dust-layer');
    expect(layers).toHaveLength(2);
    for (const layer of layers) {
      // Its own (mocked) height, a 300 px tile twice, at the layer's resolution.
      expect(layer.height).toBe(600 * dustResolution);
      expect(layer.style.animationDuration).toMatch(/^\d+(\.\d)?s$/);
    }
    // 70 particles over two layers, each stamped four times (a tile higher and lower) for a seamless loop.
    expect(drawImage).toHaveBeenCalledTimes(70 * 4);
    expect(raf).not.toHaveBeenCalled();
    expect(backdrop(container).dataset.motion).toBe('running');
  });

  it('paints in small steps, one idle callback each, so no step is a long task', () => {
    render(<GoldParticles />);
    const perCallback: number[] = [];
    act(() => {
      while (idle.length) {
        const before = drawImage.mock.calls.length;
        idle.shift()!();
        perCallback.push(drawImage.mock.calls.length - before);
      }
    });
    expect(perCallback.reduce((sum, n) => sum + n, 0)).toBe(70 * 4);
    expect(Math.max(...perCallback)).toBe(glowsPerStep * 4);
    // The first paint, the sprite, and per layer its sizing, its batches of glows and its animation.
    const batches = Math.ceil(42 / glowsPerStep) + Math.ceil(28 / glowsPerStep);
    expect(perCallback).toHaveLength(1 + 1 + 2 * 2 + batches);
  });

  it('pauses while off screen and resumes when scrolled back', () => {
    const { container } = render(<GoldParticles />);
    act(() => visibility([{ isIntersecting: false }]));
    expect(backdrop(container).dataset.motion).toBe('paused');
    act(() => visibility([{ isIntersecting: true }]));
    expect(backdrop(container).dataset.motion).toBe('running');
  });

  it('pauses in a background tab, and lets go of everything when unmounted', () => {
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const { container, unmount } = render(<GoldParticles />);
    expect(backdrop(container).dataset.motion).toBe('paused');
    hidden.mockReturnValue(false);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(backdrop(container).dataset.motion).toBe('running');
    unmount();
    expect(disconnect).toHaveBeenCalled();
  });

  it('shows a still frame under prefers-reduced-motion', () => {
    stubReducedMotion(true);
    const { container } = render(<GoldParticles />);
    runIdle();
    expect(drawImage).toHaveBeenCalled();
    act(() => visibility([{ isIntersecting: true }]));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(backdrop(container).dataset.motion).toBe('paused');
  });

  it('logs and shows the plain backdrop when the canvas cannot draw', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => {
      throw new Error('no canvas');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<GoldParticles />);
    runIdle();
    expect(warn).toHaveBeenCalledWith('Hero animation could not start', expect.any(Error));
    expect(container.querySelector<HTMLElement>('.dust-layer')!.style.animationDuration).toBe('');
  });
});
