import { performance } from 'node:perf_hooks';
import type { Locale } from '../../../content/schema/index.ts';
import { normalizePath } from '../../../shared/model/normalize-path.ts';
import type { Route } from '../../../shared/model/route.ts';
import type { PageChecks, PageFacts, RenderedPageFacts } from '../../render/page-renderer.ts';
import { mergeStitchesSheets } from '../../render/merge-css.ts';
import { planBatches, RenderPool } from '../../render/render-pool.ts';
import { mergeShards, type ShardPages } from '../../render/shards.ts';
import type { DependencyKey } from '../../render/track-content.ts';
import type { SiteContext } from '../context.ts';
import { changedFiles, keyOf } from '../file-fingerprints.ts';
import { step, type OutputsOf } from '../graph.ts';
import { mediaStep, rendererStep, shareImagesStep } from './bundle.ts';
import { linkTargetsStep, pageAssetsStep, pageStampStep, sourcesHashStep } from './site-files.ts';
import { contentStep, localesStep, routesStep, yearStep } from './sources.ts';
import {
  fieldsChangedBetween,
  renderBasis,
  routeEntry,
  routeKeys,
  sharedReads,
  type KeyParts,
  type RenderBasis,
  type RouteEntry,
} from '../render-keys.ts';
import { renderPool } from '../render-threads.ts';
import { cachedRender, type CachedRenderFacts } from './cached-render.ts';

export interface RenderOutput {
  /** The route table rendered. */
  routes: readonly Route[];
  /** Per route, in route order. */
  entries: RouteEntry[];
  pages: PageFacts[];
  /** Each page's head and links, in route order (a build with the cache reads its pages' from its records). */
  pageChecks(): readonly PageChecks[];
  /**
   * A build with the cache: a hash of every page's head and links, which the
   * site-wide checks read (the checks of a build whose pages' heads and links
   * are the same need not run again).
   */
  checksVersion?: string;
  /** The routes this step's last run rendered. */
  rendered: Route[];
  /** The Stitches CSS of the last run; `complete`: it rendered every route (its CSS replaces the old). */
  css: string;
  complete: boolean;
  /** Reads that count for every page, and each locale's footer reads (gathered over every run). */
  everyPage: ReadonlySet<DependencyKey>;
  footers: ReadonlyMap<Locale, ReadonlySet<DependencyKey>>;
  basis: RenderBasis;
  /** Why the last run rendered what it did, one line per reason. */
  reasons: string[];
  threadsCpuMs?: number;
  /** A build with a cache: what it rendered and what it took from the cache (steps/cached-render.ts). */
  cached?: CachedRenderFacts;
  /** `build --merge` on disk: the pages are in the shards' folders, which the stamp step writes them from. */
  inShards?: ShardPages[];
}

export const renderInputs = {
  content: contentStep,
  locales: localesStep,
  routes: routesStep,
  renderer: rendererStep,
  media: mediaStep,
  shareImages: shareImagesStep,
  pageAssets: pageAssetsStep,
  stamp: pageStampStep,
  linkTargets: linkTargetsStep,
  year: yearStep,
  sources: sourcesHashStep,
};
const inputs = renderInputs;
export type RenderInputs = OutputsOf<typeof inputs>;

let renders = 0;

/** The key each output was recorded with, computed by the run that made it (not computed again right after). */
const recordedKeys = new WeakMap<RenderOutput, { versions: string; key: string | undefined }>();

/**
 * Every route → its HTML document and page data, on the render threads. A
 * route renders again only when its key changed: what it read from the
 * content (the fields the threads recorded), its locale's strings, its
 * template's code, the site-wide assets. The first render of a graph renders
 * every route in the fixed batches that make the output byte-identical.
 */
