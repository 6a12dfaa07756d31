import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { LOCALES } from '../content/schema/index.ts';
import { bundleRuntime, type RuntimeBundle } from './assets/bundle-runtime.ts';
import { collectFonts } from './assets/fonts.ts';
import { contentHash } from './assets/hash.ts';
import { collectMedia } from './assets/media.ts';
import { generateServiceWorker } from './assets/service-worker.ts';
import { renderShareImages, shareColorsFromTokens } from './assets/share-images.ts';
import { collectLinkProblems } from './check/links.ts';
import { loadContent } from './content/load-content.ts';
import type { Content } from './content/content-graph.ts';
import { BuildError } from './errors/build-error.ts';
import { formatCoverage, uiKeyCoverage, type LocaleCoverage } from './i18n/coverage.ts';
import { loadLocales } from './i18n/load-locales.ts';
import type { SharedAssets } from './render/document.ts';
import { pageDataPath, type PageData } from './render/page-data.ts';
import { routePathSet } from './render/page-renderer.ts';
import { bundleRenderer } from './render/render-bundle.ts';
import { BATCH_SIZE, defaultWorkerCount, renderPages } from './render/render-pool.ts';
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
import { tokenValue, writeTokenArtifacts } from './tokens/write-token-artifacts.ts';
import { renderTokenReference } from './tokens/reference/page.ts';
import type { SiteSettings } from '../components/i18n/site-context.tsx';
import { openStaging, type OutputFiles } from './write/sinks.ts';

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

/** A page as text: only the memory sink keeps these (the disk sink streams pages to disk). */
export interface BuiltPage {
  route: Route;
  html: string;
  pageData: PageData;
}

export interface BuildResult {
  routes: Route[];
  /** Every page, with the memory sink; empty with the disk sink. */
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

