/** Names shared by the service worker (sw.ts) and the page. Import nothing here. */

/** The only API answers the service worker keeps: the last public price snapshot. */
export const priceSnapshotPaths = ['/api/real-time-prices', '/api/market-prices'];

/** Cache holding that snapshot. */
export const snapshotCache = 'aurum-price-snapshot';

/** Header the service worker adds to a stored snapshot: when it was fetched (ISO 8601). */
export const snapshotHeader = 'X-Aurum-Snapshot-At';

/** The precache URL of a page: `/gold/` and `/gold` are one page. */
export function pageUrl(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
