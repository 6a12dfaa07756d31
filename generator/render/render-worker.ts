import { pathToFileURL } from 'node:url';
import { deserialize } from 'node:v8';
import { isMainThread, parentPort, workerData, type MessagePort } from 'node:worker_threads';
import type { Content } from '../../shared/model/content-graph.ts';
import {
  contentFromParts,
  readEveryCollection,
  readSmallCollections,
  type ContentParts,
} from '../content/content-parts.ts';
import { applyContentPatch, type ContentPatch } from './content-patch.ts';
import { threadCpuMs } from './thread-cpu.ts';
import type { Route } from '../../shared/model/route.ts';
import type { BatchOutput, createPageRenderer, RendererInit } from './page-renderer.ts';
import type { ServerEntry } from './render-bundle.ts';
import type { SessionInput } from '../../components/render-session.ts';
import { sourceFrameLocator } from './source-frames.ts';
import type { VariantsWritten } from '../write/precompress.ts';
import { stampFilesSync, type Stamp } from '../write/stamp.ts';

export const WORKER_KIND = 'fernhill-render';

export interface BatchRequest {
  type: 'batch';
  /** Which render of the pool this batch belongs to (a failed render's late replies are ignored). */
  run: number;
  batch: number;
  firstIndex: number;
  routes: Route[];
  /** Render the routes each apart, at these positions in render order (a few pages of a batch). */
  apart?: number[];
}

/** Watch mode: new content, translations or assets for the next batches (no reply; messages are handled in order). */
export interface UpdateRequest {
  type: 'update';
  init: Partial<RendererInit>;
  /** The content's changed entries (instead of `init.content`: generator/render/content-patch.ts). */
  contentPatch?: ContentPatch;
  /** The footers read content that changed: render them again. */
  footersChanged: boolean;
}

/**
 * Watch mode, after a component edit: load the new renderer bundle into this
 * warm thread (React, the content and the compiled code of everything else
 * stay) instead of starting a thread again. Answered with a ReloadReply.
 */
export interface ReloadRequest {
  type: 'reload';
  file: string;
  reload: number;
}

export type ReloadReply = { reload: number; error?: SerializedError };

/** What the renderer's modules wrote to the Stitches sheet as they loaded (server-entry moduleCss); answered with a ModuleCssReply. */
export interface ModuleCssRequest {
  type: 'module-css';
}

export type ModuleCssReply = { moduleCss: string };

type RenderRequest = BatchRequest | UpdateRequest | ReloadRequest | StampRequest | ModuleCssRequest;

/**
 * A thread started without its inputs (RenderPool.waiting): the content the
 * build has loaded, as the module cache's records, to read while the build
 * thread works out the rest (no reply; a BeginRequest naming the same records
 * takes it).
 */
export interface PrefetchRequest {
  type: 'prefetch';
  parts: ContentParts;
  /**
   * Read every collection now (a build that renders every page reads them
   * all): else the small ones now (readSmallCollections) and each other when
   * a page first reads it.
   */
  readAll: boolean;
}

/** A collection whose records hold at most this many bytes is read ahead by a thread that waits. */
const READ_AHEAD_BYTES = 1 << 20;

/** A thread started without its inputs (RenderPool.waiting): here they are, serialized (render-pool.ts). */
export interface BeginRequest {
  type: 'begin';
  init: SharedArrayBuffer;
}

/**
 * Stamp these files of `folder` (generator/write/stamp.ts), compressing each
 * after; `from`: read them from that folder. Answered with a StampReply.
 */
export interface StampRequest {
  type: 'stamp';
  job: number;
  folder: string;
  files: string[];
  stamp: Stamp;
  precompress: boolean;
  from?: string;
}

/** `threadCpuMs` as in BatchReply: a thread that stamps after rendering keeps counting. */
export type StampReply =
  | { job: number; variants: VariantsWritten; threadCpuMs?: number }
  | { job: number; error: SerializedError };

