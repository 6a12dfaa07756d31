import { LOCALES } from '../../../content/schema/index.ts';
import { contentHash } from '../../assets/hash.ts';
import type { LinkTargets } from '../../check/links.ts';
import type { SharedAssets } from '../../render/document.ts';
import { routePathSet } from '../../render/page-renderer.ts';
import { renderBlogFeeds, type BlogFeeds } from '../../seo/feeds.ts';
import { lastModifiedDates } from '../../seo/last-modified.ts';
import type { SitemapAlternates } from '../../seo/locale-contract.ts';
import {
  readSitemapAlternates,
  renderSitemaps,
  sitemapUrls,
  type SitemapUrl,
} from '../../seo/sitemap.ts';
import { renderTokenReference, type TokenReferencePage } from '../../tokens/reference/page.ts';
import type { SiteContext } from '../context.ts';
import { keyOf } from '../file-fingerprints.ts';
import { step } from '../graph.ts';
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
 * The build hash every page and app-data.json carry. Pages stream to disk as
 * they render, so everything they name must be known first: the hash (and the
 * stylesheet's name) covers the inputs that decide the output.
 */
export const buildHashStep = step({
  name: 'build hash',
  inputs: {
    content: contentStep,
    locales: localesStep,
    renderer: rendererStep,
    tokens: tokensStep,
    fonts: fontsStep,
    favicon: faviconStep,
    media: mediaStep,
    runtime: runtimeStep,
    shareImages: shareImagesStep,
    feeds: feedsStep,
    year: yearStep,
  },
  key: (_inputs, versions, context: SiteContext) =>
    keyOf(versions, context.profile.settings, context.profile.headExtra),
  run(inputs, context: SiteContext): string {
    const {
      content,
      locales,
      renderer,
      tokens,
      fonts,
      favicon,
      media,
      runtime,
      shareImages,
      feeds,
      year,
    } = inputs;
    const files = [
      favicon.file,
      ...fonts.files.keys(),
      ...media.files.keys(),
      ...runtime.files.keys(),
      ...shareImages.files.keys(),
      ...feeds.files.keys(),
    ];
    const { settings, headExtra } = context.profile;
    return contentHash(
      JSON.stringify([
        content.content,
        locales.resources,
        renderer.bundle.hash,
        tokens.css,
        fonts.css,
        files,
        settings,
        year,
        headExtra,
      ]),
      16,
    );
  },
  version: (hash) => hash,
});

export interface PageAssets {
  /** The stylesheet's file, relative to dist/. */
  stylesheet: string;
  assets: SharedAssets;
}

/** What every page's <head> links to. */
export const pageAssetsStep = step({
  name: 'page assets',
  inputs: {
    buildHash: buildHashStep,
    runtime: runtimeStep,
    fonts: fontsStep,
    favicon: faviconStep,
    feeds: feedsStep,
  },
  key: (_inputs, versions, context: SiteContext) =>
    keyOf(versions, context.profile.stylesheet, context.profile.headExtra),
  run({ buildHash, runtime, fonts, favicon, feeds }, context: SiteContext): PageAssets {
    const { profile } = context;
    const stylesheet =
      profile.stylesheet === 'hashed'
        ? `_assets/site.${buildHash.slice(0, 10)}.css`
        : profile.stylesheet.fixed;
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
  files: Map<string, string>;
  alternates: SitemapAlternates;
}

/**
 * Every indexable URL with its lastmod and alternates. A page's lastmod is its
 * module's last change: watch mode dates a saved module's pages as a full
 * build would. Its version is the list itself, so the sitemap's text is
 * written (and read back for the locale contract) only when a URL or a date
 * moved, not on every save.
 */
export const sitemapUrlsStep = step({
  name: 'sitemap urls',
  inputs: { routes: routesStep, content: contentStep, site: siteStep },
  async run({ routes, content, site }, context: SiteContext): Promise<SitemapUrl[]> {
    return sitemapUrls(
      routes.routes,
      content.content,
      await lastModifiedDates(context.root),
      site.baseUrl,
    );
  },
  version: (urls) => keyOf(urls),
});

/** sitemap.xml (split past 50,000 URLs), and the alternates it declares (for the locale contract). */
export const sitemapStep = step({
  name: 'sitemap',
  inputs: { urls: sitemapUrlsStep, site: siteStep },
  async run({ urls, site }): Promise<Sitemaps> {
    const files = await renderSitemaps(urls, site.baseUrl);
    return { files, alternates: await readSitemapAlternates(files) };
  },
  version: (sitemaps) => keyOf([...sitemaps.files]),
});

/** The designers' token reference (issue 7): outside the route table, so never in the sitemap. */
export const tokenReferenceStep = step({
  name: 'token reference',
  inputs: { tokens: tokensStep, site: siteStep, pageAssets: pageAssetsStep },
  key: (_inputs, versions, context: SiteContext) => keyOf(versions, context.profile.tokenReference),
  run({ tokens, site, pageAssets }, context: SiteContext): Promise<TokenReferencePage> | undefined {
    if (!context.profile.tokenReference) return undefined;
    return renderTokenReference({
      entries: tokens.entries,
      siteName: site.name,
      assets: pageAssets.assets,
    });
  },
});
