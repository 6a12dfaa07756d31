import path from 'node:path';
import { LOCALES } from '../content/schema/index.ts';
import type { RuntimeBundle } from './assets/bundle-runtime.ts';
import type { Content } from '../shared/model/content-graph.ts';
import { formatCoverage, uiKeyCoverage, type LocaleCoverage } from './i18n/coverage.ts';
import { LOCK_FILE } from './i18n/translation-lock.ts';
import { writeNextLock } from './i18n/translation-policy.ts';
import type { PageData } from '../shared/contracts/page-data.ts';
import type { Route } from '../shared/model/route.ts';
import type { SiteSettings } from '../shared/model/site-settings.ts';
import type { Evaluation } from './graph/graph.ts';
import { profileOf, type BuildProfile } from './graph/profile.ts';
import { SiteGraph } from './graph/site-graph.ts';
import { ModuleRecordUnreadable } from './content/module-record.ts';
import { BUILD_CACHE_DIR } from './graph/cache-location.ts';
import { optimiseAsUsual, optimiseLater } from './graph/compiler-tiering.ts';
import {
  BuildCacheUnusable,
  cachedSite,
  forgetBuildCache,
  openBuildCache,
  saveBuildCache,
  type BuildCache,
} from './graph/build-cache.ts';
import {
  forgetInputSnapshot,
  isLastBuiltDist,
  saveInputSnapshot,
  takeInputSnapshot,
  type InputSnapshot,
} from './graph/input-snapshot.ts';
import { nextCacheContents } from './graph/steps/cached-render.ts';
import type { RuntimeOutput } from './graph/steps/bundle.ts';
import type { RenderOutput } from './graph/steps/render.ts';
import { shardStep, type ShardOutput } from './graph/steps/shard.ts';
import type { StampedPages } from './graph/steps/stamp.ts';
import type { Shard } from './render/shards.ts';
import type { RenderProgress } from './render/render-pool.ts';
import type {
  ContentOutput,
  LocalesOutput,
  RoutesOutput,
  TranslationsOutput,
} from './graph/steps/sources.ts';
import type { WrittenPages, WrittenSite } from './graph/steps/write.ts';
import { MemorySink } from './write/memory-sink.ts';
import {
  addVariants,
  type PrecompressOptions,
  type PrecompressSummary,
} from './write/precompress.ts';
import { formatSizes, summarizeSizes, type SizeSummary } from './write/size-summary.ts';
import type { OutputFiles, Sink } from './write/sinks.ts';
import { StagingSink } from './write/staging-sink.ts';
import { UpdateSink } from './write/update-sink.ts';

export interface BuildOptions {
  root: string;
  /** 'memory' returns everything (tests); 'disk' writes outDir atomically (the CLI). */
  sink: 'memory' | 'disk';
  outDir?: string;
  /** What kind of site: by default the published one (see generator/graph/profile.ts; `dev` builds with developmentProfile). */
  profile?: BuildProfile;
  /** Build-time settings of the published site; default: read from the environment (see generator/settings.ts). */
  settings?: SiteSettings;
  /** Write the designers' token reference page (dist/design-tokens/) into the published site (`build --token-reference`). */
  tokenReference?: boolean;
  /** Write `.br`/`.gz` beside the text files (`build --precompress`, for nginx's gzip_static and `serve`); default: none, as hosts that compress need none. */
  precompress?: boolean;
  /** Worker threads that render pages; default: one per core. */
  workers?: number;
  /**
   * Pages rendered past which they are stamped and compressed on new threads,
   * the render threads freed (default 20,000: steps/render.ts STAMP_THREADS_AFTER).
   */
  stampThreadsAfter?: number;
  /** Record the published translations in translations.lock.json (the CLI's build does; tests and benchmarks building elsewhere do not). */
  writeTranslationLock?: boolean;
  log?: (message: string) => void;
  /** Told after each batch of pages renders: pages rendered and the total (the CLI's progress bar). */
  onRenderProgress?: RenderProgress;
  /** `build --merge`: take every page from these shards' folders (built with buildShard) instead of rendering. */
  mergeFrom?: readonly string[];
  /**
   * Keep a build cache (generator/graph/build-cache.ts; disk sink only): 'use' renders only the
   * pages whose keys changed since the cached build, 'fresh' renders every page and starts the
   * cache again (`build --no-cache`). Without it, no cache is read or written.
   */
  cache?: 'use' | 'fresh';
  /** Where the cache is; default: node_modules/.cache/fernhill/build/ under the root. */
  cacheDir?: string;
  /** The inputs as the caller found them just before (the CLI's up-to-date check): not taken again. */
  inputs?: InputSnapshot;
}