export const renderStep = step({
  name: 'render',
  inputs,
  inputsOnly: true,
  key(rendered, versions, context: SiteContext, previous: RenderOutput | undefined) {
    // A pass that renders only the open pages runs: its run looks at their keys alone.
    if (!previous || !context.profile.trackReads || context.renderOnly) return undefined;
    const known = recordedKeys.get(previous);
    if (known && known.versions === JSON.stringify(versions)) return known.key;
    const keys = routeKeys(rendered, versions, context, previous);
    const { routes } = rendered.routes;
    const current =
      routes.length === previous.entries.length &&
      routes.every((route, index) => {
        const entry = previous.entries[index]!;
        return (
          entry.facts.path === route.path &&
          entry.key !== undefined &&
          entry.key === keys.of(route, entry)?.key
        );
      });
    return current ? keyOf(previous.entries.map((entry) => entry.key)) : undefined;
  },
  async run(
    rendered,
    context: SiteContext,
    previous: RenderOutput | undefined,
    versions,
  ): Promise<RenderOutput> {
    if (context.mergeFrom) return mergedRender(rendered, context.mergeFrom, context);
    const freeThreads = async (renderedPages: number) => {
      const pool = context.threads.pool;
      if (context.keepWorkers || !pool) return;
      // A one-off build frees the threads (each holds React, the renderer and the content) before
      // checking and writing. One that stamps its pages on disk stamps on them (steps/stamp.ts),
      // or, past STAMP_THREADS_AFTER pages, on threads that only stamp, started in their place.
      const stamps = stampsOnDisk(context);
      if (stamps && renderedPages < (context.stampThreadsAfter ?? STAMP_THREADS_AFTER)) return;
      await pool.close();
      context.threads.pool = stamps
        ? new RenderPool(rendered.renderer.bundle, undefined, pool.threads)
        : undefined;
    };
    if (!previous && context.cache) {
      const output = await cachedRender(rendered, versions, context, context.cache, freeThreads);
      // Its entries' keys were worked out with the reads the render recorded (cached-render.ts): not again.
      recordedKeys.set(output, {
        versions: JSON.stringify(versions),
        key: keyOfEntries(context, output.entries, () => true),
      });
      return output;
    }
    const { routes } = rendered.routes;
    const before = earlierEntries(previous, routes);
    const keys = routeKeys(
      rendered,
      versions,
      context,
      previous ?? { everyPage: new Set(), footers: new Map() },
    );
    // A page with no earlier version renders now, whatever goes first; only the pages rendering now get keys.
    const only = context.renderOnly && routeIndexes(routes, context.renderOnly);
    // The same route table as last time (a content edit) has no new routes: the open pages alone are looked at.
    const sameRoutes = previous?.routes === routes;
    const candidates =
      only && sameRoutes
        ? [...only].sort((a, b) => a - b)
        : routes
            .map((_, index) => index)
            .filter((index) => !only || only.has(index) || !before(index));
    const desired = new Map(
      candidates.map((index) => [index, keys.of(routes[index]!, before(index))]),
    );
    const now = candidates.filter((index) => {
      const entry = before(index);
      return !entry?.key || entry.key !== desired.get(index)?.key;
    });
    if (previous && now.length === 0) return previous;

    const pool = await renderPool(rendered, context, now.length, previous);
    const toRender = now.map((index) => routes[index]!);
    const renderStarted = performance.now();
    const result = await pool.render(toRender, {
      ...(previous ? { spread: true } : {}),
      ...(context.onRenderProgress ? { onProgress: context.onRenderProgress } : {}),
    });
    const ms = Math.round(performance.now() - renderStarted);
    await freeThreads(toRender.length);
    const complete = toRender.length === routes.length;
    const shared = sharedReads(result.batches, complete ? undefined : previous);
    const after = routeKeys(rendered, versions, context, shared);
    const run = ++renders;
    const renderedFacts = new Map(now.map((index, offset) => [index, result.pages[offset]!]));
    const renderedEntry = (index: number, facts: RenderedPageFacts): RouteEntry => {
      const key = after.of(routes[index]!, { facts });
      return routeEntry(key, facts, `${run}:${index}`);
    };
    let entries: RouteEntry[];
    let pages: RenderedPageFacts[];
    if (sameRoutes) {
      // A few pages again: the last entries with theirs replaced, not a walk over every route.
      entries = previous.entries.slice();
      pages = wholeFacts(previous).slice();
      for (const [index, facts] of renderedFacts) {
        entries[index] = renderedEntry(index, facts);
        pages[index] = facts;
      }
    } else {
      const earlier = previous && earlierFacts(previous, routes);
      pages = routes.map((_, index) => renderedFacts.get(index) ?? earlier!(index)!);
      entries = routes.map((_, index) => {
        const facts = renderedFacts.get(index);
        return facts ? renderedEntry(index, facts) : before(index)!;
      });
    }
    if (complete && !previous) {
      context.log(
        `✓ rendered ${routes.length} routes in ${ms} ms (${pool.threads} thread${pool.threads === 1 ? '' : 's'})`,
      );
    }
    const recorded = keyOfEntries(
      context,
      entries,
      (entry, index) => entry.key === after.of(routes[index]!, entry)?.key,
    );
    const basis = renderBasis(rendered);
    const output: RenderOutput = {
      routes,
      entries,
      pages,
      pageChecks: checksOf(pages),
      rendered: toRender,
      css: result.css,
      complete,
      ...shared,
      basis,
      reasons: previous
        ? reasonsFor(
            now.map((index) => ({
              route: routes[index]!,
              was: before(index),
              now: desired.get(index),
            })),
            previous,
            basis,
          )
        : [],
      ...(result.threadsCpuMs === undefined ? {} : { threadsCpuMs: result.threadsCpuMs }),
    };
    recordedKeys.set(output, { versions: JSON.stringify(versions), key: recorded });
    wholePages.set(output, pages);
    return output;
  },
  version: (output) => keyOf(output.entries.map((entry) => entry.stamp)),
});