  const [fonts, media, runtime, renderer, shareImages] = await time('bundle', () =>
    Promise.all([
      collectFonts(root),
      collectMedia(root),
      bundleRuntime(root, { dev: Boolean(options.dev) }),
      bundleRenderer(root),
      renderShareImages({ root, locales: LOCALES, resources, colors: shareColorsFromTokens(tokens.css), site: content.site.data }),
    ]),
  );
  const staging = options.sink === 'disk' ? await openStaging(options.outDir ?? path.join(root, 'dist')) : undefined;
  try {
    const year = new Date().getFullYear();
    const settings = options.settings ?? settingsFromEnvironment(process.env, { dev: Boolean(options.dev) });
    const site = content.site.data;
    const files: OutputFiles = new Map();
    const favicon = faviconSvg(tokenValue(tokens.css, 'color-brand-primary') ?? 'currentColor');
    const faviconFile = `_assets/favicon.${contentHash(favicon)}.svg`;
    files.set(faviconFile, favicon);
    for (const [file, bytes] of [...fonts.files, ...media.files, ...runtime.files, ...shareImages.files]) files.set(file, bytes);
    const feeds = renderBlogFeeds(content, LOCALES, year);
    for (const [file, xml] of feeds.files) files.set(file, xml);

    // Pages stream to disk as they render, so everything they name must be known first. The build
    // hash (and the stylesheet's name) therefore covers the inputs that decide the output.
    const buildHash = contentHash(
      JSON.stringify([content, resources, renderer.hash, tokens.css, fonts.css, [...files.keys()], settings, year, options.headExtra ?? '']),
      16,
    );
    const stylesheet = `_assets/site.${buildHash.slice(0, 10)}.css`;
    const assets: SharedAssets = {
      stylesheet: `/${stylesheet}`,
      runtimeEntry: runtime.entryUrl,
      preloadFonts: fonts.preload,
      preloadArabicFonts: fonts.preloadArabic,
      favicon: `/${faviconFile}`,
      feeds: feeds.links,
      headExtra: options.headExtra,
    };
    const workers = options.workers ?? defaultWorkerCount();

    const rendered = await time('render', () =>
      renderPages(
        renderer,
        {
          content,
          resources,
          mediaUrls: media.urls,
          year,
          settings,
          assets,
          buildHash,
          shareImages: shareImages.cards,
          linkTargets: { routePaths: routePathSet(routes), files: new Set([...files.keys(), stylesheet]) },
          ...(staging ? { outDir: staging.dir } : {}),
        },
        routes,
        workers,
      ),
    );
    log(`✓ rendered ${routes.length} routes in ${timings.render} ms (${Math.min(workers, Math.ceil(routes.length / BATCH_SIZE))} thread${workers === 1 ? '' : 's'})`);
    const css = [fonts.css, tokens.css, rendered.css].join('\n');
    files.set(stylesheet, css);

    const pages = new Map<string, BuiltPage>();
    const coverageByLocale = new Map<string, { translated: number; fallback: number }>();
    const lastModified = await lastModifiedDates(root);
    const sitemapUrls: SitemapUrl[] = [];
    for (const [index, page] of rendered.pages.entries()) {
      const route = routes[index]!;
      const tally = coverageByLocale.get(route.locale) ?? { translated: 0, fallback: 0 };
      tally.translated += page.coverage.translated;
      tally.fallback += page.coverage.fallback;
      coverageByLocale.set(route.locale, tally);
      if (page.html !== undefined && page.pageData !== undefined) {
        files.set(route.outFile, page.html);
        files.set(pageDataPath(route.path), page.pageData);
        pages.set(route.path, { route, html: page.html, pageData: JSON.parse(page.pageData) as PageData });
      }
      if (isIndexable(route)) {
        const edited = await lastModified(route.source);
        const dated = page.published && page.published > edited ? page.published : edited;
        sitemapUrls.push({ url: `${site.baseUrl}${route.path}`, lastmod: dated, links: hreflangLinks(route, site.baseUrl) });
      }
    }
    files.set('app-data.json', JSON.stringify({ buildHash }));
    files.set('_headers', headersFile(securityHeaders(settings)));
    files.set('_redirects', redirectsFile(LOCALES));
    const sitemaps = await renderSitemaps(sitemapUrls, site.baseUrl);
    for (const [file, xml] of sitemaps) files.set(file, xml);
    files.set('robots.txt', robotsTxt(site.baseUrl));
    // The designers' token reference (issue 7): outside the route table, so never in the sitemap.
    const tokenReference = await time('token-reference', () => renderTokenReference({ entries: tokens.entries, siteName: site.name, assets }));
    for (const [file, text] of tokenReference.files) files.set(file, text);

    const contractProblems = await time('locale-contract', async () =>
      checkLocaleContract(
        rendered.pages.map((page, index) => ({ route: routes[index]!, url: `${site.baseUrl}${page.path}`, head: page.head })),
        await readSitemapAlternates(sitemaps),
        isIndexable,
      ),
    );
    if (contractProblems.length) throw new BuildError('Locale contract', contractProblems);
    const linkProblems = await time('links', async () =>
      collectLinkProblems([
        ...rendered.pages.map((page, index) => ({ route: routes[index]!, report: page.links })),
        tokenReference.links({ routePaths: routePathSet(routes), files: new Set(files.keys()) }),
      ]),
    );
    if (linkProblems.length) throw new BuildError('Link check', linkProblems);

    const coverage = LOCALES.map((locale) => ({
      locale,
      uiKeys: uiKeyCoverage(resources, locale),
      contentFields: coverageByLocale.get(locale) ?? { translated: 0, fallback: 0 },
    }));
    log(formatCoverage(coverage));
    const sizes = summarizeSizes(files, rendered.pages, `/${stylesheet}`, entryChunks(runtime));
    log(formatSizes(sizes));

    if (staging) {
      await time('write', async () => {
        await staging.write(files);
        await staging.commit(async (dir) => {
          const worker = await generateServiceWorker(dir);
          log(`✓ service worker: ${worker.count} files precached (${(worker.size / 1024).toFixed(1)} KB)`);
        });
      });
    }
    timings.total = Math.round(performance.now() - started);
    return { routes, pages, files, content, runtime, stylesheet: `/${stylesheet}`, buildHash, coverage, sizes, timings };
  } catch (error) {
    await staging?.discard();
    throw error;
  } finally {
    await renderer.remove();
  }
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
