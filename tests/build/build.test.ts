import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRouteOf } from '../../components/page-kinds/registry.ts';
import { singlePage } from '../../components/page-kinds/single-page.ts';
import { LOCALES } from '../../content/schema/index.ts';
import { build, type BuildResult } from '../../generator/build.ts';
import { localizePath } from '../../shared/model/url-scheme.ts';
import { normalizePath } from '../../shared/model/normalize-path.ts';
import { heldContent } from '../../generator/write/sinks.ts';
import { problemsAfterEdit } from '../support/problems-after-edit.ts';
import { copyProject, PROJECT_ROOT } from '../support/project-copy.ts';
import { textFile } from '../support/text-file.ts';

let result: BuildResult;
beforeAll(async () => {
  result = await build({ root: PROJECT_ROOT, sink: 'memory' });
});

const page = (routePath: string) => {
  const built = result.pages.get(routePath);
  if (!built) throw new Error(`no page ${routePath}`);
  return built.html;
};

describe('build (memory sink)', () => {
  it('renders every route of the table in every locale', () => {
    for (const locale of LOCALES)
      expect(result.routes.filter((route) => route.locale === locale).length).toBeGreaterThan(130);
    expect(result.pages.size).toBe(result.routes.length);
    expect(result.files.has('404.html')).toBe(true);
    expect(result.files.has('500.html')).toBe(true);
    expect(result.files.has('ar/404.html')).toBe(true);
  });

  it('takes a root relative to the working folder, as the CLI does', async () => {
    const relative = path.relative(process.cwd(), PROJECT_ROOT) || '.';
    const again = await build({ root: relative, sink: 'memory' });
    expect(again.buildHash).toBe(result.buildHash);
    expect(again.pages.size).toBe(result.pages.size);
  });

  it("leaves the designers' token reference page out of a production build unless asked (issue 19 item 15)", () => {
    expect(
      [...result.files.keys()].filter((file) =>
        /^design-tokens\/|^_assets\/design-tokens\./.test(file),
      ),
    ).toEqual([]);
  });

  it('uses only custom properties the stylesheet defines (a token on a property Stitches cannot map draws nothing)', () => {
    const css = textFile(result.files, result.stylesheet.slice(1));
    const defined = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]));
    const used = new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]));
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
  });

  it('writes complete documents: lang/dir, title, description, canonical, hreflang alternates, Open Graph', () => {
    const html = page('/ar/about-us');
    expect(html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}">/);
    expect(html).toContain('<link rel="canonical" href="https://www.fernhill.dev/ar/about-us">');
    for (const locale of LOCALES)
      expect(html).toContain(
        `hreflang="${locale}" href="https://www.fernhill.dev${localizePath('/about-us', locale)}"`,
      );
    expect(html).toContain('hreflang="x-default" href="https://www.fernhill.dev/about-us"');
    expect(html).toContain('<meta property="og:locale" content="ar_AR">');
    expect(page('/de/')).toMatch(/<html lang="de" dir="ltr">/);
  });

  it('checks that every internal link and asset in the output resolves', () => {
    const known = new Set(result.routes.map((route) => normalizePath(route.path)));
    let links = 0;
    for (const { html } of result.pages.values()) {
      for (const match of html.matchAll(/\s(?:href|src)="(\/[^"#?]*)/g)) {
        const target = match[1]!;
        links += 1;
        // Assets and feeds are files of the build; everything else is a route.
        if (target.startsWith('/_assets/') || target.endsWith('.xml'))
          expect(result.files.has(target.slice(1)), target).toBe(true);
        else expect(known.has(normalizePath(target)), target).toBe(true);
      }
    }
    expect(links).toBeGreaterThan(10_000);
  });

  it('emits one hashed stylesheet with the self-hosted fonts and preloads them', () => {
    const html = page('/');
    const stylesheet = /<link rel="stylesheet" href="\/(_assets\/site\.[a-z0-9]+\.css)">/.exec(
      html,
    )?.[1];
    expect(stylesheet).toBeDefined();
    const css = textFile(result.files, stylesheet!);
    expect(css).toMatch(/@font-face\{font-family:'Montserrat'/);
    expect(css).toMatch(/@font-face\{font-family:'DM Serif Display'/);
    expect(css).not.toMatch(/fonts\.googleapis|fonts\.gstatic/);
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font"/g)].map(
      (match) => match[1]!,
    );
    expect(preloads.length).toBeGreaterThanOrEqual(2);
    for (const font of preloads) expect(result.files.has(font.slice(1))).toBe(true);
  });

  it('writes page data per route and the build hash in app-data.json', () => {
    const appData = JSON.parse(textFile(result.files, 'app-data.json')) as { buildHash: string };
    expect(appData.buildHash).toBe(result.buildHash);
    const home = JSON.parse(textFile(result.files, 'page-data/index.json')) as {
      path: string;
      main: string;
      buildHash: string;
      title: string;
    };
    expect(home.path).toBe('/');
    expect(home.main).toMatch(/^<main/);
    expect(home.buildHash).toBe(result.buildHash);
    const german = JSON.parse(
      textFile(result.files, 'page-data/de/services/react-development.json'),
    ) as { locale: string };
    expect(german.locale).toBe('de');
  });

  it('fully translates home, about, contact and the technologies/industries indexes', () => {
    for (const locale of ['de', 'ar'] as const) {
      for (const basePath of ['/', '/about-us', '/contact-us', '/technologies', '/industries']) {
        const main = /<main[\s\S]*<\/main>/.exec(page(localizePath(basePath, locale)))![0];
        // A US postal address stays English on purpose; everything else must be translated.
        const fallbacks = [...main.matchAll(/<([a-z0-9]+)[^>]* lang="en"[^>]*>/g)]
          .map((match) => match[0])
          .filter((tag) => !tag.startsWith('<address'));
        expect(fallbacks, `${locale} ${basePath}`).toEqual([]);
      }
    }
  });

  it('reports translation coverage per locale: every content field and UI key translated, none stale', () => {
    // How a fallback is marked (lang="en", and dir="ltr" on Arabic pages) is tested where content is left untranslated:
    // tests/components/work-blocks.test.tsx and the 'fallback' policy in tests/build/translations.test.ts.
    for (const row of result.coverage) {
      expect(row.uiKeys.translated, row.locale).toBe(row.uiKeys.total);
      expect(row.contentFields.translated, row.locale).toBeGreaterThan(10_000);
      expect(row.contentFields.fallback, row.locale).toBe(0);
      expect(row.staleFields ?? 0, row.locale).toBe(0);
    }
  });
});

