/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa, injectManifest): built to dist/sw.js. See docs/pwa.md.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { pageUrl, priceSnapshotPaths, snapshotHeader, snapshotCache } from '../../lib/pwa/sw-routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// Pages: the network first, so the server stays in charge online (sessions, languages, fresh
// HTML after a deploy). Offline: the pre-rendered copy of that page, else the SPA shell.
registerRoute(
  new NavigationRoute(
    async ({ request, url }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const cached = (await matchPrecache(pageUrl(url.pathname))) ?? (await matchPrecache('/shell.html'));
        if (cached) return cached;
        throw error;
      }
    },
    { denylist: [/^\/api\//, /^\/healthz$/, /^\/readyz$/, /^\/metrics$/] },
  ),
);

// The last price snapshot is the only API answer ever kept: public market data, network first,
// stamped with the time it was fetched so the app can label it when it is served offline.
registerRoute(
  ({ url, request }) => request.method === 'GET' && priceSnapshotPaths.includes(url.pathname),
  new NetworkFirst({
    cacheName: snapshotCache,
    networkTimeoutSeconds: 5,
    plugins: [
      {
        cacheWillUpdate: async ({ response }) => {
          if (response.status !== 200) return null;
          const headers = new Headers(response.headers);
          headers.set(snapshotHeader, new Date().toISOString());
          return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers });
        },
      },
    ],
  }),
);

// Hashed assets, the shell and the pre-rendered pages, fetched at install. Every other /api/
// request is not routed here and so always goes to the network.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The app asks a waiting worker to take over when the user accepts the update prompt.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
