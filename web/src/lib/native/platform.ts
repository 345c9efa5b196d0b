/**
 * True inside the Capacitor shell (web/native/). The shell's bridge defines `window.Capacitor`
 * before the page runs, so this check costs no import: the plugins load only when it is true.
 */
export function isNativeApp(): boolean {
  const cap = (globalThis as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return cap?.isNativePlatform?.() === true;
}