/**
 * The step's key after a run: its entries' keys, when every entry has one that
 * `current` confirms (reads recorded, every page looked at).
 */
function keyOfEntries(
  context: SiteContext,
  entries: readonly RouteEntry[],
  current: (entry: RouteEntry, index: number) => boolean,
): string | undefined {
  const known =
    context.profile.trackReads &&
    !context.renderOnly &&
    entries.every((entry, index) => entry.key !== undefined && current(entry, index));
  return known ? keyOf(entries.map((entry) => entry.key)) : undefined;
}

/**
 * A render's pageChecks when its pages are at hand. Made out here, not in the
 * step's run: a closure made there would hold run's whole scope, `previous`
 * (the last render) with it, so each render in watch mode kept every one
 * before it, pages and all (at +10,000 pages, 0.7 GB per full render, until
 * the heap ran out).
 */
function checksOf(pages: readonly RenderedPageFacts[]): () => readonly PageChecks[] {
  return () => pages;
}

/** The whole facts of each page of a render of this step's (watch mode keeps them in memory), by output. */
const wholePages = new WeakMap<RenderOutput, readonly RenderedPageFacts[]>();

/** An earlier render's facts with each page's head and links: at hand for a render of this step's. */
function wholeFacts(previous: RenderOutput): readonly RenderedPageFacts[] {
  const kept = wholePages.get(previous);
  if (kept) return kept;
  const checks = previous.pageChecks();
  return previous.pages.map((facts, index) => ({ ...facts, ...checks[index]! }));
}

/** Whether the pages written to disk are stamped after the render (a published build: steps/stamp.ts). */
/**
 * Past this many pages rendered, a build stamps them on new threads: the render
 * threads hold what they rendered with (at +100,000 pages 45 MiB of heap each,
 * through the two minutes the stamp takes), threads that only stamp about 5
 * (they load while the build thread checks the site). Below it, a build after
 * an edit keeps its thread: a new one takes a few tenths of a second to load.
 */
export const STAMP_THREADS_AFTER = 20_000;

export const stampsOnDisk = (context: SiteContext): boolean =>
  context.profile.stylesheet === 'hashed' && context.sink.pageDir !== undefined;

/** Route paths by normalized path, per route table. */
const pathIndexes = new WeakMap<readonly Route[], Map<string, number>>();

/** The indexes of the routes at these normalized paths. */
function routeIndexes(routes: readonly Route[], paths: ReadonlySet<string>): Set<number> {
  let byPath = pathIndexes.get(routes);
  if (!byPath) {
    byPath = new Map(routes.map((route, index) => [normalizePath(route.path), index]));
    pathIndexes.set(routes, byPath);
  }
  const indexes = new Set<number>();
  for (const path of paths) {
    const index = byPath.get(path);
    if (index !== undefined) indexes.add(index);
  }
  return indexes;
}

/**
 * The earlier render's entry of each route (by index; undefined for a new
 * route): at the same index when the route is there, as it is while the route
 * table stays (a content edit), found by path otherwise.
 */
function earlierEntries(
  previous: RenderOutput | undefined,
  routes: readonly Route[],
): (index: number) => RouteEntry | undefined {
  return byRoute(previous, previous?.entries, (entry) => entry.facts.path, routes);
}

/** An earlier render's whole facts of each route, found as earlierEntries finds its entries. */
function earlierFacts(
  previous: RenderOutput,
  routes: readonly Route[],
): (index: number) => RenderedPageFacts | undefined {
  return byRoute(previous, wholeFacts(previous), (facts) => facts.path, routes);
}

