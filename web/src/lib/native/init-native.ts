import { App } from '@capacitor/app';
import { Keyboard, KeyboardResize } from '@capacitor/keyboard';
import { StatusBar, Style } from '@capacitor/status-bar';
import { handleBackButton } from '@/lib/native/back-button';

const theme = '#0c0a09'; // --color-background in src/index.css

/** Keeps the focused field visible above the on-screen keyboard. */
function scrollFocusedIntoView() {
  const el = document.activeElement;
  if (el instanceof HTMLElement && el.matches('input, textarea, select, [contenteditable="true"]')) {
    el.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }
}

/**
 * Spec "Native wrapper": status bar and keyboard set up, the hardware back button wired.
 * Loaded only inside the Capacitor shell (see native.ts). Each plugin failing alone (e.g. the
 * status bar colour on iOS) leaves the others working.
 */
export async function initNative() {
  const steps: Promise<unknown>[] = [
    StatusBar.setStyle({ style: Style.Dark }), // light text on the dark theme
    StatusBar.setBackgroundColor({ color: theme }),
    StatusBar.setOverlaysWebView({ overlay: false }),
    Keyboard.setResizeMode({ mode: KeyboardResize.Native }),
    Keyboard.addListener('keyboardDidShow', scrollFocusedIntoView),
    App.addListener('backButton', ({ canGoBack }) => {
      handleBackButton(canGoBack, { goBack: () => window.history.back(), exitApp: () => void App.exitApp() });
    }),
  ];
  const results = await Promise.allSettled(steps);
  for (const r of results) if (r.status === 'rejected') console.warn('Native setup step failed', r.reason);
}
