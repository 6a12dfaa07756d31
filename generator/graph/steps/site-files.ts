import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { LOCALES } from '../../../content/schema/index.ts';
import { contentHash } from '../../assets/hash.ts';
import type { LinkTargets } from '../../check/links.ts';
import type { SharedAssets } from '../../render/document.ts';
import { routePathSet } from '../../render/page-renderer.ts';
import { renderBlogFeeds, type BlogFeeds } from '../../seo/feeds.ts';
import { lastModifiedDates } from '../../seo/last-modified.ts';
import type { SitemapAlternates } from '../../seo/locale-contract.ts';
import {
  datedUrls,
  type DatedRoutes,
  readSitemapAlternates,
  sitemapFiles,
  sitemapDates,
} from '../../seo/sitemap.ts';
import type { TokenReferencePage } from '../../tokens/reference/page.ts';
import type { SiteContext } from '../context.ts';
import { keyOf, keyOfItems } from '../file-fingerprints.ts';
import { heldIn, holdStream, keepHeld, type HeldText } from '../held-text.ts';
import { removeAllBut } from '../build-cache.ts';
import { NOT_KEPT, step } from '../graph.ts';
import {
  faviconStep,
  fontsStep,
  mediaStep,
  rendererStep,
  runtimeStep,
  shareImagesStep,
} from './bundle.ts';
import { contentStep, localesStep, routesStep, siteStep, tokensStep, yearStep } from './sources.ts';

/** RSS and Atom feeds of the blog, per locale. */
export const feedsStep = step({
  name: 'feeds',
  inputs: { content: contentStep, year: yearStep },
  run: ({ content, year }): BlogFeeds => renderBlogFeeds(content.content, LOCALES, year),
  version: (feeds) => keyOf([...feeds.files], [...feeds.links]),
});

/**
 * What every page is rendered with besides its own content: runtime scripts,
 * fonts and tokens, the renderer, locale strings, the `site` entry (all the
 * header and footer show), the year and the settings. `dev` stamps its pages
 * with it (frozen for the session), and shards prove with it that they were
 * built from the same sources. A published build's hash is taken from the
 * rendered pages instead (buildHashStep, generator/graph/steps/stamp.ts): an
 * edit of one page's component or strings changes this, not that.
 */
export const shellHashStep = step({
  name: 'shell hash',
  inputs: {
    content: contentStep,
    locales: localesStep,
    renderer: rendererStep,
    tokens: tokensStep,
    fonts: fontsStep,
    favicon: faviconStep,
    runtime: runtimeStep,
    year: yearStep,
  },
  key: (_inputs, versions, context: SiteContext) =>
    keyOf(versions, context.profile.settings, context.profile.headExtra),
  run(inputs, context: SiteContext): string {
    const { content, locales, renderer, tokens, fonts, favicon, runtime, year } = inputs;
    const { settings, headExtra } = context.profile;
    return contentHash(
      JSON.stringify([
        content.content.site,
        locales.resources,
        renderer.bundle.hash,
        tokens.css,
        fonts.css,
        [favicon.file, ...runtime.files.keys()],
        settings,
        year,
        headExtra,
      ]),
      16,
    );
  },
  version: (hash) => hash,
});

/**
 * What pages carry where the build hash goes while they render. A published
 * build names its stylesheet after the build hash, which covers the CSS known
 * only once every page has rendered: its pages carry a placeholder of the
 * same length, stamped afterwards (generator/write/stamp.ts). The placeholder
 * is the same in every build, so it is in no page's key: a cached page
 * (generator/graph/build-cache.ts) stays valid while the hash changes, and is
 * only stamped again. `dev` has a fixed stylesheet: its pages carry the shell
 * hash itself, frozen for the session (a page does not change when only the
 * CSS does).
 */
export const pageStampStep = step({
  name: 'page stamp',
  inputs: { shellHash: shellHashStep },
  key: (_inputs, versions, context: SiteContext) =>
    context.profile.stylesheet === 'hashed' ? STAMP_PLACEHOLDER : versions.shellHash,
  run({ shellHash }, context: SiteContext): string {
    return context.profile.stylesheet === 'hashed' ? STAMP_PLACEHOLDER : shellHash;
  },
  version: (stamp) => stamp,
});

/** 16 characters like a build hash's, which no page has but where its build hash goes. */
const STAMP_PLACEHOLDER = contentHash('fernhill: the build hash goes here', 16);

