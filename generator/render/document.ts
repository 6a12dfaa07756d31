import type { Alternate, Route } from '../routes/route.ts';
import { DEFAULT_LOCALE } from '../../content/schema/index.ts';
import { escapeHtml } from './html-escape.ts';

/** What every page's <head> links to: one stylesheet, the runtime entry, fonts to preload. */
export interface SharedAssets {
  stylesheet: string;
  runtimeEntry: string;
  preloadFonts: string[];
  preloadArabicFonts: string[];
  favicon: string;
  /** Extra markup for <head> (the dev server's live-reload client). */
  headExtra?: string;
}

export interface DocumentInput {
  route: Route;
  baseUrl: string;
  siteName: string;
  title: string;
  description: string;
  ogType: 'website' | 'article';
  published?: string;
  dir: 'ltr' | 'rtl';
  body: string;
  buildHash: string;
  assets: SharedAssets;
}

const OG_LOCALE: Record<string, string> = { en: 'en_US', de: 'de_DE', ar: 'ar_AR' };

export function absoluteUrl(baseUrl: string, path: string): string {
  return `${baseUrl}${path}`;
}

/** The <head> content of a route: title, description, canonical, hreflang alternates, Open Graph. */
export function renderHead(input: Omit<DocumentInput, 'body' | 'dir' | 'buildHash' | 'assets'>): string {
  const { route, baseUrl, siteName, title, description, ogType, published } = input;
  const canonical = absoluteUrl(baseUrl, route.path);
  const alternateLinks = route.alternates.map(
    (alternate: Alternate) => `<link rel="alternate" hreflang="${alternate.locale}" href="${escapeHtml(absoluteUrl(baseUrl, alternate.path))}">`,
  );
  const xDefault = route.alternates.find((alternate) => alternate.locale === DEFAULT_LOCALE);
  if (xDefault) alternateLinks.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(absoluteUrl(baseUrl, xDefault.path))}">`);
  const ogLocales = route.alternates
    .filter((alternate) => alternate.locale !== route.locale)
    .map((alternate) => `<meta property="og:locale:alternate" content="${OG_LOCALE[alternate.locale] ?? alternate.locale}">`);
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...alternateLinks,
    `<meta property="og:type" content="${ogType}">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[route.locale] ?? route.locale}">`,
    ...ogLocales,
    ...(published ? [`<meta property="article:published_time" content="${published}">`] : []),
    `<meta name="twitter:card" content="summary">`,
  ].join('\n');
}

/** A complete HTML document for one route. */
export function renderDocument(input: DocumentInput): string {
  const { route, dir, body, assets, buildHash } = input;
  const fonts = route.locale === 'ar' ? [...assets.preloadFonts, ...assets.preloadArabicFonts] : assets.preloadFonts;
  return [
    '<!doctype html>',
    `<html lang="${route.locale}" dir="${dir}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    renderHead(input),
    ...fonts.map((font) => `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`),
    `<link rel="stylesheet" href="${assets.stylesheet}">`,
    `<link rel="icon" href="${assets.favicon}" type="image/svg+xml">`,
    `<meta name="build-hash" content="${buildHash}">`,
    `<script type="module" src="${assets.runtimeEntry}"></script>`,
    assets.headExtra ?? '',
    '</head>',
    '<body>',
    body,
    '</body>',
    '</html>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}
