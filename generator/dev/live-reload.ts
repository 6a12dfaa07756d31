import type http from 'node:http';

/**
 * Live reload for `dev`: browsers keep an EventSource open on /_dev/events;
 * after a rebuild they get `reload`, or `css` with the new stylesheet URL when
 * only tokens changed (the page swaps its stylesheet without reloading). A page
 * that prints token values, not just uses them (the token reference, marked
 * `<html data-live-reload="page">`), reloads on `css` too: its numbers changed.
 */
/** A script file, not inline markup: the Content-Security-Policy allows only the site's own scripts, in dev too. */
export const LIVE_RELOAD_CLIENT = '<script type="module" src="/_dev/live-reload.js"></script>';

const CLIENT_SOURCE = `const source = new EventSource('/_dev/events');
source.addEventListener('reload', () => location.reload());
source.addEventListener('css', (event) => {
  if (document.documentElement.dataset.liveReload === 'page') return location.reload();
  const link = document.querySelector('link[rel="stylesheet"]');
  if (link) link.href = event.data; else location.reload();
});
source.addEventListener('failed', (event) => console.error('[dev] build failed:\\n' + event.data));
`;

/**
 * A service worker left from a production build on the same origin would serve
 * cached pages in `dev` (which registers none): this one replaces it and unregisters.
 */
const RETIRING_SERVICE_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(
  caches.keys().then((keys) => Promise.all(keys.map((key) => caches.delete(key)))).then(() => self.registration.unregister())
));
`;

export class LiveReloadHub {
  private clients = new Set<http.ServerResponse>();

  /** Handles /_dev/events; returns true when the request was this endpoint. */
  handle = (request: http.IncomingMessage, response: http.ServerResponse): boolean => {
    if (request.url === '/sw.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(RETIRING_SERVICE_WORKER);
      return true;
    }
    if (request.url === '/_dev/live-reload.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(CLIENT_SOURCE);
      return true;
    }
    if (!request.url?.startsWith('/_dev/events')) return false;
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    response.write(': connected\n\n');
    this.clients.add(response);
    request.on('close', () => this.clients.delete(response));
    return true;
  };

  send(event: 'reload' | 'css' | 'failed', data = ''): void {
    const payload = `event: ${event}\n${data.split('\n').map((line) => `data: ${line}`).join('\n')}\n\n`;
    for (const client of this.clients) client.write(payload);
  }

  close(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}
