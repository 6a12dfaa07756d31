import { spawn } from 'node:child_process';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { LOCALES } from '../../content/schema/index.ts';
import {
  tokenArtifactsCacheFile,
  writeTokenArtifacts,
} from '../../generator/tokens/write-token-artifacts.ts';
import {
  freedInodeWaitMs,
  onJournalLessExt4,
  waitForFreedInodes,
  waitForTrashRemoved,
} from './freed-inodes.ts';
import { pairedMarginal } from './marginal.ts';
import { hostLoadBetween, sampleHostLoad, type HostLoad } from './host-load.ts';
import { createSyntheticSite } from './synthetic-site.ts';
import type { BuildChoices, ChildReport, ShardChildReport } from './bench-child.ts';

/**
 * `npm run bench`: full builds from a clean dist/, each in a fresh Node
 * process (so peak RSS and CPU time belong to that build alone), of the real
 * site and of the real site plus N synthetic service-area pages. Prints wall
 * and CPU time, ms per page, pages per second, peak RSS and the time of each
 * stage, and writes the figures to reports/bench/ so runs can be compared.
 *
 *   npm run bench                      real site, +1,000 and +10,000 pages
 *   npm run bench -- --pages 2000      real site and +2,000 pages
 *   npm run bench -- --workers 1       serial rendering, for comparison
 *   npm run bench -- --precompress     builds that also write .br/.gz (`build --precompress`)
 *   npm run bench -- --cold-tokens     every build builds the token artifacts (as the first build of a checkout)
 *   npm run bench -- --repeat 3        three rounds of every size; the marginal cost is the median of the rounds' differences
 *   npm run bench -- --shards 3        also the largest size in 3 shards, one after another (as 3 CI runners), and their merge
 *   npm run bench -- --incremental     also the largest size with a build cache: no change, then one edit of each kind
 *
 * Every run also records how busy the host was (tools/bench/host-load.ts):
 * on a shared machine that moves wall times more than most code changes do.
 *
 * Nothing is deleted until the last build is measured: earlier outputs are
 * moved aside and every copy is removed at the end. On ext4 without a journal
 * (this machine's volume) creating files right after deleting many is slow
 * (tools/bench/freed-inodes.ts): a build started right after deleting the
 * previous run's 40,000 files spent 0.5–1 ms of kernel time per file it
 * created, which doubled its wall time. For the same reason a benchmark that
 * starts within six and a half minutes of the previous one's clean-up waits
 * first.
 */
interface Run extends ChildReport {
  extraPages: number;
  /** Every round builds every size once, in turn (tools/bench/marginal.ts). */
  round: number;
  msPerPage: number;
  pagesPerSecond: number;
  host: HostLoad;
}

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * The Node flags `npm run build` gives the generator (package.json): the
 * benchmark builds the way the build script does. An 8 MiB young generation
 * (--max-semi-space-size=8): a page's garbage dies within a few pages, and
 * the render threads copied what a page still held at every collection, every
 * 2 MiB with the 2 MiB that kept RSS lowest. In six interleaved rounds at
 * +1,000 and +10,000 pages (no .br/.gz) the CPU time per extra page was a
 * median 0.85 against 0.93 ms, lower in five rounds, for 42 MiB more peak RSS
 * at +10,000 (about 275 against 232) and 38 MiB more at +100,000 with the
 * .br/.gz (513 against 475); 4 MiB was in between. An old generation that
 * grows by 35% of its live size (--heap-growing-percent=35; the flag holds for
 * every thread): peak RSS at 10,000 a mean 421 against 450 MiB at 50% (five
 * interleaved rounds) and at 50,000 1,279 against 1,348 MiB (two), with no
 * more CPU time; 25% kept less (418 and 1,183 MiB) but took 12% more CPU time
 * at 10,000. V8's own growth, up to four times, had 819/840 against 702/784 MiB
 * at 20,000 for 50%.
 */
async function buildScriptFlags(): Promise<string[]> {
  const { scripts } = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const flags = /^node((?:\s+--\S+)*)\s+bin\/fernhill\.mjs build$/.exec(scripts.build ?? '')?.[1];
  if (flags === undefined)
    throw new Error(
      `package.json: the build script is not "node [--node-flags] bin/fernhill.mjs build" (${scripts.build})`,
    );
  return flags.trim().split(/\s+/).filter(Boolean);
}

