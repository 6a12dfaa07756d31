import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { LOCALES, type Locale } from '../../content/schema/index.ts';
import { bundleRuntime } from '../assets/bundle-runtime.ts';
import { contentHash } from '../assets/hash.ts';
import { shareTexts } from '../assets/share-images.ts';
import { build, DEV_STYLESHEET, type BuildOptions, type WarmBuild } from '../build.ts';
import { collectLinkProblems } from '../check/links.ts';
import type { Content } from '../../shared/model/content-graph.ts';
import { BuildError } from '../errors/build-error.ts';
import { loadLocales } from '../i18n/load-locales.ts';
import { mergeStitchesSheets } from '../render/merge-css.ts';
import { pageDataPath } from '../../shared/contracts/page-data.ts';
import { bundleRenderer } from '../render/render-bundle.ts';
import type { BatchOutput, RenderedPageFacts } from '../render/page-renderer.ts';
import { RenderPool } from '../render/render-pool.ts';
import { entryOutline, fieldFingerprints, type DependencyKey } from '../render/track-content.ts';
import { normalizePath } from '../../shared/model/normalize-path.ts';
import type { Route } from '../../shared/model/route.ts';
import { renderBlogFeeds } from '../seo/feeds.ts';
import { lastModifiedDates } from '../seo/last-modified.ts';
import { renderSitemaps, sitemapUrls } from '../seo/sitemap.ts';
import { renderTokenReference } from '../tokens/reference/page.ts';
import { writeTokenArtifacts } from '../tokens/write-token-artifacts.ts';
import type { ReloadMessage } from '../../shared/contracts/live-reload.ts';
import { routesReachedBy } from './component-routes.ts';

/** Which part of the project a changed file belongs to (paths relative to the root, "/" separated). */
export type ChangeKind = 'tokens' | 'content' | 'locales' | 'components' | 'runtime' | 'other';

export function changeKindOf(file: string): ChangeKind {
  const [folder, next] = file.replaceAll('\\', '/').split('/');
  // The schemas shape the content and are bundled into the renderer: nothing less than a full build.
  if (folder === 'content' && next === 'schema') return 'other';
  // Media files are collected (and named by hash) once per build.
  if (folder === 'content' && next === 'media') return 'other';
  // The model and contracts are bundled with the components (into the renderer and the browser runtime).
  if (folder === 'shared') return 'components';
  if (folder === 'tokens' || folder === 'content' || folder === 'locales' || folder === 'components' || folder === 'runtime') return folder;
  return 'other';
}

export interface UpdateReport {
  /** What the browser does: swap the stylesheet, reload the page, or nothing (nothing on the site changed). */
  action: 'css' | 'reload' | 'none';
  /** When the CSS changed: the stylesheet URL to load (a new query each time, the file name stays). */
  stylesheet?: string;
  /** With `reload` after an incremental update: the route paths rendered again (only browsers showing one of them update). */
  pages?: string[];
  /** The viewed pages, rendered and written ahead of the rest, and when they were ready (ms from the start of the update). */
  early?: { pages: string[]; ms: number };
  /** Routes rendered again, out of `total`. */
  rendered: number;
  total: number;
  /** A full build instead of an incremental update, and why. */
  fullBuild?: string;
  /** One line per reason, e.g. "content: 3 routes read services/react-development.title". */
  reasons: string[];
  ms: number;
  /** Time of each step of the update (tokens, content, locales, bundle, render, check, write), in ms. */
  stages: Record<string, number>;
}

export interface IncrementalSiteOptions extends Pick<BuildOptions, 'root' | 'outDir' | 'headExtra' | 'workers' | 'settings' | 'log'> {
  outDir: string;
}

export interface ViewedFirst {
  viewed?: ReadonlySet<string>;
  onViewedReady?: (message: ReloadMessage) => void;
}

