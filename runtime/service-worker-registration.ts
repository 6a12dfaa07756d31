/**
 * SPEC §2/§8: the service worker is registered from the site root, only over a
 * secure connection or on localhost; elsewhere the console says why not.
 */
export function registerServiceWorker(message: string, url = '/sw.js'): void {
  if (!('serviceWorker' in navigator)) return;
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname);
  if (location.protocol !== 'https:' && !local) {
    console.info(message);
    return;
  }
  navigator.serviceWorker.register(url, { scope: '/' }).catch((error: unknown) => console.warn('[service worker] registration failed:', error));
}
