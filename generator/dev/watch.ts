import path from 'node:path';
import { watch } from 'chokidar';
import { build, type BuildResult } from '../build.ts';
import { formatBuildError } from '../errors/build-error.ts';
import type { IntakeService } from '../intake/intake-service.ts';
import { createStaticServer, listen } from '../serve/static-server.ts';
import { LIVE_RELOAD_CLIENT, LiveReloadHub } from './live-reload.ts';

export const WATCHED_FOLDERS = ['tokens', 'content', 'components', 'locales', 'runtime'];

/**
 * `dev`: build, serve, then rebuild on every change in the watched folders.
 * A failed rebuild keeps the last good dist/ online and shows the error in the
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
}

export async function runDev({ root, port, outDir, log = console.log, logError = console.error, intake }: DevOptions): Promise<{ url: string; close: () => Promise<void> }> {
  const hub = new LiveReloadHub();
  const rebuild = (): Promise<BuildResult | undefined> =>
    build({ root, sink: 'disk', outDir, dev: true, headExtra: LIVE_RELOAD_CLIENT, log }).catch((error: unknown) => {
      const report = formatBuildError(error);
      logError(report);
      hub.send('failed', report);
      return undefined;
    });

  await rebuild();
  const server = createStaticServer({ distDir: outDir, intercept: hub.handle, ...(intake ? { intake: intake.handler } : {}) });
  const { url } = await listen(server, port);
  log(`\n  Dev server: ${url}  (watching ${WATCHED_FOLDERS.join(', ')})\n`);

  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const watcher = watch(
    WATCHED_FOLDERS.map((folder) => path.join(root, folder)),
    { ignoreInitial: true, ignored: (file) => file.includes(`${path.sep}generated${path.sep}`) },
  );
  watcher.on('all', (_event, file) => {
    pending.add(path.relative(root, file));
    clearTimeout(timer);
    timer = setTimeout(() => {
      const changed = pending;
      pending = new Set();
      running = running.then(async () => {
        const from = Date.now();
        log(`↻ ${[...changed].join(', ')}`);
        const result = await rebuild();
        if (!result) return;
        const tokensOnly = [...changed].every((file) => file.startsWith(`tokens${path.sep}`));
        if (tokensOnly) hub.send('css', result.stylesheet);
        else hub.send('reload');
        log(`✓ rebuilt in ${Date.now() - from} ms`);
      });
    }, 80);
  });

  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    url,
    close: async () => {
      clearTimeout(timer);
      await watcher.close();
      hub.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      intake?.close();
    },
  };
}
