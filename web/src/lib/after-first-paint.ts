/**
 * Runs `task` once the page's first contentful paint is on screen: when the browser reports it
 * (a `paint` entry, timed at presentation), or `fallbackMs` after the first frame where it reports
 * none. A frame callback and a timer alone can fire before the frame is presented, on a slow or
 * busy device by tens of milliseconds, and what the page requests then competes with its first
 * paint (and counts toward it in Lighthouse's simulation).
 */
export function afterFirstPaint(task: () => void, fallbackMs = 300): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    task();
  };
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) once();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  requestAnimationFrame(() => setTimeout(once, fallbackMs));
}
