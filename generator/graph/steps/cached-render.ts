import { performance } from 'node:perf_hooks';
import type { Locale } from '../../../content/schema/index.ts';
import type { Route } from '../../../shared/model/route.ts';
import { mergeStitchesSheets } from '../../render/merge-css.ts';
import type { RenderedPageFacts } from '../../render/page-renderer.ts';
import { planBatches, type PlannedBatch } from '../../render/render-pool.ts';
import type { DependencyKey } from '../../render/track-content.ts';
import type { BuildCache, CacheContents, CachedPage } from '../build-cache.ts';
import type { SiteContext } from '../context.ts';
import type { VersionsOf } from '../graph.ts';
import { renderBasis, routeKeys, sharedReads, type RouteEntry } from '../render-keys.ts';
import { renderPool } from '../render-threads.ts';
import type { RenderInputs, RenderOutput, renderInputs } from './render.ts';

/** What a build with a cache rendered and took from it, for the stamping and for the next cache. */
export interface CachedRenderFacts {
  cache: BuildCache;
  /** The build's batches (planBatches) and each one's Stitches sheet. */
  plan: PlannedBatch[];
  sheets: string[];
  /** The batches rendered now (the others' pages are the cache's). */
  renderedBatches: ReadonlySet<number>;
  /** The routes whose pages are the cache's, stamped with its build hash. */
  reused: Route[];
}

/**
 * The render of a build that keeps a cache (generator/graph/build-cache.ts):
 * each of the build's fixed batches renders unless the cache holds the same
 * pages with the same keys, whose facts and Stitches sheet it then takes. A
 * batch renders whole (its sheet, like a cold build's, is its pages' together),
 * so the stylesheet and every page are byte for byte what a cold build makes.
 */
export async function cachedRender(
  rendered: RenderInputs,
  versions: VersionsOf<typeof renderInputs>,
  context: SiteContext,
  cache: BuildCache,
  closePool: () => Promise<void>,
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
    ...(fields ? { keying: { fields, own: page.own } } : {}),
  });
  const reusable = (planned: PlannedBatch): boolean => {
    const cached = manifest?.batches[planned.batch];
    return (
      cached !== undefined &&
      cached.pages.length === planned.indexes.length &&
      planned.indexes.every((index, offset) => {
        const page = cached.pages[offset]!;
        const route = routes[index]!;
        return (
          page.facts.path === route.path &&
          page.outFile === route.outFile &&
          keys.of(route, entryOf(page))?.key === page.key
        );
      })
    );
  };
  const renderedBatches = new Set(plan.filter((batch) => !reusable(batch)).map((b) => b.batch));
  const pages = new Array<RenderedPageFacts>(routes.length);
  const sheets = new Array<string>(plan.length);
  const cachedPages = new Map<number, CachedPage>();
  const reused: Route[] = [];
  for (const planned of plan) {
    if (renderedBatches.has(planned.batch)) continue;
    const cached = manifest!.batches[planned.batch]!;
    sheets[planned.batch] = cached.css;
    planned.indexes.forEach((index, offset) => {
      const page = cached.pages[offset]!;
      pages[index] = page.facts;
      cachedPages.set(index, page);
      reused.push(routes[index]!);
    });
  }

  const started = performance.now();
  let batches: Awaited<ReturnType<Awaited<ReturnType<typeof renderPool>>['render']>> | undefined;
  if (renderedBatches.size > 0) {
    const count = plan
      .filter((batch) => renderedBatches.has(batch.batch))
      .reduce((sum, batch) => sum + batch.indexes.length, 0);
    const pool = await renderPool(rendered, context, count, undefined);
    batches = await pool.render(routes, {
      only: renderedBatches,
      ...(context.onRenderProgress ? { onProgress: context.onRenderProgress } : {}),
    });
    await closePool();
    batches.plan.forEach((planned, position) => {
      sheets[planned.batch] = batches!.batches[position]!.css;
      for (const index of planned.indexes) pages[index] = batches!.pages[index]!;
    });
  }
  const renderedCount = routes.length - reused.length;
  const ms = Math.round(performance.now() - started);
  context.log(
    `✓ rendered ${renderedCount} of ${routes.length} routes in ${ms} ms (${
      reused.length === 0
        ? 'none from the cache'
        : `${renderedBatches.size} of ${plan.length} batches; the others' pages from the cache`
    })`,
  );

  const complete = renderedBatches.size === plan.length;
  const shared = sharedReads(batches?.batches ?? [], complete ? undefined : earlier);
  const after = routeKeys(rendered, versions, context, shared);
  const entries = routes.map((route, index): RouteEntry => {
    const cached = cachedPages.get(index);
    const facts = pages[index]!;
    const key = after.of(route, cached ? entryOf(cached) : { facts });
    return {
      ...(key ? { parts: key.parts, key: key.key, keying: key.keying } : {}),
      stamp: key?.key ?? `cache:${index}`,
      facts,
    };
  });
  return {
    routes,
    entries,
    pages,
    rendered: routes.filter((_, index) => !cachedPages.has(index)),
    css: mergeStitchesSheets(sheets),
    complete: true,
    ...shared,
    basis: renderBasis(rendered),
    reasons: [],
    ...(batches?.threadsCpuMs === undefined ? {} : { threadsCpuMs: batches.threadsCpuMs }),
    cached: { cache, plan, sheets, renderedBatches, reused },
  };
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
  return {
    buildHash,
    fields: render.basis.fields.toStored(),
    everyPage: [...render.everyPage],
    footers,
    batches: cached.plan.map((planned) => ({
      css: cached.sheets[planned.batch]!,
      pages: planned.indexes.map((index) => {
        const entry = entries[index]!;
        if (!entry.parts || !entry.key || !entry.keying)
          throw new Error(`No key for ${routes[index]!.path}: its reads were not recorded`);
        return {
          outFile: routes[index]!.outFile,
          parts: entry.parts,
          key: entry.key,
          own: entry.keying.own,
          facts: entry.facts,
        };
      }),
    })),
  };
}
