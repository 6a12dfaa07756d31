import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOCALES } from '../../content/schema/index.ts';
import type { Page } from 'playwright-core';
import { launchChromium } from '../browser/chromium.ts';
import type { UpdateReport } from '../../generator/dev/incremental-site.ts';
import { runDev } from '../../server/dev/watch.ts';
import { createSyntheticSite } from './synthetic-site.ts';

/**
 * `npm run bench:dev`: the watch-mode loop as a developer feels it. Starts
 * `dev` on a throwaway copy of the project, opens a blog post in Chromium, then
 * edits a content module, a component, a locale file and a token in turn and
 * measures, for each edit, the time from the file being saved to the browser
 * having the update: the frame painted after the dev client morphed the open
 * page (or, when it reloads instead, the new document's first contentful
 * paint), or the new stylesheet's load event for a token. Also prints the
 * server's own update time and how many routes it rendered.
 *
 *   npm run bench:dev                    5 edits of each kind, real site
 *   npm run bench:dev -- --runs 9
 *   npm run bench:dev -- --pages 10000   with 10,000 synthetic service-area pages
 *   npm run bench:dev -- --verbose       with the dev server's lines (each update's steps and their times)
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const POST = 'accessibility-audits-fix-what-blocks-users';
const POST_FILE = `content/blog/posts/${POST}.ts`;
const POST_TITLE = 'Accessibility audits: fixing the 20% that blocks 80% of users';

interface Sample {
  browserMs: number;
  /** Save → the page's DOM has the update (the morph done, or DOMContentLoaded of the reloaded page). */
  scriptsMs: number;
  /** Save → the server has written the open page and signalled the browser. */
  toldMs: number;
  /** The server's own time until then (from the change event on). */
  serverMs: number;
  /** The server's time for the whole update (the open page goes first, the other pages follow). */
  allMs: number;
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
 * Epoch ms at which the browser showed the update for which `shows` (run in
 * the page) is true, and at which the page's DOM had it. The dev client
 * usually morphs the open page in place (runtime/dev-client/): then the
 * frame painted after the morph, and the morph itself. When it reloads
 * instead: the new document's first contentful paint and its DOMContentLoaded.
 */
/** What the updated page has, checked in the page: a title, an element, or a text. */
type Shows = { title: string } | { selector: string } | { text: string };

async function updatedWith(page: Page, shows: Shows): Promise<Arrival> {
  for (;;) {
    try {
      const handle = await page.waitForFunction(
        (expected) => {
          const has =
            'title' in expected
              ? document.title.includes(expected.title)
              : 'selector' in expected
                ? document.querySelector(expected.selector) !== null
                : (document.body.textContent ?? '').includes(expected.text);
          if (!has) return undefined;
          const live = (
            window as { __fernhillLiveUpdate?: { paintedAt?: number; morphedAt?: number } }
          ).__fernhillLiveUpdate;
          if (live)
            return live.paintedAt ? { at: live.paintedAt, scriptsAt: live.morphedAt! } : undefined;
          const [paint] = performance.getEntriesByName('first-contentful-paint');
          const [navigation] = performance.getEntriesByType('navigation');
          if (!paint || !navigation || navigation.domContentLoadedEventStart === 0)
            return undefined;
          return {
            at: performance.timeOrigin + paint.startTime,
            scriptsAt: performance.timeOrigin + navigation.domContentLoadedEventStart,
          };
        },
        shows,
        { timeout: 60_000, polling: 'raf' },
      );
      return (await handle.jsonValue()) as Arrival;
    } catch (error) {
      // A reload destroys the context the wait ran in: wait again in the new document.
      if (!(error instanceof Error) || !/context was destroyed|navigation/i.test(error.message))
        throw error;
    }
  }
}

interface Arrival {
  /** The browser shows the update. */
  at: number;
  /** The page's DOM has it (the morph done; after a reload, DOMContentLoaded; for a stylesheet swap, the same moment). */
  scriptsAt: number;
}

const ACCENTS = ['#f2b544', '#f0b23c', '#efae35'];

