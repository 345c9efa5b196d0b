import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A stand-in for the browser's PerformanceObserver that reports what the test tells it to. */
class FakeObserver {
  static supportedEntryTypes = ['paint'];
  static last: FakeObserver | undefined;
  disconnected = false;
  constructor(private readonly callback: Callback) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(name: string) {
    this.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
  }
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 16));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    FakeObserver.last = undefined;
  });

  it('waits for the first contentful paint, not for the first frame', () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const task = vi.fn();
    afterFirstPaint(task);
    vi.advanceTimersByTime(100); // the first frame and more have passed
    expect(task).not.toHaveBeenCalled();
    FakeObserver.last!.report('first-paint'); // a paint without content
    expect(task).not.toHaveBeenCalled();
    FakeObserver.last!.report('first-contentful-paint');
    expect(task).toHaveBeenCalledTimes(1);
    expect(FakeObserver.last!.disconnected).toBe(true);
    vi.advanceTimersByTime(1000); // the fallback does not run it again
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer after the first frame when the browser reports no paint', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const task = vi.fn();
    afterFirstPaint(task, 300);
    vi.advanceTimersByTime(16 + 299);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
