/**
 * Runs `task` once the browser is idle (requestIdleCallback; at the latest after `timeout` ms),
 * or after a zero timer where there is no idle callback (Safari). Returns a function that cancels
 * it. For work a page can do without at first (painting a decorative backdrop, registering the
 * service worker): it then never lengthens the tasks that load, paint or hydrate the page.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}

/**
 * Runs `steps` in order, each in its own idle callback (`whenIdle`), so that a piece of deferred
 * work made of many small steps never becomes one long task. Returns a function that cancels the
 * steps not yet run.
 */
export function idleSteps(steps: (() => void)[]): () => void {
  let next = 0;
  let cancel = () => {};
  const run = () => {
    steps[next++]?.();
    if (next < steps.length) cancel = whenIdle(run);
  };
  if (steps.length) cancel = whenIdle(run);
  return () => {
    next = steps.length;
    cancel();
  };
}

/**
 * Resolves in a later task (`scheduler.yield()` where there is one, else a zero timer), so the
 * browser can paint and handle input between two parts of a long piece of start-up work.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