interface SiteState {
  warm: WarmBuild;
  routes: Route[];
  content: Content;
  fingerprints: Map<DependencyKey, string>;
  outline: string;
  /** Per route (route order): what it read, and whether it shows its locale's footer. */
  dependencies: Array<Set<DependencyKey>>;
  usesFooter: boolean[];
  /** Reads that count for every page, and those of each locale's footer. */
  everyPage: Set<DependencyKey>;
  footers: Map<Locale, Set<DependencyKey>>;
  /** The stylesheet as last written. */
  css: string;
  /** Stage times of the last full build. */
  timings: Record<string, number>;
  /** The blog feeds as last written (rewritten only when they change). */
  feeds: Map<string, string>;
  /**
   * The sitemap's lastmod dates, in its order, as last written: they alone can
   * change its text between full builds (undefined until a content change).
   */
  sitemapDates?: string;
}

/**
 * The `dev` build: one full build with warm parts (render workers, content
 * loader, renderer), then, for every change, only the work the change needs:
 * - a content module: its entries are compared field by field with the last
 *   build, and only the pages that read a changed field render again (the
 *   page itself, the lists that show it, every page when the footer shows it);
 * - a locale file: the pages of that locale;
 * - a component: the pages whose template imports it (every page for the layout);
 * - a token: the stylesheet and the token reference page, no page at all;
 * - after a content change, the feeds and the sitemap too (a saved module
 *   dates its pages' lastmod, as in a full build);
 * - anything that changes the set of entries or routes, the schemas, or
 *   other files: a full build, kept warm again.
 * Rendered pages are checked (links) before they replace the old ones.
 */
export class IncrementalSite {
  private constructor(
    private readonly options: IncrementalSiteOptions,
    private state: SiteState,
  ) {}

  static async start(options: IncrementalSiteOptions): Promise<IncrementalSite> {
    return new IncrementalSite(options, await fullBuild(options));
  }

  get stylesheet(): string {
    return `/${DEV_STYLESHEET}`;
  }

  async close(): Promise<void> {
    await stopWarm(this.state.warm);
  }

