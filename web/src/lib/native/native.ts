import { isNativeApp } from '@/lib/native/platform';

/**
 * Called once at start-up. In a browser it does nothing and loads nothing; inside the Capacitor
 * shell it loads the plugins and sets up the status bar, keyboard and back button.
 */
export function startNative(): Promise<void> {
  if (!isNativeApp()) return Promise.resolve();
  return import('@/lib/native/init-native').then((m) => m.initNative());
}
