import type http from 'node:http';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { normalizePath } from '../../shared/model/normalize-path.ts';
import {
  LIVE_UPDATE_PAINTED_PATH,
  type ReloadMessage,
} from '../../shared/contracts/live-reload.ts';

/**
 * Live updates for `dev`: browsers keep an EventSource open on /_dev/events.
 * After a rebuild they get `reload` with the pages that changed (JSON, see
 * ReloadMessage), and a browser showing one of them morphs itself to the new
 * version (runtime/dev-client/); or `css` with the new stylesheet URL when
 * only tokens changed (the page swaps its stylesheet without reloading).
 */
/** A script file, not inline markup: the Content-Security-Policy allows only the site's own scripts, in dev too. */
export const LIVE_RELOAD_CLIENT = '<script type="module" src="/_dev/live-reload.js"></script>';

/** The browser client (with morphdom) as one ES module, bundled when `dev` starts. */
export async function bundleLiveReloadClient(): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [
      path.join(import.meta.dirname, '..', '..', 'runtime', 'dev-client', 'live-reload-client.ts'),
    ],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

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
  /** Each open page's stream, with the page it shows (the watcher renders those first). */
  private clients = new Map<http.ServerResponse, string>();

  constructor(private readonly clientSource: string) {}

  /** Handles /_dev/events; returns true when the request was this endpoint. */
  handle = (request: http.IncomingMessage, response: http.ServerResponse): boolean => {
    if (request.url === '/sw.js') {
      response.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      response.end(RETIRING_SERVICE_WORKER);
      return true;
    }
    if (request.url === '/_dev/live-reload.js') {
      response.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      response.end(this.clientSource);
      return true;
    }
    if (request.url === LIVE_UPDATE_PAINTED_PATH) {
      // Counted by FetchWatch once answered: the rest of an update waits for it.
      request.resume();
      response.writeHead(204, { 'Cache-Control': 'no-store' }).end();
      return true;
    }
    if (!request.url?.startsWith('/_dev/events')) return false;
    response.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    response.write(': connected\n\n');
    const page = new URL(request.url, 'http://dev').searchParams.get('page');
    this.clients.set(response, normalizePath(page ?? '/'));
    request.on('close', () => this.clients.delete(response));
    return true;
  };

  /** Normalized paths of the pages open in a browser. */
  viewedPages(): Set<string> {
    return new Set(this.clients.values());
  }

  reload(message: ReloadMessage): void {
    this.send('reload', JSON.stringify(message));
  }

  /**
   * What the browsers just told of `message` will send once they have painted
   * it: one painted signal from each browser showing a changed page, or every
   * browser when the stylesheet changed (request paths).
   */
  fetchesAfter(message: ReloadMessage): string[] {
    const changed = new Set((message.pages ?? []).map(normalizePath));
    return [...this.clients.values()].flatMap((page) =>
      changed.has(page) || message.stylesheet ? [LIVE_UPDATE_PAINTED_PATH] : [],
    );
  }

  send(event: 'reload' | 'css' | 'failed', data = ''): void {
    const payload = `event: ${event}\n${data
      .split('\n')
      .map((line) => `data: ${line}`)
      .join('\n')}\n\n`;
    for (const client of this.clients.keys()) client.write(payload);
  }

  close(): void {
    for (const client of this.clients.keys()) client.end();
    this.clients.clear();
  }
}
