import diagnosticsChannel from 'node:diagnostics_channel';
import type http from 'node:http';
import { copyFile, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wcagContrast } from 'culori';
import { build } from '../../generator/build.ts';
import type { UpdateReport } from '../../generator/dev/incremental-site.ts';
import { developmentProfile } from '../../generator/graph/profile.ts';
import { LOCK_FILE } from '../../generator/i18n/translation-lock.ts';
import { MAX_RELOADS } from '../../generator/render/render-pool.ts';
import { LIVE_UPDATE_PAINTED_PATH } from '../../shared/contracts/live-reload.ts';
import { LIVE_RELOAD_CLIENT } from '../../server/dev/live-reload.ts';
import { runDev } from '../../server/dev/watch.ts';
import { launchChromium } from '../support/chromium.ts';
import { copyProject, editFile, PROJECT_ROOT } from '../support/project-copy.ts';
import { runCli } from '../support/run-cli.ts';

let project: { root: string; remove: () => Promise<void> };
let dev: Awaited<ReturnType<typeof runDev>>;
let distDir: string;
const updates: UpdateReport[] = [];
/** What the dev server logged, line by line. */
const logged: string[] = [];

/** The copy is no git checkout: a page's lastmod is its module's modification time. Dated back, a save shows. */
const UNTOUCHED_CONTENT_DATE = '2025-03-14';

beforeAll(async () => {
  project = await copyProject();
  distDir = path.join(project.root, 'dist');
  const dated = new Date(`${UNTOUCHED_CONTENT_DATE}T12:00:00Z`);
  for (const file of await fg('content/**/*.ts', { cwd: project.root, absolute: true }))
    await utimes(file, dated, dated);
  dev = await runDev({
    root: project.root,
    port: 0,
    outDir: distDir,
    log: (line) => logged.push(line),
    logError: () => {},
    onUpdate: (report) => updates.push(report),
  });
});
afterAll(async () => {
  await dev?.close();
  await project?.remove();
});

/**
 * Opens the live-reload stream (as a browser showing `page` would) and
 * resolves with the data of the first `count` events of the given name.
 */
