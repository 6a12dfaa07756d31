import os from 'node:os';
import { serialize } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { partsBytes, type ContentParts } from '../content/content-parts.ts';
import type { ContentPatch } from './content-patch.ts';
import { BuildError } from '../errors/build-error.ts';
import type { Route } from '../../shared/model/route.ts';
import { mergeStitchesSheets } from './merge-css.ts';
import { renderOrder } from './render-order.ts';
import type { BatchOutput, RenderedPageFacts, RendererInit } from './page-renderer.ts';
import type { RenderBundle } from './render-bundle.ts';
import { FactInterner } from './fact-interner.ts';
import {
  WORKER_KIND,
  type BatchReply,
  type BatchRequest,
  type BeginRequest,
  type PrefetchRequest,
  type ModuleCssReply,
  type ModuleCssRequest,
  type ReloadReply,
  type ReloadRequest,
  type RenderWorkerData,
  type SerializedError,
  type StampReply,
  type StampRequest,
  type UpdateRequest,
} from './render-worker.ts';
import { addVariants, NO_VARIANTS, type VariantsWritten } from '../write/precompress.ts';
import { stampFilesSync, type Stamp } from '../write/stamp.ts';

/** Files per stamp job: a few batches' pages, so the threads stay busy without one message per file. */
const STAMP_JOB_FILES = 200;
/**
 * A stamp of at most this many files (the pages an edit rendered) is shared with the build
 * thread, which would only wait for it, in jobs of SHARED_JOB_FILES so that both finish
 * together: a one-entry edit's 34 files took the one render thread some 100 ms to stamp and
 * compress. Past it the build thread has the site-wide steps to run meanwhile.
 */
const STAMP_HERE_UP_TO = 400;
const SHARED_JOB_FILES = 4;

/**
 * Routes per batch: large enough that a batch's fixed cost (an empty Stitches
 * sheet filled again, its CSS collected: about 0.8 ms) is under 2% of its
 * pages' render time, small enough to balance two or more workers.
 */
export const BATCH_SIZE = 100;

/**
 * Renderer bundles a warm pool loads in place before watch mode starts a new
 * one: each stays in the threads' memory (modules cannot be unloaded), about
 * a few MiB a time.
 */
export const MAX_RELOADS = 10;

export const defaultWorkerCount = (): number => Math.max(1, os.availableParallelism());

export interface RenderResult {
  /** In route order, whatever thread rendered them. */
  pages: RenderedPageFacts[];
  /** The merged stylesheet of every batch (byte-identical for any worker count). */
  css: string;
  /** Each batch's output, in order (watch mode reads the shared dependencies from them). */
  batches: BatchOutput[];
  /** What each of `batches` was: its number in the build's plan and its routes. */
  plan: readonly PlannedBatch[];
  /** CPU time the render threads have used since they started (the benchmark reports it); undefined where unknown. */
  threadsCpuMs?: number;
}

function toError(error: SerializedError): Error {
  if (error.problems) return new BuildError('Render', error.problems);
  const failure: NodeJS.ErrnoException = new Error(error.message);
  failure.name = error.name;
  if (error.stack) failure.stack = error.stack;
  if (error.code) failure.code = error.code;
  if (error.path) failure.path = error.path;
  return failure;
}

/**
 * A render thread's heap: what it keeps is React, the renderer and the content
 * graph; everything else is one page's garbage. Without a limit V8 lets that
 * garbage pile up to hundreds of MiB per thread before collecting, so the limit
 * follows the renderer's inputs as serialized for the thread (`initBytes`),
 * generously: a parsed graph takes several times its serialized size. (The
 * factor was 16 times the content's JSON; the serialized inputs are about 1.2
 * times that, at +10,000 pages 18.8 against 15.4 MB.)
 * A page's garbage dies young. The young generation asked for here holds only
 * where the process runs without --max-semi-space-size: V8 applies that flag
 * to every thread's heap, over a thread's own limit, so under the build
 * script's (package.json) render threads collect every 8 MiB too
 * (tools/bench/bench.ts says why that size). Letting them take 16 MiB
 * (61af3e7, reverted) made a build after a one-entry edit at
 * +10,000 pages about 5% faster (median of 5 rounds) and a cold one no faster,
 * at 55 MiB more peak RSS with precompression. (Before the flag: 8 MiB
 * rendered a cold build as fast as 16, 4 cost about 10%; 32 made an edit
 * build 0.28 s faster in nine interleaved pairs.)
 */