/** `threadCpuMs`: the thread's CPU time so far, where the platform tells (generator/render/thread-cpu.ts). */
export type BatchReply =
  | { run: number; batch: number; output: BatchOutput; threadCpuMs?: number }
  | { run: number; batch: number; error: SerializedError };

export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  /** A BuildError's problems (errors/build-error.ts), kept so the CLI can list them. */
  problems?: Array<{ name: string; message: string; hint: string }>;
  /** A system error's code and file (e.g. ENOENT of a page a stamp reads), kept so callers can tell which. */
  code?: string;
  path?: string;
}

/** What a render worker is started with (generator/render/render-pool.ts). */
export interface RenderWorkerData {
  kind: typeof WORKER_KIND;
  /**
   * The RendererInit, serialized once for every thread (render-pool.ts). Without it, the thread
   * only stamps (`build --merge` renders nothing).
   */
  init?: SharedArrayBuffer;
  /** The project root the render bundle was built from: a failing page's error names files relative to it. */
  root: string;
}

/** RendererInit's fields that render session caches are worked out from (components/render-session.ts). */
const SESSION_INPUT_FIELDS: ReadonlyArray<SessionInput & keyof RendererInit> = [
  'content',
  'resources',
  'settings',
  'mediaUrls',
  'year',
  'assets',
  'buildHash',
  'linkTargets',
];

/** What an update replaces, as the session names it: the fields it brings, and the footers when their content changed. */
export function changedInputs(request: UpdateRequest): SessionInput[] {
  const fields = SESSION_INPUT_FIELDS.filter(
    (field) => field in request.init || (field === 'content' && request.contentPatch),
  );
  return request.footersChanged ? [...fields, 'footers'] : fields;
}

/**
 * Runs inside a render worker: renders the batches the pool sends, one at a
 * time, with one render session for the worker's life; an update invalidates
 * what was worked out from the inputs it replaces.
 */
export function serveRenderRequests(server: ServerEntry, create: typeof createPageRenderer): void {
  const data = workerData as Partial<RenderWorkerData> | undefined;
  if (isMainThread || !parentPort || data?.kind !== WORKER_KIND) return;
  // A newer bundle imported by a thread that already serves (a ReloadRequest): it takes over
  // rendering from the first bundle's message handler, which stays the only one.
  const swap = (globalThis as { [TAKE_OVER]?: TakeOver })[TAKE_OVER];
  if (swap) return swap(server, create);
  const port = parentPort;
  const root = data.root!;
  if (data.init) {
    const shared = data.init;
    // The serialized copy is freed once every thread has read it.
    delete data.init;
    serveRenders(port, server, create, shared, root);
    return;
  }
  // Started before its inputs were ready (steps/bundle.ts starts one while the content loads), or
  // only to stamp (`build --merge`): stamps until a BeginRequest brings the inputs.
  let prefetched: Prefetched | undefined;
  const waiting = (request: StampRequest | BeginRequest | ModuleCssRequest | PrefetchRequest) => {
    if (request.type === 'begin') {
      port.off('message', waiting);
      serveRenders(port, server, create, request.init, root, prefetched);
    } else if (request.type === 'prefetch') {
      prefetched = { parts: request.parts, content: contentFromParts(request.parts) };
      if (request.readAll) readEveryCollection(prefetched.content);
      else readSmallCollections(prefetched.content, request.parts, READ_AHEAD_BYTES);
    } else if (request.type === 'module-css')
      port.postMessage({ moduleCss: server.moduleCss() } satisfies ModuleCssReply);
    else port.postMessage(stampFiles(request));
  };
  port.on('message', waiting);
}