/** `items` of an earlier render (one per route, in its route order) looked up for the routes now. */
function byRoute<Item>(
  previous: RenderOutput | undefined,
  items: readonly Item[] | undefined,
  pathOf: (item: Item) => string,
  routes: readonly Route[],
): (index: number) => Item | undefined {
  if (previous?.routes === routes) return (index) => items![index];
  let byPath: Map<string, Item> | undefined;
  return (index) => {
    const path = routes[index]!.path;
    const item = items?.[index];
    if (!items || (item !== undefined && pathOf(item) === path)) return item;
    byPath ??= new Map(items.map((earlier) => [pathOf(earlier), earlier]));
    return byPath.get(path);
  };
}

/** `build --merge`: every page from the shards' folders (generator/render/shards.ts), as a cold render would have them. */
async function mergedRender(
  rendered: RenderInputs,
  dirs: readonly string[],
  context: SiteContext,
): Promise<RenderOutput> {
  const { routes } = rendered.routes;
  const started = performance.now();
  // Pages that go to disk are stamped there from the shards' folders; others are read (the memory sink).
  const onDisk = context.sink.pageDir !== undefined;
  if (onDisk && !stampsOnDisk(context))
    throw new Error('build --merge writes a published site: its pages are stamped on disk');
  const merged = await mergeShards(dirs, routes, planBatches(routes), rendered.sources, !onDisk);
  context.log(
    `✓ merged ${routes.length} routes from ${dirs.length} shard${dirs.length === 1 ? '' : 's'} in ${Math.round(performance.now() - started)} ms`,
  );
  const entries = merged.pages.map((facts, index) => ({ stamp: `merged:${index}`, facts }));
  return {
    routes,
    entries,
    pages: merged.pages,
    pageChecks: checksOf(merged.pages),
    rendered: [...routes],
    css: mergeStitchesSheets(merged.sheets),
    complete: true,
    everyPage: new Set(),
    footers: new Map(),
    basis: renderBasis(rendered),
    reasons: [],
    ...(onDisk ? { inShards: merged.folders } : {}),
  };
}

/** One line per reason pages rendered again, e.g. "content: 3 routes read posts/x.title". */
function reasonsFor(
  rendered: ReadonlyArray<{
    route: Route;
    was: RouteEntry | undefined;
    now: { parts: KeyParts } | undefined;
  }>,
  previous: RenderOutput,
  basis: RenderBasis,
): string[] {
  const byPart = new Map<keyof KeyParts | 'new', Route[]>();
  for (const { route, was, now } of rendered) {
    const changed =
      !was?.parts || !now
        ? ['new' as const]
        : (Object.keys(now.parts) as Array<keyof KeyParts>).filter(
            (part) => now.parts[part] !== was.parts![part],
          );
    for (const part of changed) {
      const routes = byPart.get(part) ?? [];
      routes.push(route);
      byPart.set(part, routes);
    }
  }
  const count = (part: keyof KeyParts | 'new') => byPart.get(part)?.length ?? 0;
  const every = (part: keyof KeyParts) =>
    count(part) === rendered.length && rendered.length === previous.entries.length
      ? 'every page'
      : `${count(part)} routes`;
  const changedFields = [...fieldsChangedBetween(previous.basis.fields, basis.fields)];
  const components = changedFiles(previous.basis.rendererSources, basis.rendererSources);
  const reasons: string[] = [];
  if (count('linkTargets'))
    reasons.push('routes: the route table or the files changed → every page');
  if (count('new')) reasons.push(`routes: ${count('new')} new`);
  if (count('route')) reasons.push(`routes: ${count('route')} routes changed`);
  if (count('assets'))
    reasons.push(
      basis.runtimeEntry !== previous.basis.runtimeEntry
        ? 'runtime: new script bundle'
        : `assets: ${every('assets')}`,
    );
  if (count('stamp') || count('media'))
    reasons.push(`site: media or shell hash → ${every(count('media') ? 'media' : 'stamp')}`);
  if (count('components')) reasons.push(`components: ${components.join(', ')} → every page`);
  else if (count('template'))
    reasons.push(`components: ${components.join(', ')} → ${count('template')} routes`);
  if (count('locale')) {
    const locales = Object.keys(basis.locales).filter(
      (locale) => basis.locales[locale] !== previous.basis.locales[locale],
    );
    reasons.push(`locales: ${locales.join(', ') || 'none'} changed`);
  }
  if (count('reads')) {
    const shared = changedFields.filter((key) => previous.everyPage.has(key));
    reasons.push(
      shared.length
        ? `content: every page reads ${shared.join(', ')}`
        : changedFields.length
          ? `content: ${count('reads')} routes read ${changedFields.join(', ')}`
          : // dev's second pass: the fields changed in its first (the open pages'), named there.
            `content: ${count('reads')} more routes read the same`,
    );
  }
  return reasons;
}
