import { setWaitingUpdate } from './update-store';

/**
 * Registers /sw.js (called after the load event, pwa-status.tsx). When a new version has installed
 * and waits behind the one controlling this page, it is offered (update-store.ts, the update
 * prompt); accepting tells it to take over (`SKIP_WAITING`, sw.ts) and reloads once it controls the
 * page. A first install offers nothing: no older version runs the page.
 *
 * Written out instead of vite-plugin-pwa's `registerSW`, which loads workbox-window for the same
 * steps: 2.7 KB of compressed JavaScript on every public page.
 */
export async function register(
  container: ServiceWorkerContainer = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
) {
  const offer = (worker: ServiceWorker) =>
    setWaitingUpdate(async () => {
      container.addEventListener('controllerchange', reload, { once: true });
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  try {
    const registration = await container.register('/sw.js', { scope: '/' });
    if (registration.waiting && container.controller) offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' && container.controller) offer(worker);
      });
    });
  } catch (error) {
    console.warn('Service worker registration failed', error);
  }
}
