import { registerSW } from 'virtual:pwa-register';
import { setWaitingUpdate } from './update-store';

/** Loaded lazily after the first paint (pwa-status.tsx): registers /sw.js and reports updates. */
export function register() {
  const updateSW = registerSW({
    onNeedRefresh: () => setWaitingUpdate(() => updateSW(true)),
    onRegisterError: (error: unknown) => console.warn('Service worker registration failed', error),
  });
}
