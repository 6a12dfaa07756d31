import type { Locale } from '../../content/schema/index.ts';
import type { Route } from '../../shared/model/route.ts';
import type { BlogFeedLinks } from '../seo/feeds.ts';
import { hreflangLinks } from '../seo/hreflang.ts';
import { jsonLdScript } from '../seo/structured-data.ts';
import { sessionCache, type RenderSession } from '../../components/render-session.ts';
import { escapeHtml } from './html-escape.ts';

/** What every page's <head> links to: one stylesheet, the runtime entry, fonts to preload. */
export interface SharedAssets {
  stylesheet: string;
  runtimeEntry: string;
  preloadFonts: string[];
  preloadArabicFonts: string[];
  favicon: string;
  /** The blog feeds of each locale, announced in every page head of that locale. */
  feeds?: ReadonlyMap<Locale, BlogFeedLinks>;
  /** Extra markup for <head> (the dev server's live-reload client). */
  headExtra?: string;
}

/** What the page-specific <head> is made of (renderHead). */
export interface HeadInput {
  route: Route;
  baseUrl: string;
  siteName: string;
  title: string;
  description: string;
  ogType: 'website' | 'article';
  published?: string;
  /** false: `noindex`, and the page stays out of the sitemap. */
  indexable: boolean;
  /** The social share card (Open Graph and Twitter). */
  image: ShareImage;
  /** schema.org JSON-LD of the page. */
  structuredData: unknown;
}

export interface DocumentInput {
  route: Route;
  /** renderHead's output: the page data carries the same tags, so a page renders them once. */
  head: string;
  dir: 'ltr' | 'rtl';
  buildHash: string;
  assets: SharedAssets;
}

export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

const OG_LOCALE: Record<string, string> = { en: 'en_US', de: 'de_DE', ar: 'ar_AR' };

export function absoluteUrl(baseUrl: string, path: string): string {
  return `${baseUrl}${path}`;
}

/**
 * The page-specific <head>: title, description, robots, canonical, hreflang
 * alternates, Open Graph and Twitter cards, JSON-LD. The client-side router
 * swaps exactly these tags on navigation (runtime/navigation/router.ts).
 */
export function renderHead(input: HeadInput): string {
  const { route, baseUrl, ogType, published, indexable, image, structuredData } = input;
  // Each text escaped once, though most appear two or three times.
  const title = escapeHtml(input.title);
  const description = escapeHtml(input.description);
  const canonical = escapeHtml(absoluteUrl(baseUrl, route.path));
  const imageUrl = escapeHtml(absoluteUrl(baseUrl, image.url));
  const imageAlt = escapeHtml(image.alt);
  const lines = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    ...(indexable ? [] : ['<meta name="robots" content="noindex">']),
    `<link rel="canonical" href="${canonical}">`,
  ];
  for (const link of hreflangLinks(route, baseUrl))
    lines.push(
      `<link rel="alternate" hreflang="${link.hreflang}" href="${escapeHtml(link.href)}">`,
    );
  lines.push(
    `<meta property="og:type" content="${ogType}">`,
    `<meta property="og:site_name" content="${escapeHtml(input.siteName)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${canonical}">`,
    `<meta property="og:image" content="${imageUrl}">`,
    `<meta property="og:image:width" content="${image.width}">`,
    `<meta property="og:image:height" content="${image.height}">`,
    `<meta property="og:image:alt" content="${imageAlt}">`,
    `<meta property="og:locale" content="${OG_LOCALE[route.locale] ?? route.locale}">`,
  );
  for (const alternate of route.alternates) {
    if (alternate.locale !== route.locale)
      lines.push(
        `<meta property="og:locale:alternate" content="${OG_LOCALE[alternate.locale] ?? alternate.locale}">`,
      );
  }
  if (published) lines.push(`<meta property="article:published_time" content="${published}">`);
  lines.push(
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    `<meta name="twitter:image" content="${imageUrl}">`,
    `<meta name="twitter:image:alt" content="${imageAlt}">`,
    jsonLdScript(structuredData),
  );
  return lines.join('\n');
}

/**
 * The HTML document of one route, around its body (`before + body + after`),
 * and where in `before` the tags shared by the locale's pages start: the link
 * check reads from there (renderHead writes absolute URLs only).
 */
export function documentAround(
  input: DocumentInput,
  session?: RenderSession,
): [before: string, after: string, sharedTagsStart: number] {
  const { route, head, dir } = input;
  const tail = session
    ? session.remember(HEAD_ENDS, `${route.locale} ${input.buildHash}`, () => headEnd(input))
    : headEnd(input);
  // The head's tail (stylesheet, fonts, scripts, feeds) stays through client navigation.
  session?.shell?.(tail);
  const lines = [
    '<!doctype html>',
    `<html lang="${route.locale}" dir="${dir}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    head,
    tail,
  ];
  // One join (a flat string, read again by the head checks).
  const before = lines.join('\n');
  return [before, '\n</body>\n</html>', before.length - tail.length];
}

/**
 * The head's tail is the same on every page of a locale: written once per locale and build
 * (commit b1df003, which recorded no figure; `npm run bench` with the memo removed measures it).
 */
const HEAD_ENDS = sessionCache<string, string>('document head tails', ['assets', 'buildHash']);

/** What follows the page's own head tags: shared assets, feeds, the build hash, up to the line break before the body. */
function headEnd({ route, assets, buildHash }: DocumentInput): string {
  const fonts =
    route.locale === 'ar'
      ? [...assets.preloadFonts, ...assets.preloadArabicFonts]
      : assets.preloadFonts;
  const lines = [
    // The stylesheet is the one request that blocks the first paint: it goes first.
    `<link rel="stylesheet" href="${assets.stylesheet}">`,
    ...fonts.map(
      (font) => `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`,
    ),
    `<link rel="icon" href="${assets.favicon}" type="image/svg+xml">`,
    ...feedLinks(assets.feeds?.get(route.locale)),
    `<meta name="build-hash" content="${buildHash}">`,
    `<script type="module" src="${assets.runtimeEntry}"></script>`,
    ...(assets.headExtra ? [assets.headExtra] : []),
    '</head>',
    '<body>',
  ];
  return `${lines.join('\n')}\n`;
}

function feedLinks(feeds: BlogFeedLinks | undefined): string[] {
  if (!feeds) return [];
  const title = escapeHtml(feeds.title);
  return [
    `<link rel="alternate" type="application/rss+xml" title="${title}" href="${feeds.rss}">`,
    `<link rel="alternate" type="application/atom+xml" title="${title}" href="${feeds.atom}">`,
  ];
}