async function runChild<Report = ChildReport>(
  root: string,
  { workers, precompress }: BuildChoices,
  extra: string[] = [],
): Promise<Report> {
  const flags = await buildScriptFlags();
  return new Promise((resolve, reject) => {
    const args = [
      ...flags,
      path.join(import.meta.dirname, 'run-bench-child.mjs'),
      '--root',
      root,
      ...(workers ? ['--workers', String(workers)] : []),
      ...(precompress ? ['--precompress'] : []),
      ...extra,
    ];
    const process_ = spawn(process.execPath, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    process_.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    process_.on('error', reject);
    process_.on('close', (code) => {
      const line = output.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{'))
        reject(new Error(`benchmark build failed (exit ${code})`));
      else resolve(JSON.parse(line) as Report);
    });
  });
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

function printRuns(builds: Run[]): void {
  // By size, then round: the table reads as before, whatever the order the builds ran in.
  const runs = [...builds].sort((a, b) => a.extraPages - b.extraPages || a.round - b.round);
  const stages = [
    ...new Set(runs.flatMap((run) => Object.keys(run.stages).filter((stage) => stage !== 'total'))),
  ];
  const percent = (value: number | undefined) => (value === undefined ? '–' : `${value}%`);
  const label = (run: Run) => `${pad(run.extraPages, 11)} ${pad(run.round, 5)}`;
  console.log(
    `\n${pad('extra pages', 11)} ${pad('round', 5)} ${pad('routes', 7)} ${pad('wall s', 7)} ${pad('CPU s', 7)} ${pad('ms/page', 8)} ${pad('pages/s', 8)} ${pad('peak RSS', 9)} ${pad('CPU pressure', 12)} ${pad('steal', 6)}`,
  );
  for (const run of runs) {
    console.log(
      `${label(run)} ${pad(run.routes, 7)} ${pad((run.wallMs / 1000).toFixed(2), 7)} ${pad((run.cpuMs / 1000).toFixed(2), 7)} ${pad(run.msPerPage.toFixed(2), 8)} ${pad(Math.round(run.pagesPerSecond), 8)} ${pad(`${run.peakRssMiB} MiB`, 9)} ${pad(percent(run.host.cpuPressurePct), 12)} ${pad(percent(run.host.stealPct), 6)}`,
    );
  }
  console.log(`\nstage times (ms): ${stages.join(', ')}`);
  for (const run of runs)
    console.log(
      `${label(run)}  ${stages.map((stage) => `${stage} ${run.stages[stage] ?? '–'}`).join(' · ')}`,
    );
  if (runs.some((run) => run.cpuByThread)) {
    console.log(
      '\nCPU time by thread (s): build thread · render threads (of it, stamping and compressing the pages) · other (V8 compiler and GC helpers, libuv)',
    );
    const seconds = (ms: number) => (ms / 1000).toFixed(2);
    for (const run of runs) {
      const split = run.cpuByThread;
      const stamping = split?.stampMs === undefined ? '' : ` (${seconds(split.stampMs)})`;
      console.log(
        `${label(run)}  ${split ? `${seconds(split.mainMs)} · ${seconds(split.renderThreadsMs)}${stamping} · ${seconds(split.otherMs)}` : '–'}`,
      );
    }
  }
}

interface Sharded {
  extraPages: number;
  shards: ShardChildReport[];
  merge: ShardChildReport;
}

/**
 * The largest size again, in `count` shards built one after another (each as
 * its own CI runner would, in a fresh process) and merged: each shard's time,
 * and the merge's. On CI the shards run at once: the wall time is the slowest
 * shard plus the merge (plus moving the shards' folders between machines).
 */
async function shardedBuild(
  site: { pages: number; root: string },
  count: number,
  choices: BuildChoices,
): Promise<Sharded> {
  const folders: string[] = [];
  const shards: ShardChildReport[] = [];
  for (let index = 1; index <= count; index += 1) {
    const outDir = path.join(site.root, 'shards', String(index));
    process.stdout.write(
      `building real site + ${site.pages} synthetic pages, shard ${index}/${count} … `,
    );
    const report = await runChild<ShardChildReport>(site.root, choices, [
      '--shard',
      `${index}/${count}`,
      '--out',
      outDir,
    ]);
    console.log(`${(report.wallMs / 1000).toFixed(2)} s`);
    shards.push(report);
    folders.push(outDir);
  }
  // The merge writes dist/: the last round's is moved aside (nothing is deleted while measuring).
  await rename(path.join(site.root, 'dist'), path.join(site.root, 'dist.before-merge'));
  process.stdout.write(`merging ${count} shards … `);
  const merge = await runChild<ShardChildReport>(site.root, choices, ['--merge', ...folders]);
  console.log(`${(merge.wallMs / 1000).toFixed(2)} s`);
  return { extraPages: site.pages, shards, merge };
}

function printSharded(sharded: Sharded, runs: Run[]): void {
  const whole = runs.filter((run) => run.extraPages === sharded.extraPages);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const slowest = Math.max(...sharded.shards.map((shard) => shard.wallMs));
  console.log(
    `\nsharded build of real site + ${sharded.extraPages} pages in ${sharded.shards.length} shards:`,
  );
  sharded.shards.forEach((shard, index) =>
    console.log(
      `  shard ${index + 1}: ${shard.pages} pages in ${seconds(shard.wallMs)}, peak RSS ${shard.peakRssMiB} MiB`,
    ),
  );
  console.log(
    `  merge: ${sharded.merge.pages} pages in ${seconds(sharded.merge.wallMs)}, peak RSS ${sharded.merge.peakRssMiB} MiB`,
  );
  console.log(
    `  on ${sharded.shards.length} runners at once: slowest shard + merge = ${seconds(slowest + sharded.merge.wallMs)}, against ${whole.map((run) => seconds(run.wallMs)).join(' · ')} unsharded`,
  );
}

/** The edits `--incremental` builds after, one after the other: a file and a change in it. */
const INCREMENTAL_EDITS: ReadonlyArray<{ name: string; file: string; from: string; to: string }> = [
  {
    name: 'one content entry (a blog post title)',
    file: 'content/blog/posts/estimating-fixed-scope-mvps.ts',
    from: "en: 'How we estimate fixed-scope MVPs without lying to ourselves',",
    to: "en: 'How we estimate fixed-scope MVPs honestly',",
  },
  {
    name: 'one locale key every page of its locale reads (German, the header)',
    file: 'locales/de/translation.json',
    from: '"label": "Sprache"',
    to: '"label": "Sprachauswahl"',
  },
  {
    name: 'one locale key some pages read (German, blog posts)',
    file: 'locales/de/translation.json',
    from: '"aboutAuthor": "Über den Autor"',
    to: '"aboutAuthor": "Über die Autorin oder den Autor"',
  },
  {
    name: 'one component (the case study page)',
    file: 'components/pages/CaseStudyPage.tsx',
    from: '<article>',
    to: '<article data-bench-edit="">',
  },
  {
    name: 'one token (a spacing step)',
    file: 'tokens/space.json',
    from: '"5": { "$value": "24px" }',
    to: '"5": { "$value": "25px" }',
  },
];

interface IncrementalRun {
  name: string;
  report: ChildReport;
}

/**
 * `--incremental`: on the largest site, a build that starts the cache, then
 * builds with it after no change and after each kind of edit in turn, each in
 * a fresh process as CI runs it. The cache is the site copy's own.
 */
async function incrementalBuilds(
  site: { pages: number; root: string },
  choices: BuildChoices,
): Promise<IncrementalRun[]> {
  const cacheDir = path.join(site.root, 'build-cache');
  const runs: IncrementalRun[] = [];
  // Each build replaces dist/ (and, when the build hash changed, the cache's links): on ext4 without
  // a journal the next build would create its files next to freshly freed inodes, slowly (see above).
  // Two minutes, not the whole window: a build with the cache updates dist/ in place and creates
  // few files, and seven builds each after six and a half minutes would take 45.
  const journalLess = await onJournalLessExt4(site.root);
  let lastBuildEnd: number | undefined;
  const measure = async (name: string, use: 'use' | 'fresh') => {
    const wait = journalLess ? freedInodeWaitMs(lastBuildEnd, Date.now(), 120_000) : 0;
    if (wait > 0) await setTimeout(wait);
    process.stdout.write(`real site + ${site.pages} pages, ${name} … `);
    const report = await runChild(site.root, choices, ['--cache', use, '--cache-dir', cacheDir]);
    // The last dist/ and the cache's last pages are removed after the build returns, by a process of
    // their own: the next build waits for it, and then for the inodes it freed.
    const returned = Date.now();
    lastBuildEnd = await waitForTrashRemoved([site.root, cacheDir]);
    const removal = lastBuildEnd - returned;
    console.log(
      `${(report.wallMs / 1000).toFixed(2)} s${wait > 0 ? ` (after waiting ${Math.ceil(wait / 1000)} s)` : ''}${removal > 500 ? ` (the replaced files removed in the background in ${(removal / 1000).toFixed(1)} s more)` : ''}`,
    );
    runs.push({ name, report });
  };
  await rename(path.join(site.root, 'dist'), path.join(site.root, 'dist.before-incremental'));
  await measure('cold, starting the cache', 'fresh');
  await measure('no change', 'use');
  for (const edit of INCREMENTAL_EDITS) {
    const file = path.join(site.root, edit.file);
    const text = await readFile(file, 'utf8');
    if (!text.includes(edit.from)) throw new Error(`${edit.file} has no "${edit.from}"`);
    await writeFile(file, text.replace(edit.from, edit.to));
    await measure(`after ${edit.name}`, 'use');
  }
  return runs;
}

function printIncremental(runs: IncrementalRun[], pages: number, cold: Run[]): void {
  console.log(`
incremental builds of real site + ${pages} pages (a cache kept between them; each from its process's start, as \`fernhill build\` runs):`);
  const width = Math.max(...runs.map((run) => run.name.length));
  console.log(
    `  ${'build'.padEnd(width)} ${pad('wall s', 7)} ${pad('rendered', 9)} ${pad('peak RSS', 9)}  of it, ms: load · check · import · build()`,
  );
  for (const { name, report } of runs) {
    const { before } = report;
    const split = before
      ? `  ${before.loadMs} · ${before.checkMs} · ${before.importMs} · ${report.wallMs - before.loadMs - before.checkMs - before.importMs}`
      : '';
    console.log(
      `  ${name.padEnd(width)} ${pad((report.wallMs / 1000).toFixed(2), 7)} ${pad(report.renderedPages ?? '–', 9)} ${pad(`${report.peakRssMiB} MiB`, 9)}${split}${report.upToDate ? '  up to date: dist/ left as it was' : ''}`,
    );
  }
  console.log(
    "  (load: Node and the bench module from the generator bundle; check: the input snapshot and up-to-date check; import: the build's modules)",
  );
  const without = cold.filter((run) => run.extraPages === pages);
  console.log(
    `  (a build without a cache, above: ${without.map((run) => `${(run.wallMs / 1000).toFixed(2)} s`).join(' · ')})`,
  );
  const slowest = Object.entries(runs.at(-1)?.report.stages ?? {})
    .filter(([stage]) => stage !== 'total')
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6);
  console.log(
    `  slowest stages of the last: ${slowest.map(([stage, ms]) => `${stage} ${ms}`).join(' · ')} ms`,
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      pages: { type: 'string', multiple: true },
      workers: { type: 'string' },
      precompress: { type: 'boolean' },
      'cold-tokens': { type: 'boolean' },
      repeat: { type: 'string' },
      shards: { type: 'string' },
      incremental: { type: 'boolean' },
    },
  });
  const repeat = Number(values.repeat ?? 1);
  if (!Number.isInteger(repeat) || repeat < 1)
    throw new Error(`--repeat must be a positive integer, not "${values.repeat}"`);
  const workers = values.workers ? Number(values.workers) : undefined;
  if (workers !== undefined && (!Number.isInteger(workers) || workers < 1))
    throw new Error(`--workers must be a positive integer, not "${values.workers}"`);
  const choices: BuildChoices = { workers, precompress: Boolean(values.precompress) };
  const shards = values.shards === undefined ? 0 : Number(values.shards);
  if (!Number.isInteger(shards) || shards < 0)
    throw new Error(`--shards must be a whole number, not "${values.shards}"`);

  const extraPages = [
    0,
    ...(values.pages ?? ['1000', '10000']).flatMap((value) => value.split(',')).map(Number),
  ].filter((value, index, all) => all.indexOf(value) === index);
  if (extraPages.some((value) => !Number.isInteger(value) || value < 0))
    throw new Error('--pages takes whole numbers, e.g. --pages 1000 --pages 10000');
  console.log(
    `Benchmark on ${os.cpus().length} cores, Node ${process.version}; workers: ${workers ?? 'default (one per core)'}${choices.precompress ? '; with .br/.gz (--precompress)' : ''}`,
  );
  console.log(
    `Synthetic pages are service areas on the real location template, ${LOCALES.length} locales each (N pages = N/${LOCALES.length} areas).`,
  );
  // Token artifacts are reused while the tokens are unchanged (a cache in node_modules/.cache): the state is set, not inherited.
  const coldTokens = Boolean(values['cold-tokens']);
  if (!coldTokens) await writeTokenArtifacts(ROOT);
  console.log(
    coldTokens
      ? 'Token artifacts: built by every run (--cold-tokens: Style Dictionary loads).'
      : 'Token artifacts: up to date, reused by every run as by any build after the first (--cold-tokens builds them each time).',
  );
  const folder = path.join(ROOT, 'reports', 'bench');
  await waitForFreedInodes([path.join(folder, 'latest.json')]);
  const runs: Run[] = [];
  let sharded: Sharded | undefined;
  let incremental: IncrementalRun[] | undefined;
  const sites: Array<{ pages: number; root: string; remove: () => Promise<void> }> = [];
  try {
    for (const pages of extraPages) {
      const site = await createSyntheticSite(ROOT, Math.ceil(pages / LOCALES.length));
      sites.push({ pages, ...site });
      // The copy shares node_modules, and with it the token cache: a cold run removes the entry it would find.
      if (coldTokens) await rm(await tokenArtifactsCacheFile(site.root), { force: true });
    }
    // Round by round, every size in turn: the marginal cost compares builds made seconds apart.
    for (let round = 1; round <= repeat; round += 1) {
      for (const { pages, root } of sites) {
        // From a clean state every time, with nothing deleted (see above): the previous round's dist/ is moved aside.
        if (round > 1)
          await rename(path.join(root, 'dist'), path.join(root, `dist.round-${round - 1}`));
        process.stdout.write(
          `building real site + ${pages} synthetic pages${repeat > 1 ? ` (round ${round}/${repeat})` : ''} … `,
        );
        const before = await sampleHostLoad();
        const report = await runChild(root, choices);
        const host = hostLoadBetween(before, await sampleHostLoad());
        console.log(`${(report.wallMs / 1000).toFixed(2)} s`);
        runs.push({
          ...report,
          extraPages: pages,
          round,
          msPerPage: report.wallMs / report.routes,
          pagesPerSecond: report.routes / (report.wallMs / 1000),
          host,
        });
      }
    }
    if (shards > 0) sharded = await shardedBuild(sites.at(-1)!, shards, choices);
    if (values.incremental) incremental = await incrementalBuilds(sites.at(-1)!, choices);
  } finally {
    for (const site of sites) await site.remove();
  }
  const cleanedUpAt = new Date().toISOString();
  printRuns(runs);
  if (sharded) printSharded(sharded, runs);
  if (incremental) printIncremental(incremental, sites.at(-1)!.pages, runs);
  const large = extraPages.filter((pages) => pages > 0).sort((a, b) => a - b);
  const paired =
    large.length >= 2 ? pairedMarginal(runs, large[0]!, large[large.length - 1]!) : undefined;
  const marginal = paired?.msPerPage;
  if (paired) {
    const { small, big } = paired;
    console.log(
      `\nmarginal cost: ${paired.msPerPage.toFixed(3)} ms of wall time per extra page (between +${small.extraPages} and +${big.extraPages}${repeat > 1 ? `, the median of ${repeat} rounds: round ${small.round}` : ''})`,
    );
    if (small.cpuByThread && big.cpuByThread) {
      const [before, after, pages] = [
        small.cpuByThread,
        big.cpuByThread,
        big.routes - small.routes,
      ];
      const perPage = (key: keyof typeof before) =>
        ((after[key]! - before[key]!) / pages).toFixed(3);
      const stamping =
        before.stampMs === undefined || after.stampMs === undefined
          ? ''
          : ` (of it, stamping and compressing ${perPage('stampMs')})`;
      console.log(
        `marginal CPU per extra page (ms): build thread ${perPage('mainMs')} · render threads ${perPage('renderThreadsMs')}${stamping} · other ${perPage('otherMs')}`,
      );
    }
  }
  const record = {
    date: new Date().toISOString(),
    node: process.version,
    cores: os.cpus().length,
    workers: workers ?? null,
    precompress: choices.precompress,
    coldTokens,
    repeat,
    runs,
    sharded: sharded ?? null,
    incremental: incremental ?? null,
    marginalMsPerPage: marginal ?? null,
    cleanedUpAt,
  };
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `bench-${record.date.replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify(record, null, 2)}\n`);
  await writeFile(path.join(folder, 'latest.json'), `${JSON.stringify(record, null, 2)}\n`);
  console.log(
    `\nfigures written to ${path.relative(process.cwd(), file)} (and reports/bench/latest.json)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