/** A page as text: only the memory sink keeps these (the disk sink streams pages to disk). */
export interface BuiltPage {
  route: Route;
  html: string;
  pageData: PageData;
}

export interface BuildResult {
  routes: Route[];
  /** Every page, with the memory sink; empty with the disk sink. */
  pages: Map<string, BuiltPage>;
  files: OutputFiles;
  content: Content;
  runtime: RuntimeBundle;
  stylesheet: string;
  buildHash: string;
  coverage: LocaleCoverage[];
  sizes: SizeSummary;
  /** Time of each step of the build graph, and the total, in ms. */
  timings: Record<string, number>;
  /**
   * CPU time of the render threads, rendering and stamping the pages they wrote, where the platform
   * tells (the benchmark splits the build's CPU time by thread).
   */
  renderThreadsCpuMs?: number;
  /** Of it, the time they took to stamp the pages and write their `.br`/`.gz` (steps/stamp.ts). */
  stampThreadsCpuMs?: number;
}

/** A new graph of the site the options describe, the sink it writes into, and its profile. */
async function siteAndSink(
  options: BuildOptions,
  extra: { shard?: Shard; cache?: BuildCache } = {},
): Promise<{ site: SiteGraph; sink: Sink; profile: BuildProfile }> {
  const profile = profileOf(options, extra.cache !== undefined);
  const outDir = options.outDir ?? path.join(options.root, 'dist');
  const updatable = extra.cache && (await updatableSite(extra.cache, outDir));
  const sink: Sink =
    options.sink === 'memory'
      ? new MemorySink()
      : updatable
        ? await UpdateSink.open(outDir, updatable.files, updatable.marks)
        : await StagingSink.open(outDir);
  const site = new SiteGraph({
    root: options.root,
    profile,
    log: options.log ?? (() => {}),
    ...(options.workers ? { workers: options.workers } : {}),
    ...(options.stampThreadsAfter === undefined
      ? {}
      : { stampThreadsAfter: options.stampThreadsAfter }),
    ...(options.onRenderProgress ? { onRenderProgress: options.onRenderProgress } : {}),
    ...(options.mergeFrom ? { mergeFrom: options.mergeFrom } : {}),
    ...extra,
  });
  return { site, sink, profile };
}

/**
 * The files of `outDir` when a build may update it in place (UpdateSink): it
 * is still the dist/ the cache was kept from, so it holds the cache's pages,
 * and its other files as the cache's marks say.
 */
async function updatableSite(
  cache: BuildCache,
  outDir: string,
): Promise<ReturnType<typeof cachedSite>> {
  const site = cachedSite(cache);
  return site && (await isLastBuiltDist(cache.dir, outDir)) ? site : undefined;
}

/** The options with the root as an absolute path: esbuild, which loads the content, takes no other. */
const withAbsoluteRoot = <Options extends { root: string }>(options: Options): Options => ({
  ...options,
  root: path.resolve(options.root),
});

/** The build graph (generator/graph/) evaluated from nothing into a memory or staging sink. */
export async function build(given: BuildOptions): Promise<BuildResult> {
  const options = withAbsoluteRoot(given);
  const { root, log = () => {}, cacheDir = path.join(root, BUILD_CACHE_DIR) } = options;
  // A cache needs each page's reads: a profile given without them keeps none.
  if (
    !options.cache ||
    options.sink !== 'disk' ||
    options.mergeFrom ||
    (options.profile && !options.profile.trackReads)
  )
    return buildOnce(options, undefined);
  const profile = profileOf(options, true);
  const { precompress } = profile;
  let cache = await openBuildCache(cacheDir, { fresh: options.cache === 'fresh', precompress });
  if (typeof cache === 'string') {
    log(`cache: ${cache}`);
    return buildOnce(options, undefined);
  }
  try {
    if (cache.coldReason) log(`cache: ${cache.coldReason} → every page renders`);
    else optimiseLater();
    // Taken before anything is read: a file saved during the build makes the next one build.
    const inputs = options.inputs ?? (await takeInputSnapshot(root, profile));
    try {
      return await buildOnce(options, cache, inputs);
    } catch (error) {
      if (!(error instanceof BuildCacheUnusable || error instanceof ModuleRecordUnreadable))
        throw error;
      // Nothing was written: the build starts again, without what the cache had.
      log(`cache: ${error.message} → every page renders`);
      optimiseAsUsual();
      cache.release();
      cache = await openBuildCache(cacheDir, { fresh: true, precompress });
      if (typeof cache === 'string') return await buildOnce(options, undefined);
      return await buildOnce(options, cache, inputs);
    }
  } finally {
    optimiseAsUsual();
    if (typeof cache !== 'string') cache.release();
  }
}

