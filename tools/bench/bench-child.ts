import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { BUILD_CACHE_DIR } from '../../generator/graph/cache-location.ts';
import {
  checkUpToDate,
  takeInputSnapshot,
  type InputSnapshot,
} from '../../generator/graph/input-snapshot.ts';
import { profileOf } from '../../generator/graph/profile.ts';
import { threadCpuMs } from '../../generator/render/thread-cpu.ts';

/**
 * One build of `npm run bench` (tools/bench/bench.ts), in a process of its
 * own so that its peak RSS and CPU time are its alone. It prints its report as
 * one JSON line. The build's modules load after the up-to-date check, as the
 * CLI loads them (generator/cli.ts): a build with the cache is timed from the
 * process's start, as `fernhill build` is.
 */
export interface ChildReport {
  routes: number;
  /** A build without the cache: from the call to build() to its end. With the cache: from the process's start. */
  wallMs: number;
  cpuMs: number;
  /**
   * The CPU time by thread, where the platform tells (Linux): the build's own
   * thread, the render threads, and the rest of the process (V8's compiler and
   * garbage-collector helper threads, libuv's file threads). On two cores the
   * helpers' work (mostly TurboFan compiling while each render thread warms up,
   * which goes on for thousands of pages) is CPU the render threads lose: that
   * is why the marginal cost is above half the render threads' CPU per page.
   */
  cpuByThread?: {
    mainMs: number;
    renderThreadsMs: number;
    /** Of the render threads' time, stamping the pages and writing their `.br`/`.gz` (after the render). */
    stampMs?: number;
    otherMs: number;
  };
  peakRssMiB: number;
  stages: Record<string, number>;
  /** With a build cache: the pages rendered (the others came from the cache). */
  renderedPages?: number;
  /** With a build cache: no source changed, and dist/ was left as it was. */
  upToDate?: boolean;
  /**
   * With a build cache, where the wall time went before build() ran: starting
   * Node and loading the bench's module from the generator's bundle, the input
   * snapshot and up-to-date check, and importing the build's modules. The
   * rest of `wallMs` is build() itself.
   */
  before?: { loadMs: number; checkMs: number; importMs: number };
}

/** What a shard's or a merge's build reports: its time and memory. */
export interface ShardChildReport {
  wallMs: number;
  peakRssMiB: number;
  pages: number;
}

const peakRssMiB = () => Math.round(process.resourceUsage().maxRSS / 1024);

/** How the bench builds (tools/bench/bench.ts): its render threads, and whether it writes `.br`/`.gz`. */
export interface BuildChoices {
  workers: number | undefined;
  precompress: boolean;
}

/** `--shard i/n --out DIR`, or `--merge DIR…`: one part of a sharded build. */
async function shardChild(
  root: string,
  { workers, precompress }: BuildChoices,
  part: { shard: string; outDir: string } | { mergeFrom: string[] },
): Promise<ShardChildReport> {
  const { build, buildShard } = await import('../../generator/build.ts');
  const { parseShard } = await import('../../generator/render/shards.ts');
  const started = performance.now();
  let pages: number;
  if ('shard' in part) {
    const shard = parseShard(part.shard);
    if (typeof shard === 'string') throw new Error(`--shard ${shard}`);
    ({ pages } = await buildShard({
      root,
      outDir: part.outDir,
      shard,
      ...(workers ? { workers } : {}),
    }));
  } else {
    const result = await build({
      root,
      sink: 'disk',
      outDir: path.join(root, 'dist'),
      mergeFrom: part.mergeFrom,
      precompress,
      ...(workers ? { workers } : {}),
    });
    pages = result.routes.length;
  }
  return { wallMs: Math.round(performance.now() - started), peakRssMiB: peakRssMiB(), pages };
}

