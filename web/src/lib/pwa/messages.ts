/**
 * Every user-visible string of the installable/offline layer, in one place so the language work
 * can route them through its catalogues.
 */
export const pwaMessages = {
  offline: "You're offline. Pages you have opened still work; prices and account data will update when you reconnect.",
  updateAvailable: 'A new version is available',
  reload: 'Reload',
  dismiss: 'Later',
  lastPricesAt: (time: string) => `Last prices at ${time}`,
} as const;
