import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { launchChromium } from '../browser/chromium.ts';
import type { UpdateReport } from '../dev/incremental-site.ts';
import { runDev } from '../dev/watch.ts';
import { createSyntheticSite } from './synthetic-site.ts';

/**
 * `npm run bench:dev`: the watch-mode loop as a developer feels it. Starts
 * `dev` on a throwaway copy of the project, opens a blog post in Chromium, then
 * edits a content module, a component, a locale file and a token in turn and
 * measures, for each edit, the time from the file being saved to the browser
 * having the update: the reloaded page's first contentful paint (it carries
 * the edit; its DOMContentLoaded too), or the new stylesheet's load event for
 * a token. Also prints the server's own update time and how many routes it rendered.
 *
 *   npm run bench:dev                    5 edits of each kind, real site
 *   npm run bench:dev -- --runs 9
 *   npm run bench:dev -- --pages 10000   with 10,000 synthetic service-area pages
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const POST = 'accessibility-audits-fix-what-blocks-users';
const POST_FILE = `content/blog/posts/${POST}.ts`;
const POST_TITLE = 'Accessibility audits: fixing the 20% that blocks 80% of users';

interface Sample {
  browserMs: number;
  /** Save → DOMContentLoaded of the reloaded page. */
  scriptsMs: number;
  /** Save → the server has written the update and told the browser. */
  toldMs: number;
  /** The server's own update time (from the change event on). */
  serverMs: number;
  routes: number;
}

interface Scenario {
  kind: string;
  file: string;
  /** The edit for run `n` (distinct each run, so every save is a real change). */
  edit: (text: string, n: number) => string;
  /** Resolves when the browser has run `n`'s update. */
  arrived: (page: Page, n: number) => Promise<Arrival>;
}

/**
 * Epoch ms at which the first reloaded document for which `has` is true was
 * painted (first contentful paint: the visitor sees the update), and of its
 * DOMContentLoaded (the page's scripts have run as well).
 */
async function reloadedWith(page: Page, has: (page: Page) => Promise<boolean>): Promise<Arrival> {
  for (;;) {
    await page.waitForEvent('domcontentloaded', { timeout: 60_000 });
    if (await has(page)) {
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 60_000 });
      return page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const [paint] = performance.getEntriesByName('first-contentful-paint');
        return { at: performance.timeOrigin + paint!.startTime, scriptsAt: performance.timeOrigin + navigation!.domContentLoadedEventStart };
      });
    }
  }
}

interface Arrival {
  /** The browser shows the update. */
  at: number;
  /** The page's scripts have run too (DOMContentLoaded; for a stylesheet swap, the same moment). */
  scriptsAt: number;
}

const ACCENTS = ['#f2b544', '#f0b23c', '#efae35'];

