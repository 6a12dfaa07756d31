import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * `file:line:col` of paths in content modules (moduleLocator in
 * source-location.ts), worked out on a helper thread. Locating needs the
 * TypeScript compiler, which takes its thread about 0.45 s to load: a build
 * after an edit that leaves translations stale renders meanwhile instead of
 * waiting for it. The thread starts with the first question and ends with
 * `close` (or with the process: it keeps no process alive).
 */
export interface ThreadedLocator {
  locate: (file: string, modulePath: ReadonlyArray<PropertyKey>) => Promise<string>;
  close: () => Promise<void>;
}

/**
 * The thread's code: it runs source-location.ts as it is (through tsx, also
 * where the generator runs from its bundle) and answers each question in turn.
 */
const THREAD_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const answer = (async () => {
  const { register } = await import(workerData.tsx);
  register();
  const { moduleLocator } = await import(workerData.locator);
  return moduleLocator(workerData.root);
})();
parentPort.on('message', async ({ id, file, modulePath }) => {
  try {
    const locate = await answer;
    parentPort.postMessage({ id, where: await locate(file, modulePath) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.stack || error) });
  }
});
`;

export function threadedLocator(root: string): ThreadedLocator {
  let worker: Worker | undefined;
  let next = 0;
  const waiting = new Map<
    number,
    { resolve: (where: string) => void; reject: (error: Error) => void }
  >();
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  const start = () => {
    const started = new Worker(THREAD_CODE, {
      eval: true,
      workerData: { root, tsx: tsxApiUrl(), locator: SOURCE_LOCATION_URL },
    });
    started.on(
      'message',
      ({ id, where, error }: { id: number; where?: string; error?: string }) => {
        const question = waiting.get(id);
        waiting.delete(id);
        // Idle, the thread keeps no process alive; while a question waits, it does.
        if (waiting.size === 0) started.unref();
        if (error !== undefined) question?.reject(new Error(error));
        else question?.resolve(where!);
      },
    );
    started.on('error', failAll);
    started.on('exit', () => failAll(new Error('the source locator thread stopped')));
    return started;
  };
  return {
    locate(file, modulePath) {
      worker ??= start();
      const id = next++;
      const asked = worker;
      asked.ref();
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        asked.postMessage({ id, file, modulePath: [...modulePath] });
      });
    },
    async close() {
      const stopping = worker;
      worker = undefined;
      await stopping?.terminate();
    },
  };
}

const SOURCE_LOCATION_URL = new URL('./source-location.ts', import.meta.url).href;

/** tsx's module API, by the file its package exports for `import` (the `require` one cannot register from a worker). */
function tsxApiUrl(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const { exports } = require(manifest) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return pathToFileURL(path.join(path.dirname(manifest), exports['./esm/api']!.import.default))
    .href;
}
