import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { LOCALES } from '../content/schema/index.ts';
import { bundleRuntime, type RuntimeBundle } from './assets/bundle-runtime.ts';
import { collectFonts } from './assets/fonts.ts';
import { contentHash } from './assets/hash.ts';
import { collectMedia } from './assets/media.ts';
import { bundleServiceWorker, generateServiceWorker } from './assets/service-worker.ts';
import { renderShareImages, shareColorsFromTokens } from './assets/share-images.ts';
import { collectLinkProblems } from './check/links.ts';
import { createContentLoader, type ContentLoader } from './content/load-content.ts';
import type { Content } from '../shared/model/content-graph.ts';
import { BuildError } from './errors/build-error.ts';
import { formatCoverage, uiKeyCoverage, type LocaleCoverage } from './i18n/coverage.ts';
import { LOCK_FILE, lockFor, writeLock } from './i18n/translation-lock.ts';
import { checkTranslations } from './i18n/translation-policy.ts';
import { loadLocales } from './i18n/load-locales.ts';
import type { SharedAssets } from './render/document.ts';
import { pageDataPath, type PageData } from '../shared/contracts/page-data.ts';
import { routePathSet } from './render/page-renderer.ts';
import { bundleRenderer, type RenderBundle } from './render/render-bundle.ts';
import { BATCH_SIZE, defaultWorkerCount, RenderPool } from './render/render-pool.ts';
import type { BatchOutput, RenderedPageFacts, RendererInit } from './render/page-renderer.ts';
import { formatSizes, summarizeSizes, type SizeSummary } from './write/size-summary.ts';
import { findRouteConflicts } from './routes/route-conflicts.ts';
import { buildRouteTable } from './routes/route-table.ts';
import type { Route } from '../shared/model/route.ts';
import { settingsFromEnvironment } from './settings.ts';
import { headersFile, securityHeaders } from './deploy/security-headers.ts';
import { redirectsFile } from './deploy/redirects.ts';
import { renderBlogFeeds } from './seo/feeds.ts';
import { isIndexable } from './seo/indexing.ts';
import { lastModifiedDates } from './seo/last-modified.ts';
import { checkLocaleContract } from './seo/locale-contract.ts';
import { robotsTxt } from './seo/robots.ts';
import { readSitemapAlternates, renderSitemaps, sitemapUrls } from './seo/sitemap.ts';
import { tokenValue, writeTokenArtifacts } from './tokens/write-token-artifacts.ts';
import { renderTokenReference } from './tokens/reference/page.ts';
import type { SiteSettings } from '../shared/model/site-settings.ts';
import { openStaging, WrittenFile, type OutputFiles, type Staging } from './write/sinks.ts';
import type { Resource } from 'i18next';
import type { TokenArtifacts } from './tokens/build-tokens.ts';

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
  /**
   * Watch mode: keep the render workers, the content loader and the renderer
   * running for later incremental updates (generator/dev/incremental-site.ts),
   * and record what every page reads from the content. The caller closes them.
   */
  warm?: boolean;
  /**
   * Write the designers' token reference page (dist/design-tokens/). Default: in `dev` only; a public site
   * does not ship an unlinked, noindex page of its internals unless asked (`build --token-reference`).
   */
  tokenReference?: boolean;
  /** Record the published translations in translations.lock.json (the CLI's build does; tests and benchmarks building elsewhere do not). */
  writeTranslationLock?: boolean;
  log?: (message: string) => void;
}

/** What watch mode keeps of a build to update it without building again. */
export interface WarmBuild {
  pool: RenderPool;
  renderer: RenderBundle;
  contentLoader: ContentLoader;
  tokens: TokenArtifacts;
  fontsCss: string;
  /** The Stitches CSS of every page rendered so far. */
  stitchesCss: string;
  resources: Resource;
  /** What the workers render with (pages come back as text from now on: no output folder). */
  init: RendererInit;
  /** Facts of every route, in route order. */
  facts: RenderedPageFacts[];
  batches: BatchOutput[];
  /** Every file the build wrote besides the streamed pages and page data (the link checker's targets). */
  files: Set<string>;
  assets: SharedAssets;
  runtime: RuntimeBundle;
}

