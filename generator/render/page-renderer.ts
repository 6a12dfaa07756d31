import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Resource } from 'i18next';
import type { ContentParts } from '../content/content-parts.ts';
import type { SiteSettings } from '../../shared/model/site-settings.ts';
import type { ServerEntry } from './render-bundle.ts';
import type { ShareImage } from '../assets/share-images.ts';
import {
  checkPageLinks,
  linkMemoOf,
  type LinkTargets,
  type PageLinkReport,
} from '../check/links.ts';
import { indexCollections, type Content, type Sourced } from '../../shared/model/content-graph.ts';
import { normalizePath } from '../../shared/model/normalize-path.ts';
import type { Route } from '../../shared/model/route.ts';
import { shareCardKeyOf } from '../routes/share-section.ts';
import { samplesGzip } from '../write/size-summary.ts';
import { isIndexable } from '../seo/indexing.ts';
import { readHeadFacts, type HeadFacts } from '../seo/locale-contract.ts';
import { createStructuredData } from '../seo/structured-data.ts';
import { trackContent, type ContentTracker, type DependencyKey } from './track-content.ts';
import { documentAround, renderHead, type SharedAssets } from './document.ts';
import { pageDataPath } from '../../shared/contracts/page-data.ts';
import { buildPageData, extractMain } from './page-data.ts';
import { remembered, sessionCache, type RenderSession } from '../../components/render-session.ts';
import { BuildError, problem } from '../errors/build-error.ts';
import { PageRenderFailed } from '../errors/catalogue.ts';
import { describeCauses, type FrameLocator } from '../errors/cause-chain.ts';
import { mergeStitchesSheets } from './merge-css.ts';
import { contentHash } from '../assets/hash.ts';

/** Everything a renderer needs, as plain data: it is copied into each worker thread. */
export interface RendererInit {
  content: Content;
  /**
   * The content as the module cache's records, which the threads read
   * themselves (`content` is not sent to them): a build with the cache.
   */
  contentParts?: ContentParts;
  resources: Resource;
  mediaUrls: Record<string, string>;
  year: number;
  settings: SiteSettings;
  assets: SharedAssets;
  buildHash: string;
  /** Share cards by `shareCardKey` (generator/assets/share-images.ts). */
  shareImages: Record<string, ShareImage>;
  /** Normalized route paths of the whole build, and the files known before rendering. */
  linkTargets: LinkTargets;
  /** Write pages here as they are rendered (the disk sink's staging folder); without it, pages come back as text. */
  outDir?: string;
  /** Watch mode: record what each page reads from the content graph (generator/render/track-content.ts). */
  trackDependencies?: boolean;
}

/** What the build keeps of a rendered page: facts for the checks, not the page itself. */
export interface RenderedPageFacts {
  path: string;
  coverage: { translated: number; fallback: number };
  head: HeadFacts;
  links: PageLinkReport;
  bytes: number;
  /** Size of the page-data JSON. */
  dataBytes: number;
  /** Only for the pages the size summary samples (samplesGzip). */
  gzipBytes?: number;
  /** Only without `outDir` (the memory sink). */
  html?: string;
  pageData?: string;
  /** Whether the page carries its locale's shared footer. */
  usesFooter: boolean;
  /**
   * The digests of what the page shows outside its <main> (head tail, skip
   * link, header, footer, runtime config: RenderSession.shell), as rendered
   * for every page that shows it: the build hash covers each distinct one.
   */
  shell: string;
  /** With `trackDependencies`: the content fields this page read. */
  dependencies?: DependencyKey[];
  /** With `trackDependencies`: the sections of its locale's UI strings this page read (localeKey). */
  localeReads?: DependencyKey[];
}

/** What the site-wide checks read of a page (the link check, the locale contract). */
export type PageChecks = Pick<RenderedPageFacts, 'path' | 'head' | 'links'>;

/**
 * A page's facts but what only the site-wide checks read: what a build with the
 * cache holds of every page it did not render (the rest it reads when a check
 * must run: generator/graph/build-cache.ts).
 */
export type PageFacts = Omit<RenderedPageFacts, 'head' | 'links'>;

export interface BatchOutput {
  pages: RenderedPageFacts[];
  /** The Stitches sheet of this batch alone (merged by generator/render/merge-css.ts); empty for pages rendered apart. */
  css: string;
  /** With `trackDependencies`: reads that count for every page, and the footers' reads by locale. */
  shared?: ReturnType<ContentTracker['takeShared']>;
  /**
   * With `trackDependencies`, a whole batch: the style ids (server-entry.tsx
   * stylesSince) each page added to the batch's sheet. The build cache keeps
   * them to tell whether a page rendered again alone leaves the sheet as it was.
   */
  introduced?: string[][];
  /** Pages rendered apart (renderApart): the style ids each page uses, every page from an empty sheet. */
  touched?: string[][];
  /** Pages rendered apart: the sheet they rendered on (the rules of what they use). */
  touchedCss?: string[];
}

