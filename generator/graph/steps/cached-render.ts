import { performance } from 'node:perf_hooks';
import type { Locale } from '../../../content/schema/index.ts';
import { pageDataPath } from '../../../shared/contracts/page-data.ts';
import type { Route } from '../../../shared/model/route.ts';
import { mergeStitchesSheets, rulesWithin } from '../../render/merge-css.ts';
import type {
  BatchOutput,
  PageChecks,
  PageFacts,
  RenderedPageFacts,
} from '../../render/page-renderer.ts';
import {
  BATCH_SIZE,
  planBatches,
  type PlannedBatch,
  type RenderPool,
} from '../../render/render-pool.ts';
import type { DependencyKey } from '../../render/track-content.ts';
import {
  checksFileName,
  keptFacts,
  pageChecksHash,
  readBatchChecks,
  sameRecordPages,
  type BuildCache,
  type BuildCacheManifest,
  type CacheContents,
  type CachedBatch,
  type CachedBatches,
  type CachedPage,
} from '../build-cache.ts';
import { optimiseAsUsual } from '../compiler-tiering.ts';
import type { SiteContext } from '../context.ts';
import { keyOf } from '../file-fingerprints.ts';
import type { VersionsOf } from '../graph.ts';
import { hashReads } from '../read-hashes.ts';
import {
  readsChanged,
  renderBasis,
  routeBasis,
  routeEntry,
  routeKeys,
  sharedReads,
  type RouteEntry,
} from '../render-keys.ts';
import { renderPool } from '../render-threads.ts';
import type { RenderInputs, RenderOutput, renderInputs } from './render.ts';

/** What a build with a cache rendered and took from it, for the stamping and for the next cache. */
export interface CachedRenderFacts {
  cache: BuildCache;
  /** The build's batches (planBatches), each one's Stitches sheet and the style ids its pages added. */
  plan: PlannedBatch[];
  sheets: string[];
  introduced: string[][][];
  /** The routes whose pages are the cache's, stamped with its build hash. */
  reused: Route[];
  /** The renderer inputs' size as the threads read them (the cache's, when nothing rendered). */
  renderInputBytes?: number;
  /** The bundle the pages are rendered with, and the CSS its modules wrote as they loaded. */
  rendererHash: string;
  moduleCss: string;
  /** The route table and share cards the keys' route parts were worked out from (render-keys.ts routeBasis). */
  routeBasis: string;
  /** Each route's pageChecksHash, in route order. */
  checkHashes: readonly string[];
  /** The cache's record of the page at a route index, when its page is the cache's. */
  cachedPage(index: number): CachedPage | undefined;
  /** The heads and links of a batch's pages, in batch order (its pages rendered now, or the cache's record). */
  batchChecks(batch: number): readonly PageChecks[];
}

/**
 * A batch of which at most this many pages changed renders only those, each
 * apart (one sheet for them, each page telling the styles it would add to an
 * empty one: server-entry.tsx stylesUsedDuring); more, and the whole batch
 * renders. A page apart costs about 1.6 times one of a whole batch (an edit
 * of the German header at +10,000 pages: 3,470 pages apart in 2.2–3.0 s, all
 * 10,403 of their batches in 4.1–5.7 s), so rendering apart pays up to some 60
 * pages; at half a batch it renders one locale's pages (a third of each batch)
 * and not the other two.
 */
const APART_LIMIT = Math.floor(BATCH_SIZE / 2);

/** The vouched batches' records being read at once while one is decoded. */
const READ_AHEAD = 8;

/**
 * Pages a build with the cache renders from which V8 optimises as usual again: the
 * renderer's functions then run long enough for TurboFan to pay (compiler-tiering.ts).
 * An edit of one entry, key or component renders some 15 to 30 at +10,000 pages; a
 * header key, every one.
 */
const OPTIMISE_FROM_PAGES = 1000;

/**
 * The render of a build that keeps a cache (generator/graph/build-cache.ts):
 * each of the build's fixed batches renders unless the cache holds the same
 * pages with the same keys, whose facts and Stitches sheet it then takes.
 * When only a few of a batch's pages changed, only they render, each apart:
 * the batch keeps its cached sheet if each adds to it what it added before
 * (keepsSheet) and its rules read as the sheet's do (rulesWithin), else the
 * whole batch renders as a cold build's would. So the stylesheet and every
 * page are byte for byte what a cold build makes. A batch whose summary
 * vouches for its pages' keys (vouchedBatches) is decoded only once the
 * render began, while the threads render.
 */