/** The thread's renders from `shared` (a serialized RendererInit) on: batches, updates, reloads, stamps. */
function serveRenders(
  port: MessagePort,
  server: ServerEntry,
  create: typeof createPageRenderer,
  shared: SharedArrayBuffer,
  root: string,
  prefetched?: Prefetched,
): void {
  let init = initFrom(shared, prefetched);
  let session = server.createRenderSession();
  const locateFrame = sourceFrameLocator(root);
  let renderer = create(server, init, session, locateFrame);
  (globalThis as { [TAKE_OVER]?: TakeOver })[TAKE_OVER] = (nextServer, nextCreate) => {
    // New components: nothing rendered with the old ones (the session's chrome, its caches) is kept.
    session = nextServer.createRenderSession();
    renderer = nextCreate(nextServer, init, session, locateFrame);
    server = nextServer;
  };
  port.on('message', (request: RenderRequest) => {
    if (request.type === 'module-css') {
      port.postMessage({ moduleCss: server.moduleCss() } satisfies ModuleCssReply);
      return;
    }
    if (request.type === 'stamp') {
      port.postMessage(stampFiles(request));
      return;
    }
    if (request.type === 'update') {
      init = {
        ...init,
        ...request.init,
        ...(request.contentPatch
          ? { content: applyContentPatch(init.content, request.contentPatch) }
          : {}),
      };
      session.invalidate(...changedInputs(request));
      renderer = create(server, init, session, locateFrame);
      return;
    }
    if (request.type === 'reload') {
      // The pool sends nothing else until this is answered.
      import(pathToFileURL(request.file).href).then(
        () => port.postMessage({ reload: request.reload } satisfies ReloadReply),
        (error: unknown) =>
          port.postMessage({
            reload: request.reload,
            error: serializeError(error),
          } satisfies ReloadReply),
      );
      return;
    }
    let reply: BatchReply;
    try {
      const output = request.apart
        ? renderer.renderApart(request.routes, request.apart)
        : renderer.renderBatch(request.routes, request.firstIndex);
      reply = { run: request.run, batch: request.batch, output, ...cpuSoFar() };
    } catch (error) {
      reply = { run: request.run, batch: request.batch, error: serializeError(error) };
    }
    port.postMessage(reply);
  });
}

/** Content read ahead of the inputs (a PrefetchRequest), with the records it was read from. */
interface Prefetched {
  parts: ContentParts;
  content: Content;
}

/**
 * The renderer's inputs from the build thread, with the content read from the
 * module cache's records where it sent those (read already when they are the
 * records prefetched).
 */
function initFrom(shared: SharedArrayBuffer, prefetched?: Prefetched): RendererInit {
  const init = deserialize(Buffer.from(shared)) as RendererInit;
  if (!init.contentParts) return init;
  const same = prefetched && JSON.stringify(prefetched.parts) === JSON.stringify(init.contentParts);
  return { ...init, content: same ? prefetched.content : contentFromParts(init.contentParts) };
}

/** The thread's CPU time so far as a reply's `threadCpuMs`, where the platform tells it. */
function cpuSoFar(): { threadCpuMs?: number } {
  const cpu = threadCpuMs();
  return cpu === undefined ? {} : { threadCpuMs: cpu };
}

function stampFiles(request: StampRequest): StampReply {
  try {
    const variants = stampFilesSync(request.folder, request.files, request.stamp, {
      precompress: request.precompress,
      ...(request.from ? { from: request.from } : {}),
    });
    return { job: request.job, variants, ...cpuSoFar() };
  } catch (error) {
    return { job: request.job, error: serializeError(error) };
  }
}

/** Where a thread's first bundle leaves the hand-over for the bundles imported after it (one per thread). */
const TAKE_OVER = Symbol.for('fernhill.render.take-over');
type TakeOver = (server: ServerEntry, create: typeof createPageRenderer) => void;

/** An error as it crosses to the main thread: a BuildError keeps its problems (the CLI lists them). */
function serializeError(error: unknown): SerializedError {
  const failure = error instanceof Error ? error : new Error(String(error));
  const problems = (failure as { problems?: SerializedError['problems'] }).problems;
  const { code, path } = failure as NodeJS.ErrnoException;
  return {
    name: failure.name,
    message: failure.message,
    ...(failure.stack ? { stack: failure.stack } : {}),
    ...(problems ? { problems } : {}),
    ...(code ? { code } : {}),
    ...(path ? { path } : {}),
  };
}
