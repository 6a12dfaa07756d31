import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { entryOf } from '../../components/page-kinds/registry.ts';
import { pageDataPath } from '../../shared/contracts/page-data.ts';
import type { Content } from '../../shared/model/content-graph.ts';
import type { Route } from '../../shared/model/route.ts';
import { BuildError, problem } from '../errors/build-error.ts';
import { ShardsMissing, ShardUnusable } from '../errors/catalogue.ts';
import type { RenderedPageFacts } from './page-renderer.ts';
import type { PlannedBatch } from './render-pool.ts';

/**
 * Sharded builds (`build --shard i/n`, then `build --merge DIR…`): CI fans one
 * build out over n machines. A shard renders a deterministic share of the
 * build's batches (generator/render/render-pool.ts: the same batches as the
 * whole build, so their Stitches sheets merge to the same stylesheet) and
 * leaves its pages plus a manifest of their facts in its folder. The merge
 * reads the manifests instead of rendering, so the site-wide steps (links,
 * locale contract, sitemap, feeds, stylesheet, write) run once over every page.
 */
export interface Shard {
  /** 1-based, as CI matrices count. */
  index: number;
  count: number;
}

export const SHARD_MANIFEST = '_shard.json';
// 2: pages carry the placeholder of the build hash and no .br/.gz (the merge stamps and compresses them).
// 3: each page's facts name its shell (the build hash covers it).
const FORMAT = 3;

/** "2/3" → the second of three shards, or a message saying what is wrong. */
export function parseShard(text: string): Shard | string {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!match) return `"${text}" is not i/n: use e.g. --shard 1/3`;
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1 || index < 1 || index > count)
    return `"${text}": the shard number must be 1 to ${Math.max(count, 1)}`;
  return { index, count };
}

/**
 * What rendering a route roughly costs, known before it renders: a fixed part
 * (the document, header and footer every page has) plus the size of the entry
 * its template shows. A 6,000-word post costs more than a 200-word city page.
 */
const PAGE_BASE_BYTES = 4096;
export function routeCost(route: Route, content: Content): number {
  return PAGE_BASE_BYTES + JSON.stringify(entryOf(route, content)).length;
}

/**
 * The batches of shard `shard`: batches go, costliest first, to the shard with
 * the least cost so far (ties: the lower number). Deterministic: every shard
 * computes the same split from the same routes.
 */
export function shardBatches(
  plan: readonly PlannedBatch[],
  costOf: (index: number) => number,
  shard: Shard,
): Set<number> {
  const costs = plan.map((batch) => ({
    batch: batch.batch,
    cost: batch.indexes.reduce((sum, index) => sum + costOf(index), 0),
  }));
  costs.sort((a, b) => b.cost - a.cost || a.batch - b.batch);
  const loads = new Array<number>(shard.count).fill(0);
  const mine = new Set<number>();
  for (const { batch, cost } of costs) {
    let least = 0;
    for (let candidate = 1; candidate < loads.length; candidate += 1)
      if (loads[candidate]! < loads[least]!) least = candidate;
    loads[least]! += cost;
    if (least === shard.index - 1) mine.add(batch);
  }
  return mine;
}

/** What a shard leaves beside its pages: enough for the merge to check and write the site without rendering. */
export interface ShardManifest {
  format: number;
  shard: Shard;
  /** A hash of the sources it rendered (steps/site-files.ts): the merge refuses shards of other sources. */
  sources: string;
  /** How many routes and batches the whole build has. */
  routes: number;
  batches: number;
  rendered: Array<{ batch: number; css: string; pages: RenderedPageFacts[] }>;
}

export function shardManifest(manifest: Omit<ShardManifest, 'format'>): string {
  return JSON.stringify({ format: FORMAT, ...manifest });
}

/** The pages of every shard, in route order, and their batches' sheets in batch order. */
export interface MergedShards {
  pages: RenderedPageFacts[];
  sheets: string[];
  /**
   * Each shard's folder and the routes whose pages it holds, as the shard
   * wrote them (with the placeholder of the build hash): unless the pages were
   * read, the stamp step writes them into the site from there (steps/stamp.ts).
   */
  folders: ShardPages[];
}

export interface ShardPages {
  dir: string;
  routes: Route[];
}