/**
 * A page: route → full HTML document and page data, written or returned, with
 * the facts the build checks. `session` keeps what pages share (the worker
 * keeps one across updates, generator/render/render-worker.ts); `locateFrame`
 * names where a failing page's error was thrown.
 */
export function createPageRenderer(
  server: ServerEntry,
  init: RendererInit,
  session: RenderSession,
  locateFrame: FrameLocator = () => undefined,
) {
  const { assets, buildHash } = init;
  const tracker = init.trackDependencies ? trackerFor(session, init.content) : undefined;
  // The components' translators and remembered values tell the tracker what they read.
  session.reads = tracker;
  const shell = shellRecorder();
  session.shell = shell.add;
  // Indexed once per renderer: every page finds its entry, and the entries it links to, by slug or
  // id; searching a collection in order makes a site of thousands of service areas quadratic
  // (npm run bench: +10,000 pages took 57 s instead of 31 s with the structured data searching).
  const content = indexCollections(
    tracker?.content ?? init.content,
    remembered(session, INDEXED_COLLECTIONS, 'copies', () => new WeakMap()),
  );
  const site = content.site.data;
  const structuredData = createStructuredData(content, {
    logo: assets.favicon,
    uiText: (locale, key) => {
      tracker?.translation(locale, key);
      return uiStringAt(init.resources, locale, key);
    },
  });
  const madeDirectories = new Set<string>();
  /** Writes `text` under the output folder (without one, nothing): its size in bytes. */
  const write = (file: string, text: string): number => {
    if (!init.outDir) return Buffer.byteLength(text);
    const absolute = path.join(init.outDir, file);
    const directory = path.dirname(absolute);
    if (!madeDirectories.has(directory)) {
      mkdirSync(directory, { recursive: true });
      madeDirectories.add(directory);
    }
    // A string, not a Buffer: Node writes UTF-8 strings from C++ without a copy on the JavaScript heap.
    // A published build compresses each page once it is stamped (generator/write/stamp.ts).
    writeFileSync(absolute, text);
    // The size from the file system: counting the UTF-8 bytes of a page (every page has Arabic in
    // its language switcher, so its string is two-byte) takes about 19 µs, a stat about 3.
    return statSync(absolute).size;
  };

  const renderPage = (route: Route, index: number): RenderedPageFacts => {
    try {
      if (!tracker) return renderFacts(route, index);
      // The UI strings' sections apart: a page's key takes them as its locale part (render-keys.ts).
      const { result, dependencies, localeReads } = tracker.page(() => renderFacts(route, index));
      return { ...result, dependencies, localeReads };
    } catch (error) {
      throw renderFailure(route, error, locateFrame);
    }
  };

  const renderFacts = (route: Route, index: number): RenderedPageFacts => {
    shell.startPage();
    const output = server.renderRoute({
      route,
      content,
      resources: init.resources,
      mediaUrls: init.mediaUrls,
      year: init.year,
      settings: init.settings,
      session,
      ...(tracker ? { aroundFooter: tracker.footer, aroundHeader: tracker.everyPage } : {}),
    });
    const image = init.shareImages[shareCardKeyOf(route)];
    if (!image) throw new Error(`No share image for ${route.path}`);
    const { meta } = output;
    // Field by field, not spread from `meta`: every page's input then has one shape, which keeps renderHead's compiled code valid.
    const head = renderHead({
      route,
      baseUrl: site.baseUrl,
      siteName: site.name,
      title: meta.title,
      description: meta.description,
      ogType: meta.ogType,
      published: meta.published,
      indexable: isIndexable(route),
      image,
      structuredData: structuredData(route, {
        name: meta.title.replace(` | ${site.name}`, ''),
        description: meta.description,
        image: `${site.baseUrl}${image.url}`,
      }),
    });
    const [documentStart, documentEnd, sharedTagsStart] = documentAround(
      { route, head, dir: output.dir, buildHash, assets },
      session,
    );
    // Pieces joined with +: the page is copied into one string once, and every
    // reading below (main, checks) works on that copy instead of flattening its parts again.
    const html = documentStart + output.body + documentEnd;
    const footer = output.footer && {
      ...output.footer,
      start: documentStart.length + output.footer.start,
      end: documentStart.length + output.footer.end,
    };
    const page = write(route.outFile, html);
    const main = extractMain(html, documentStart.length, footer?.start);
    const pageData = JSON.stringify(
      buildPageData(route, {
        dir: output.dir,
        title: output.meta.title,
        head,
        main,
        islands: [],
        buildHash,
      }),
    );
    const data = write(pageDataPath(route.path), pageData);
    return {
      path: route.path,
      coverage: output.coverage,
      head: readHeadFacts(documentStart),
      links: checkPageLinks(
        route,
        html,
        init.linkTargets,
        footer,
        sharedTagsStart,
        linkMemoOf(session),
      ),
      bytes: page,
      dataBytes: data,
      ...(samplesGzip(index) ? { gzipBytes: gzipSync(html).byteLength } : {}),
      ...(init.outDir ? {} : { html, pageData }),
      usesFooter: output.footer !== undefined,
      shell: shell.digest(),
    };
  };

  /** The batch's CSS: what the pages added to the emptied sheet, after what the modules wrote as they loaded. */
  const batchCss = () => mergeStitchesSheets([server.moduleCss(), server.collectCss()]);
  return {
    /**
     * Renders a batch from an empty Stitches sheet, so its CSS depends on its
     * pages alone, never on the thread or on the batches before it.
     */
    renderBatch(routes: readonly Route[], firstIndex: number): BatchOutput {
      server.resetCss(session);
      const introduced: string[][] = [];
      const pages = routes.map((route, offset) => {
        if (!tracker) return renderPage(route, firstIndex + offset);
        const marks = server.styleMarks();
        const page = renderPage(route, firstIndex + offset);
        introduced.push(server.stylesSince(marks));
        return page;
      });
      return {
        pages,
        css: batchCss(),
        ...(tracker ? { shared: tracker.takeShared(), introduced } : {}),
      };
    },
    /**
     * Renders pages of a batch (at `positions` in render order), telling for
     * each the styles it uses as if it were its batch's first page, from an
     * empty sheet (stylesUsedDuring): that shows whether, in its batch, it
     * would add what it added before (generator/graph/steps/cached-render.ts).
     * They render on one sheet, emptied first, whose rules are theirs.
     */
    renderApart(routes: readonly Route[], positions: readonly number[]): BatchOutput {
      server.resetCss(session);
      const touched: string[][] = [];
      const pages = routes.map((route, offset) => {
        const { result, styles } = server.stylesUsedDuring(() =>
          renderPage(route, positions[offset]!),
        );
        touched.push(styles);
        return result;
      });
      return {
        pages,
        css: '',
        touched,
        touchedCss: [server.collectCss()],
        ...(tracker ? { shared: tracker.takeShared() } : {}),
      };
    },
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;

/**
 * Collects a page's shell parts (RenderSession.shell) as a string of their
 * digests. The parts are the same few strings on page after page: each is
 * hashed once (by content, so a header rendered again for the next batch's
 * sheet costs a lookup).
 */
function shellRecorder() {
  const digests = new Map<string, string>();
  let parts: string[] = [];
  return {
    startPage: () => {
      parts = [];
    },
    add: (part: string) => {
      parts.push(part);
    },
    digest: (): string => {
      return parts
        .map((part) => {
          let digest = digests.get(part);
          if (digest === undefined) {
            // Parts that differ from page to page would fill the memo: it starts again.
            if (digests.size >= 1000) digests.clear();
            digests.set(part, (digest = contentHash(part, 16)));
          }
          return digest;
        })
        .join(' ');
    },
  };
}

/** The renderers' indexed collections, by collection array, kept across updates (indexCollections). */
const INDEXED_COLLECTIONS = sessionCache<
  'copies',
  WeakMap<readonly Sourced<unknown>[], Sourced<unknown>[]>
>('indexed collections', []);

/**
 * The session's content tracker, kept whatever an update replaces: a renderer
 * made for new content tracks it with the last one's (ContentTracker.over).
 */
const CONTENT_TRACKER = sessionCache<'tracker', ContentTracker>('content tracker', []);

function trackerFor(session: RenderSession, content: Content): ContentTracker {
  const store = session.store(CONTENT_TRACKER);
  const last = store.get('tracker');
  const tracker = last ? last.over(content) : trackContent(content);
  store.set('tracker', tracker);
  return tracker;
}

/** A page that failed → a BuildError naming its route, content module and entry, with the cause chain. */
function renderFailure(route: Route, error: unknown, locateFrame: FrameLocator): BuildError {
  if (error instanceof BuildError) return error;
  const causes = describeCauses(error, locateFrame);
  return new BuildError(
    'Render',
    [
      problem(PageRenderFailed, {
        page: route.path,
        locale: route.locale,
        source: route.source,
        entry: route.entry,
        causes,
      }),
    ],
    { cause: error },
  );
}

/** Route paths the link checker accepts ("/a/b/" and "/a/b" are one route). */
export function routePathSet(routes: readonly Route[]): Set<string> {
  return new Set(routes.map((route) => normalizePath(route.path)));
}

/** The UI string at a dotted key of a locale's translations; a key that names a group has none. */
function uiStringAt(resources: Resource, locale: string, key: string): string | undefined {
  const step = (node: unknown, part: string) =>
    (node as Record<string, unknown> | undefined)?.[part];
  const value = key.split('.').reduce<unknown>(step, resources[locale]?.translation);
  return typeof value === 'string' ? value : undefined;
}