export async function cachedRender(
  rendered: RenderInputs,
  versions: VersionsOf<typeof renderInputs>,
  context: SiteContext,
  cache: BuildCache,
  closePool: (renderedPages: number) => Promise<void>,
): Promise<RenderOutput> {
  const { routes } = rendered.routes;
  const plan = planBatches(routes);
  const { manifest, fields } = cache;
  const earlier = {
    everyPage: new Set(manifest?.everyPage ?? []),
    footers: new Map(
      Object.entries(manifest?.footers ?? {}).map(([locale, keys]) => [
        locale as Locale,
        new Set(keys),
      ]),
    ),
  };
  const keys = routeKeys(rendered, versions, context, earlier);
  const entryOf = (page: CachedPage): Pick<RouteEntry, 'facts' | 'parts' | 'key' | 'keying'> => ({
    facts: page.facts,
    parts: page.parts,
    key: page.key,
    ...(fields
      ? {
          keying: {
            fields,
            own: page.own,
            reads: page.reads,
            ...(manifest?.routeBasis ? { routes: manifest.routeBasis } : {}),
          },
        }
      : {}),
  });
  /** Each cached page's key now, by route index: a page that does not render keeps it. */
  const keyed = new Map<number, ReturnType<typeof keys.of>>();
  /** The offsets of the batch's pages whose key changed; undefined when the cache has not these pages. */
  const changedOffsets = (planned: PlannedBatch): number[] | undefined => {
    if (!manifest || planned.batch >= manifest.batches.count) return undefined;
    const cached = manifest.batches.get(planned.batch);
    if (cached.pages.length !== planned.indexes.length) return undefined;
    const changed: number[] = [];
    for (const [offset, index] of planned.indexes.entries()) {
      const page = cached.pages[offset]!;
      const route = routes[index]!;
      if (page.facts.path !== route.path || page.outFile !== route.outFile) return undefined;
      const key = keys.of(route, entryOf(page));
      keyed.set(index, key);
      if (key?.key !== page.key) changed.push(offset);
    }
    return changed;
  };
  // The batches whose summaries vouch for their pages' keys are decoded while the threads render.
  const vouched =
    manifest && fields && manifest.routeBasis === routeBasis(versions)
      ? vouchedBatches(
          plan,
          routes,
          manifest.batches,
          (reads) => readsChanged(reads, fields, rendered.content.fields),
          (route, page) => keys.of(route, entryOf(page))?.key,
        )
      : new Set<number>();
  const whole = new Set<number>();
  const apart = new Map<number, number[]>();
  /** Whether each batch's cached pages are those of this build's routes, in order (a vouched one's are). */
  let samePages = manifest !== undefined && manifest.batches.count === plan.length;
  for (const planned of plan) {
    if (vouched.has(planned.batch)) continue;
    const changed = changedOffsets(planned);
    if (!changed) samePages = false;
    if (!changed || changed.length > APART_LIMIT) whole.add(planned.batch);
    else if (changed.length > 0) apart.set(planned.batch, changed);
  }
  // The update's commit then looks for no page gone from the site among the cache's.
  cache.pagesStay = samePages;

  const started = performance.now();
  let renderInputBytes = manifest?.renderInputBytes;
  let pool: RenderPool | undefined;
  const openPool = async (count: number): Promise<RenderPool> => {
    pool ??= await renderPool(rendered, context, count, undefined);
    renderInputBytes = pool.initBytes ?? renderInputBytes;
    return pool;
  };
  // Every batch's sheet carries the CSS the renderer's modules write as they load: when another
  // bundle writes other CSS (a keyframes edit), no cached sheet holds, and every batch renders.
  const { bundle } = rendered.renderer;
  let moduleCss = manifest?.moduleCss;
  if (manifest && manifest.rendererHash !== bundle.hash) {
    moduleCss = await (await openPool(routes.length)).moduleCss();
    if (moduleCss !== manifest.moduleCss) {
      for (const planned of plan) whole.add(planned.batch);
      apart.clear();
      vouched.clear();
    }
  }

  const pages = new Array<PageFacts>(routes.length);
  /** The pages rendered now, whose heads and links are at hand. */
  const fresh = new Map<number, RenderedPageFacts>();
  const sheets = new Array<string>(plan.length);
  const introduced = new Array<string[][]>(plan.length);
  const cachedPages = new Map<number, CachedPage>();
  /** Takes the batch's sheet and pages from the cache (pages rendered now replace theirs after). */
  const takeCached = (planned: PlannedBatch) => {
    const cached = manifest!.batches.get(planned.batch);
    sheets[planned.batch] = cached.css;
    introduced[planned.batch] = cached.introduced;
    planned.indexes.forEach((index, offset) => {
      pages[index] = cached.pages[offset]!.facts;
      cachedPages.set(index, cached.pages[offset]!);
    });
  };
  for (const planned of plan)
    if (!whole.has(planned.batch) && !vouched.has(planned.batch)) takeCached(planned);

  const outputs: BatchOutput[] = [];
  let threadsCpuMs: number | undefined;
  const render = async (only: ReadonlySet<number>, offsets?: ReadonlyMap<number, number[]>) => {
    const count = [...only].reduce(
      (sum, batch) => sum + (offsets?.get(batch)?.length ?? BATCH_SIZE),
      0,
    );
    // Enough pages for TurboFan's compiling to pay (compiler-tiering.ts).
    if (count >= OPTIMISE_FROM_PAGES) optimiseAsUsual();
    const pool = await openPool(count);
    const result = await pool.render(routes, {
      only,
      ...(offsets ? { apart: offsets } : {}),
      ...(context.onRenderProgress ? { onProgress: context.onRenderProgress } : {}),
    });
    if (result.threadsCpuMs !== undefined) threadsCpuMs = result.threadsCpuMs;
    result.plan.forEach((planned, position) => {
      const output = result.batches[position]!;
      outputs.push(output);
      if (planned.apart) {
        const cached = manifest!.batches.get(planned.batch);
        const offsets = apart.get(planned.batch)!;
        // A page whose styles moved, or whose rules read otherwise, would change the batch's sheet:
        // the whole batch renders next.
        if (
          !keepsSheet(cached.introduced, offsets, output.touched!) ||
          !rulesWithin(output.touchedCss!, cached.css)
        ) {
          whole.add(planned.batch);
          return;
        }
      } else {
        sheets[planned.batch] = output.css;
        introduced[planned.batch] = output.introduced!;
      }
      for (const index of planned.indexes) {
        pages[index] = result.pages[index]!;
        fresh.set(index, result.pages[index]!);
        cachedPages.delete(index);
      }
    });
  };
  const wholeFirst = new Set(whole);
  const first =
    whole.size + apart.size > 0 ? render(new Set([...whole, ...apart.keys()]), apart) : undefined;
  // Awaited below: a render that fails meanwhile is not an unhandled rejection.
  first?.catch(() => undefined);
  // Meanwhile the vouched batches are decoded. Their pages keep the keys they were kept with, as
  // routeKeys would work them out again (at +10,000 pages that took some 40 ms of each edit).
  const routesNow = routeBasis(versions);
  const keptKey = (page: CachedPage) => ({
    parts: page.parts,
    key: page.key,
    keying: {
      fields: rendered.content.fields,
      own: page.own,
      routes: routesNow,
      reads: page.reads,
    },
  });
  // Their records read on libuv's threads, a few ahead of the one decoded (at +100,000 pages all
  // of them would be some 100 MB of bytes at once).
  const vouchedInOrder = plan.map(({ batch }) => batch).filter((batch) => vouched.has(batch));
  try {
    for (const [position, batch] of vouchedInOrder.entries()) {
      manifest!.batches.prefetch(vouchedInOrder.slice(position, position + READ_AHEAD));
      if (first) await new Promise<void>((resolve) => setImmediate(resolve));
      const planned = plan[batch]!;
      const cached = await manifest!.batches.load(batch);
      planned.indexes.forEach((index, offset) => keyed.set(index, keptKey(cached.pages[offset]!)));
      takeCached(planned);
    }
  } catch (error) {
    await first?.catch(() => undefined);
    throw error;
  }
  await first;
  const moved = [...whole].filter((batch) => !wholeFirst.has(batch));
  if (moved.length > 0) await render(new Set(moved));
  if (pool) moduleCss ??= await pool.moduleCss();
  const reused = routes.filter((_, index) => cachedPages.has(index));
  const renderedCount = routes.length - reused.length;
  if (pool) await closePool(renderedCount);
  const ms = Math.round(performance.now() - started);
  context.log(
    `✓ rendered ${renderedCount} of ${routes.length} routes in ${ms} ms (${
      reused.length === 0
        ? 'none from the cache'
        : `${whole.size} of ${plan.length} batches whole, ${
            [...apart.keys()].filter((batch) => !whole.has(batch)).length
          } in part; the other pages from the cache, ${vouched.size} batches as their summaries vouched`
    })`,
  );

  const complete = whole.size === plan.length;
  const shared = sharedReads(outputs, complete ? undefined : earlier);
  const after = routeKeys(rendered, versions, context, shared);
  // The reads every page (or a footer) shares are those the cached keys were worked out with: a
  // cached page's key is the one worked out before the render.
  const sameShared =
    !complete &&
    shared.everyPage.size === earlier.everyPage.size &&
    [...shared.footers].every(([locale, keys]) => keys.size === earlier.footers.get(locale)?.size);
  const entries = routes.map((route, index): RouteEntry => {
    const cached = cachedPages.get(index);
    const facts = pages[index]!;
    const key =
      cached && sameShared && keyed.has(index)
        ? keyed.get(index)
        : after.of(route, cached ? entryOf(cached) : { facts });
    return routeEntry(key, facts, `cache:${index}`);
  });
  const checkHashes = routes.map(
    (_, index) => cachedPages.get(index)?.checks ?? pageChecksHash(fresh.get(index)!),
  );
  // A batch's record is read once, and only when a check runs or some of its pages rendered again.
  const records = new Map<number, readonly PageChecks[]>();
  const batchChecks = (batch: number): readonly PageChecks[] => {
    const planned = plan[batch]!;
    if (planned.indexes.every((index) => fresh.has(index)))
      return planned.indexes.map((index) => fresh.get(index)!);
    let record = records.get(batch);
    if (!record)
      records.set(batch, (record = readBatchChecks(cache, manifest!.batches.get(batch))));
    return planned.indexes.map((index, offset) => fresh.get(index) ?? record[offset]!);
  };
  return {
    routes,
    entries,
    pages,
    pageChecks() {
      const checks = new Array<PageChecks>(routes.length);
      for (const planned of plan)
        batchChecks(planned.batch).forEach((page, offset) => {
          checks[planned.indexes[offset]!] = page;
        });
      return checks;
    },
    checksVersion: keyOf(checkHashes),
    rendered: routes.filter((_, index) => !cachedPages.has(index)),
    css: sameSheets(sheets, manifest) ?? mergeStitchesSheets(sheets),
    complete: true,
    ...shared,
    basis: renderBasis(rendered),
    reasons: [],
    ...(threadsCpuMs === undefined ? {} : { threadsCpuMs }),
    cached: {
      cache,
      plan,
      sheets,
      introduced,
      reused,
      rendererHash: bundle.hash,
      moduleCss: moduleCss!,
      routeBasis: routeBasis(versions),
      checkHashes,
      batchChecks,
      cachedPage: (index) => cachedPages.get(index),
      ...(renderInputBytes === undefined ? {} : { renderInputBytes }),
    },
  };
}