/** `dev` keeps one stylesheet URL, so a page does not change when only the CSS does (the dev server never caches). */
export const DEV_STYLESHEET = '_assets/site.css';

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
  /** CPU time of the render threads, where the platform tells (the benchmark splits the build's CPU time by thread). */
  renderThreadsCpuMs?: number;
  /** With `warm`: the running parts and the facts an incremental update needs. */
  warm?: WarmBuild;
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
  const contentLoader = createContentLoader(root);
  let renderer: RenderBundle | undefined;
  let pool: RenderPool | undefined;
  let staging: Staging | undefined;
  const stopWorkers = async () => {
    await pool?.close();
    await renderer?.remove();
    await contentLoader.dispose();
  };
  try {
    const content = await time('content', () => contentLoader.load());
    const translations = await time('translations', () => checkTranslations(root, content, { enforce: !options.dev, warn: log }));
    const resources = await time('locales', () => loadLocales(root));
    const routes = await time('routes', async () => buildRouteTable(content));
    const conflicts = findRouteConflicts(routes);
    if (conflicts.length) throw new BuildError('Route table', conflicts);
    log(`✓ content valid · ${routes.length} routes (${LOCALES.map((locale) => `${locale} ${routes.filter((route) => route.locale === locale).length}`).join(', ')})`);

    const [fonts, media, runtime, bundle, serviceWorker, shareImages] = await time('bundle', () =>
      Promise.all([
        collectFonts(root),
        collectMedia(root),
        bundleRuntime(root, { dev: Boolean(options.dev) }),
        bundleRenderer(root),
        // No service worker in `dev` (runtime/main.ts does not register one there).
        options.dev ? undefined : bundleServiceWorker(root),
        renderShareImages({ root, locales: LOCALES, resources, colors: shareColorsFromTokens(tokens.css), site: content.site.data }),
      ]),
    );
    renderer = bundle;
    staging = options.sink === 'disk' ? await openStaging(options.outDir ?? path.join(root, 'dist')) : undefined;
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
    if (staging) {
      // Fonts, media and share images go to disk now: holding megabytes of them through the render only costs memory.
      const binaries = new Map([...fonts.files, ...media.files, ...shareImages.files]);
      await staging.write(binaries);
      for (const [file, bytes] of binaries) files.set(file, new WrittenFile(bytes.byteLength));
      for (const written of [fonts.files, media.files, shareImages.files]) written.clear();
    }

    // Pages stream to disk as they render, so everything they name must be known first. The build
    // hash (and the stylesheet's name) therefore covers the inputs that decide the output.
    const buildHash = contentHash(
      JSON.stringify([content, resources, renderer.hash, tokens.css, fonts.css, [...files.keys()], settings, year, options.headExtra ?? '']),
      16,
    );
    const stylesheet = options.dev ? DEV_STYLESHEET : `_assets/site.${buildHash.slice(0, 10)}.css`;
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
    const init: RendererInit = {
      content,
      resources,
      mediaUrls: media.urls,
      year,
      settings,
      assets,
      buildHash,
      shareImages: shareImages.cards,
      linkTargets: { routePaths: routePathSet(routes), files: new Set([...files.keys(), stylesheet]) },
      ...(options.warm ? { trackDependencies: true } : {}),
    };
    // A one-off build starts no more threads than there are batches; watch mode keeps one per core.
    const threads = options.warm ? workers : Math.min(workers, Math.ceil(routes.length / BATCH_SIZE));
    pool = new RenderPool(renderer, staging ? { ...init, outDir: staging.dir } : init, threads, { boundHeap: !options.warm });
    // The sitemap needs no rendered page: it is written while the pages render, on the thread that waits for them.
    const sitemapsReady = time('sitemap', async () => renderSitemaps(await sitemapUrls(routes, content, await lastModifiedDates(root), site.baseUrl), site.baseUrl));
    const sitemapAlternatesReady = sitemapsReady.then((files) => readSitemapAlternates(files));
    // Awaited after the render: should the render fail first, a failed sitemap must not surface as an unhandled rejection.
    sitemapAlternatesReady.catch(() => undefined);
    const rendered = await time('render', () => pool!.render(routes));
    // A one-off build frees the threads (each holds React, the renderer and the content) before checking and writing.
    if (!options.warm) await pool.close();
    log(`✓ rendered ${routes.length} routes in ${timings.render} ms (${threads} thread${threads === 1 ? '' : 's'})`);
    const css = [fonts.css, tokens.css, rendered.css].join('\n');
    files.set(stylesheet, css);

    const pages = new Map<string, BuiltPage>();
    const coverageByLocale = new Map<string, { translated: number; fallback: number }>();
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
    }
    files.set('app-data.json', JSON.stringify({ buildHash }));
    files.set('_headers', headersFile(securityHeaders(settings)));
    files.set('_redirects', redirectsFile(LOCALES));
    const sitemaps = await sitemapsReady;
    for (const [file, xml] of sitemaps) files.set(file, xml);
    files.set('robots.txt', robotsTxt(site.baseUrl));
    // The designers' token reference (issue 7): outside the route table, so never in the sitemap.
    const tokenReference = (options.tokenReference ?? Boolean(options.dev))
      ? await time('token-reference', () => renderTokenReference({ entries: tokens.entries, siteName: site.name, assets }))
      : undefined;
    for (const [file, text] of tokenReference?.files ?? []) files.set(file, text);

    const contractProblems = await time('locale-contract', async () =>
      checkLocaleContract(
        rendered.pages.map((page, index) => ({ route: routes[index]!, url: `${site.baseUrl}${page.path}`, head: page.head })),
        await sitemapAlternatesReady,
        isIndexable,
      ),
    );
    if (contractProblems.length) throw new BuildError('Locale contract', contractProblems);
    const linkProblems = await time('links', async () =>
      collectLinkProblems([
        ...rendered.pages.map((page, index) => ({ route: routes[index]!, report: page.links })),
        ...(tokenReference ? [tokenReference.links({ routePaths: routePathSet(routes), files: new Set(files.keys()) })] : []),
      ]),
    );
    if (linkProblems.length) throw new BuildError('Link check', linkProblems);

    const { coverage, sizes } = await time('summary', async () => {
      const coverage = LOCALES.map((locale) => ({
        locale,
        uiKeys: uiKeyCoverage(resources, locale),
        contentFields: coverageByLocale.get(locale) ?? { translated: 0, fallback: 0 },
        staleFields: translations.stale[locale] ?? 0,
      }));
      return { coverage, sizes: summarizeSizes(files, rendered.pages, `/${stylesheet}`, entryChunks(runtime)) };
    });
    log(formatCoverage(coverage));
    log(formatSizes(sizes));

    if (staging) {
      const committing = staging;
      await time('write', async () => {
        await committing.write(files);
        await committing.commit(async (dir) => {
          if (!serviceWorker) return;
          const worker = await generateServiceWorker(dir, serviceWorker);
          log(`✓ service worker: ${worker.count} files precached (${(worker.size / 1024).toFixed(1)} KB)`);
        });
      });
    }
    // Like package-lock.json: a successful build records the translations it published (commit the file).
    if (options.writeTranslationLock && (await writeLock(root, lockFor(translations.lock, translations.fields)))) log(`✓ ${LOCK_FILE} updated`);
    timings.total = Math.round(performance.now() - started);
    const warm: WarmBuild | undefined = options.warm
      ? {
          pool,
          renderer,
          contentLoader,
          tokens,
          fontsCss: fonts.css,
          stitchesCss: rendered.css,
          resources,
          init,
          facts: rendered.pages,
          batches: rendered.batches,
          files: new Set(files.keys()),
          assets,
          runtime,
        }
      : undefined;
    // Incremental renders come back as text, to be checked before they replace a page.
    if (warm && staging) pool.update({ outDir: undefined });
    return {
      routes,
      pages,
      files,
      content,
      runtime,
      stylesheet: `/${stylesheet}`,
      buildHash,
      coverage,
      sizes,
      timings,
      ...(rendered.threadsCpuMs === undefined ? {} : { renderThreadsCpuMs: rendered.threadsCpuMs }),
      ...(warm ? { warm } : {}),
    };
  } catch (error) {
    await staging?.discard();
    if (options.warm) await stopWorkers();
    throw error;
  } finally {
    if (!options.warm) await stopWorkers();
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