describe('build errors', () => {
  let project: { root: string; remove: () => Promise<void> };
  beforeAll(async () => {
    project = await copyProject();
  });
  afterAll(() => project.remove());

  const failureOf = (file: string, edit: (text: string) => string) =>
    problemsAfterEdit(project.root, file, edit, () =>
      build({ root: project.root, sink: 'memory' }),
    );

  it('fails on a link to a route that does not exist, naming the source module', async () => {
    const problems = await failureOf('content/pages/fund.ts', (text) =>
      text.replace(/\]\(\/[a-z-]+\)/, '](/no-such-page)'),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/pages\/fund\.ts › on \/fund › link to \/no-such-page: no such route$/,
      ),
    ]);
  });

  it('fails when a page breaks the locale contract, naming each page (here: Arabic pages rendered left-to-right)', async () => {
    const problems = await failureOf('components/server-entry.tsx', (text) =>
      text.replace('dir: directionOf(route.locale),', "dir: 'ltr',"),
    );
    expect(problems).toContain(
      '/ar/about-us (content/pages/about-us.ts): <html dir="ltr"> should be "rtl" for ar',
    );
    expect(problems.every((message) => message.startsWith('/ar/'))).toBe(true);
    expect(problems.length).toBe(result.routes.filter((route) => route.locale === 'ar').length);
  });

  it('fails on a #fragment that does not exist on the target page', async () => {
    const problems = await failureOf('content/pages/fuse.ts', (text) =>
      text.replace(/\]\((\/[a-z-]*)\)/, ']($1#nowhere)'),
    );
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(
      /^content\/pages\/fuse\.ts › on \/fuse › link to \/[a-z-]*#nowhere: \/[a-z-]* has no element with that id$/,
    );
  });
});

describe('JavaScript budget (issue 3: at most 15 KB gzip before any interaction or hydration)', () => {
  const BUDGET_BYTES = 15 * 1024;

  /** Scripts a page loads up front: its module scripts and everything they import statically. */
  function initialScripts(html: string): string[] {
    const outputs = result.runtime.metafile.outputs;
    const entries = [...html.matchAll(/<script type="module" src="\/([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of outputs[file]?.imports ?? [])
        if (imported.kind === 'import-statement') visit(imported.path);
    };
    entries.forEach(visit);
    return [...seen];
  }

  const gzipBytes = (file: string) => gzipSync(heldContent(result.files.get(file))).byteLength;

  it('holds for a page of every type, in every locale', () => {
    const byType = new Map<string, string>();
    for (const route of result.routes) {
      const type = isRouteOf(route, singlePage) ? route.page.pageType : route.page.type;
      if (!byType.has(`${type}:${route.locale}`)) byType.set(`${type}:${route.locale}`, route.path);
    }
    expect(byType.size).toBe(20 * 3);
    for (const [type, routePath] of byType) {
      const scripts = initialScripts(page(routePath));
      expect(scripts.length, type).toBeGreaterThan(0);
      const total = scripts.reduce((sum, file) => sum + gzipBytes(file), 0);
      expect(total, `${type} loads ${total} bytes gzip up front`).toBeLessThanOrEqual(BUDGET_BYTES);
    }
  });

  it('keeps React, react-dom, the dialog and the form library out of the initial JavaScript', () => {
    const initial = initialScripts(page('/'));
    const inputs = initial.flatMap((file) =>
      Object.keys(result.runtime.metafile.outputs[file]!.inputs),
    );
    for (const heavy of [
      'node_modules/react/',
      'node_modules/react-dom/',
      'node_modules/@reach/dialog/',
      'node_modules/final-form/',
      'node_modules/@sentry/',
    ]) {
      expect(
        inputs.filter((input) => input.includes(heavy)),
        heavy,
      ).toEqual([]);
    }
    // …and they are in the build, loaded later by islands and the dialog.
    const all = Object.values(result.runtime.metafile.outputs).flatMap((output) =>
      Object.keys(output.inputs),
    );
    expect(all.some((input) => input.includes('node_modules/react-dom/'))).toBe(true);
    expect(all.some((input) => input.includes('node_modules/@reach/dialog/'))).toBe(true);
  });
});