export function workerHeapLimits(initBytes: number): {
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
} {
  return {
    maxOldGenerationSizeMb: Math.ceil(64 + 13 * (initBytes / 2 ** 20)),
    maxYoungGenerationSizeMb: 32,
  };
}

/**
 * `init` serialized once, in memory every thread reads: a structured clone of
 * it per thread (what `workerData` makes) cost the build thread about 0.17 s
 * each at +10,000 pages, and sizing the heap from the content's JSON 0.35 s.
 */
function sharedInit(init: RendererInit): { data: SharedArrayBuffer; bytes: number } {
  // Content the threads read from the module cache's records is not sent (content-parts.ts).
  const bytes = serialize(init.contentParts ? { ...init, content: undefined } : init);
  const shared = new SharedArrayBuffer(bytes.byteLength);
  new Uint8Array(shared).set(bytes);
  return {
    data: shared,
    bytes: bytes.byteLength + (init.contentParts ? partsBytes(init.contentParts) : 0),
  };
}

/** One batch of a render: its number, its first position in render order, its routes (indexes into the route list). */
export interface PlannedBatch {
  batch: number;
  firstIndex: number;
  indexes: number[];
  /** Only some of the batch's routes, each rendered apart (`indexes` are theirs): their positions in render order. */
  apart?: number[];
}

/**
 * The batches a render of `routes` is made of: the routes in render order
 * (generator/render/render-order.ts), `size` at a time. A build's batches
 * depend on the routes alone, so a shard (generator/render/shards.ts) renders
 * exactly the batches the whole build would, and their sheets merge the same.
 */
export function planBatches(routes: readonly Route[], size = BATCH_SIZE): PlannedBatch[] {
  const order = renderOrder(routes);
  const plan: PlannedBatch[] = [];
  for (let start = 0; start < order.length; start += size)
    plan.push({ batch: plan.length, firstIndex: start, indexes: order.slice(start, start + size) });
  return plan;
}

/** Told after each batch: pages rendered so far, of `total` (the CLI's progress bar). */
export type RenderProgress = (rendered: number, total: number) => void;

/**
 * Worker threads that render routes in fixed batches (always worker threads,
 * so one worker and many run the same React build), in render order
 * (generator/render/render-order.ts). Batches are the same whatever the
 * worker count, and their results are put back in route order,
 * so the output is byte-identical to a serial build. With an output folder,
 * workers write pages as they go and only small facts come back, so memory
 * stays flat as the site grows. A build uses a pool once; watch mode keeps
 * one warm and sends it updates.
 */
export class RenderPool {
  private readonly workers: Worker[] = [];
  private queue: Promise<unknown> = Promise.resolve();
  private runs = 0;
  /** A thread that died between renders (e.g. out of memory while idle): the next render reports it. */
  private failure: Error | undefined;

  private readonly bundle: RenderBundle;
  /** The heap limits of the threads a build starts (workerHeapLimits); none in watch mode. */
  private resourceLimits: ReturnType<typeof workerHeapLimits> | undefined;
  /** Threads started without their inputs (RenderPool.waiting), until `begin`. */
  private waitingForInit = false;

  /**
   * `boundHeap`: a build's one pass over the site trades some speed for memory; watch mode's few
   * pages at a time want the speed. Without `init` the threads only stamp (`build --merge`).
   */
  constructor(
    bundle: RenderBundle,
    init: RendererInit | undefined,
    threads: number,
    { boundHeap = false }: { boundHeap?: boolean } = {},
  ) {
    this.bundle = bundle;
    const initData = init && sharedInit(init);
    this.resourceLimits = boundHeap && initData ? workerHeapLimits(initData.bytes) : undefined;
    if (initData) this.initBytes = initData.bytes;
    for (let index = 0; index < Math.max(1, threads); index += 1) this.startThread(initData?.data);
  }

  /**
   * Threads started before the renderer's inputs exist, so that loading
   * Node, React and the renderer overlaps the build thread's work until they
   * do (about 0.4 s of a build that renders a few pages). Their heap limit
   * follows `initBytes`, the serialized inputs' size the last build had. They
   * stamp meanwhile; `begin` gives them the inputs.
   */
  static waiting(bundle: RenderBundle, threads: number, initBytes: number): RenderPool {
    const pool = new RenderPool(bundle, undefined, threads);
    pool.resourceLimits = workerHeapLimits(initBytes);
    pool.waitingForInit = true;
    return pool;
  }

  get waiting(): boolean {
    return this.waitingForInit;
  }