async function events(
  name: string,
  {
    count = 1,
    page,
    timeoutMs = 60_000,
  }: { count?: number; page?: string; timeoutMs?: number } = {},
): Promise<string[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const response = await fetch(
    new URL(`/_dev/events${page ? `?page=${encodeURIComponent(page)}` : ''}`, dev.url),
    { signal: controller.signal },
  );
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const pattern = new RegExp(`event: ${name}\\n((?:data: .*\\n)+)\\n`, 'g');
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream closed');
      buffer += decoder.decode(value, { stream: true });
      const found = [...buffer.matchAll(pattern)].map((match) =>
        match[1]!.replace(/^data: /gm, '').trim(),
      );
      if (found.length >= count) return found.slice(0, count);
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/** Resolves with the data of the next event of the given name. */
const nextEvent = async (name: string, timeoutMs?: number) =>
  (await events(name, { ...(timeoutMs ? { timeoutMs } : {}) }))[0]!;

/** The ratio as the token page prints it: rounded down to two decimals. */
function ratioOnWhite(colour: string): string {
  return `${(Math.floor(wcagContrast(colour, '#ffffff') * 100) / 100).toFixed(2)}:1`;
}

async function edit(file: string, change: (text: string) => string): Promise<void> {
  const absolute = path.join(project.root, file);
  const before = await readFile(absolute, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`The edit of ${file} changed nothing`);
  await writeFile(absolute, after);
}

/** Edits a file and resolves with the dev server's report of the update it caused. */
async function editAndUpdate(
  file: string,
  change: (text: string) => string,
): Promise<UpdateReport> {
  const count = updates.length;
  await new Promise((resolve) => setTimeout(resolve, 100));
  await edit(file, change);
  const deadline = Date.now() + 60_000;
  while (updates.length === count) {
    if (Date.now() > deadline) throw new Error(`No update after editing ${file}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return updates[count]!;
}

/** Page files (relative to dist/) and their modification times. */
async function pageTimes(): Promise<Map<string, number>> {
  const files = await fg('**/*.html', { cwd: distDir });
  return new Map(
    await Promise.all(
      files.map(async (file) => [file, (await stat(path.join(distDir, file))).mtimeMs] as const),
    ),
  );
}

function rewritten(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after]
    .filter(([file, time]) => before.get(file) !== time)
    .map(([file]) => file)
    .sort();
}

describe('dev (watch mode)', () => {
  it('serves the site with the live-reload client', async () => {
    const html = await (await fetch(dev.url)).text();
    expect(html).toContain('<script type="module" src="/_dev/live-reload.js"></script>');
    const client = await (await fetch(new URL('/_dev/live-reload.js', dev.url))).text();
    expect(client).toContain(
      'new EventSource(`/_dev/events?page=${encodeURIComponent(location.pathname)}`)',
    );
    // The client is one module: morphdom is bundled in, nothing is imported.
    expect(client).not.toMatch(/^import /m);
  });

  it('rebuilds on a content change and tells the browser to reload', async () => {
    const event = nextEvent('reload');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await edit('content/pages/about-us.ts', (text) =>
      text.replace(/title: \{\n?\s*en: '([^']+)'/, "title: {\n    en: 'Our story, rewritten'"),
    );
    // The browser hears which pages changed: only those showing one of them update.
    expect(JSON.parse(await event)).toMatchObject({
      pages: expect.arrayContaining(['/about-us', '/de/about-us', '/ar/about-us']),
    });
    const html = await (await fetch(new URL('/about-us', dev.url))).text();
    expect(html).toContain('<title>Our story, rewritten | Fernhill</title>');
  });

  it('dates the pages of a saved content module in the sitemap, as a full build would', async () => {
    const lastmodOf = async (page: string) => {
      const sitemap = await readFile(path.join(distDir, 'sitemap.xml'), 'utf8');
      return new RegExp(`<loc>https://[^<]+${page}</loc><lastmod>([^<]+)</lastmod>`).exec(
        sitemap,
      )?.[1];
    };
    expect(await lastmodOf('/services/design-systems')).toBe(UNTOUCHED_CONTENT_DATE);
    expect(await lastmodOf('/de/services/mobile-design')).toBe(UNTOUCHED_CONTENT_DATE);
    await editAndUpdate('content/services/design.ts', (text) =>
      text.replace(
        "en: 'Design system design and development'",
        "en: 'Design systems, designed and built'",
      ),
    );
    const saved = (await stat(path.join(project.root, 'content/services/design.ts'))).mtime
      .toISOString()
      .slice(0, 10);
    expect(saved).not.toBe(UNTOUCHED_CONTENT_DATE);
    // Every page of the module, in every locale, whether or not it read the edited field; other modules' pages keep their date.
    for (const page of [
      '/services/design-systems',
      '/de/services/design-systems',
      '/ar/services/mobile-design',
    ])
      expect(await lastmodOf(page)).toBe(saved);
    expect(await lastmodOf('/services/app-maintenance')).toBe(UNTOUCHED_CONTENT_DATE);

    // Saved again the same day: no date moves, so the sitemap is not written again.
    const sitemapTime = async () => (await stat(path.join(distDir, 'sitemap.xml'))).mtimeMs;
    const writtenBefore = await sitemapTime();
    await editAndUpdate('content/services/design.ts', (text) =>
      text.replace(
        "en: 'Design systems, designed and built'",
        "en: 'Design systems, designed and coded'",
      ),
    );
    const savedAgain = (await stat(path.join(project.root, 'content/services/design.ts'))).mtime
      .toISOString()
      .slice(0, 10);
    if (savedAgain === saved) expect(await sitemapTime()).toBe(writtenBefore);
    else expect(await lastmodOf('/services/design-systems')).toBe(savedAgain); // the saves straddled midnight (UTC)
  });

  it('renders again only the pages that read the changed field: a post title reaches the post and the lists showing it', async () => {
    const oldTitle = 'Accessibility audits: fixing the 20% that blocks 80% of users';
    const newTitle = 'Accessibility audits that unblock real users';
    const showing = async () => {
      const files = await fg('**/*.html', { cwd: distDir });
      const texts = await Promise.all(
        files.map(
          async (file) => [file, await readFile(path.join(distDir, file), 'utf8')] as const,
        ),
      );
      return {
        old: texts.filter(([, text]) => text.includes(oldTitle)).map(([file]) => file),
        updated: texts.filter(([, text]) => text.includes(newTitle)).map(([file]) => file),
      };
    };
    const before = await showing();
    const times = await pageTimes();
    expect(before.old.length).toBeGreaterThan(3);
    const report = await editAndUpdate(
      'content/blog/posts/accessibility-audits-fix-what-blocks-users.ts',
      (text) => text.replaceAll(`en: '${oldTitle}'`, `en: '${newTitle}'`),
    );
    const after = await showing();
    expect(report.action).toBe('reload');
    expect(after.old).toEqual([]);
    expect(after.updated.sort()).toEqual(before.old.sort());
    // The title field is read by every locale's post page and lists (each shows its own language's title), and nothing else is rewritten.
    const changed = rewritten(times, await pageTimes());
    expect(changed.length).toBe(report.rendered);
    expect(changed.length).toBeLessThan(report.total / 4);
    expect(changed).toEqual(expect.arrayContaining(before.old));
    expect(changed).not.toContain('services/react-development/index.html');
  });

  it('renders the page open in a browser first, and tells that browser before the other pages are done', async () => {
    const told = events('reload', { page: '/blog/category/design' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const report = await editAndUpdate(
      'content/blog/posts/design-tokens-that-survive-a-rebrand.ts',
      (text) =>
        text.replace(
          "en: 'Design tokens that survive a rebrand'",
          "en: 'Design tokens that outlive a rebrand'",
        ),
    );
    expect(JSON.parse((await told)[0]!)).toEqual({ pages: ['/blog/category/design'] });
    expect(report.early).toEqual({ pages: ['/blog/category/design'], ms: expect.any(Number) });
    expect(report.early!.ms).toBeLessThan(report.ms);
    // The later announcement names the other pages only.
    expect(report.pages).toEqual(
      expect.arrayContaining(['/blog/design-tokens-that-survive-a-rebrand', '/blog/page/2']),
    );
    expect(report.pages).not.toContain('/blog/category/design');
    expect(await readFile(path.join(distDir, 'blog/category/design/index.html'), 'utf8')).toContain(
      'Design tokens that outlive a rebrand',
    );
  });

  it('puts the open page back when the rest of the update fails, so a failed update changes nothing', async () => {
    const file = 'blog/category/design/index.html';
    const before = await readFile(path.join(distDir, file), 'utf8');
    const told = events('reload', { page: '/blog/category/design', count: 2 });
    const failed = nextEvent('failed');
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The list shows only the new title (fine); the post itself now links to a page that does not exist.
    await edit('content/blog/posts/design-tokens-that-survive-a-rebrand.ts', (text) =>
      text
        .replace("en: 'Design tokens that outlive a rebrand'", "en: 'Design tokens, rebranded'")
        .replace('(/services/design-systems), but', '(/services/no-such-service), but'),
    );
    expect(await failed).toMatch(/link to \/services\/no-such-service: no such route/);
    // Told twice: the early update, then the way back.
    expect((await told).map((data) => JSON.parse(data) as { pages: string[] })).toEqual([
      { pages: ['/blog/category/design'] },
      {
        pages: ['/blog/category/design'],
        stylesheet: expect.stringMatching(/^\/_assets\/site\.css\?v=/),
      },
    ]);
    expect(await readFile(path.join(distDir, file), 'utf8')).toBe(before);
    await editAndUpdate('content/blog/posts/design-tokens-that-survive-a-rebrand.ts', (text) =>
      text.replace('(/services/no-such-service), but', '(/services/design-systems), but'),
    );
  });

  it('renders the pages of one locale again when its translation file changes', async () => {
    const times = await pageTimes();
    const report = await editAndUpdate('locales/de/translation.json', (text) =>
      text.replace('"contact": "Kontakt"', '"contact": "Kontakt aufnehmen"'),
    );
    const changed = rewritten(times, await pageTimes());
    expect(report.action).toBe('reload');
    expect(changed.length).toBe(report.rendered);
    expect(changed.length).toBeGreaterThan(100);
    expect(changed.every((file) => file.startsWith('de/'))).toBe(true);
    expect(await readFile(path.join(distDir, 'de/index.html'), 'utf8')).toContain(
      'Kontakt aufnehmen',
    );
  });

  it('renders again only the pages whose template imports a changed component', async () => {
    const times = await pageTimes();
    const report = await editAndUpdate(
      'components/pages/CaseStudyPage.tsx',
      (text) => `${text}\n// touched by the dev test\n`,
    );
    const changed = rewritten(times, await pageTimes());
    expect(report.reasons.join()).toContain('components/pages/CaseStudyPage.tsx');
    expect(changed.length).toBe(report.rendered);
    expect(changed.length).toBeGreaterThan(0);
    expect(
      changed.every(
        (file) =>
          /^(de\/|ar\/)?work\/[^/]+\/index\.html$/.test(file) ||
          /^(de\/|ar\/)?work\/[^/]+\.html$/.test(file),
      ),
    ).toBe(true);
  }, 120_000);

  it('shows each component edit, edit after edit: the warm render threads load the new components (and are replaced now and then)', async () => {
    const [page] = await fg('work/*/index.html', { cwd: distDir });
    expect(page).toBeDefined();
    // More edits than a pool loads in place (MAX_RELOADS): one of them starts new threads.
    for (let edit = 1; edit <= MAX_RELOADS + 2; edit += 1) {
      const report = await editAndUpdate('components/pages/CaseStudyPage.tsx', (text) =>
        text.replace(/<article(?: data-dev-edit="\d+")?>/, `<article data-dev-edit="${edit}">`),
      );
      expect(report.rendered).toBeGreaterThan(0);
      const html = await readFile(path.join(distDir, page!), 'utf8');
      expect(html.match(/data-dev-edit="(\d+)"/g)).toEqual([`data-dev-edit="${edit}"`]);
    }
  }, 180_000);

  it('renders every page again when a navigation label changes: the header, rendered once per locale, shows it everywhere', async () => {
    const report = await editAndUpdate('content/site.ts', (text) =>
      text.replace("de: 'Projekte'", "de: 'Referenzen'"),
    );
    expect(report.rendered).toBe(report.total);
    const german = await fg('de/**/*.html', { cwd: distDir });
    const pages = await Promise.all(
      german.map(async (file) => ({
        file,
        text: await readFile(path.join(distDir, file), 'utf8'),
      })),
    );
    const withHeader = pages.filter(({ text }) => text.includes('<header'));
    expect(withHeader.length).toBeGreaterThan(100);
    expect(
      withHeader.filter(({ text }) => !text.includes('>Referenzen</a>')).map(({ file }) => file),
    ).toEqual([]);
    expect(
      pages.filter(({ text }) => text.includes('>Projekte</a>')).map(({ file }) => file),
    ).toEqual([]);
  }, 120_000);

  it('follows a field the route table reads (a post moved to another category) though no entry came or went', async () => {
    const link = 'href="/blog/design-tokens-that-survive-a-rebrand"';
    const listing = (category: string) =>
      readFile(path.join(distDir, 'blog/category', category, 'index.html'), 'utf8');
    expect(await listing('design')).toContain(link);
    expect(await listing('engineering')).not.toContain(link);
    const report = await editAndUpdate(
      'content/blog/posts/design-tokens-that-survive-a-rebrand.ts',
      (text) => text.replace("category: 'design'", "category: 'engineering'"),
    );
    expect(report.rendered).toBeGreaterThan(0);
    expect(await listing('design')).not.toContain(link);
    expect(await listing('engineering')).toContain(link);
  });

  it('writes the same pages as a full build of the edited sources', async () => {
    const fullDir = path.join(project.root, 'dist-full');
    await build({
      root: project.root,
      sink: 'disk',
      outDir: fullDir,
      profile: developmentProfile({ headExtra: LIVE_RELOAD_CLIENT }),
    });
    // Pages, page data, feeds and the sitemap (its lastmod dates follow the saved modules).
    const files = (
      await fg(['**/*.html', 'page-data/**/*.json', '**/*.xml'], { cwd: fullDir })
    ).sort();
    expect(files.length).toBeGreaterThan(800);
    expect(files).toContain('sitemap.xml');
    expect(
      (await fg(['**/*.html', 'page-data/**/*.json', '**/*.xml'], { cwd: distDir })).sort(),
    ).toEqual(files);
    // The dev session keeps the build hash of its first build; everything else must match byte for byte.
    const withoutHash = (text: string) =>
      text.replace(/(build-hash" content="|"buildHash":")[a-z0-9]+/g, '$1');
    const differing: string[] = [];
    for (const file of files) {
      const [full, incremental] = await Promise.all([
        readFile(path.join(fullDir, file), 'utf8'),
        readFile(path.join(distDir, file), 'utf8'),
      ]);
      if (withoutHash(full) !== withoutHash(incremental)) differing.push(file);
    }
    expect(differing).toEqual([]);
  }, 120_000);

  it('swaps the stylesheet without a reload when only tokens change', async () => {
    const times = await pageTimes();
    const event = nextEvent('css');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await edit('tokens/color.json', (text) => text.replace('"#f2b544"', '"#ffb000"'));
    const stylesheet = await event;
    expect(stylesheet).toMatch(/^\/_assets\/site\.css\?v=[a-z0-9]+$/);
    const css = await (await fetch(new URL(stylesheet, dev.url))).text();
    expect(css).toContain('--color-brand-accent: #ffb000');
    expect(rewritten(times, await pageTimes())).toEqual(['design-tokens/index.html']);
    expect(updates.at(-1)).toMatchObject({ action: 'css', rendered: 0 });
  });

  it('rebuilds the token reference page with the new value and contrast ratio when a colour token changes', async () => {
    const before = await (await fetch(new URL('/design-tokens/', dev.url))).text();
    expect(before).toContain('<html lang="en" dir="ltr" data-live-reload="page">');
    expect(before).toContain(`<td class="dt-ratio">${ratioOnWhite('#136f4f')}</td>`);
    const event = nextEvent('css');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await edit('tokens/color.json', (text) => text.replace('"#136f4f"', '"#2f8f6a"'));
    await event;
    const after = await (await fetch(new URL('/design-tokens/', dev.url))).text();
    const primary = after.slice(
      after.indexOf('<code>color.brand.primary</code>'),
      after.indexOf('<code>color.brand.primary-strong</code>'),
    );
    expect(primary).toContain('<dd>#2f8f6a</dd>');
    expect(primary).toContain(`<td class="dt-ratio">${ratioOnWhite('#2f8f6a')}</td>`);
    expect(after).not.toContain('#136f4f');
  }, 120_000);

  it('reloads the token page in the browser on a token change, while other pages only swap the stylesheet', async () => {
    const browser = await launchChromium();
    try {
      const context = await browser.newContext();
      const tokenPage = await context.newPage();
      const home = await context.newPage();
      await tokenPage.goto(new URL('/design-tokens/', dev.url).href);
      await home.goto(dev.url);
      await home.evaluate(() => Object.assign(window, { sameDocument: true }));
      const stylesheet = await home.locator('link[rel="stylesheet"]').first().getAttribute('href');
      // Time for both pages' live-reload clients to open their EventSource before the edit.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await edit('tokens/color.json', (text) => text.replace('"#2f8f6a"', '"#1d6b50"'));
      await tokenPage.waitForFunction(
        () => document.body.textContent?.includes('#1d6b50'),
        undefined,
        { timeout: 60_000 },
      );
      await home.waitForFunction(
        (old) => document.querySelector('link[rel="stylesheet"]')?.getAttribute('href') !== old,
        stylesheet,
        { timeout: 60_000 },
      );
      expect(
        await home.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).toBe(true);
    } finally {
      await browser.close();
    }
  }, 120_000);

  it('stops on a malformed token and names its file, position, token and the reason in the browser event', async () => {
    const failed = nextEvent('failed');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await edit('tokens/color.json', (text) => text.replace('"#1d6b50"', '"#12345"'));
    const report = await failed;
    expect(report).toMatch(
      /tokens\/color\.json:\d+:\d+ › color\.brand\.primary: "#12345" is not a colour \(use #rrggbb, #rgb, or rgb\(\)\/hsl\(\)\)/,
    );
    expect((await fetch(new URL('/design-tokens/', dev.url))).status).toBe(200);
    const repaired = nextEvent('css');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await edit('tokens/color.json', (text) => text.replace('"#12345"', '"#136f4f"'));
    await repaired;
  }, 120_000);

  it('warns of a stale translation until the lock records it again, and reads the lock anew once it changed', async () => {
    const SERVICES = 'content/services/design.ts';
    const staleIn = (lines: string[]) =>
      lines.filter(
        (line) =>
          line.includes(`${SERVICES}:`) &&
          line.includes('"design-systems" › name:') &&
          line.includes('translation is stale'),
      );
    // Late: the lock makes the edits of the tests above stale. The project's lock (copies have
    // none): the server reads it with the next update.
    await copyFile(path.join(PROJECT_ROOT, LOCK_FILE), path.join(project.root, LOCK_FILE));
    let from = logged.length;
    await editAndUpdate(SERVICES, (text) =>
      text.replace("en: 'Design systems',", "en: 'Design systems, end to end',"),
    );
    expect(staleIn(logged.slice(from))).toHaveLength(2);
    // A translator confirms the translations still hold: the lock records today's English.
    const accepted = await runCli(['translations', 'accept'], project.root);
    expect(accepted.code, accepted.stderr).toBe(0);
    from = logged.length;
    await editAndUpdate('content/pages/about-us.ts', (text) =>
      text.replace(/title: \{\n?\s*en: '([^']+)'/, "title: {\n    en: 'Our story, once more'"),
    );
    const lines = logged.slice(from);
    expect(lines.some((line) => line.includes('about-us.ts') && line.includes('is stale'))).toBe(
      true,
    );
    expect(staleIn(lines)).toEqual([]);
  });

  it('keeps serving the last good build and reports a broken one', async () => {
    const event = nextEvent('failed');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await edit('content/work/jombine.ts', (text) =>
      text.replace("slug: 'jombine'", "slug: 'Jombine!'"),
    );
    expect(await event).toMatch(/content\/work\/jombine\.ts:\d+:\d+ › case study/);
    expect((await fetch(new URL('/work/jombine', dev.url))).status).toBe(200);
  });
});

/**
 * A browser showing a changed page is told first; the rest of the update waits
 * until it says it painted. The wait has a cap (300 ms), which a busy machine
 * can reach before the browser paints: this server raises the cap, so that the
 * order asserted is the dev server's, not the machine's speed.
 */
describe('dev (watch mode) with a browser open', () => {
  let copy: { root: string; remove: () => Promise<void> };
  let server: Awaited<ReturnType<typeof runDev>>;
  /** When each update was done (performance.now(): the dev server runs in this process). */
  const doneAt: number[] = [];
  const reports: UpdateReport[] = [];

  beforeAll(async () => {
    copy = await copyProject();
    server = await runDev({
      root: copy.root,
      port: 0,
      outDir: path.join(copy.root, 'dist'),
      log: () => {},
      logError: () => {},
      browserPaintMaxMs: 60_000,
      onUpdate: (report) => {
        doneAt.push(performance.now());
        reports.push(report);
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await copy?.remove();
  });

  it('updates the open page in place: no reload, what the visitor typed stays, and the rest waits for the paint', async () => {
    const browser = await launchChromium();
    // The moment the dev server answered the browser's painted signal, on the update's clock.
    let paintedAnsweredAt: number | undefined;
    const onResponse = (message: unknown) => {
      const { request } = message as { request: http.IncomingMessage };
      if (request.method === 'POST' && request.url === LIVE_UPDATE_PAINTED_PATH)
        paintedAnsweredAt ??= performance.now();
    };
    diagnosticsChannel.subscribe('http.server.response.finish', onResponse);
    try {
      const page = await browser.newPage();
      await page.goto(new URL('/about-us', server.url).href);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const email = page.locator('footer input[type="email"]');
      await email.fill('ada@example.com');
      // The page's live-reload stream is open once the dev server counts it as viewed.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const count = reports.length;
      await editFile(
        copy.root,
        'content/pages/about-us.ts',
        "en: 'About Us'",
        "en: 'Our story, live'",
      );
      await page.waitForFunction(() => document.title.startsWith('Our story, live'), undefined, {
        timeout: 60_000,
      });
      const deadline = Date.now() + 60_000;
      while (reports.length === count && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(reports[count]!.early).toBeDefined();
      expect(paintedAnsweredAt).toBeDefined();
      expect(paintedAnsweredAt!).toBeLessThan(doneAt[count]!);
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).toBe(true);
      expect(await email.inputValue()).toBe('ada@example.com');
    } finally {
      diagnosticsChannel.unsubscribe('http.server.response.finish', onResponse);
      await browser.close();
    }
  }, 120_000);
});