  /**
   * `viewed`: normalized paths of the pages open in a browser. Those render,
   * get checked and written first, and `onViewedReady` hears of them before
   * the rest renders: the browser can update while the other pages follow.
   */
  async update(changedFiles: readonly string[], { viewed, onViewedReady }: ViewedFirst = {}): Promise<UpdateReport> {
    const started = performance.now();
    const stages: Record<string, number> = {};
    let lap = started;
    const stage = (name: string) => {
      const now = performance.now();
      stages[name] = Math.round(now - lap);
      lap = now;
    };
    const kinds = new Map<ChangeKind, string[]>();
    for (const file of changedFiles) {
      const kind = changeKindOf(file);
      kinds.set(kind, [...(kinds.get(kind) ?? []), file.replaceAll('\\', '/')]);
    }
    const full = async (reason: string): Promise<UpdateReport> => {
      const next = await fullBuild(this.options);
      await stopWarm(this.state.warm);
      this.state = next;
      return {
        action: 'reload',
        stylesheet: stylesheetUrl(next.css),
        rendered: next.routes.length,
        total: next.routes.length,
        fullBuild: reason,
        reasons: [],
        ms: Math.round(performance.now() - started),
        stages: next.timings,
      };
    };
    if (kinds.has('other')) return full(`${kinds.get('other')!.join(', ')} is not covered by incremental updates`);

    const { root } = this.options;
    const state = this.state;
    const warm = state.warm;
    const dirty = new Set<number>();
    const reasons: string[] = [];
    const markAll = (reason: string) => {
      for (let index = 0; index < state.routes.length; index += 1) dirty.add(index);
      reasons.push(reason);
    };
    let cssChanged = false;
    let tokensChanged = false;
    const componentFiles = [...(kinds.get('components') ?? [])];

    if (kinds.has('tokens')) {
      const tokens = await writeTokenArtifacts(root);
      // Values live in CSS variables; the theme module changes only when scales or breakpoints do, and the components import it.
      if (tokens.themeModule !== warm.tokens.themeModule) componentFiles.push('tokens/generated/theme.ts');
      tokensChanged = tokens.css !== warm.tokens.css || JSON.stringify(tokens.entries) !== JSON.stringify(warm.tokens.entries);
      cssChanged ||= tokens.css !== warm.tokens.css;
      warm.tokens = tokens;
      stage('tokens');
    }

    let content = state.content;
    let fingerprints = state.fingerprints;
    let footersChanged = false;
    if (kinds.has('content')) {
      content = await warm.contentLoader.load(kinds.get('content'));
      if (entryOutline(content) !== state.outline) return full('entries were added, removed, renamed or reordered');
      fingerprints = fieldFingerprints(content);
      const changed = new Set([...fingerprints].filter(([key, value]) => state.fingerprints.get(key) !== value).map(([key]) => key));
      for (const key of state.fingerprints.keys()) if (!fingerprints.has(key)) changed.add(key);
      if ([...changed].some((key) => key.startsWith('site/site.') && (key.endsWith('.name') || key.endsWith('.baseUrl')))) {
        return full('the site name or address changed (share images, feeds and every head name them)');
      }
      footersChanged = [...state.footers.values()].some((keys) => [...changed].some((key) => keys.has(key)));
      const before = dirty.size;
      if ([...changed].some((key) => state.everyPage.has(key))) markAll(`content: every page reads ${[...changed].filter((key) => state.everyPage.has(key)).join(', ')}`);
      state.routes.forEach((route, index) => {
        const footer = state.usesFooter[index] ? state.footers.get(route.locale) : undefined;
        for (const key of changed) if (state.dependencies[index]!.has(key) || footer?.has(key)) dirty.add(index);
      });
      if (!reasons.length) reasons.push(`content: ${dirty.size - before} routes read ${[...changed].join(', ') || 'nothing that changed'}`);
      stage('content');
    }

    let resources = warm.resources;
    if (kinds.has('locales')) {
      resources = await loadLocales(root);
      const changedLocales = LOCALES.filter((locale) => JSON.stringify(resources[locale]) !== JSON.stringify(warm.resources[locale]));
      const shareTextChanged = JSON.stringify([...shareTexts(resources, LOCALES)]) !== JSON.stringify([...shareTexts(warm.resources, LOCALES)]);
      if (shareTextChanged) return full('share-image texts changed');
      state.routes.forEach((route, index) => {
        if (changedLocales.includes(route.locale)) dirty.add(index);
      });
      reasons.push(`locales: ${changedLocales.join(', ') || 'none'} changed`);
      stage('locales');
    }

    // Both bundles at once: a component can be in the pages' renderer, the browser runtime, or both.
    const [runtime, renderer] = await Promise.all([
      kinds.has('runtime') || componentFiles.length > 0 ? bundleRuntime(root, { dev: true }) : undefined,
      componentFiles.length > 0 ? bundleRenderer(root) : undefined,
    ]);
    if (runtime && runtime.entryUrl !== warm.runtime.entryUrl) {
      await writeFiles(this.options.outDir, runtime.files);
      for (const file of runtime.files.keys()) warm.files.add(file);
      warm.runtime = runtime;
      warm.assets = { ...warm.assets, runtimeEntry: runtime.entryUrl };
      warm.init = { ...warm.init, assets: warm.assets, linkTargets: { ...warm.init.linkTargets, files: warm.files } };
      warm.pool.update({ assets: warm.assets, linkTargets: warm.init.linkTargets });
      markAll('runtime: new script bundle');
    }
    if (renderer) {
      const reached = routesReachedBy(componentFiles, renderer.imports, state.routes);
      const pool = new RenderPool(renderer, { ...warm.init, content, resources }, warm.pool.threads);
      // The content loader stays: only the renderer and its threads are replaced.
      await warm.pool.close();
      await warm.renderer.remove();
      warm.pool = pool;
      warm.renderer = renderer;
      if (reached.all) markAll(`components: ${componentFiles.join(', ')} → every page`);
      else {
        const indexes = new Set(reached.routes.map((route) => route.path));
        state.routes.forEach((route, index) => indexes.has(route.path) && dirty.add(index));
        reasons.push(`components: ${componentFiles.join(', ')} → ${reached.routes.length} routes`);
      }
    } else if (content !== state.content || resources !== warm.resources) {
      // Rendered footers and translators stay valid unless what they show changed.
      warm.pool.update({ content, ...(resources !== warm.resources ? { resources } : {}) }, { footers: footersChanged });
    }

    if (kinds.has('runtime') || componentFiles.length > 0) stage('bundle');
    const order = [...dirty].sort((a, b) => a - b);
    const isViewed = (index: number) => viewed?.has(normalizePath(state.routes[index]!.path)) ?? false;
    const groups = [order.filter(isViewed), order.filter((index) => !isViewed(index))].filter((group) => group.length > 0);
    const facts = [...warm.facts];
    let stitchesCss = warm.stitchesCss;
    const renderedIndexes: number[] = [];
    const renderedPages: RenderedPageFacts[] = [];
    const batches: BatchOutput[] = [];
    // What the viewed pages' early write replaced, put back if the rest of the update fails.
    const replaced = new Map<string, string>();
    let early: UpdateReport['early'];
    let css = state.css;
    let sitemapDates = state.sitemapDates;
    const output = new Map<string, string>();
    const updateStylesheet = () => {
      const next = [warm.fontsCss, warm.tokens.css, stitchesCss].join('\n');
      if (next === css) return;
      output.set(DEV_STYLESHEET, next);
      css = next;
      cssChanged = true;
    };
    try {
      for (const [number, group] of groups.entries()) {
        const ahead = number < groups.length - 1;
        const routes = group.map((index) => state.routes[index]!);
        const rendered = await warm.pool.render(routes, { spread: true });
        stage(ahead ? 'render viewed' : 'render');
        group.forEach((routeIndex, offset) => (facts[routeIndex] = rendered.pages[offset]!));
        renderedIndexes.push(...group);
        renderedPages.push(...rendered.pages);
        batches.push(...rendered.batches);
        const problems = collectLinkProblems(facts.map((page, index) => ({ route: state.routes[index]!, report: page.links })));
        if (problems.length) throw new BuildError('Link check', problems);
        stage(ahead ? 'check viewed' : 'check');
        routes.forEach((route, offset) => {
          const page = rendered.pages[offset]!;
          output.set(route.outFile, page.html!);
          output.set(pageDataPath(route.path), page.pageData!);
        });
        // Every page rendered again: its CSS replaces the old (no stale rules); otherwise the new rules join the old.
        stitchesCss = renderedIndexes.length === state.routes.length ? mergeStitchesSheets(batches.map((batch) => batch.css)) : mergeStitchesSheets([stitchesCss, rendered.css]);
        if (ahead) {
          updateStylesheet();
          for (const file of output.keys()) replaced.set(file, await readFile(path.join(this.options.outDir, file), 'utf8').catch(() => ''));
          await writeFiles(this.options.outDir, output);
          output.clear();
          stage('write viewed');
          early = { pages: routes.map((route) => route.path), ms: Math.round(performance.now() - started) };
          onViewedReady?.({ pages: early.pages, ...(cssChanged ? { stylesheet: stylesheetUrl(css) } : {}) });
        }
      }
      updateStylesheet();
      if (kinds.has('content')) {
        for (const [file, xml] of renderBlogFeeds(content, LOCALES, warm.init.year).files) if (state.feeds.get(file) !== xml) output.set(file, xml);
        // Routes are unchanged (else a full build), so is every hreflang set: only the lastmod dates can move,
        // and only when a save falls on another day than the module's last change (or a publication date moved).
        const { baseUrl } = content.site.data;
        const urls = await sitemapUrls(state.routes, content, await lastModifiedDates(root), baseUrl);
        sitemapDates = urls.map((url) => url.lastmod).join(' ');
        if (sitemapDates !== state.sitemapDates) for (const [file, xml] of await renderSitemaps(urls, baseUrl)) output.set(file, xml);
        stage('feeds and sitemap');
      }
      if (tokensChanged) {
        const reference = await renderTokenReference({ entries: warm.tokens.entries, siteName: content.site.data.name, assets: warm.assets });
        for (const [file, text] of reference.files) output.set(file, text);
        reasons.push('tokens: stylesheet and token reference page');
      }
      await writeFiles(this.options.outDir, output);
      stage('write');
      for (const [file, text] of output) if (state.feeds.has(file)) state.feeds.set(file, text);
    } catch (error) {
      if (replaced.size > 0) {
        await writeFiles(this.options.outDir, replaced);
        onViewedReady?.({ pages: early?.pages ?? [], stylesheet: stylesheetUrl(state.css) });
      }
      throw error;
    }

    // Only now, with every page written, does the new state become the state.
    warm.init = { ...warm.init, content, resources };
    warm.resources = resources;
    warm.facts = facts;
    warm.stitchesCss = stitchesCss;
    recordDependencies(state, renderedIndexes, { pages: renderedPages, batches });
    Object.assign(state, { content, fingerprints, css, sitemapDates });
    // The viewed pages, when they went ahead, have been announced already (onViewedReady).
    const laterPages = ((early ? groups[1] : groups[0]) ?? []).map((index) => state.routes[index]!.path);
    return {
      action: laterPages.length > 0 ? 'reload' : early ? 'none' : cssChanged || tokensChanged ? 'css' : 'none',
      ...(cssChanged || tokensChanged ? { stylesheet: stylesheetUrl(css) } : {}),
      ...(laterPages.length > 0 ? { pages: laterPages } : {}),
      ...(early ? { early } : {}),
      rendered: renderedIndexes.length,
      total: state.routes.length,
      reasons,
      ms: Math.round(performance.now() - started),
      stages,
    };
  }
}