/**
 * The batches whose summaries (build-cache.ts BatchSummary) show, before
 * their records are decoded, that no page's key changed: none of the fields
 * their pages read changed, each class's first page keeps its key, and each
 * class is of one locale. Only while the route table and the share cards are
 * those the cache was kept with (the caller's check): then each batch holds
 * the routes it held, and each page keeps its route part.
 */
function vouchedBatches(
  plan: readonly PlannedBatch[],
  routes: readonly Route[],
  batches: CachedBatches,
  changedAny: (reads: Uint32Array) => boolean,
  keyNow: (route: Route, page: CachedPage) => string | undefined,
): Set<number> {
  const vouched = new Set<number>();
  for (const planned of plan) {
    const summary = batches.summary(planned.batch);
    if (!summary || summary.pages !== planned.indexes.length || changedAny(summary.reads)) continue;
    const firstRoutes = summary.firsts.map(({ offset }) => routes[planned.indexes[offset]!]);
    const keysHold = summary.firsts.every(({ page }, number) => {
      const route = firstRoutes[number];
      return (
        route !== undefined &&
        page.facts.path === route.path &&
        page.outFile === route.outFile &&
        keyNow(route, page) === page.key
      );
    });
    const localesHold = planned.indexes.every(
      (index, offset) => routes[index]!.locale === firstRoutes[summary.classOf[offset]!]?.locale,
    );
    if (keysHold && localesHold) vouched.add(planned.batch);
  }
  return vouched;
}