async function buildOnce(
  options: BuildOptions,
  cache: BuildCache | undefined,
  inputs?: InputSnapshot,
): Promise<BuildResult> {
  const { root, log = () => {} } = options;
  const started = performance.now();
  const { site, sink, profile } = await siteAndSink(options, cache ? { cache } : {});
  try {
    const evaluation = await site.evaluate(sink);
    const result = buildResult(evaluation);
    // Every output is in the staging folder now, streamed pages and the service worker included.
    // A sink that updates a folder holds only what changed, and lists it.
    const precompressed = profile.precompress
      ? await sink.precompress?.(sink.updates ? {} : unstampedFiles(evaluation))
      : undefined;
    if (precompressed) result.sizes.precompressed = withPages(precompressed, evaluation);
    log(formatCoverage(result.coverage));
    log(formatSizes(result.sizes));
    const { written, others } = output<WrittenSite>(evaluation, 'write');
    const siteFiles = new Set(written.keys());
    // dist/ changes now: until the cache is kept again, the next build neither calls it up to
    // date nor updates it in place (a build stopped half-way leaves no snapshot).
    if (cache) forgetInputSnapshot(cache.dir);
    await sink.commit(siteFiles);
    await site.commit();
    if (cache) {
      const outDir = options.outDir ?? path.join(root, 'dist');
      try {
        keepCache(cache, evaluation, outDir, others);
        // The next `fernhill build` with these inputs leaves this dist/ as it is.
        if (inputs)
          await saveInputSnapshot(cache.dir, inputs, { outDir, routes: result.routes.length });
      } catch (error) {
        // The site is built: a cache that could not be kept (a full disk) only costs the next build time.
        log(`cache: not kept (${(error as Error).message}): the next build renders every page`);
        forgetBuildCache(cache);
      }
    }
    // Like package-lock.json: a successful build records the translations it published (commit the file).
    const translations = output<TranslationsOutput>(evaluation, 'translations');
    if (options.writeTranslationLock && translations.lockChanged) {
      await writeNextLock(root, translations);
      log(`✓ ${LOCK_FILE} updated`);
    }
    result.timings.total = Math.round(performance.now() - started);
    return result;
  } catch (error) {
    await sink.discard();
    throw error;
  } finally {
    await site.close();
  }
}

/** The build just committed becomes the cache the next build starts from. */
function keepCache(
  cache: BuildCache,
  evaluation: Evaluation,
  outDir: string,
  others: ReadonlyMap<string, string>,
): void {
  const render = output<RenderOutput>(evaluation, 'render');
  if (!render.cached) throw new Error('A build with a cache rendered without it');
  const buildHash = output<string>(evaluation, 'build hash');
  // Pages stamped again (another build hash) are new files: every page changed.
  const rendered =
    cache.manifest?.buildHash === buildHash
      ? new Set(render.rendered.map((route) => route.outFile))
      : 'all';
  const contents = nextCacheContents(render, render.cached, buildHash);
  contents.otherFiles = Object.fromEntries(others);
  saveBuildCache(cache, outDir, contents, rendered);
}

export interface ShardBuildResult extends ShardOutput {
  /** Time of each step of the shard's graph, and the total, in ms. */
  timings: Record<string, number>;
}

/**
 * `build --shard i/n`: one shard's pages and the manifest `build --merge`
 * reads (generator/render/shards.ts), written to `outDir` atomically.
 */
export async function buildShard(
  given: Omit<BuildOptions, 'sink' | 'mergeFrom'> & { shard: Shard },
): Promise<ShardBuildResult> {
  const options = withAbsoluteRoot(given);
  const started = performance.now();
  const { site, sink } = await siteAndSink({ ...options, sink: 'disk' }, { shard: options.shard });
  try {
    const evaluation = await site.evaluate(sink, { targets: [shardStep] });
    // A shard's pages carry the placeholder of the build hash: the merge stamps and compresses them.
    await sink.commit();
    await site.commit();
    const timings = Object.fromEntries(evaluation.ran);
    timings.total = Math.round(performance.now() - started);
    return { ...output<ShardOutput>(evaluation, shardStep.name), timings };
  } catch (error) {
    await sink.discard();
    throw error;
  } finally {
    await site.close();
  }
}

