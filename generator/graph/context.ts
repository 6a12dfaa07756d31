import type { RenderProgress } from '../render/render-pool.ts';
import type { ContentLoader } from '../content/load-content.ts';
import type { ContentFields } from '../render/content-fields.ts';
import type { RenderPool } from '../render/render-pool.ts';
import type { RendererInit } from '../render/page-renderer.ts';
import type { RenderBundle, RendererBundler } from '../render/render-bundle.ts';
import type { Shard } from '../render/shards.ts';
import type { BuildCache } from './build-cache.ts';
import type { Sink } from '../write/sinks.ts';
import type { FileFingerprints } from './file-fingerprints.ts';
import type { TranslationMemo } from '../i18n/translation-memo.ts';
import type { BuildProfile } from './profile.ts';

/** The render threads the graph keeps between evaluations, and what they were last given. */
export interface RenderThreads {
  pool?: RenderPool;
  /** The bundle the pool runs. */
  bundle?: RenderBundle;
  /** What the pool renders with (updates send only what differs). */
  init?: RendererInit;
  /** Field hashes of the content the pool has (a changed footer field renders the footers again). */
  fields?: ContentFields;
  /** Watch mode's esbuild context for the renderer bundle (rebuilt incrementally). */
  bundler?: RendererBundler;
}

/** What every step of the site graph may read besides its inputs. */
export interface SiteContext {
  root: string;
  profile: BuildProfile;
  files: FileFingerprints;
  log: (line: string) => void;
  /** Told as pages render (a terminal shows a progress bar). */
  onRenderProgress?: RenderProgress;
  /** Render threads: one per core unless told. */
  workers: number;
  /** Keep the render threads between evaluations (dev); a one-off build frees them right after the render. */
  keepWorkers: boolean;
  /** Pages rendered past which a one-off build stamps them on new threads (default: steps/render.ts STAMP_THREADS_AFTER). */
  stampThreadsAfter?: number;
  contentLoader: ContentLoader;
  /** A build with the cache: the translation check's parts per module, kept for the next build. */
  translationMemo?: TranslationMemo;
  threads: RenderThreads;
  /** Where this evaluation writes. */
  sink: Sink;
  /**
   * A folder of this graph's own, removed when it closes, where a step's output waits on disk
   * (held-text.ts); none in dev, whose graph lives as long as the server.
   */
  scratch?: string;
  /**
   * Of the routes a change reaches, render only these now (dev: the pages open
   * in a browser go ahead of the rest, which a later evaluation renders), by
   * normalized path (shared/model/normalize-path.ts).
   */
  renderOnly?: ReadonlySet<string>;
  /** `build --shard i/n`: the shard the shard step renders (generator/render/shards.ts). */
  shard?: Shard;
  /** `build --merge`: the shards' folders, whose pages the render step reads instead of rendering. */
  mergeFrom?: readonly string[];
  /** A build that keeps a cache (generator/graph/build-cache.ts): its pages stand in for renders. */
  cache?: BuildCache;
}
