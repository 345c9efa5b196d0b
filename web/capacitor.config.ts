import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The Aurum native shell (docs/native.md). It loads the deployed server's URL, so the app the
 * shell shows is the web app exactly as a browser gets it: same origin, same session cookies,
 * same origin check and Content-Security-Policy. `native/www/` is only the page shown when that URL
 * cannot be set up. Set AURUM_APP_URL (e.g. https://aurum.example.com) before `npx cap sync`
 * for a release; without it the shell points at a development server on this machine.
 */
const url = process.env.AURUM_APP_URL ?? 'http://localhost:8080';

const config: CapacitorConfig = {
  appId: 'com.aurum.app',
  appName: 'Aurum',
  webDir: 'native/www',
  server: {
    url,
    // Plain http only for a development server; a release URL is https.
    cleartext: url.startsWith('http://'),
  },
  backgroundColor: '#0c0a09',
  android: { path: 'native/android', allowMixedContent: false },
  ios: { path: 'native/ios', contentInset: 'never' },
  plugins: {
    StatusBar: { style: 'DARK', backgroundColor: '#0c0a09', overlaysWebView: false },
    Keyboard: { resize: 'native', resizeOnFullScreen: true },
  },
};

export default config;
