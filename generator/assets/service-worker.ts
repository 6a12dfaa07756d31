import path from 'node:path';
import { generateSW } from 'workbox-build';

/** Where the generated worker lives: the site root, so its scope is the whole site (SPEC §2). */
export const SERVICE_WORKER_PATH = '/sw.js';
export const OFFLINE_PAGE = '/offline/index.html';

/**
 * The service worker, generated with Workbox (the library behind workbox-cli)
 * into the staged dist/ before it is swapped in:
 * - precaches the shell: the stylesheet, the runtime entry, the Latin fonts, the offline page;
 * - page data: network first, cached for offline use;
 * - navigations: network first, the visited pages cached, the offline page when both fail;
 * - hashed assets: cache first (their names change when they do).
 * A new build ships a new precache manifest; the new worker takes over at once and drops old caches.
 */
export async function generateServiceWorker(distDir: string): Promise<{ count: number; size: number }> {
  const { count, size, warnings } = await generateSW({
    globDirectory: distDir,
    globPatterns: ['_assets/site.*.css', '_assets/js/main.*.js', '_assets/fonts/*-latin-400-normal.*.woff2', '_assets/favicon.*.svg', OFFLINE_PAGE.slice(1)],
    swDest: path.join(distDir, SERVICE_WORKER_PATH.slice(1)),
    mode: 'production',
    sourcemap: false,
    inlineWorkboxRuntime: true,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // Hashed file names already bust caches; the manifest's own revision covers the offline page.
    dontCacheBustURLsMatching: /\.[a-z0-9]{10}\.(?:css|js|woff2|svg)$/,
    runtimeCaching: [
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/page-data/') || url.pathname === '/app-data.json',
        handler: 'NetworkFirst',
        options: { cacheName: 'page-data', networkTimeoutSeconds: 4, expiration: { maxEntries: 200 } },
      },
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: { cacheName: 'pages', networkTimeoutSeconds: 4, expiration: { maxEntries: 100 }, precacheFallback: { fallbackURL: OFFLINE_PAGE } },
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/_assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'assets', expiration: { maxEntries: 200 } },
      },
    ],
  });
  if (warnings.length) console.warn(`service worker: ${warnings.join('; ')}`);
  return { count, size };
}