/** The one dev stylesheet, with a query that changes with its text (browsers fetch it again). */
const stylesheetUrl = (css: string) => `/${DEV_STYLESHEET}?v=${contentHash(css, 10)}`;

async function fullBuild(options: IncrementalSiteOptions): Promise<SiteState> {
  const result = await build({ ...options, sink: 'disk', dev: true, warm: true });
  const warm = result.warm!;
  const state: SiteState = {
    warm,
    routes: result.routes,
    content: result.content,
    fingerprints: fieldFingerprints(result.content),
    outline: entryOutline(result.content),
    dependencies: [],
    usesFooter: [],
    everyPage: new Set(),
    footers: new Map(),
    css: String(result.files.get(DEV_STYLESHEET) ?? ''),
    timings: result.timings,
    feeds: new Map([...result.files].filter(([file]) => /(^|\/)blog\/(rss|atom)\.xml$/.test(file)).map(([file, text]) => [file, String(text)])),
  };
  recordDependencies(state, result.routes.map((_, index) => index), { pages: warm.facts, batches: warm.batches });
  return state;
}

/** Takes in what the workers recorded for the routes at `indexes`. */
function recordDependencies(state: SiteState, indexes: number[], rendered: Pick<Awaited<ReturnType<RenderPool['render']>>, 'pages' | 'batches'>): void {
  indexes.forEach((routeIndex, offset) => {
    const page = rendered.pages[offset]!;
    state.dependencies[routeIndex] = new Set(page.dependencies ?? []);
    state.usesFooter[routeIndex] = page.usesFooter;
  });
  for (const batch of rendered.batches) {
    for (const key of batch.shared?.everyPage ?? []) state.everyPage.add(key);
    for (const [locale, keys] of Object.entries(batch.shared?.footers ?? {}) as Array<[Locale, DependencyKey[]]>) {
      const footer = state.footers.get(locale) ?? new Set();
      for (const key of keys) footer.add(key);
      state.footers.set(locale, footer);
    }
  }
}

async function stopWarm(warm: WarmBuild): Promise<void> {
  await warm.pool.close();
  await warm.renderer.remove();
  await warm.contentLoader.dispose();
}

/** Each file written beside and renamed over the old one: the server never sends half a page. */
async function writeFiles(outDir: string, files: Map<string, string | Uint8Array>): Promise<void> {
  await Promise.all(
    [...files].map(async ([file, text]) => {
      const target = path.join(outDir, file);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, text);
      await rename(temporary, target);
    }),
  );
}