  /**
   * Hands waiting threads the content as the module cache's records, while
   * the build thread works out the rest of their inputs. `readAll` (every page
   * renders): they read every record now (at +10,000 pages about 0.7 s of each
   * thread before its first page); else the small collections now and each
   * other when a page first reads it (render-worker.ts READ_AHEAD_BYTES).
   */
  prefetch(parts: ContentParts, options: { readAll: boolean }): void {
    if (!this.waitingForInit) return;
    const request: PrefetchRequest = { type: 'prefetch', parts, readAll: options.readAll };
    for (const worker of this.workers) worker.postMessage(request);
  }

  /** Gives waiting threads the renderer's inputs, and starts more with them up to `threads`. */
  begin(init: RendererInit, threads: number): void {
    if (!this.waitingForInit) throw new Error('The render threads have their inputs already');
    this.waitingForInit = false;
    const initData = sharedInit(init);
    this.initBytes = initData.bytes;
    const request: BeginRequest = { type: 'begin', init: initData.data };
    for (const worker of this.workers) worker.postMessage(request);
    while (this.workers.length < threads) this.startThread(initData.data);
  }

  /** The size of the renderer's inputs as the threads read them (a build with a cache keeps it for the next). */
  initBytes: number | undefined;

  /** Threads `grow` started: they stamp, and never render. */
  private readonly stampOnly = new Set<Worker>();

  /**
   * Starts threads that only stamp, up to `threads` in all: a one-off build
   * that rendered a few pages on one thread, then stamps every page again
   * (a new build hash), stamps on every core.
   */
  grow(threads: number): void {
    while (this.workers.length < threads) {
      this.startThread(undefined);
      this.stampOnly.add(this.workers.at(-1)!);
    }
  }

  private startThread(initData: SharedArrayBuffer | undefined): void {
    // Plain JavaScript (the bundle): no TypeScript loader needed in the thread. React's
    // production build renders the same markup several times faster than its development build.
    const workerData: RenderWorkerData = {
      kind: WORKER_KIND,
      ...(initData ? { init: initData } : {}),
      root: this.bundle.root,
    };
    const worker = new Worker(this.bundle.file, {
      workerData,
      execArgv: [],
      env: { ...process.env, NODE_ENV: 'production' },
      ...(this.resourceLimits ? { resourceLimits: this.resourceLimits } : {}),
    });
    // Without a listener of its own, a thread's error outside a render would end the whole process.
    worker.on('error', (error) => (this.failure ??= error));
    this.workers.push(worker);
  }

  get threads(): number {
    return this.workers.length;
  }

  /** New content (whole, or as a patch), translations or assets for every later render. */
  update(
    init: Partial<RendererInit>,
    { footers = false, contentPatch }: { footers?: boolean; contentPatch?: ContentPatch } = {},
  ): void {
    const request: UpdateRequest = {
      type: 'update',
      init,
      footersChanged: footers,
      ...(contentPatch ? { contentPatch } : {}),
    };
    for (const worker of this.workers) worker.postMessage(request);
  }

