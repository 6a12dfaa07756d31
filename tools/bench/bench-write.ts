import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import fg from 'fast-glob';
import { pageDataPath } from '../../shared/contracts/page-data.ts';
import { compressVariantsSync, writeVariantsSync } from '../../generator/write/precompress.ts';
import { waitForFreedInodes } from './freed-inodes.ts';

/**
 * `npm run bench:write`: what writing a published page costs with no
 * rendering at all, the floor under `npm run bench`'s marginal cost per page.
 * The real site's pages (HTML and page data, from a built dist/) are written
 * again and again under new paths, in one thread, as the build writes them:
 *
 *   files     a folder per page, its HTML and its page data (what the render threads write);
 *   compress  their `.br` and `.gz` made in memory, nothing written (brotli and gzip as the stamp pass runs them);
 *   variants  files, then the `.br`/`.gz` written beside them (the build's stamp pass: 7 new inodes per page).
 *
 * Each round runs every mode once, in turn, into a fresh folder under the
 * system's temporary folder; the figures are medians over the rounds, split
 * into user and kernel CPU time. Nothing is deleted until the last round:
 * on ext4 without a journal, creating files next to freshly freed inodes is
 * slow (tools/bench/freed-inodes.ts), and a run that starts within six and a
 * half minutes of a benchmark's clean-up waits first.
 *
 *   npm run bench:write                         3 rounds of 3,000 pages from dist/
 *   npm run bench:write -- --pages 5000 --rounds 5 --from dist
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const MODES = ['files', 'compress', 'variants'] as const;
type Mode = (typeof MODES)[number];

interface SourcePage {
  html: Buffer;
  pageData: Buffer;
}

interface Measure {
  wallMs: number;
  userMs: number;
  systemMs: number;
}

/** Every page of a built site with its page data, as bytes (pages without page data, such as 404.html, are left out). */
async function sourcePages(dist: string): Promise<SourcePage[]> {
  const htmlFiles = await fg('**/index.html', { cwd: dist, onlyFiles: true });
  const pages: SourcePage[] = [];
  for (const file of htmlFiles.sort()) {
    const route = `/${path.dirname(file) === '.' ? '' : `${path.dirname(file)}/`}`;
    const pageData = await readFile(path.join(dist, pageDataPath(route))).catch(() => undefined);
    if (pageData) pages.push({ html: await readFile(path.join(dist, file)), pageData });
  }
  return pages;
}

/** Page `index` of a run: the source pages in turn, each under a path of its own. */
const pageFiles = (index: number) => ({
  html: `p/${index}/index.html`,
  pageData: `page-data/p/${index}.json`,
});

function measure(run: () => void): Measure {
  const cpu = process.cpuUsage();
  const started = performance.now();
  run();
  const used = process.cpuUsage(cpu);
  return {
    wallMs: performance.now() - started,
    userMs: used.user / 1000,
    systemMs: used.system / 1000,
  };
}

/** One mode's pass over `count` pages into `folder` (synchronous, as the render threads write). */
function pass(mode: Mode, pages: SourcePage[], count: number, folder: string): Measure {
  mkdirSync(path.join(folder, 'page-data', 'p'), { recursive: true });
  mkdirSync(path.join(folder, 'p'));
  return measure(() => {
    for (let index = 0; index < count; index += 1) {
      const page = pages[index % pages.length]!;
      const files = pageFiles(index);
      if (mode === 'compress') {
        compressVariantsSync(files.html, page.html);
        compressVariantsSync(files.pageData, page.pageData);
        continue;
      }
      const html = path.join(folder, files.html);
      const pageData = path.join(folder, files.pageData);
      mkdirSync(path.dirname(html));
      writeFileSync(html, page.html);
      writeFileSync(pageData, page.pageData);
      if (mode === 'variants') {
        writeVariantsSync(html, files.html, page.html);
        writeVariantsSync(pageData, files.pageData, page.pageData);
      }
    }
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      pages: { type: 'string' },
      rounds: { type: 'string' },
      from: { type: 'string' },
    },
  });
  const count = Number(values.pages ?? 3000);
  const rounds = Number(values.rounds ?? 3);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`--pages must be a positive integer, not "${values.pages}"`);
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error(`--rounds must be a positive integer, not "${values.rounds}"`);
  const dist = path.resolve(ROOT, values.from ?? 'dist');
  if (!(await stat(dist).catch(() => undefined))?.isDirectory())
    throw new Error(`No built site in ${dist}: run \`npm run build\` first, or pass --from <dir>.`);
  const pages = await sourcePages(dist);
  if (pages.length === 0) throw new Error(`${dist} has no pages with page data`);
  const bytesPerPage =
    pages.reduce((sum, page) => sum + page.html.byteLength + page.pageData.byteLength, 0) /
    pages.length;
  console.log(
    `Writing ${count} pages per pass, ${rounds} round(s), one thread: the ${pages.length} pages of ${path.relative(process.cwd(), dist) || '.'} in turn (${(bytesPerPage / 1024).toFixed(1)} KB of HTML and page data per page on average).`,
  );

  const work = path.join(os.tmpdir(), `fernhill-bench-write-${process.pid}`);
  const folder = path.join(ROOT, 'reports', 'bench');
  const record = path.join(folder, 'write-latest.json');
  // After either benchmark's clean-up: `npm run bench` deletes tens of thousands of files.
  await waitForFreedInodes([record, path.join(folder, 'latest.json')]);

  const results = new Map<Mode, Measure[]>(MODES.map((mode) => [mode, []]));
  try {
    for (let round = 1; round <= rounds; round += 1)
      for (const mode of MODES) {
        const measured = pass(mode, pages, count, path.join(work, `${round}-${mode}`));
        results.get(mode)!.push(measured);
        console.log(
          `  round ${round} ${mode.padEnd(8)} ${(measured.wallMs / count).toFixed(3)} ms per page`,
        );
      }
  } finally {
    await rm(work, { recursive: true, force: true });
    await mkdir(path.dirname(record), { recursive: true });
    await writeFile(record, JSON.stringify({ cleanedUpAt: new Date().toISOString() }));
  }

  console.log('\nper page, medians of the rounds (ms): wall · user CPU · kernel CPU');
  const perPage = (mode: Mode, field: keyof Measure) =>
    median(results.get(mode)!.map((measured) => measured[field] / count));
  for (const mode of MODES)
    console.log(
      `  ${mode.padEnd(8)} ${perPage(mode, 'wallMs').toFixed(3)} · ${perPage(mode, 'userMs').toFixed(3)} · ${perPage(mode, 'systemMs').toFixed(3)}`,
    );
  // A page's folder, HTML and page data, and their `.br`/`.gz`.
  const created = 7;
  const kernel = perPage('variants', 'systemMs');
  console.log(
    `\nA published page is ${created} new files and folders (its folder, HTML, page data and their .br/.gz): ${((kernel / created) * 1000).toFixed(0)} µs of kernel time each here, writes included.`,
  );
}

await main();