const scenarios: Scenario[] = [
  {
    kind: 'content module',
    file: POST_FILE,
    // The English <title> (localized: `metaTitle: { en: '…', de: '…', ar: '…' }`).
    edit: (text, n) => text.replace(/(metaTitle: \{\s*en: )'[^']*'/, `$1'${POST_TITLE} (${n})'`),
    arrived: (page, n) => updatedWith(page, { title: `(${n})` }),
  },
  {
    kind: 'component',
    file: 'components/pages/PostPage.tsx',
    edit: (text, n) =>
      text.includes('data-bench-edit')
        ? text.replace(/data-bench-edit="\d+"/, `data-bench-edit="${n}"`)
        : text.replace(
            '<span aria-hidden="true">',
            `<span aria-hidden="true" data-bench-edit="${n}">`,
          ),
    arrived: (page, n) => updatedWith(page, { selector: `[data-bench-edit="${n}"]` }),
  },
  {
    kind: 'locale file',
    file: 'locales/en/translation.json',
    edit: (text, n) => text.replace(/"contact": "Contact us[^"]*"/, `"contact": "Contact us ${n}"`),
    arrived: (page, n) => updatedWith(page, { text: `Contact us ${n}` }),
  },
  {
    kind: 'token',
    file: 'tokens/color.json',
    edit: (text, n) =>
      text.replace(/"#(?:f2b544|f0b23c|efae35)"/, `"${ACCENTS[n % ACCENTS.length]}"`),
    arrived: async (page, n) => {
      const expected = ACCENTS[n % ACCENTS.length]!;
      const handle = await page.waitForFunction(
        (value) => {
          const at = (window as unknown as { stylesheetLoadedAt?: number }).stylesheetLoadedAt;
          return at &&
            getComputedStyle(document.documentElement)
              .getPropertyValue('--color-brand-accent')
              .trim() === value
            ? at
            : undefined;
        },
        expected,
        { timeout: 60_000 },
      );
      const at = (await handle.jsonValue()) as number;
      return { at, scriptsAt: at };
    },
  },
];

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      pages: { type: 'string', default: '0' },
      verbose: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  const extraPages = Number(values.pages);
  // Pages, as `npm run bench` counts them: each synthetic service area is a page in every locale.
  const project = await createSyntheticSite(ROOT, Math.ceil(extraPages / LOCALES.length));
  const reports: Array<UpdateReport & { at: number }> = [];
  const log = (line: string) => process.stdout.write(`  ${line}\n`);
  const dev = await runDev({
    root: project.root,
    port: 0,
    outDir: path.join(project.root, 'dist'),
    // --verbose: the dev server's own lines, with the time of each step of every update.
    log: values.verbose ? log : () => {},
    logError: log,
    onUpdate: (report) => reports.push({ ...report, at: Date.now() }),
  });
  const browser = await launchChromium();
  const results: Record<string, Sample[]> = {};
  try {
    const page = await browser.newPage();
    await page.goto(new URL(`/blog/${POST}`, dev.url).href);
    // Start from the accent the token scenario cycles through.
    const colours = path.join(project.root, 'tokens/color.json');
    if (!(await readFile(colours, 'utf8')).includes('"#f2b544"'))
      throw new Error(
        'tokens/color.json: the accent colour this benchmark edits (#f2b544) is gone; update tools/bench/bench-dev.ts',
      );
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
            link.addEventListener(
              'load',
              () =>
                Object.assign(window, {
                  stylesheetLoadedAt: performance.timeOrigin + performance.now(),
                }),
              { once: true },
            );
          });
        }
        const count = reports.length;
        const arrived = scenario.arrived(page, n + 1);
        await writeFile(file, edited);
        const saved = Date.now();
        const { at, scriptsAt } = await arrived;
        while (reports.length === count) await new Promise((resolve) => setTimeout(resolve, 5));
        const report = reports[count]!;
        // With the open page rendered ahead of the others, the browser was told before the update finished.
        const toldAt = report.early ? report.at - report.ms + report.early.ms : report.at;
        if (n > 0) {
          results[scenario.kind]!.push({
            browserMs: Math.round(at - saved),
            scriptsMs: Math.round(scriptsAt - saved),
            toldMs: toldAt - saved,
            serverMs: report.early?.ms ?? report.ms,
            allMs: report.ms,
            routes: report.rendered,
          });
        }
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
  process.stdout.write(
    `\nWatch mode: save → browser has the update (${runs} edits each, median [min–max]; ${routes} routes${extraPages ? `, ${extraPages} synthetic` : ''})\n`,
  );
  process.stdout.write(
    '  painted: save → the browser has painted the updated page (the frame after the live morph, or first contentful paint after a reload; the new stylesheet applied, for a token)\n',
  );
  process.stdout.write(
    "  DOM: save → the page's DOM has the update (morph done, or DOMContentLoaded after a reload)\n",
  );
  process.stdout.write(
    '  told: save → the server has written the open page and signalled the browser; server: its own time for that from the change event;\n',
  );
  process.stdout.write(
    "  all: the server's time for the whole update (the other pages follow the open one)\n\n",
  );
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
      allMedianMs: median(samples.map((sample) => sample.allMs)),
      routesRendered: median(samples.map((sample) => sample.routes)),
    };
  });
  process.stdout.write(
    `  ${'edit'.padEnd(16)}${'painted'.padStart(10)}${'range'.padStart(16)}${'DOM'.padStart(9)}${'told'.padStart(9)}${'server'.padStart(9)}${'all'.padStart(9)}${'routes'.padStart(9)}\n`,
  );
  for (const row of rows) {
    const cells = [row.scriptsMedianMs, row.toldMedianMs, row.serverMedianMs, row.allMedianMs]
      .map((ms) => `${ms} ms`.padStart(9))
      .join('');
    process.stdout.write(
      `  ${row.kind.padEnd(16)}${`${row.medianMs} ms`.padStart(10)}${`${row.minMs}–${row.maxMs} ms`.padStart(16)}${cells}${String(row.routesRendered).padStart(9)}\n`,
    );
  }
  const outDir = path.join(ROOT, 'reports', 'bench');
  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, `dev-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(
    file,
    `${JSON.stringify({ runs, extraPages, routes, results: rows }, null, 2)}\n`,
  );
  process.stdout.write(`\nFigures written to ${path.relative(ROOT, file)}\n`);
}

await main();
