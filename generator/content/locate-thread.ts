import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * `file:line:col` of paths in content modules (moduleLocator in
 * source-location.ts), worked out on a helper thread. Locating needs the
 * TypeScript compiler, which takes its thread about 0.45 s to load: a build
 * after an edit that leaves translations stale renders meanwhile instead of
 * waiting for it.
 *
 * One thread per project root serves the process (watch mode loads TypeScript
 * once); it starts with the first question and, idle, keeps no process alive.
 * Each locator is a session of its own: it reads every module anew, so a
 * module edited since an earlier session is located as it is now.
 */
export interface ThreadedLocator {
  locate: (file: string, modulePath: ReadonlyArray<PropertyKey>) => Promise<string>;
  /** Ends the session: the thread forgets the modules it parsed for it. */
  close: () => void;
}

/** The thread's code: it runs source-location.ts as it is (through tsx, also where the generator runs from its bundle). */
const THREAD_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = (async () => {
  const { register } = await import(workerData.tsx);
  register();
  return (await import(workerData.locator)).moduleLocator;
})();
const sessions = new Map();
parentPort.on('message', async (message) => {
  if (message.end !== undefined) return sessions.delete(message.end);
  const { id, session, file, modulePath } = message;
  try {
    const moduleLocator = await loaded;
    let locate = sessions.get(session);
    if (!locate) sessions.set(session, (locate = moduleLocator(workerData.root)));
    parentPort.postMessage({ id, where: await locate(file, modulePath) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});
`;

interface Question {
  resolve: (where: string) => void;
  reject: (error: Error) => void;
}

/** A project's locator thread: its worker (started on the first question) and the questions it has yet to answer. */
class LocatorThread {
  private worker: Worker | undefined;
  private readonly waiting = new Map<number, Question>();
  private next = 0;
  private sessions = 0;

  constructor(private readonly root: string) {}

  session(): ThreadedLocator {
    const session = this.sessions++;
    return {
      locate: (file, modulePath) => this.ask(session, file, modulePath),
      close: () => this.worker?.postMessage({ end: session }),
    };
  }

  private ask(session: number, file: string, modulePath: ReadonlyArray<PropertyKey>) {
    const worker = (this.worker ??= this.start());
    const id = this.next++;
    // While a question waits, the thread keeps the process alive (the caller awaits the answer).
    worker.ref();
    return new Promise<string>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, session, file, modulePath: [...modulePath] });
    });
  }

  private start(): Worker {
    const worker = new Worker(THREAD_CODE, {
      eval: true,
      workerData: { root: this.root, tsx: tsxApiUrl(), locator: SOURCE_LOCATION_URL },
    });
    worker.on('message', ({ id, where, error }: { id: number; where?: string; error?: string }) => {
      const question = this.waiting.get(id);
      this.waiting.delete(id);
      if (this.waiting.size === 0) worker.unref();
      if (error !== undefined) question?.reject(new Error(error));
      else question?.resolve(where!);
    });
    const fail = (error: Error) => {
      this.worker = undefined;
      for (const question of this.waiting.values()) question.reject(error);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('the source locator thread stopped')));
    return worker;
  }
}

const threads = new Map<string, LocatorThread>();

export function threadedLocator(root: string): ThreadedLocator {
  let thread = threads.get(root);
  if (!thread) threads.set(root, (thread = new LocatorThread(root)));
  return thread.session();
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
