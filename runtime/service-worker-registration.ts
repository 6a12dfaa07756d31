/**
 * SPEC §2/§8: the service worker is registered from the site root, only over a
 * secure connection or on localhost; elsewhere the console says why not.
 */
export function registerServiceWorker(message: string, url = '/sw.js'): void {
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname);
  // Checked first: on an insecure origin browsers hide navigator.serviceWorker altogether, and the visitor's console
  // would say nothing.
  if (location.protocol !== 'https:' && !local) {
    console.info(message);
    return;
  }
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(url, { scope: '/' })
    .catch((error: unknown) => console.warn('[service worker] registration failed:', error));
}