/**
 * The site's files but its pages and page data, when the stamp wrote theirs on disk (with their
 * variants): the rest of the site, to precompress without listing a folder of every page.
 */
function unstampedFiles(evaluation: Evaluation): PrecompressOptions {
  const stamped = output<StampedPages>(evaluation, 'stamp pages');
  if (!stamped.stamp || stamped.pages) return {};
  return { files: [...output<WrittenSite>(evaluation, 'write').others.keys()] };
}

/** The folder pass's summary with the variants the stamping wrote beside the pages. */
function withPages(summary: PrecompressSummary, evaluation: Evaluation): PrecompressSummary {
  const pages = output<StampedPages>(evaluation, 'stamp pages').variants;
  return { ...addVariants(summary, pages), ms: summary.ms, pages };
}

function output<T>(evaluation: Evaluation, step: string): T {
  if (!evaluation.outputs.has(step)) throw new Error(`The build graph did not evaluate "${step}"`);
  return evaluation.outputs.get(step) as T;
}

/** What a build returns, from the outputs of its graph. */
function buildResult(evaluation: Evaluation): BuildResult {
  const routes = output<RoutesOutput>(evaluation, 'routes').routes;
  const render = output<RenderOutput>(evaluation, 'render');
  const runtime = output<RuntimeOutput>(evaluation, 'runtime');
  const written = output<WrittenPages>(evaluation, 'write pages');
  const stylesheet = written.stylesheet.file;
  const { files } = output<WrittenSite>(evaluation, 'write');
  const { resources } = output<LocalesOutput>(evaluation, 'locales');
  const translations = output<TranslationsOutput>(evaluation, 'translations');
  // The threads that rendered the pages stamp them after (steps/stamp.ts): their CPU time then, when
  // they stamped in this build, is the later figure.
  const stamped = evaluation.ran.has('stamp pages')
    ? output<StampedPages>(evaluation, 'stamp pages')
    : undefined;
  const threadsCpuMs = stamped?.threadsCpuMs ?? render.threadsCpuMs;
  const stampCpuMs = stamped?.stampCpuMs;

  const pages = new Map<string, BuiltPage>();
  const coverageByLocale = new Map<string, { translated: number; fallback: number }>();
  // The stamped pages where the build kept them as text (the memory sink).
  const renderedPages = written.pages ?? render.pages;
  renderedPages.forEach((page, index) => {
    const route = routes[index]!;
    const tally = coverageByLocale.get(route.locale) ?? { translated: 0, fallback: 0 };
    tally.translated += page.coverage.translated;
    tally.fallback += page.coverage.fallback;
    coverageByLocale.set(route.locale, tally);
    if (page.html !== undefined && page.pageData !== undefined)
      pages.set(route.path, {
        route,
        html: page.html,
        pageData: JSON.parse(page.pageData) as PageData,
      });
  });
  const coverage = LOCALES.map((locale) => ({
    locale,
    uiKeys: uiKeyCoverage(resources, locale),
    contentFields: coverageByLocale.get(locale) ?? { translated: 0, fallback: 0 },
    staleFields: translations.stale[locale] ?? 0,
  }));
  return {
    routes,
    pages,
    files,
    content: output<ContentOutput>(evaluation, 'content').content,
    runtime,
    stylesheet: `/${stylesheet}`,
    buildHash: output<string>(evaluation, 'build hash'),
    coverage,
    sizes: summarizeSizes(files, renderedPages, `/${stylesheet}`, entryChunks(runtime)),
    timings: Object.fromEntries(evaluation.ran),
    ...(threadsCpuMs === undefined ? {} : { renderThreadsCpuMs: threadsCpuMs }),
    ...(stampCpuMs === undefined ? {} : { stampThreadsCpuMs: stampCpuMs }),
  };
}

/** The runtime entry and the chunks it imports statically: the JavaScript every page loads up front. */
export function entryChunks(runtime: RuntimeBundle): string[] {
  const outputs = runtime.metafile.outputs;
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !outputs[file]) return;
    seen.add(file);
    for (const imported of outputs[file].imports)
      if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(runtime.entryUrl.replace(/^\//, ''));
  return [...seen].map((file) => `/${file}`);
}
