import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * `file:line:col` of paths in content modules (moduleLocator in
 * source-location.ts), worked out on a helper thread: a build after an edit
 * that leaves translations stale renders meanwhile, and the modules it parses
 * are kept off the build's heap.
 *
 * One thread per project root serves the process (watch mode loads the parser
 * once); it starts with the first question and, idle, keeps no process alive.
 * Each locator is a session of its own: it reads every module anew, so a
 * module edited since an earlier session is located as it is now.
 */
export interface ThreadedLocator {
  locate: (file: string, modulePath: ReadonlyArray<PropertyKey>) => Promise<string>;
  /** Ends the session: the thread forgets the modules it parsed for it. */
  close: () => void;
}

/** The thread's code: source-location.ts as CommonJS (locatorModuleCode), then answers. */
const THREAD_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire, wrap } = require('node:module');
const { runInThisContext } = require('node:vm');
const module = { exports: {} };
runInThisContext(wrap(workerData.code), { filename: workerData.file })(
  module.exports, createRequire(workerData.file), module, workerData.file, require('node:path').dirname(workerData.file),
);
const { moduleLocator } = module.exports;
const sessions = new Map();
parentPort.on('message', async (message) => {
  if (message.end !== undefined) return sessions.delete(message.end);
  const { id, session, file, modulePath } = message;
  try {
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
  private worker: Promise<Worker> | undefined;
  private readonly waiting = new Map<number, Question>();
  private next = 0;
  private sessions = 0;

  constructor(private readonly root: string) {}

  session(): ThreadedLocator {
    const session = this.sessions++;
    return {
      locate: (file, modulePath) => this.ask(session, file, modulePath),
      close: () => void this.worker?.then((worker) => worker.postMessage({ end: session })),
    };
  }

  private async ask(
    session: number,
    file: string,
    modulePath: ReadonlyArray<PropertyKey>,
  ): Promise<string> {
    const worker = await (this.worker ??= this.start());
    const id = this.next++;
    // While a question waits, the thread keeps the process alive (the caller awaits the answer).
    worker.ref();
    return new Promise<string>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, session, file, modulePath: [...modulePath] });
    });
  }

  private async start(): Promise<Worker> {
    const worker = new Worker(THREAD_CODE, {
      eval: true,
      workerData: { root: this.root, code: await locatorModuleCode(), file: SOURCE_LOCATION },
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
const SOURCE_LOCATION = fileURLToPath(SOURCE_LOCATION_URL);

let locatorModule: Promise<string> | undefined;

/** source-location.ts as CommonJS, its types stripped (once per process; esbuild is the build's already). */
function locatorModuleCode(): Promise<string> {
  locatorModule ??= (async () => {
    const { transform } = await import('esbuild');
    const { code } = await transform(await readFile(SOURCE_LOCATION, 'utf8'), {
      loader: 'ts',
      format: 'cjs',
      platform: 'node',
      sourcefile: SOURCE_LOCATION,
      // It finds TypeScript from its own place, as it does when it runs as it is.
      define: { 'import.meta.url': JSON.stringify(SOURCE_LOCATION_URL) },
    });
    return code;
  })();
  return locatorModule;
}
