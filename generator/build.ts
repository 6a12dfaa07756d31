import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { LOCALES } from '../content/schema/index.ts';
import { bundleRuntime, type RuntimeBundle } from './assets/bundle-runtime.ts';
import { collectFonts } from './assets/fonts.ts';
import { contentHash } from './assets/hash.ts';
import { collectMedia } from './assets/media.ts';
import { generateServiceWorker } from './assets/service-worker.ts';
import { renderShareImages, shareColorsFromTokens } from './assets/share-images.ts';
import { checkLinks } from './check/links.ts';
import { loadContent } from './content/load-content.ts';
import type { Content } from './content/content-graph.ts';
import { BuildError } from './errors/build-error.ts';
import { formatCoverage, uiKeyCoverage, type LocaleCoverage } from './i18n/coverage.ts';
import { loadLocales } from './i18n/load-locales.ts';
import { renderDocument, renderHead, type SharedAssets } from './render/document.ts';
import { buildPageData, extractMain, pageDataPath, type PageData } from './render/page-data.ts';
import { loadServerEntry } from './render/server-bundle.ts';
import { formatSizes, summarizeSizes, type SizeSummary } from './report/size-summary.ts';
import { findRouteConflicts } from './routes/route-conflicts.ts';
import { buildRouteTable } from './routes/route-table.ts';
import type { Route } from './routes/route.ts';
import { settingsFromEnvironment } from './settings.ts';
import { headersFile, securityHeaders } from './serve/security-headers.ts';
import { redirectsFile } from './deploy/redirects.ts';
import { renderBlogFeeds } from './seo/feeds.ts';
import { hreflangLinks } from './seo/hreflang.ts';
import { isIndexable } from './seo/indexing.ts';
import { lastModifiedDates } from './seo/last-modified.ts';
import { checkLocaleContract } from './seo/locale-contract.ts';
import { robotsTxt } from './seo/robots.ts';
import { readSitemapAlternates, renderSitemaps, type SitemapUrl } from './seo/sitemap.ts';
import { createStructuredData } from './seo/structured-data.ts';
import { tokenValue, writeTokenArtifacts } from './tokens/write-token-artifacts.ts';
import type { SiteSettings } from '../components/i18n/site-context.tsx';
import { writeToDisk, type OutputFiles } from './write/sinks.ts';

export interface BuildOptions {
  root: string;
  /** 'memory' returns everything (tests); 'disk' also writes outDir atomically (the CLI). */
  sink: 'memory' | 'disk';
  outDir?: string;
  dev?: boolean;
  /** Extra <head> markup, e.g. the dev server's live-reload client. */
  headExtra?: string;
  /** Worker threads that render pages; default: one per core. 1 renders in this thread. */
  workers?: number;
  /** Build-time settings; default: read from the environment (see generator/settings.ts). */
  settings?: SiteSettings;
  log?: (message: string) => void;
}

export interface BuiltPage {
  route: Route;
  html: string;
  pageData: PageData;
}

export interface BuildResult {
  routes: Route[];
  pages: Map<string, BuiltPage>;
  files: OutputFiles;
  content: Content;
  runtime: RuntimeBundle;
  stylesheet: string;
  buildHash: string;
  coverage: LocaleCoverage[];
  sizes: SizeSummary;
  timings: Record<string, number>;
}

