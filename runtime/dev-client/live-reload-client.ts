import {
  LIVE_UPDATE_PAINTED_PATH,
  type ReloadMessage,
} from '../../shared/contracts/live-reload.ts';
import { morphPage } from './morph-page.ts';

/**
 * The browser side of `dev` (served as /_dev/live-reload.js, bundled by
 * server/dev/live-reload.ts). After a rebuild the server says which pages
 * changed; a browser showing one of them fetches it and morphs itself to it
 * (runtime/dev-client/morph-page.ts), or reloads when a morph cannot carry
 * the change. A token change swaps the stylesheet only.
 */

/** What the last live update did and when (epoch ms): read by `npm run bench:dev`. */
export interface LiveUpdateMarker {
  startedAt: number;
  /** The page's DOM has the update. */
  morphedAt?: number;
  /** The frame with the update has been painted. */
  paintedAt?: number;
}

declare global {
  interface Window {
    __fernhillLiveUpdate?: LiveUpdateMarker;
  }
}

const now = () => performance.timeOrigin + performance.now();
const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Once the frame with the update is painted (a timeout queued in the frame
 * callback runs after it): marks the time and tells the server, whose rest of
 * the update waits for it.
 */
function whenPainted(marker?: LiveUpdateMarker): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (marker) marker.paintedAt = now();
      void fetch(LIVE_UPDATE_PAINTED_PATH, { method: 'POST', keepalive: true }).catch(() => {});
    }),
  );
}

/** Resolves once the page uses the stylesheet at `url`. */
function swapStylesheet(url: string): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  if (!link) return Promise.resolve(location.reload());
  // Already in use (the open page's early update brought it): no load event would come.
  if (link.getAttribute('href') === url) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    link.href = url;
  });
}

/** The token reference prints token values, so any change reloads it (`<html data-live-reload="page">`). */
const reloadsWhole = () => document.documentElement.dataset.liveReload === 'page';

async function update(message: ReloadMessage): Promise<void> {
  const here = withoutSlash(location.pathname);
  const changed = !message.pages || message.pages.some((page) => withoutSlash(page) === here);
  // Only when the server names it (or every page): a stylesheet sent ahead of the token page's new version would reload it stale.
  if (reloadsWhole()) return changed ? location.reload() : undefined;
  if (!changed)
    return message.stylesheet
      ? swapStylesheet(message.stylesheet).then(() => whenPainted())
      : undefined;
  const marker: LiveUpdateMarker = { startedAt: now() };
  window.__fernhillLiveUpdate = marker;
  const response = await fetch(location.pathname + location.search, { cache: 'no-store' });
  if (!response.ok) return location.reload();
  const next = new DOMParser().parseFromString(await response.text(), 'text/html');
  if (message.stylesheet) await swapStylesheet(message.stylesheet);
  const outcome = morphPage(document, next);
  if (!outcome.morphed) {
    console.info(`[dev] reloading: ${outcome.reason}`);
    return location.reload();
  }
  marker.morphedAt = now();
  whenPainted(marker);
}

// One update at a time, in the order the server sent them.
let queue = Promise.resolve();

/** Whether the stream was lost: the dev server stopped, or started again with new code of its own. */
let dropped = false;

/** The stream names the page shown, so the server renders it ahead of others; client-side navigation opens a new one. */
function connect(): EventSource {
  const source = new EventSource(`/_dev/events?page=${encodeURIComponent(location.pathname)}`);
  source.addEventListener('error', () => (dropped = true));
  // Back after a drop: a new dev server (server/dev/dev-supervisor.ts) may route and render otherwise.
  source.addEventListener('open', () => dropped && location.reload());
  source.addEventListener('reload', onReload);
  source.addEventListener('css', onCss);
  source.addEventListener('failed', (event) => console.error(`[dev] build failed:\n${event.data}`));
  return source;
}

function onReload(event: MessageEvent<string>): void {
  const message = (event.data ? JSON.parse(event.data) : {}) as ReloadMessage;
  queue = queue
    .then(() => update(message))
    .catch((error: unknown) => {
      console.error('[dev] live update failed, reloading', error);
      location.reload();
    });
}

function onCss(event: MessageEvent<string>): void {
  queue = queue.then(() =>
    reloadsWhole() ? location.reload() : swapStylesheet(event.data).then(() => whenPainted()),
  );
}

let source = connect();
document.addEventListener('navigation:swapped', () => {
  source.close();
  source = connect();
});
