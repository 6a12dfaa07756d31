import { pageDataPath } from '../../../shared/contracts/page-data.ts';
import { contentHash } from '../../assets/hash.ts';
import { RenderPool } from '../../render/render-pool.ts';
import { shardStampFailure } from '../../render/shards.ts';
import { addVariants, NO_VARIANTS, type VariantsWritten } from '../../write/precompress.ts';
import type { Route } from '../../../shared/model/route.ts';
import { BuildCacheUnusable, placeCachedPages } from '../build-cache.ts';
import { stampText, type Stamp } from '../../write/stamp.ts';
import type { PageFacts } from '../../render/page-renderer.ts';
import type { SiteContext } from '../context.ts';
import { step } from '../graph.ts';
import { rendererStep, runtimeStep } from './bundle.ts';
import { renderStep, stampsOnDisk } from './render.ts';
import { pageStampStep } from './site-files.ts';
import { stylesheetStep } from './stylesheet.ts';

/**
 * The build hash pages, page data, app-data.json and the stylesheet's name
 * carry. The runtime reloads a page when the live build's differs (SPEC §8):
 * client navigation swaps <main> and the head's own tags and keeps the rest,
 * so the hash covers what it keeps, as rendered: the stylesheet, the runtime's
 * scripts, and each distinct shell the pages show (their head tail, skip link,
 * header, footer and runtime config: RenderedPageFacts.shell). An edit that
 * reaches only pages' <main> (a content entry, a page component, a string
 * only pages show) leaves it, and so every page the edit does not reach, as
 * it was. `dev` keeps its page stamp (its stylesheet has a fixed name).
 */
export const buildHashStep = step({
  name: 'build hash',
  // The profile's stylesheet decides too; the page stamp's version already follows it.
  inputs: {
    stamp: pageStampStep,
    stylesheet: stylesheetStep,
    render: renderStep,
    runtime: runtimeStep,
  },
  run({ stamp, stylesheet, render, runtime }, context: SiteContext): string {
    if (context.profile.stylesheet !== 'hashed') return stamp;
    const shells = [...new Set(render.pages.map((page) => page.shell))].sort();
    const kept = JSON.stringify([shells, [...runtime.files.keys()], context.profile.settings]);
    return contentHash(`${kept}\n${stylesheet.css}`, 16);
  },
  version: (hash) => hash,
});

export interface StampedPages {
  /** Undefined when pages carry their build hash as rendered (`dev`). */
  stamp?: Stamp;
  /** The `.br`/`.gz` written of the stamped pages and page data. */
  variants: VariantsWritten;
  /** Pages kept as text (the memory sink), stamped: the render's facts with their text replaced. */
  pages?: PageFacts[];
  /** The threads' CPU time, rendering and then stamping (RenderPool.threadsCpuMs), where known. */
  threadsCpuMs?: number;
  /** Of it, the time the threads took to stamp and compress the pages, where known. */
  stampCpuMs?: number;
}

/**
 * The pages the render wrote to disk, stamped with the build hash
 * (generator/write/stamp.ts) and compressed, on the render threads. After
 * `build --merge`, threads that only stamp write the pages from the shards'
 * folders into the site, stamped. Pages kept as text (the memory sink) are
 * stamped here as text.
 */
export const stampPagesStep = step({
  name: 'stamp pages',
  inputs: {
    render: renderStep,
    renderer: rendererStep,
    buildHash: buildHashStep,
    stamp: pageStampStep,
  },
  async run({ render, renderer, buildHash, stamp }, context: SiteContext): Promise<StampedPages> {
    if (stamp === buildHash) return { variants: NO_VARIANTS };
    const pageStamp: Stamp = { placeholder: stamp, buildHash };
    const folder = context.sink.pageDir;
    if (!folder || !stampsOnDisk(context)) {
      const pages = render.pages.map((facts) =>
        facts.html === undefined || facts.pageData === undefined
          ? facts
          : {
              ...facts,
              html: stampText(facts.html, pageStamp),
              pageData: stampText(facts.pageData, pageStamp),
            },
      );
      return { stamp: pageStamp, variants: NO_VARIANTS, pages };
    }
    const filesOf = (routes: readonly Route[]) =>
      routes.flatMap((route) => [route.outFile, pageDataPath(route.path)]);
    const { threads } = context;
    const pool = threads.pool ?? new RenderPool(renderer.bundle, undefined, context.workers);
    // A build that rendered a few pages (or none) on one thread, then stamps every page again (a new
    // build hash), stamps on every core.
    const restamps = render.cached && render.cached.cache.manifest?.buildHash !== buildHash;
    if (!context.keepWorkers && restamps) pool.grow(context.workers);
    const precompress = context.profile.precompress && context.sink.precompress !== undefined;
    // The threads may be the render's or new ones (steps/render.ts STAMP_THREADS_AFTER).
    const before = pool.threadsCpuMs ?? 0;
    try {
      let variants = NO_VARIANTS;
      if (render.inShards) {
        // `build --merge`: each page read from its shard's folder, stamped, and written as a new file.
        for (const { dir, routes } of render.inShards)
          variants = addVariants(
            variants,
            await pool
              .stamp(folder, filesOf(routes), pageStamp, precompress, dir)
              .catch((error: NodeJS.ErrnoException) => {
                throw shardStampFailure(dir, error);
              }),
          );
      } else variants = await pool.stamp(folder, filesOf(render.rendered), pageStamp, precompress);
      // The cache's pages: as they are while the build hash is the same (already in the folder a
      // sink updates in place), else stamped again.
      const cached = render.cached;
      if (cached && cached.reused.length > 0) {
        const { cache } = cached;
        const cachedHash = cache.manifest!.buildHash;
        if (cachedHash === buildHash) {
          // A sink that updates dist/ in place has them there already.
          if (!context.sink.updates) placeCachedPages(cache, folder, filesOf(cached.reused));
        } else
          variants = addVariants(
            variants,
            await pool
              .stamp(
                folder,
                filesOf(cached.reused),
                { placeholder: cachedHash, buildHash },
                precompress,
                cache.pagesDir,
              )
              .catch((error: NodeJS.ErrnoException) => {
                throw error.code === 'ENOENT'
                  ? new BuildCacheUnusable(`a page is missing (${error.message})`)
                  : error;
              }),
          );
      }
      const after = pool.threadsCpuMs;
      return {
        stamp: pageStamp,
        variants,
        ...(after === undefined
          ? {}
          : {
              threadsCpuMs: (render.threadsCpuMs ?? 0) + after - before,
              stampCpuMs: after - before,
            }),
      };
    } finally {
      if (!context.keepWorkers) {
        await pool.close();
        threads.pool = undefined;
      }
    }
  },
});
