import { afterEach, describe, expect, it, vi } from 'vitest';
import { idleSteps, nextTask, whenIdle } from './scheduling';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('idleSteps', () => {
  it('runs each step in its own idle callback, in order, and cancel stops the rest', () => {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => callbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const ran: string[] = [];
    const cancel = idleSteps(['a', 'b', 'c'].map((name) => () => ran.push(name)));
    expect(ran).toEqual([]);
    callbacks.shift()!();
    expect(ran).toEqual(['a']);
    callbacks.shift()!();
    expect(ran).toEqual(['a', 'b']);
    cancel();
    callbacks.shift()?.();
    expect(ran).toEqual(['a', 'b']);
  });
});

describe('whenIdle', () => {
  it('runs the task in an idle callback, with a deadline, and can cancel it', () => {
    const callbacks: (() => void)[] = [];
    const request = vi.fn((callback: () => void) => callbacks.push(callback));
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const task = vi.fn();
    const stop = whenIdle(task, 500);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    expect(task).not.toHaveBeenCalled();
    callbacks[0]!();
    expect(task).toHaveBeenCalledOnce();
    stop();
    expect(cancel).toHaveBeenCalledWith(1);
  });

  it('falls back to a timer without requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('nextTask', () => {
  it('resolves in a later task (a timer where there is no scheduler.yield)', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const later = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    order.push('this task');
    vi.runAllTimers();
    await later;
    expect(order).toEqual(['this task', 'next task']);
  });

  it('uses scheduler.yield when the browser has it', async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await nextTask();
    expect(yieldTask).toHaveBeenCalledOnce();
  });
});
