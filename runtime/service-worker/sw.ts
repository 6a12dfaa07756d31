import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  precacheAndRoute,
  PrecacheFallbackPlugin,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { OFFLINE_PAGE } from '../../shared/contracts/offline-page.ts';

/**
 * The site's service worker (SPEC §2), bundled by generator/assets/service-worker.ts;
 * Workbox's injectManifest writes the precache list in place of `self.__WB_MANIFEST`:
 * - precaches the shell: the stylesheet, the runtime entry, the Latin fonts, the offline page;
 * - page data: network first, cached for offline use;
 * - navigations: network first, the visited pages cached, the offline page when both fail;
 * - hashed assets: cache first (their names change when they do).
 * A new build ships a new precache list; the new worker takes over at once and drops old caches.
 */
declare const self: { __WB_MANIFEST: Array<PrecacheEntry | string>; skipWaiting(): Promise<void> };

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  ({ url }) => url.pathname.startsWith('/page-data/') || url.pathname === '/app-data.json',
  new NetworkFirst({
    cacheName: 'page-data',
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 200 })],
  }),
);
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds: 4,
    plugins: [
      new ExpirationPlugin({ maxEntries: 100 }),
      new PrecacheFallbackPlugin({ fallbackURL: OFFLINE_PAGE }),
    ],
  }),
);
registerRoute(
  ({ url }) => url.pathname.startsWith('/_assets/'),
  new CacheFirst({ cacheName: 'assets', plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
);
