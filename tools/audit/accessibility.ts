import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import fg from 'fast-glob';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../browser/chromium.ts';
import { BuiltSiteMissing } from '../../generator/errors/catalogue.ts';
import { BuildError, problem } from '../../generator/errors/build-error.ts';
import { createStaticServer, listen } from '../../server/static-server.ts';

/** Issue 6 item 4: a phone and a desktop layout; the site's media queries switch between them. */
export const A11Y_VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;

/** WCAG 2.0 and 2.1, levels A and AA, plus axe's best practices (landmarks, headings, skip link). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;

export interface AccessibilityViolation {
  /** URL path of the page, e.g. `/de/about-us` or `/404.html`. */
  page: string;
  width: number;
  rule: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  /** How many elements break the rule, and the selectors of the first three. */
  nodes: number;
  targets: string[];
}

export interface AccessibilityReport {
  pages: string[];
  widths: number[];
  violations: AccessibilityViolation[];
  seconds: number;
}

export interface AccessibilityCheckOptions {
  distDir: string;
  /** Only check pages whose URL path passes (tests check one locale). Default: every page. */
  include?: (page: string) => boolean;
  /** Pages checked at once, each in its own browser context. */
  concurrency?: number;
  log?: (line: string) => void;
}

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

// Browser-side steps are strings: functions compiled by tsx can reference helpers (`__name`) the page lacks.
/** Entry animations (the CTA's slide-up) are jumped to their end: axe must judge the settled page
 *  (contrast mid-fade is meaningless), and waiting out each delay would cost over a second per page. */
const SETTLE = `document.fonts.ready.then(() => {
  for (const animation of document.getAnimations()) {
    if (animation.effect && animation.effect.getComputedTiming().iterations !== Infinity) animation.finish();
  }
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined))));
})`;

const RUN_AXE = `axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(AXE_TAGS)} }, resultTypes: ['violations'] })
  .then((result) => result.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact || null,
    help: violation.help,
    helpUrl: violation.helpUrl,
    nodes: violation.nodes.length,
    targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  })))`;