  /**
   * Renders `routes` (renders queue one after the other). `spread` splits a
   * few routes evenly over the threads (watch mode) instead of in the fixed
   * batches a build needs for byte-identical output.
   */
  render(
    routes: readonly Route[],
    {
      spread = false,
      onProgress,
      only,
      apart,
    }: {
      spread?: boolean;
      onProgress?: RenderProgress;
      /** Of the build's batches (planBatches), only these (a shard's): the other routes' pages stay empty. */
      only?: ReadonlySet<number>;
      /**
       * Of these batches (in `only`), only the routes at these offsets in the
       * batch, each rendered apart (PageRenderer.renderApart): a build with a
       * cache renders the pages an edit reached.
       */
      apart?: ReadonlyMap<number, readonly number[]>;
    } = {},
  ): Promise<RenderResult> {
    const size = spread
      ? Math.max(1, Math.min(BATCH_SIZE, Math.ceil(routes.length / this.workers.length)))
      : BATCH_SIZE;
    const plan = planBatches(routes, size)
      .filter((batch) => !only || only.has(batch.batch))
      .map((planned) => {
        const offsets = apart?.get(planned.batch);
        return offsets
          ? {
              ...planned,
              indexes: offsets.map((offset) => planned.indexes[offset]!),
              apart: offsets.map((offset) => planned.firstIndex + offset),
            }
          : planned;
      });
    const result = this.queue.then(() => this.renderNow(routes, plan, onProgress));
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** Bundles loaded in place since the threads started (each stays in their memory: see reload). */
  reloads = 0;

  /**
   * Watch mode, after a component edit: every thread loads `bundle` in place,
   * keeping React, the content and their compiled code warm, instead of a new
   * pool starting from nothing. A thread cannot unload the bundles it had, so
   * the caller starts a new pool after a few reloads (MAX_RELOADS).
   */
  reload(bundle: RenderBundle): Promise<void> {
    const reload = ++this.reloads;
    const request: ReloadRequest = { type: 'reload', file: bundle.file, reload };
    const done = this.queue.then(() =>
      Promise.all(
        this.workers.map(
          (worker) =>
            new Promise<void>((resolve, reject) => {
              const onMessage = (reply: ReloadReply) => {
                if (reply.reload !== reload) return;
                worker.off('message', onMessage);
                if (reply.error) reject(toError(reply.error));
                else resolve();
              };
              worker.on('message', onMessage);
              worker.postMessage(request);
            }),
        ),
      ),
    );
    this.queue = done.catch(() => undefined);
    return done.then(() => undefined);
  }

  private stamps = 0;

  /** Each thread's CPU time as its last reply (a batch or a stamp job) gave it. */
  private readonly cpuByWorker = new Map<Worker, number>();

  /**
   * The threads' CPU time so far, rendering and stamping, where the platform
   * tells (the benchmark splits a build's CPU time with it).
   */
  get threadsCpuMs(): number | undefined {
    if (this.cpuByWorker.size === 0) return undefined;
    let sum = 0;
    for (const ms of this.cpuByWorker.values()) sum += ms;
    return sum;
  }

  /**
   * Stamps `files` of `folder` (generator/write/stamp.ts) and, with
   * `precompress`, writes their `.br`/`.gz`: the threads share the files a job
   * of STAMP_JOB_FILES at a time (a few files: the build thread too,
   * STAMP_HERE_UP_TO). `from`: read them from there (a build cache's pages).
   * Returns the variants written.
   */
  stamp(
    folder: string,
    files: readonly string[],
    stamp: Stamp,
    precompress: boolean,
    from?: string,
  ): Promise<VariantsWritten> {
    const here = files.length <= STAMP_HERE_UP_TO;
    const jobFiles = here ? SHARED_JOB_FILES : STAMP_JOB_FILES;
    const jobs: StampRequest[] = [];
    for (let start = 0; start < files.length; start += jobFiles)
      jobs.push({
        type: 'stamp',
        job: ++this.stamps,
        folder,
        files: files.slice(start, start + jobFiles),
        stamp,
        precompress,
        ...(from ? { from } : {}),
      });
    let next = 0;
    let variants = NO_VARIANTS;
    // The build thread's share: a job at a time, the threads' replies taken between two.
    const serveHere = async () => {
      try {
        for (;;) {
          await new Promise<void>((resolve) => setImmediate(resolve));
          const job = jobs[next++];
          if (!job) return;
          variants = addVariants(
            variants,
            stampFilesSync(folder, job.files, stamp, { precompress, ...(from ? { from } : {}) }),
          );
        }
      } catch (error) {
        next = jobs.length;
        throw error;
      }
    };
    // Each thread takes the next job when it answers; the first failure stops the others taking more.
    const serve = (worker: Worker) =>
      new Promise<void>((resolve, reject) => {
        const send = () => {
          const job = jobs[next++];
          if (!job) return finish();
          worker.postMessage(job);
        };
        const onMessage = (reply: StampReply) => {
          if ('error' in reply) {
            next = jobs.length;
            return finish(toError(reply.error));
          }
          variants = addVariants(variants, reply.variants);
          if (reply.threadCpuMs !== undefined) this.cpuByWorker.set(worker, reply.threadCpuMs);
          send();
        };
        const onExit = (code: number) =>
          finish(new Error(`A render worker stopped unexpectedly (exit code ${code})`));
        const finish = (error?: Error) => {
          worker.off('message', onMessage).off('exit', onExit);
          if (error) reject(error);
          else resolve();
        };
        worker.on('message', onMessage).on('exit', onExit);
        send();
      });
    const done = this.queue.then(async () => {
      if (this.failure) throw this.failure;
      // Settled, not all: when it rejects, no thread is still writing (the build then discards its staging folder).
      const outcomes = await Promise.allSettled([
        ...this.workers.map(serve),
        ...(here ? [serveHere()] : []),
      ]);
      const failed = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
      return variants;
    });
    this.queue = done.catch(() => undefined);
    return done;
  }

  /** What the renderer's modules wrote to the Stitches sheet as they loaded (every batch's CSS carries it). */
  moduleCss(): Promise<string> {
    const worker = this.workers[0]!;
    const done = this.queue.then(
      () =>
        new Promise<string>((resolve, reject) => {
          const onMessage = (reply: ModuleCssReply) => {
            if (typeof reply.moduleCss !== 'string') return;
            worker.off('message', onMessage).off('exit', onExit);
            resolve(reply.moduleCss);
          };
          const onExit = (code: number) => {
            worker.off('message', onMessage);
            reject(new Error(`A render worker stopped unexpectedly (exit code ${code})`));
          };
          worker.on('message', onMessage).once('exit', onExit);
          worker.postMessage({ type: 'module-css' } satisfies ModuleCssRequest);
        }),
    );
    this.queue = done.catch(() => undefined);
    return done;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  private async renderNow(
    routes: readonly Route[],
    plan: readonly PlannedBatch[],
    onProgress: RenderProgress | undefined,
  ): Promise<RenderResult> {
    if (this.failure) throw this.failure;
    const run = ++this.runs;
    const total = plan.reduce((sum, batch) => sum + batch.indexes.length, 0);
    const batches: BatchRequest[] = plan.map((planned, position) => ({
      type: 'batch',
      run,
      batch: position,
      firstIndex: planned.firstIndex,
      routes: planned.indexes.map((index) => routes[index]!),
      ...(planned.apart ? { apart: planned.apart } : {}),
    }));
    const outputs = new Array<BatchOutput>(batches.length);
    // One per render: a watch session's pool keeps no strings of pages long since replaced.
    const interner = new FactInterner();
    if (batches.length > 0) {
      // On a failure no more batches are sent, and the render settles once the batches in flight are
      // done: when it rejects, no thread is still writing pages (the build then discards its staging folder).
      await new Promise<void>((resolve, reject) => {
        let next = 0;
        let done = 0;
        let pagesDone = 0;
        let failure: Error | undefined;
        let settled = false;
        const busy = new Set<Worker>();
        const cleanups: Array<() => void> = [];
        const settle = () => {
          if (settled || busy.size > 0 || (!failure && done < batches.length)) return;
          settled = true;
          for (const cleanup of cleanups) cleanup();
          if (failure) reject(failure);
          else resolve();
        };
        const feed = (worker: Worker) => {
          if (failure || next >= batches.length) return;
          worker.postMessage(batches[next++]);
          busy.add(worker);
        };
        const renderers = this.workers.filter((worker) => !this.stampOnly.has(worker));
        for (const worker of renderers.slice(0, batches.length)) {
          const onMessage = (reply: BatchReply) => {
            if (reply.run !== run) return;
            busy.delete(worker);
            if ('error' in reply) failure ??= toError(reply.error);
            else {
              reply.output.css = interner.sheet(reply.output.css);
              outputs[reply.batch] = reply.output;
              if (reply.threadCpuMs !== undefined) this.cpuByWorker.set(worker, reply.threadCpuMs);
              for (const page of reply.output.pages) interner.page(page);
              done += 1;
              pagesDone += reply.output.pages.length;
              onProgress?.(pagesDone, total);
              feed(worker);
            }
            settle();
          };
          const stopped = (error: Error) => {
            failure ??= error;
            busy.delete(worker);
            settle();
          };
          const onError = (error: Error) => stopped(error);
          const onExit = (code: number) =>
            stopped(new Error(`A render worker stopped unexpectedly (exit code ${code})`));
          worker.on('message', onMessage).on('error', onError).on('exit', onExit);
          cleanups.push(() =>
            worker.off('message', onMessage).off('error', onError).off('exit', onExit),
          );
          feed(worker);
        }
      });
    }
    const { threadsCpuMs } = this;
    const pages = new Array<RenderedPageFacts>(routes.length);
    outputs.forEach((output, position) =>
      output.pages.forEach((page, offset) => {
        const index = plan[position]!.indexes[offset]!;
        // The route's own string, not the copy the message brought (14 MiB at +100,000 pages).
        if (page.path === routes[index]!.path) page.path = routes[index]!.path;
        pages[index] = page;
      }),
    );
    return {
      pages,
      css: mergeStitchesSheets(outputs.map((output) => output.css)),
      batches: outputs,
      plan,
      ...(threadsCpuMs === undefined ? {} : { threadsCpuMs }),
    };
  }
}
