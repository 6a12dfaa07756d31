import { performance } from 'node:perf_hooks';
import { planBatches } from '../../render/render-pool.ts';
import {
  routeCost,
  shardBatches,
  SHARD_MANIFEST,
  shardManifest,
  type Shard,
  type ShardManifest,
} from '../../render/shards.ts';
import type { SiteContext } from '../context.ts';
import { step } from '../graph.ts';
import { renderPool } from '../render-threads.ts';
import { renderInputs } from './render.ts';

export interface ShardOutput {
  shard: Shard;
  /** Pages and batches this shard rendered, of the build's. */
  pages: number;
  routes: number;
  batches: number;
  ms: number;
}

/**
 * `build --shard i/n`: this shard's batches of the build (generator/render/shards.ts)
 * → its pages in the sink, and the manifest `build --merge` reads. The site-wide
 * steps (links, sitemap, feeds, stylesheet) are the merge's.
 */
export const shardStep = step({
  name: 'render shard',
  inputs: renderInputs,
  async run(rendered, context: SiteContext): Promise<ShardOutput> {
    const shard = context.shard;
    if (!shard) throw new Error('The shard step runs only in build --shard i/n');
    const { routes } = rendered.routes;
    const { content } = rendered.content;
    const plan = planBatches(routes);
    const mine = shardBatches(plan, (index) => routeCost(routes[index]!, content), shard);
    const pages = plan
      .filter((batch) => mine.has(batch.batch))
      .reduce((sum, batch) => sum + batch.indexes.length, 0);
    const started = performance.now();
    const batches: ShardManifest['rendered'] = [];
    // More shards than batches (a small site on a wide matrix): this one has nothing to render.
    if (pages > 0) {
      const pool = await renderPool(rendered, context, pages, undefined);
      try {
        const result = await pool.render(routes, {
          only: mine,
          ...(context.onRenderProgress ? { onProgress: context.onRenderProgress } : {}),
        });
        result.plan.forEach((batch, position) => {
          const { css, pages: facts } = result.batches[position]!;
          batches.push({ batch: batch.batch, css, pages: facts });
        });
      } finally {
        await pool.close();
        context.threads.pool = undefined;
      }
    }
    const manifest = shardManifest({
      shard,
      sources: rendered.sources,
      routes: routes.length,
      batches: plan.length,
      rendered: batches,
    });
    await context.sink.write(new Map([[SHARD_MANIFEST, manifest]]));
    const ms = Math.round(performance.now() - started);
    context.log(
      `✓ shard ${shard.index}/${shard.count}: rendered ${pages} of ${routes.length} routes (${mine.size} of ${plan.length} batches) in ${ms} ms`,
    );
    return { shard, pages, routes: routes.length, batches: mine.size, ms };
  },
});
