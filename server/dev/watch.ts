import path from 'node:path';
import { watch } from 'chokidar';
import { formatBuildError } from '../../generator/errors/build-error.ts';
import type { IntakeService } from '../intake/intake-service.ts';
import { createStaticServer, listen } from '../static-server.ts';
import { FetchWatch } from './fetch-watch.ts';
import { ownCodeOf } from './own-code.ts';
import { IncrementalSite, type UpdateReport } from '../../generator/dev/incremental-site.ts';
import { bundleLiveReloadClient, LIVE_RELOAD_CLIENT, LiveReloadHub } from './live-reload.ts';

export const WATCHED_FOLDERS = ['tokens', 'content', 'shared', 'components', 'locales', 'runtime'];

/** How long the rest of an update waits for the told browsers to fetch their page (server/dev/fetch-watch.ts). */
const BROWSER_FETCH_MAX_MS = 300;

/** Editors save in bursts (temp file, rename, chmod): changes this close together make one update. */
const SETTLE_MS = 12;

/**
 * `dev`: build once with warm workers, serve, then update incrementally on
 * every change in the watched folders (generator/dev/incremental-site.ts).
 * A failed update keeps the last good dist/ online and shows the error in the
 * terminal and the browser console.
 */
export interface DevOptions {
  root: string;
  port: number;
  outDir: string;
  log?: (line: string) => void;
  logError?: (line: string) => void;
  /** The form intake, served beside the pages as in production. */
  intake?: IntakeService;
  /** Told after every update (the watch-mode benchmark reads the server's own timings). */
  onUpdate?: (report: UpdateReport, changed: string[]) => void;
  /**
   * Called instead of an update when a change reaches the code this process
   * runs itself (own-code.ts), which only a new process loads: `fernhill dev`
   * closes this one and starts another (dev-supervisor.ts). Without it, such a
   * change updates with the code as loaded.
   */
  restart?: () => void;
  /**
   * How long the rest of an update waits at most for the told browsers to say
   * they painted (default BROWSER_FETCH_MAX_MS). A test that checks the order
   * raises it, so that a slow machine cannot make the wait run out.
   */
  browserPaintMaxMs?: number;
}

export async function runDev({
  root,
  port,
  outDir,
  log = console.log,
  logError = console.error,
  intake,
  onUpdate,
  restart,
  browserPaintMaxMs = BROWSER_FETCH_MAX_MS,
}: DevOptions): Promise<{ url: string; close: () => Promise<void> }> {
  // Worked out while the first build runs.
  const ownCode = restart ? ownCodeOf(root).catch(() => new Set<string>()) : undefined;
  const hub = new LiveReloadHub(await bundleLiveReloadClient());
  const reportFailure = (error: unknown) => {
    const report = formatBuildError(error);
    logError(report);
    hub.send('failed', report);
  };
  const start = () => IncrementalSite.start({ root, outDir, headExtra: LIVE_RELOAD_CLIENT, log });
  let site: IncrementalSite | undefined = await start().catch(
    (error: unknown) => void reportFailure(error),
  );

  const server = createStaticServer({
    distDir: outDir,
    intercept: hub.handle,
    dev: true,
    ...(intake ? { intake: intake.handler } : {}),
  });
  const fetches = new FetchWatch(server);
  const ownCodeFiles = (await ownCode) ?? new Set<string>();
  const { url } = await listen(server, port);
  log(`\n  Dev server: ${url}  (watching ${WATCHED_FOLDERS.join(', ')})\n`);

  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  let restarting = false;
  const update = async (changed: string[]) => {
    // A save after a restart was asked for is the next process's to build.
    if (restarting) return;
    log(`↻ ${changed.join(', ')}`);
    // Without `restart` the own-code set is empty.
    const own = changed.filter((file) => ownCodeFiles.has(file));
    if (own.length > 0) {
      log(`↻ ${own.join(', ')}: code the dev server runs itself, so it starts again`);
      restarting = true;
      restart?.();
      return;
    }
    try {
      // Until a first build succeeds there is nothing warm to update.
      if (!site) {
        site = await start();
        hub.reload({});
        log('✓ built');
        return;
      }
      // Pages open in a browser go first: the browser updates while the rest renders.
      const report = await site.update(changed, {
        viewed: hub.viewedPages(),
        onViewedReady: (message) => {
          hub.reload(message);
          return fetches.until(hub.fetchesAfter(message), browserPaintMaxMs);
        },
      });
      if (report.action === 'reload')
        hub.reload({
          ...(report.pages ? { pages: report.pages } : {}),
          ...(report.stylesheet ? { stylesheet: report.stylesheet } : {}),
        });
      if (report.action === 'css') hub.send('css', report.stylesheet);
      log(describeUpdate(report));
      onUpdate?.(report, changed);
    } catch (error) {
      reportFailure(error);
    }
  };
  const watcher = watch(
    WATCHED_FOLDERS.map((folder) => path.join(root, folder)),
    {
      ignoreInitial: true,
      ignored: (file) => file.includes(`${path.sep}generated${path.sep}`) || file.endsWith('.tmp'),
    },
  );
  watcher.on('all', (_event, file) => {
    pending.add(path.relative(root, file));
    clearTimeout(timer);
    timer = setTimeout(() => {
      const changed = [...pending];
      pending = new Set();
      running = running.then(() => update(changed));
    }, SETTLE_MS);
  });

  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    url,
    close: async () => {
      clearTimeout(timer);
      await watcher.close();
      await running;
      await site?.close();
      hub.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await intake?.close();
    },
  };
}

/** "✓ 3/408 routes in 84 ms (content: 3 routes read posts/x.title)" */
export function describeUpdate(report: UpdateReport): string {
  const what = report.reasons.join('; ') || 'nothing to render';
  const browser = report.early
    ? `, viewed page${report.early.pages.length === 1 ? '' : 's'} first in ${report.early.ms} ms`
    : report.action === 'css'
      ? ', stylesheet swapped'
      : report.action === 'none'
        ? ', nothing changed'
        : '';
  const stages = Object.entries(report.stages)
    .map(([stage, ms]) => `${stage} ${ms}`)
    .join(', ');
  return `✓ ${report.rendered}/${report.total} routes in ${report.ms} ms${browser} (${what}) [${stages}]`;
}