/** tokens → content → routes → render → bundle → check → write. One pipeline, two sinks. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const { root, log = () => {} } = options;
  const timings: Record<string, number> = {};
  const started = performance.now();
  const time = async <T>(stage: string, work: () => Promise<T>): Promise<T> => {
    const from = performance.now();
    const value = await work();
    timings[stage] = Math.round(performance.now() - from);
    return value;
  };

  const tokens = await time('tokens', () => writeTokenArtifacts(root));
  const content = await time('content', () => loadContent(root));
  const resources = await time('locales', () => loadLocales(root));
  const routes = await time('routes', async () => buildRouteTable(content));
  const conflicts = findRouteConflicts(routes);
  if (conflicts.length) throw new BuildError('Route table', conflicts);
  log(`✓ content valid · ${routes.length} routes (${LOCALES.map((locale) => `${locale} ${routes.filter((route) => route.locale === locale).length}`).join(', ')})`);

  const [fonts, media, runtime, server, shareImages] = await time('bundle', () =>
    Promise.all([
      collectFonts(root),
      collectMedia(root),
      bundleRuntime(root, { dev: Boolean(options.dev) }),
      loadServerEntry(root),
      renderShareImages({ root, locales: LOCALES, resources, colors: shareColorsFromTokens(tokens.css), site: content.site.data }),
    ]),
  );

  const year = new Date().getFullYear();
  const settings = options.settings ?? settingsFromEnvironment(process.env, { dev: Boolean(options.dev) });
  const coverageByLocale = new Map<string, { translated: number; fallback: number }>();
  const rendered = await time('render', async () =>
    routes.map((route) => {
      const output = server.renderRoute({ route, content, resources, mediaUrls: media.urls, year, settings });
      const tally = coverageByLocale.get(route.locale) ?? { translated: 0, fallback: 0 };
      tally.translated += output.coverage.translated;
      tally.fallback += output.coverage.fallback;
      coverageByLocale.set(route.locale, tally);
      return { route, output };
    }),
  );
  log(`✓ rendered ${rendered.length} routes in ${timings.render} ms`);

  const files: OutputFiles = new Map();
  const css = [fonts.css, tokens.css, server.collectCss()].join('\n');
  const stylesheet = `_assets/site.${contentHash(css)}.css`;
  files.set(stylesheet, css);
  const favicon = faviconSvg(tokenValue(tokens.css, 'color-brand-primary') ?? 'currentColor');
  const faviconFile = `_assets/favicon.${contentHash(favicon)}.svg`;
  files.set(faviconFile, favicon);
  for (const [file, bytes] of [...fonts.files, ...media.files, ...runtime.files, ...shareImages.files]) files.set(file, bytes);

  const buildHash = contentHash(
    JSON.stringify([content, resources, css, [...runtime.files.keys()], rendered.map(({ output }) => output.body.length)]),
    16,
  );
  const site = content.site.data;
  const feeds = renderBlogFeeds(content, LOCALES, year);
  for (const [file, xml] of feeds.files) files.set(file, xml);
  const assets: SharedAssets = {
    stylesheet: `/${stylesheet}`,
    runtimeEntry: runtime.entryUrl,
    preloadFonts: fonts.preload,
    preloadArabicFonts: fonts.preloadArabic,
    favicon: `/${faviconFile}`,
    feeds: feeds.links,
    headExtra: options.headExtra,
  };
  const structuredData = createStructuredData(content, { logo: assets.favicon });
  const lastModified = await lastModifiedDates(root);
  const sitemapUrls: SitemapUrl[] = [];
  const pages = new Map<string, BuiltPage>();
  for (const { route, output } of rendered) {
    const indexable = isIndexable(route);
    const image = shareImages.imageFor(route);
    const name = output.meta.title.replace(` | ${site.name}`, '');
    const headInput = {
      route,
      baseUrl: site.baseUrl,
      siteName: site.name,
      ...output.meta,
      indexable,
      image,
      structuredData: structuredData(route, { name, description: output.meta.description, image: `${site.baseUrl}${image.url}` }),
    };
    const html = renderDocument({ ...headInput, dir: output.dir, body: output.body, buildHash, assets });
    const pageData = buildPageData(route, {
      dir: output.dir,
      title: output.meta.title,
      head: renderHead(headInput),
      main: extractMain(output.body),
      islands: [],
      buildHash,
    });
    files.set(route.outFile, html);
    files.set(pageDataPath(route.path), JSON.stringify(pageData));
    pages.set(route.path, { route, html, pageData });
    if (indexable) {
      const edited = await lastModified(route.source);
      const dated = output.meta.published && output.meta.published > edited ? output.meta.published : edited;
      sitemapUrls.push({ url: `${site.baseUrl}${route.path}`, lastmod: dated, links: hreflangLinks(route, site.baseUrl) });
    }
  }
  files.set('app-data.json', JSON.stringify({ buildHash }));
  files.set('_headers', headersFile(securityHeaders(settings)));
  files.set('_redirects', redirectsFile(LOCALES));
  const sitemaps = await renderSitemaps(sitemapUrls, site.baseUrl);
  for (const [file, xml] of sitemaps) files.set(file, xml);
  files.set('robots.txt', robotsTxt(site.baseUrl));

  const contractProblems = await time('locale-contract', async () =>
    checkLocaleContract(
      [...pages.values()].map(({ route, html }) => ({ route, html, url: `${site.baseUrl}${route.path}` })),
      await readSitemapAlternates(sitemaps),
      isIndexable,
    ),
  );
  if (contractProblems.length) throw new BuildError('Locale contract', contractProblems);

  const linkProblems = await time('links', async () =>
    checkLinks(
      [...pages.values()].map(({ route, html }) => ({ route, html })),
      new Set(files.keys()),
    ),
  );
  if (linkProblems.length) throw new BuildError('Link check', linkProblems);

  const coverage = LOCALES.map((locale) => ({
    locale,
    uiKeys: uiKeyCoverage(resources, locale),
    contentFields: coverageByLocale.get(locale) ?? { translated: 0, fallback: 0 },
  }));
  log(formatCoverage(coverage));
  const sizes = summarizeSizes(files, `/${stylesheet}`, entryChunks(runtime));
  log(formatSizes(sizes));

  if (options.sink === 'disk') {
    await time('write', () =>
      writeToDisk(files, options.outDir ?? path.join(root, 'dist'), async (staging) => {
        const worker = await generateServiceWorker(staging);
        log(`✓ service worker: ${worker.count} files precached (${(worker.size / 1024).toFixed(1)} KB)`);
      }),
    );
  }
  timings.total = Math.round(performance.now() - started);
  return { routes, pages, files, content, runtime, stylesheet: `/${stylesheet}`, buildHash, coverage, sizes, timings };
}

/** The runtime entry and the chunks it imports statically: the JavaScript every page loads up front. */
export function entryChunks(runtime: RuntimeBundle): string[] {
  const outputs = runtime.metafile.outputs;
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !outputs[file]) return;
    seen.add(file);
    for (const imported of outputs[file].imports) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(runtime.entryUrl.replace(/^\//, ''));
  return [...seen].map((file) => `/${file}`);
}

/** The logo glyph as the favicon, in the brand colour from the tokens. */
function faviconSvg(color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path fill="${color}" d="M16 30c0-9 1-15 9-25-1 7-3 11-7 15 3-1 6-1 9 0-4 3-7 4-11 4 0 2 0 4 0 6z"/><path fill="${color}" opacity=".7" d="M15 24C8 23 4 18 3 11c4 2 7 5 9 8-1-5 0-9 2-13 2 5 2 10 1 18z"/></svg>`;
}
