import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createContentLoader } from '../content/load-content.ts';
import { TranslationMemo } from '../i18n/translation-memo.ts';
import { RendererBundler } from '../render/render-bundle.ts';
import { defaultWorkerCount, type RenderProgress } from '../render/render-pool.ts';
import type { Shard } from '../render/shards.ts';
import type { Sink } from '../write/sinks.ts';
import type { BuildCache } from './build-cache.ts';
import type { RenderThreads, SiteContext } from './context.ts';
import { FileFingerprints } from './file-fingerprints.ts';
import { Graph, type AnyStep, type Evaluation } from './graph.ts';
import { StepStore } from './step-store.ts';
import type { BuildProfile } from './profile.ts';
import { renderStep } from './steps/render.ts';
import { translationWarningsStep } from './steps/sources.ts';
import { writeStep } from './steps/write.ts';

export interface SiteGraphOptions {
  root: string;
  profile: BuildProfile;
  /** Render threads; default: one per core. */
  workers?: number;
  /** Keep the render threads between evaluations (dev). */
  keepWorkers?: boolean;
  /** Pages rendered past which the pages are stamped on new threads (SiteContext.stampThreadsAfter). */
  stampThreadsAfter?: number;
  log?: (line: string) => void;
  onRenderProgress?: RenderProgress;
  /** Render only this shard's pages (evaluate the shard step). */
  shard?: Shard;
  /** Take the pages from these shards' folders instead of rendering them. */
  mergeFrom?: readonly string[];
  /** Keep a build cache: take the pages whose keys did not change from it (generator/graph/build-cache.ts). */
  cache?: BuildCache;
}

/**
 * Where a build with the cache keeps the work a later build may take instead of
 * doing it (content modules, bundles): a folder of the cache's each. A cold build
 * (no usable cache, or --no-cache) takes none, but keeps them for the next.
 */
function keptIn(cache: BuildCache | undefined) {
  if (!cache) return undefined;
  return (folder: string) => ({ dir: path.join(cache.dir, folder), read: !cache.coldReason });
}

/**
 * A folder of one build's own (SiteContext.scratch), removed when its graph
 * closes: a one-off build without a cache writes its content modules' records
 * (generator/content/module-cache.ts) in it for itself alone, so the build
 * thread and the render threads read a large module's entries from its record
 * as they need them, as a build with the cache does, instead of each holding
 * the whole module decoded; and steps hold large texts in it (held-text.ts).
 */
function scratchForThisBuild(root: string): string {
  return path.join(root, '.cache', 'build', `${process.pid}-${randomUUID().slice(0, 8)}`);
}

/**
 * The site's build graph (generator/graph/steps/): tokens, content,
 * translations, locales, routes, bundles, render per route, feeds, sitemap,
 * token reference, checks and write, with what the steps keep between
 * evaluations (the content loader, the render threads). One graph writes into
 * one site: its first evaluation fills the sink, later ones (dev) update it.
 */
export class SiteGraph {
  private readonly graph: Graph<SiteContext>;
  private readonly context: Omit<SiteContext, 'sink' | 'renderOnly'>;
  private readonly threads: RenderThreads;
  /** This build's own folder (scratchForThisBuild); none in dev. */
  private readonly scratch: string | undefined;

  constructor(options: SiteGraphOptions) {
    // A graph evaluated again and again (dev) keeps esbuild's context for the renderer.
    this.threads = options.keepWorkers ? { bundler: new RendererBundler(options.root) } : {};
    const kept = keptIn(options.cache);
    const store = kept && new StepStore(kept('steps'));
    this.graph = new Graph({
      frozen: new Set(options.profile.frozen),
      // The render threads wait for the render's inputs; the sitemap, feeds and checks can wait for the render.
      ahead: [renderStep],
      ...(store ? { store } : {}),
    });
    const files = new FileFingerprints(options.root, kept?.('fingerprints'));
    // Watch mode keeps its threads' content current with patches (render-threads.ts), not records.
    this.scratch = options.keepWorkers ? undefined : scratchForThisBuild(options.root);
    const records = kept
      ? kept('content')
      : this.scratch && { dir: path.join(this.scratch, 'records'), read: false };
    this.context = {
      root: options.root,
      profile: options.profile,
      files,
      log: options.log ?? (() => {}),
      ...(options.onRenderProgress ? { onRenderProgress: options.onRenderProgress } : {}),
      workers: options.workers ?? defaultWorkerCount(),
      keepWorkers: options.keepWorkers ?? false,
      ...(options.stampThreadsAfter === undefined
        ? {}
        : { stampThreadsAfter: options.stampThreadsAfter }),
      contentLoader: createContentLoader(
        options.root,
        records ? { moduleCache: { ...records, hashOf: (file) => files.hash(file) } } : {},
      ),
      ...(kept && store
        ? {
            translationMemo: new TranslationMemo({
              ...kept('translations'),
              basis: () => store.generatorBasis(),
            }),
          }
        : {}),
      threads: this.threads,
      ...(this.scratch ? { scratch: path.join(this.scratch, 'held') } : {}),
      ...(options.shard ? { shard: options.shard } : {}),
      ...(options.mergeFrom ? { mergeFrom: options.mergeFrom } : {}),
      ...(options.cache ? { cache: options.cache } : {}),
    };
  }

  /** Whether nothing was committed yet (the next evaluation builds the whole site). */
  get isEmpty(): boolean {
    return this.graph.isEmpty;
  }

  /**
   * Brings the site in `sink` up to date with the sources (the steps whose
   * keys changed run). `renderOnly`: of the pages to render, only these now
   * (normalized paths, shared/model/normalize-path.ts).
   */
  evaluate(
    sink: Sink,
    {
      renderOnly,
      // The translation warnings beside the write: they wait for TypeScript, the write does not.
      targets = [writeStep, translationWarningsStep],
    }: { renderOnly?: ReadonlySet<string>; targets?: AnyStep[] } = {},
  ): Promise<Evaluation> {
    const context: SiteContext = { ...this.context, sink, ...(renderOnly ? { renderOnly } : {}) };
    return this.graph.evaluate(targets, context);
  }

  /** Runs `work` (evaluations of one update) with each source file looked at once (FileFingerprints.inRound). */
  inRound<T>(work: () => Promise<T>): Promise<T> {
    return this.context.files.inRound(work);
  }

  /** The evaluations since the last commit are the site now (their sink committed too). */
  async commit(): Promise<void> {
    await this.graph.commit();
    await this.context.files.save();
  }

  /** Forgets the evaluations since the last commit (their sink discarded). */
  rollback(): Promise<void> {
    return this.graph.rollback();
  }

  async close(): Promise<void> {
    await this.threads.pool?.close();
    this.threads.pool = undefined;
    await this.threads.bundler?.dispose();
    await this.graph.close();
    this.context.contentLoader.dispose();
    if (this.scratch) rmSync(this.scratch, { recursive: true, force: true });
  }
}