/**
 * Whether pages of a batch, rendered again each apart (`touched`, at
 * `offsets`), add to the batch's sheet what they added before: then the
 * batch's cached sheet stays exact. A page adds, of what it uses, what the
 * pages before it in the batch did not; a page that adds the same leaves the
 * pages after it adding the same too.
 */
export function keepsSheet(
  introduced: readonly (readonly string[])[],
  offsets: readonly number[],
  touched: readonly (readonly string[])[],
): boolean {
  const before = new Set<string>();
  let next = 0;
  for (const [offset, added] of introduced.entries()) {
    if (next === offsets.length) break;
    if (offset === offsets[next]) {
      const adds = touched[next]!.filter((id) => !before.has(id));
      if (adds.length !== added.length || adds.some((id, at) => id !== added[at])) return false;
      next += 1;
    }
    for (const id of added) before.add(id);
  }
  return next === offsets.length;
}

/**
 * The stylesheet the cache kept, when every batch keeps the sheet it merged
 * from: merging 10,000 pages' batch sheets again took about 0.05 s of a
 * one-entry edit's build, for the same text.
 */
function sameSheets(
  sheets: readonly string[],
  manifest: BuildCacheManifest | undefined,
): string | undefined {
  if (manifest?.stylesheet === undefined || sheets.length !== manifest.batches.count)
    return undefined;
  return sheets.every((sheet, batch) => sheet === manifest.batches.get(batch).css)
    ? manifest.stylesheet
    : undefined;
}