/**
 * `build --shard` and `build --merge`: a hash of every source a page is made
 * of, so the merge refuses shards built from other sources (other content,
 * another commit). Only those builds work it out (it reads the whole content).
 */
export const sourcesHashStep = step({
  name: 'sources hash',
  inputs: {
    shellHash: shellHashStep,
    content: contentStep,
    media: mediaStep,
    shareImages: shareImagesStep,
    feeds: feedsStep,
  },
  key: (_inputs, versions, context: SiteContext) =>
    keyOf(versions, Boolean(context.shard || context.mergeFrom)),
  run(inputs, context: SiteContext): string {
    if (!context.shard && !context.mergeFrom) return '';
    const { shellHash, content, media, shareImages, feeds } = inputs;
    const files = [...media.files.keys(), ...shareImages.files.keys(), ...feeds.files.keys()];
    return contentHash(JSON.stringify([shellHash, content.content, files]), 16);
  },
  version: (hash) => hash,
});

export interface PageAssets {
  /** The stylesheet's file, relative to dist/, as pages carry it before they are stamped. */
  stylesheet: string;
  assets: SharedAssets;
}

/** The published stylesheet's file, relative to dist/, named after the build hash. */
export const stylesheetFile = (buildHash: string): string => `_assets/site.${buildHash}.css`;

/** What every page's <head> links to. */
export const pageAssetsStep = step({
  name: 'page assets',
  inputs: {
    stamp: pageStampStep,
    runtime: runtimeStep,
    fonts: fontsStep,
    favicon: faviconStep,
    feeds: feedsStep,
  },
  key: (_inputs, versions, context: SiteContext) =>
    keyOf(versions, context.profile.stylesheet, context.profile.headExtra),
  run({ stamp, runtime, fonts, favicon, feeds }, context: SiteContext): PageAssets {
    const { profile } = context;
    // Named after the build hash once stamped (stylesheetFile).
    const stylesheet =
      profile.stylesheet === 'hashed' ? stylesheetFile(stamp) : profile.stylesheet.fixed;
    const assets: SharedAssets = {
      stylesheet: `/${stylesheet}`,
      runtimeEntry: runtime.entryUrl,
      preloadFonts: fonts.preload,
      preloadArabicFonts: fonts.preloadArabic,
      favicon: `/${favicon.file}`,
      feeds: feeds.links,
      ...(profile.headExtra ? { headExtra: profile.headExtra } : {}),
    };
    return { stylesheet, assets };
  },
  version: ({ stylesheet, assets }) => keyOf(stylesheet, assets, [...(assets.feeds ?? [])]),
});

/** What a link may point to: every route, and every file known before the pages render. */
export const linkTargetsStep = step({
  name: 'link targets',
  inputs: {
    routes: routesStep,
    favicon: faviconStep,
    fonts: fontsStep,
    media: mediaStep,
    runtime: runtimeStep,
    shareImages: shareImagesStep,
    feeds: feedsStep,
    pageAssets: pageAssetsStep,
  },
  run({ routes, favicon, fonts, media, runtime, shareImages, feeds, pageAssets }): LinkTargets {
    const files = [
      favicon.file,
      ...fonts.files.keys(),
      ...media.files.keys(),
      ...runtime.files.keys(),
      ...shareImages.files.keys(),
      ...feeds.files.keys(),
      pageAssets.stylesheet,
    ];
    return { routePaths: routePathSet(routes.routes), files: new Set(files) };
  },
  version: (targets) => keyOf([...targets.routePaths].sort(), [...targets.files].sort()),
});

export interface Sitemaps {
  /** Each sitemap's text, held in the build's scratch folder until the write step reads it. */
  files: Map<string, HeldText>;
  /** The alternates the sitemap declares, read back from its text when the locale contract asks. */
  alternates(): Promise<SitemapAlternates>;
  /** A hash of the alternates (the locale contract reads them, not the dates). */
  alternatesVersion: string;
}

/**
 * Every indexable route's lastmod: its module's last change, or the later date
 * its page says it was published. Its version is the dates themselves, so the
 * sitemap is made again only when a route or a date moved, not on every save
 * or content edit.
 */