/** Every HTML page of a built site as a URL path. Page data, assets and the service worker are not pages. */
export async function findPages(distDir: string): Promise<string[]> {
  const files = await fg('**/*.html', {
    cwd: distDir,
    ignore: ['page-data/**', '_assets/**'],
    onlyFiles: true,
  });
  return files
    .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\/index\.html$/, '')}`))
    .sort((a, b) => a.localeCompare(b));
}

/**
 * `site check --a11y`: serves a built dist/ with the project's own server (so its
 * CSP and 404/500 handling apply), opens every page in Chromium at each viewport
 * and runs axe-core. Returns every violation; the caller decides the exit code.
 */
export async function checkAccessibility({
  distDir,
  include = () => true,
  concurrency = 2,
  log = () => {},
}: AccessibilityCheckOptions): Promise<AccessibilityReport> {
  if (!existsSync(distDir))
    throw new BuildError('Accessibility check', [problem(BuiltSiteMissing, { dir: distDir })]);
  const pages = (await findPages(distDir)).filter(include);
  if (!pages.length)
    throw new BuildError('Accessibility check', [problem(BuiltSiteMissing, { dir: distDir })]);

  const started = performance.now();
  const widths = A11Y_VIEWPORTS.map((viewport) => viewport.width);
  log(
    `Checking ${pages.length} page${pages.length === 1 ? '' : 's'} at ${widths.join(' and ')} px with axe-core (${AXE_TAGS.join(', ')})`,
  );
  const server = createStaticServer({ distDir });
  const { url } = await listen(server, 0);
  const baseUrl = url.replace(/\/$/, '');
  let browser: Browser | undefined;
  const violations: AccessibilityViolation[] = [];
  try {
    browser = await launchChromium();
    const queue = [...pages];
    let done = 0;
    const worker = async (chromium: Browser) => {
      // English browser language: unprefixed pages must not be sent elsewhere by the language routing.
      const context = await chromium.newContext({ locale: 'en-US', serviceWorkers: 'block' });
      const page = await context.newPage();
      try {
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
          const found = await checkPage(page, baseUrl, next);
          violations.push(...found);
          done += 1;
          log(
            `  [${String(done).padStart(String(pages.length).length)}/${pages.length}] ${next} ${found.length ? `✖ ${found.map((item) => `${item.rule} @${item.width}`).join(', ')}` : '✓'}`,
          );
        }
      } finally {
        await context.close();
      }
    };
    await Promise.all(
      Array.from({ length: Math.max(1, Math.min(concurrency, pages.length)) }, () =>
        worker(browser!),
      ),
    );
  } finally {
    await browser?.close();
    await new Promise((resolve) => server.close(resolve));
  }
  const order = new Map(pages.map((page, index) => [page, index]));
  violations.sort(
    (a, b) =>
      order.get(a.page)! - order.get(b.page)! || a.width - b.width || a.rule.localeCompare(b.rule),
  );
  return { pages, widths, violations, seconds: (performance.now() - started) / 1000 };
}

/**
 * One page at every viewport, each a fresh load: a phone loads the page at its width.
 * (Loading once and resizing would save only a tenth of the time: axe dominates.)
 */
async function checkPage(
  page: Page,
  baseUrl: string,
  path: string,
): Promise<AccessibilityViolation[]> {
  const found: AccessibilityViolation[] = [];
  for (const viewport of A11Y_VIEWPORTS) {
    await page.setViewportSize(viewport);
    const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    if (!response?.ok()) {
      found.push({
        page: path,
        width: viewport.width,
        rule: 'page-load',
        impact: 'critical',
        help: `The page answered HTTP ${response?.status() ?? 'nothing'}`,
        helpUrl: '',
        nodes: 0,
        targets: [],
      });
      continue;
    }
    await page.evaluate(SETTLE);
    // Evaluated through DevTools, not as an inline <script>: the site's CSP (rightly) blocks those.
    await page.evaluate(AXE_SOURCE);
    const results =
      await page.evaluate<Array<Omit<AccessibilityViolation, 'page' | 'width'>>>(RUN_AXE);
    found.push(...results.map((result) => ({ page: path, width: viewport.width, ...result })));
  }
  return found;
}

/** The CLI's closing report: counts and time, then each rule with where it fails. */
export function formatAccessibilityReport(report: AccessibilityReport, shownPerRule = 12): string {
  const runs = report.pages.length * report.widths.length;
  const lines = [
    `${report.pages.length} page${report.pages.length === 1 ? '' : 's'} × ${report.widths.length} widths (${report.widths.join(', ')} px) = ${runs} axe runs in ${report.seconds.toFixed(1)} s`,
  ];
  if (!report.violations.length) {
    lines.push('✓ no accessibility violations');
    return lines.join('\n');
  }
  const byRule = new Map<string, AccessibilityViolation[]>();
  for (const violation of report.violations)
    byRule.set(violation.rule, [...(byRule.get(violation.rule) ?? []), violation]);
  const pagesHit = new Set(report.violations.map((violation) => violation.page)).size;
  lines.push(
    `✖ ${report.violations.length} violation${report.violations.length === 1 ? '' : 's'} of ${byRule.size} rule${byRule.size === 1 ? '' : 's'} on ${pagesHit} page${pagesHit === 1 ? '' : 's'}:`,
  );
  for (const [rule, items] of byRule) {
    const first = items[0]!;
    lines.push('', `  ${rule} (${first.impact ?? 'no impact given'}): ${first.help}`);
    if (first.helpUrl) lines.push(`    ${first.helpUrl}`);
    for (const item of items.slice(0, shownPerRule)) {
      lines.push(
        `    ${item.page} @${item.width} px: ${item.targets.join(', ') || item.help}${item.nodes > item.targets.length ? ` (+${item.nodes - item.targets.length} more)` : ''}`,
      );
    }
    if (items.length > shownPerRule)
      lines.push(`    … and ${items.length - shownPerRule} more pages/widths`);
  }
  return lines.join('\n');
}