function shardProblem(dir: string, reason: string): BuildError {
  return new BuildError('Shard merge', [problem(ShardUnusable, { dir, reason })]);
}

async function readManifest(dir: string): Promise<ShardManifest> {
  const file = path.join(dir, SHARD_MANIFEST);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw shardProblem(dir, `no ${SHARD_MANIFEST}: not the output of build --shard i/n`);
  }
  let manifest: ShardManifest;
  try {
    manifest = JSON.parse(text) as ShardManifest;
  } catch (error) {
    throw shardProblem(dir, `${SHARD_MANIFEST} is not valid JSON (${(error as Error).message})`);
  }
  if (manifest.format !== FORMAT)
    throw shardProblem(dir, `made by another version of the generator (format ${manifest.format})`);
  return manifest;
}

/**
 * Reads the manifests of the shards in `dirs` for a build of `routes` from
 * `sources`, and with `readPages` their pages into the facts (as the memory
 * sink keeps pages); without, the pages stay where they are (MergedShards.folders):
 * every one is stamped before it is published, and stamping writes it anew.
 * Every batch must come from exactly one shard of these same sources.
 */
export async function mergeShards(
  dirs: readonly string[],
  routes: readonly Route[],
  plan: readonly PlannedBatch[],
  sources: string,
  readPages: boolean,
): Promise<MergedShards> {
  const pages = new Array<RenderedPageFacts>(routes.length);
  const sheets = new Array<string>(plan.length);
  const from = new Array<string>(plan.length);
  const folders: ShardPages[] = [];
  for (const dir of dirs) {
    const held: ShardPages = { dir, routes: [] };
    folders.push(held);
    const manifest = await readManifest(dir);
    const name = `shard ${manifest.shard.index}/${manifest.shard.count}`;
    if (manifest.sources !== sources)
      throw shardProblem(
        dir,
        `${name} was built from other sources (sources hash ${manifest.sources.slice(0, 10)}, these sources ${sources.slice(0, 10)}): build every shard from the same commit and settings`,
      );
    if (manifest.routes !== routes.length || manifest.batches !== plan.length)
      throw shardProblem(dir, `${name} has ${manifest.routes} routes, this site ${routes.length}`);
    for (const { batch, css, pages: facts } of manifest.rendered) {
      const planned = plan[batch];
      if (!planned || planned.indexes.length !== facts.length)
        throw shardProblem(dir, `${name}: batch ${batch} does not match this site's routes`);
      if (from[batch] !== undefined)
        throw shardProblem(dir, `${name}: batch ${batch} is also in ${from[batch]}`);
      from[batch] = dir;
      sheets[batch] = css;
      await Promise.all(
        facts.map(async (page, offset) => {
          const route = routes[planned.indexes[offset]!]!;
          if (page.path !== route.path)
            throw shardProblem(dir, `${name}: ${page.path} where this site has ${route.path}`);
          held.routes.push(route);
          pages[planned.indexes[offset]!] = readPages ? await readPage(dir, route, page) : page;
        }),
      );
    }
  }
  const missing = plan.filter((batch) => from[batch.batch] === undefined);
  if (missing.length > 0) {
    const example = routes[missing[0]!.indexes[0]!]!.path;
    throw new BuildError('Shard merge', [
      problem(ShardsMissing, { missing: missing.length, batches: plan.length, example }),
    ]);
  }
  return { pages, sheets, folders };
}

/** A shard's page and page data, read into its facts. */
async function readPage(
  dir: string,
  route: Route,
  page: RenderedPageFacts,
): Promise<RenderedPageFacts> {
  const [html, pageData] = await Promise.all(
    [route.outFile, pageDataPath(route.path)].map((file) =>
      readFile(path.join(dir, file), 'utf8').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? missingPage(dir, file) : error;
      }),
    ),
  );
  return { ...page, html: html!, pageData: pageData! };
}

const missingPage = (dir: string, file: string) =>
  shardProblem(dir, `${file} is missing: the shard's folder is incomplete`);

/** What stamping a shard's pages into the site failed with, a missing page as the shard's fault. */
export function shardStampFailure(dir: string, error: NodeJS.ErrnoException): Error {
  return error.code === 'ENOENT' && error.path
    ? missingPage(dir, path.relative(dir, error.path))
    : error;
}