/** A whole build; with `cache`, first the CLI's up-to-date check. */
async function buildChild(
  root: string,
  { workers, precompress }: BuildChoices,
  cache?: { use: 'use' | 'fresh'; dir: string },
): Promise<ChildReport> {
  const outDir = path.join(root, 'dist');
  const cpuMs = () => {
    const usage = process.resourceUsage();
    return Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000);
  };
  // The main thread's clock starts with the process.
  const loaded = performance.now();
  let inputs: InputSnapshot | undefined;
  if (cache?.use === 'use') {
    inputs = await takeInputSnapshot(root, profileOf({ precompress }, true));
    const upToDate = await checkUpToDate({ root, outDir, cacheDir: cache.dir, inputs });
    if (upToDate.upToDate)
      return {
        routes: upToDate.routes,
        wallMs: Math.round(performance.now()),
        cpuMs: cpuMs(),
        peakRssMiB: peakRssMiB(),
        stages: {},
        renderedPages: 0,
        upToDate: true,
      };
    const { bundlesAfter, startEsbuildService } =
      await import('../../generator/assets/esbuild-service.ts');
    if (bundlesAfter(root, upToDate.changed)) startEsbuildService();
  }
  // After the up-to-date check, as `fernhill build` loads it (this child runs from the generator's
  // bundle: tools/bench/run-bench-child.mjs).
  const checked = performance.now();
  const { build } = await import('../../generator/build.ts');
  const started = performance.now();
  let renderedPages: number | undefined;
  const result = await build({
    root,
    sink: 'disk',
    outDir,
    // As `fernhill build` does: a build records the translations it published in the lock, which
    // the next build reads (without it, each build would keep every field it found unrecorded).
    writeTranslationLock: true,
    precompress,
    ...(workers ? { workers } : {}),
    ...(cache
      ? {
          cache: cache.use,
          cacheDir: cache.dir,
          ...(inputs ? { inputs } : {}),
          log: (line: string) => {
            const rendered = /^✓ rendered (\d+) of \d+ routes/.exec(line);
            if (rendered) renderedPages = Number(rendered[1]);
            if (line.startsWith('cache: ')) process.stderr.write(`(${line}) `);
          },
        }
      : {}),
  });
  // With a cache, from the process's start: what `fernhill build` takes, module loading included.
  const wallMs = performance.now() - (cache ? 0 : started);
  const mainMs = threadCpuMs();
  const renderThreadsMs = result.renderThreadsCpuMs;
  const total = cpuMs();
  return {
    routes: result.routes.length,
    wallMs: Math.round(wallMs),
    cpuMs: total,
    ...(mainMs !== undefined && renderThreadsMs !== undefined
      ? {
          cpuByThread: {
            mainMs: Math.round(mainMs),
            renderThreadsMs: Math.round(renderThreadsMs),
            ...(result.stampThreadsCpuMs === undefined
              ? {}
              : { stampMs: Math.round(result.stampThreadsCpuMs) }),
            otherMs: Math.max(0, Math.round(total - mainMs - renderThreadsMs)),
          },
        }
      : {}),
    peakRssMiB: peakRssMiB(),
    stages: result.timings,
    ...(renderedPages === undefined ? {} : { renderedPages }),
    ...(cache
      ? {
          before: {
            loadMs: Math.round(loaded),
            checkMs: Math.round(checked - loaded),
            importMs: Math.round(started - checked),
          },
        }
      : {}),
  };
}

const { values, positionals } = parseArgs({
  options: {
    root: { type: 'string' },
    workers: { type: 'string' },
    shard: { type: 'string' },
    out: { type: 'string' },
    merge: { type: 'boolean' },
    cache: { type: 'string' },
    'cache-dir': { type: 'string' },
    precompress: { type: 'boolean' },
  },
  allowPositionals: true,
});
const root = values.root!;
const choices: BuildChoices = {
  workers: values.workers ? Number(values.workers) : undefined,
  precompress: Boolean(values.precompress),
};
const report = values.shard
  ? await shardChild(root, choices, { shard: values.shard, outDir: values.out! })
  : values.merge
    ? await shardChild(root, choices, { mergeFrom: positionals })
    : await buildChild(
        root,
        choices,
        values.cache
          ? {
              use: values.cache === 'fresh' ? 'fresh' : 'use',
              dir: values['cache-dir'] ?? path.join(root, BUILD_CACHE_DIR),
            }
          : undefined,
      );
process.stdout.write(`${JSON.stringify(report)}\n`);