export const sitemapDatesStep = step({
  name: 'sitemap dates',
  inputs: { routes: routesStep, content: contentStep },
  async run({ routes, content }, context: SiteContext): Promise<DatedRoutes> {
    return sitemapDates(routes.routes, content.content, await lastModifiedDates(context.root));
  },
  version: (dated) => keyOf(dated.lastmods),
});

/** sitemap.xml (split past 50,000 URLs), and the alternates it declares (for the locale contract). */
export const sitemapStep = step({
  name: 'sitemap',
  // The routes are read through the dates (the indexable ones); they are an input for the key,
  // as the dates' version is the dates alone and a route's alternates can move without them.
  inputs: { routes: routesStep, dates: sitemapDatesStep, site: siteStep },
  async run({ dates, site }, context: SiteContext): Promise<Sitemaps> {
    // Each file held as it is written, then read back from where it is held.
    const files = new Map<string, HeldText>();
    for await (const { file, xml } of sitemapFiles(datedUrls(dates, site.baseUrl), site.baseUrl))
      files.set(file, await holdStream(xml, context.scratch));
    const alternates = await readSitemapAlternates(files);
    return {
      files,
      alternates: () => Promise.resolve(alternates),
      alternatesVersion: keyOfItems(alternates),
    };
  },
  // The texts' hashes, not the texts: JSON of 62 MB of XML (+100,000 pages) was as large again.
  version: (sitemaps) => keyOf([...sitemaps.files].map(([file, { hash }]) => [file, hash])),
  // Kept across builds (a build with the cache): an edit that moves no URL or date, the usual
  // one, writes no XML for 30,000 URLs and parses none back (about 1 s at +10,000 pages). The
  // alternates are not kept: 10,000 small lists took longer to read back than the text they
  // come from, which is parsed again only when the locale contract runs.
  // With a build cache each text is a file of its own there (sitemaps/, by its hash), held where
  // it is when taken: in the step's record, 6.7 MB of XML at +10,000 pages were decoded and
  // written to the scratch folder again on every build (some 60 ms of the build thread).
  persist: {
    async save({ files, alternatesVersion }, context: SiteContext): Promise<KeptSitemaps> {
      const dir = keptSitemapsDir(context);
      await mkdir(dir, { recursive: true });
      for (const held of files.values()) await keepHeld(held, dir);
      removeAllBut(dir, new Set([...files.values()].map(({ hash }) => `${hash}.txt`)));
      const kept = [...files].map(([file, { hash, bytes }]) => ({ file, hash, bytes }));
      return { kept, alternatesVersion };
    },
    async restore(saved, context: SiteContext) {
      const { kept, alternatesVersion } = saved as KeptSitemaps;
      const dir = keptSitemapsDir(context);
      const files = new Map<string, HeldText>();
      for (const { file, hash, bytes } of kept) {
        const held = await heldIn(dir, hash, bytes);
        if (!held) return NOT_KEPT;
        files.set(file, held);
      }
      let alternates: Promise<SitemapAlternates> | undefined;
      return {
        files,
        alternatesVersion,
        alternates: () => (alternates ??= readSitemapAlternates(files)),
      };
    },
  },
});

/** What a build keeps of its sitemaps: where each text is kept (keptSitemapsDir). */
interface KeptSitemaps {
  kept: Array<{ file: string; hash: string; bytes: number }>;
  alternatesVersion: string;
}

/** Where the build cache keeps the sitemaps' texts (steps persist only in a build with one). */
function keptSitemapsDir(context: SiteContext): string {
  if (!context.cache) throw new Error('The sitemaps are kept only in a build cache');
  return path.join(context.cache.dir, 'sitemaps');
}

/** The designers' token reference (issue 7): outside the route table, so never in the sitemap. */
export const tokenReferenceStep = step({
  name: 'token reference',
  inputs: { tokens: tokensStep, site: siteStep, pageAssets: pageAssetsStep },
  key: (_inputs, versions, context: SiteContext) => keyOf(versions, context.profile.tokenReference),
  async run(
    { tokens, site, pageAssets },
    context: SiteContext,
  ): Promise<TokenReferencePage | undefined> {
    if (!context.profile.tokenReference) return undefined;
    // Imported when asked for: it renders with React on this thread, which a build without the
    // page need not load (about 30 ms of every start).
    const { renderTokenReference } = await import('../../tokens/reference/page.ts');
    return renderTokenReference({
      entries: tokens.entries,
      siteName: site.name,
      assets: pageAssets.assets,
    });
  },
});