/** What the next build's cache holds after this one: every page's key and facts, by batch. */
export function nextCacheContents(
  render: RenderOutput,
  cached: CachedRenderFacts,
  buildHash: string,
): CacheContents {
  const { routes, entries } = render;
  const footers: Partial<Record<Locale, DependencyKey[]>> = {};
  for (const [locale, keys] of render.footers) footers[locale] = [...keys];
  const known = cached.cache.checksRecords ?? new Set<string>();
  const checks = new Map<string, readonly PageChecks[]>();
  const checksFileOf = (planned: PlannedBatch) => {
    const name = checksFileName(planned.indexes.map((index) => cached.checkHashes[index]!));
    // A record the cache does not hold yet: its batch has pages rendered now.
    if (!known.has(name)) checks.set(name, cached.batchChecks(planned.batch));
    return name;
  };
  return {
    buildHash,
    ...(cached.renderInputBytes === undefined ? {} : { renderInputBytes: cached.renderInputBytes }),
    rendererHash: cached.rendererHash,
    moduleCss: cached.moduleCss,
    stylesheet: render.css,
    routeBasis: cached.routeBasis,
    fields: render.basis.fields,
    everyPage: [...render.everyPage],
    footers,
    checks,
    batches: cached.plan.map((planned) =>
      recordOf(cached.cache, planned.batch, {
        css: cached.sheets[planned.batch]!,
        introduced: cached.introduced[planned.batch]!,
        checksFile: checksFileOf(planned),
        pages: planned.indexes.map((index) => {
          const entry = entries[index]!;
          const { dependencies } = entry.facts;
          const reads = entry.keying?.reads ?? (dependencies && hashReads(dependencies));
          if (!entry.parts || !entry.key || !entry.keying || !reads)
            throw new Error(`No key for ${routes[index]!.path}: its reads were not recorded`);
          const route = routes[index]!;
          return {
            outFile: route.outFile,
            dataFile: cached.cachedPage(index)?.dataFile ?? pageDataPath(route.path),
            parts: entry.parts,
            key: entry.key,
            own: entry.keying.own,
            reads,
            facts: keptFacts(entry.facts),
            checks: cached.checkHashes[index]!,
          };
        }),
      }),
    ),
  };
}

/** `batch` named as the record the cache holds of it, when its pages' keys are the ones it kept. */
function recordOf(cache: BuildCache, index: number, batch: CachedBatch): CachedBatch {
  const batches = cache.manifest?.batches;
  if (!batches || index >= batches.count || !batches.decoded(index)) return batch;
  return sameRecordPages(batches.get(index), batch.pages)
    ? { ...batch, record: batches.record(index) }
    : batch;
}
