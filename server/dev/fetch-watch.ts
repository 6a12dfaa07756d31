import type http from 'node:http';
import { normalizePath } from '../../shared/model/normalize-path.ts';

/**
 * Waits for browsers to show what they were told changed. An update writes
 * the open pages first and tells their browsers; the rest of the update keeps
 * the dev server's one thread busy for a few hundred milliseconds (feeds,
 * sitemap, checks, the token page), which would hold back the very page the
 * browser is fetching, and then take the CPU it paints with. So the rest waits
 * until each told browser has said it painted (LIVE_UPDATE_PAINTED_PATH), or
 * `maxMs`. (npm run bench:dev: a content edit painted 489 ms after the save
 * with the rest running at once, against 180 ms before the build graph's extra
 * checks; a token edit 54–59 ms waiting for the stylesheet's fetch, against
 * 42–51 ms before the token page rendered with React.)
 */
export class FetchWatch {
  private waiting: Array<{ paths: Map<string, number>; done: () => void }> = [];

  /** Counts every answered request of `server` by its normalized path. */
  constructor(server: http.Server) {
    server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
      const path = normalizePath(new URL(request.url ?? '/', 'http://dev').pathname);
      response.once('finish', () => this.answered(path));
    });
  }

  /** Resolves when each path has been answered (as often as listed), or after `maxMs`. */
  until(paths: readonly string[], maxMs: number): Promise<void> {
    if (paths.length === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const counts = new Map<string, number>();
      for (const path of paths)
        counts.set(normalizePath(path), (counts.get(normalizePath(path)) ?? 0) + 1);
      const entry = { paths: counts, done: () => finish() };
      const timer = setTimeout(() => finish(), maxMs);
      const finish = () => {
        clearTimeout(timer);
        this.waiting = this.waiting.filter((other) => other !== entry);
        resolve();
      };
      this.waiting.push(entry);
    });
  }

  private answered(path: string): void {
    for (const entry of [...this.waiting]) {
      const left = entry.paths.get(path);
      if (left === undefined) continue;
      if (left <= 1) entry.paths.delete(path);
      else entry.paths.set(path, left - 1);
      if (entry.paths.size === 0) entry.done();
    }
  }
}
