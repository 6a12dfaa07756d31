import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { BuildError } from '../errors/build-error.ts';
import type { Route } from '../routes/route.ts';
import { mergeStitchesSheets } from './merge-css.ts';
import type { BatchOutput, RenderedPageFacts, RendererInit } from './page-renderer.ts';
import type { RenderBundle } from './render-bundle.ts';
import { WORKER_KIND, type BatchReply, type BatchRequest, type SerializedError } from './render-worker.ts';

/** Routes per batch: large enough that the per-batch CSS reset costs nothing, small enough to balance two or more workers. */
export const BATCH_SIZE = 50;

export const defaultWorkerCount = (): number => Math.max(1, os.availableParallelism());

export interface RenderResult {
  /** In route order, whatever thread rendered them. */
  pages: RenderedPageFacts[];
  /** The merged stylesheet of every batch (byte-identical for any worker count). */
  css: string;
}

function toError(error: SerializedError): Error {
  if (error.problems) return new BuildError('Render', error.problems);
  const failure = new Error(error.message);
  failure.name = error.name;
  if (error.stack) failure.stack = error.stack;
  return failure;
}

/**
 * Renders every route in fixed batches, on `workers` threads (always worker
 * threads, so one worker and many run the same React build). Batches are the same whatever the worker count, and their results
 * are put back in route order, so the output is byte-identical to a serial
 * build. With an output folder, workers write pages as they go and only small
 * facts come back, so memory stays flat as the site grows.
 */
export async function renderPages(bundle: RenderBundle, init: RendererInit, routes: readonly Route[], workers: number): Promise<RenderResult> {
  const batches: BatchRequest[] = [];
  for (let start = 0; start < routes.length; start += BATCH_SIZE) {
    batches.push({ batch: batches.length, firstIndex: start, routes: routes.slice(start, start + BATCH_SIZE) });
  }
  const outputs: BatchOutput[] = new Array(batches.length);
  const threads = Math.max(1, Math.min(workers, batches.length));
  if (batches.length > 0) {
    await new Promise<void>((resolve, reject) => {
      let next = 0;
      let done = 0;
      let failed = false;
      const pool: Worker[] = [];
      const stop = (error?: Error) => {
        if (failed) return;
        if (error) failed = true;
        for (const worker of pool) void worker.terminate();
        if (error) reject(error);
        else resolve();
      };
      const feed = (worker: Worker) => {
        if (next < batches.length) worker.postMessage(batches[next++]);
      };
      for (let index = 0; index < threads; index += 1) {
        // Plain JavaScript (the bundle): no TypeScript loader needed in the thread. React's
        // production build renders the same markup several times faster than its development build.
        const worker = new Worker(bundle.file, { workerData: { kind: WORKER_KIND, init }, execArgv: [], env: { ...process.env, NODE_ENV: 'production' } });
        pool.push(worker);
        worker.on('message', (reply: BatchReply) => {
          if ('error' in reply) return stop(toError(reply.error));
          outputs[reply.batch] = reply.output;
          done += 1;
          if (done === batches.length) stop();
          else feed(worker);
        });
        worker.on('error', (error) => stop(error));
        worker.on('exit', (code) => {
          if (code !== 0 && done < batches.length) stop(new Error(`A render worker stopped unexpectedly (exit code ${code})`));
        });
        feed(worker);
      }
    });
  }
  return { pages: outputs.flatMap((output) => output.pages), css: mergeStitchesSheets(outputs.map((output) => output.css)) };
}