const scenarios: Scenario[] = [
  {
    kind: 'content module',
    file: POST_FILE,
    edit: (text, n) => text.replace(/title: '[^']*'/, `title: '${POST_TITLE} (${n})'`),
    arrived: (page, n) => reloadedWith(page, async (current) => (await current.title()).includes(`(${n})`)),
  },
  {
    kind: 'component',
    file: 'components/pages/PostPage.tsx',
    edit: (text, n) => (text.includes('data-bench-edit') ? text.replace(/data-bench-edit="\d+"/, `data-bench-edit="${n}"`) : text.replace('<span aria-hidden="true">', `<span aria-hidden="true" data-bench-edit="${n}">`)),
    arrived: (page, n) => reloadedWith(page, async (current) => (await current.locator(`[data-bench-edit="${n}"]`).count()) > 0),
  },
  {
    kind: 'locale file',
    file: 'locales/en/translation.json',
    edit: (text, n) => text.replace(/"contact": "Contact us[^"]*"/, `"contact": "Contact us ${n}"`),
    arrived: (page, n) => reloadedWith(page, async (current) => (await current.locator(`text=Contact us ${n}`).count()) > 0),
  },
  {
    kind: 'token',
    file: 'tokens/color.json',
    edit: (text, n) => text.replace(/"#(?:f2b544|f0b23c|efae35)"/, `"${ACCENTS[n % ACCENTS.length]}"`),
    arrived: async (page, n) => {
      const expected = ACCENTS[n % ACCENTS.length]!;
      const handle = await page.waitForFunction(
        (value) => {
          const at = (window as unknown as { stylesheetLoadedAt?: number }).stylesheetLoadedAt;
          return at && getComputedStyle(document.documentElement).getPropertyValue('--color-brand-accent').trim() === value ? at : undefined;
        },
        expected,
        { timeout: 60_000 },
      );
      const at = (await handle.jsonValue()) as number;
      return { at, scriptsAt: at };
    },
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

async function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, pages: { type: 'string', default: '0' } } });
  const runs = Number(values.runs);
  const extraPages = Number(values.pages);
  const project = await createSyntheticSite(ROOT, extraPages);
  const reports: Array<UpdateReport & { at: number }> = [];
  const log = (line: string) => process.stdout.write(`  ${line}\n`);
  const dev = await runDev({ root: project.root, port: 0, outDir: path.join(project.root, 'dist'), log: () => {}, logError: log, onUpdate: (report) => reports.push({ ...report, at: Date.now() }) });
  const browser = await launchChromium();
  const results: Record<string, Sample[]> = {};
  try {
    const page = await browser.newPage();
    await page.goto(new URL(`/blog/${POST}`, dev.url).href);
    // Start from the accent the token scenario cycles through.
    const colours = path.join(project.root, 'tokens/color.json');
    if (!(await readFile(colours, 'utf8')).includes('"#f2b544"')) throw new Error('tokens/color.json: the accent colour this benchmark edits (#f2b544) is gone; update generator/report/bench-dev.ts');
    for (const scenario of scenarios) {
      results[scenario.kind] = [];
      // One warm-up edit first (the first update of a kind loads code the later ones reuse).
      for (let n = 0; n <= runs; n += 1) {
        const file = path.join(project.root, scenario.file);
        const edited = scenario.edit(await readFile(file, 'utf8'), n + 1);
        if (scenario.kind === 'token') {
          await page.evaluate(() => {
            Object.assign(window, { stylesheetLoadedAt: undefined });
            const link = document.querySelector('link[rel="stylesheet"]')!;
            link.addEventListener('load', () => Object.assign(window, { stylesheetLoadedAt: performance.timeOrigin + performance.now() }), { once: true });
          });
        }
        const count = reports.length;
        const arrived = scenario.arrived(page, n + 1);
        await writeFile(file, edited);
        const saved = Date.now();
        const { at, scriptsAt } = await arrived;
        while (reports.length === count) await new Promise((resolve) => setTimeout(resolve, 5));
        const report = reports[count]!;
        if (n > 0) results[scenario.kind]!.push({ browserMs: Math.round(at - saved), scriptsMs: Math.round(scriptsAt - saved), toldMs: report.at - saved, serverMs: report.ms, routes: report.rendered });
        // Let the page settle (idle work, prefetches) before the next save.
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
    }
  } finally {
    await browser.close();
    await dev.close();
    await project.remove();
  }

  const routes = reports[0]?.total ?? 0;
  process.stdout.write(`\nWatch mode: save → browser has the update (${runs} edits each, median [min–max]; ${routes} routes${extraPages ? `, ${extraPages} synthetic` : ''})\n`);
  process.stdout.write('  painted: save → the browser paints the updated page (first contentful paint; the new stylesheet applied, for a token)\n');
  process.stdout.write('  scripts: save → the updated page\'s scripts have run (DOMContentLoaded)\n');
  process.stdout.write('  told: save → the server has written the update and signalled the browser; update: the server\'s own time from the change event\n\n');
  const rows = Object.entries(results).map(([kind, samples]) => {
    const browserMs = samples.map((sample) => sample.browserMs);
    return {
      kind,
      medianMs: median(browserMs),
      minMs: Math.min(...browserMs),
      maxMs: Math.max(...browserMs),
      scriptsMedianMs: median(samples.map((sample) => sample.scriptsMs)),
      toldMedianMs: median(samples.map((sample) => sample.toldMs)),
      serverMedianMs: median(samples.map((sample) => sample.serverMs)),
      routesRendered: median(samples.map((sample) => sample.routes)),
    };
  });
  process.stdout.write(`  ${'edit'.padEnd(16)}${'painted'.padStart(10)}${'range'.padStart(16)}${'scripts'.padStart(9)}${'told'.padStart(9)}${'update'.padStart(9)}${'routes'.padStart(9)}\n`);
  for (const row of rows) {
    process.stdout.write(
      `  ${row.kind.padEnd(16)}${`${row.medianMs} ms`.padStart(10)}${`${row.minMs}–${row.maxMs} ms`.padStart(16)}${`${row.scriptsMedianMs} ms`.padStart(9)}${`${row.toldMedianMs} ms`.padStart(9)}${`${row.serverMedianMs} ms`.padStart(9)}${String(row.routesRendered).padStart(9)}\n`,
    );
  }
  const outDir = path.join(ROOT, 'reports', 'bench');
  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, `dev-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify({ runs, extraPages, routes, results: rows }, null, 2)}\n`);
  process.stdout.write(`\nFigures written to ${path.relative(ROOT, file)}\n`);
}

await main();
