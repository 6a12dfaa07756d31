import { Readable } from 'node:stream';
import type { SitemapItemLoose } from 'sitemap';
import type { Content } from '../../shared/model/content-graph.ts';
import { pageKindOf } from '../../components/page-kinds/registry.ts';
import type { Route } from '../../shared/model/route.ts';
import { StringPool } from '../render/fact-interner.ts';
import { hreflangLinks, type HreflangLink } from './hreflang.ts';
import { isIndexable } from './indexing.ts';

/** The sitemaps.org limit per file; larger sites get a sitemap index. */
export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapUrl {
  url: string;
  /** ISO date of the last content change. */
  lastmod: string;
  links: readonly HreflangLink[];
}

/** The publication date a route's page shows (its article:published_time), if its page kind has one: a post's date. */
export function publishedOn(route: Route, content: Content): string | undefined {
  const kind = pageKindOf(route);
  if (!kind.published) return undefined;
  const entry = kind.entry(content, route.page);
  return entry === undefined ? undefined : kind.published(entry);
}

/** The indexable routes in route order, each with its lastmod (`lastmods[i]` dates `routes[i]`). */
export interface DatedRoutes {
  routes: readonly Route[];
  lastmods: readonly string[];
}

/**
 * The sitemap's routes, dated: every indexable route, by the later of its
 * content module's last change (`lastModified`, generator/seo/last-modified.ts)
 * and the date its page says it was published. Nothing here needs a rendered
 * page, so the build writes the sitemap while the pages render. The same routes
 * and dates make the same sitemap, so a build compares these and keeps the last
 * sitemap while they hold.
 */
export async function sitemapDates(
  routes: readonly Route[],
  content: Content,
  lastModified: (file: string) => Promise<string>,
): Promise<DatedRoutes> {
  const indexable = routes.filter((route) => isIndexable(route));
  // Each module's date once, then every route without an await: ten thousand routes come from a
  // few hundred modules, and an await per route was most of this step's time at +10,000 pages.
  const sources = [...new Set(indexable.map((route) => route.source))];
  const dates = await Promise.all(sources.map(lastModified));
  const editedOn = new Map(sources.map((source, index) => [source, dates[index]!]));
  const lastmods = indexable.map((route) => {
    const edited = editedOn.get(route.source)!;
    const published = publishedOn(route, content);
    return published && published > edited ? published : edited;
  });
  return { routes: indexable, lastmods };
}

/**
 * URLs by index, each made when it is read: the sitemap is written from them
 * one at a time, not 100,000 URLs with their alternates made at once and
 * then copied into the sitemap package's items (+100,000 pages). An array of
 * URLs is one too.
 */
export interface SitemapUrls {
  readonly length: number;
  at(index: number): SitemapUrl | undefined;
}

/** The sitemap's URL of each dated route, with its hreflang alternates. */
export function datedUrls({ routes, lastmods }: DatedRoutes, baseUrl: string): SitemapUrls {
  return {
    length: routes.length,
    at: (index) =>
      index < 0 || index >= routes.length
        ? undefined
        : {
            url: `${baseUrl}${routes[index]!.path}`,
            lastmod: lastmods[index]!,
            links: hreflangLinks(routes[index]!, baseUrl),
          },
  };
}

const toItem = ({ url, lastmod, links }: SitemapUrl): SitemapItemLoose => ({
  url,
  lastmod,
  links: links.map((link) => ({ lang: link.hreflang, hreflang: link.hreflang, url: link.href })),
});

/**
 * The sitemap package and saxes are loaded when a sitemap is written or read:
 * a build after an edit that leaves the sitemap as it was (most edits) needs
 * neither. Loaded with the build's modules, they took about 37 ms of a
 * one-entry edit at +10,000 pages (importing the build: 202–239 against
 * 224–264 ms, six interleaved rounds).
 */
const sitemapPackage = () => import('sitemap');

/** One urlset of URLs `from` to `to` as it is written, and the latest lastmod among them once it is. */
async function urlset(
  urls: SitemapUrls,
  from: number,
  to: number,
): Promise<{ xml: Readable; lastmod: () => string }> {
  const { SitemapStream } = await sitemapPackage();
  let lastmod = '';
  function* items(): Generator<SitemapItemLoose> {
    for (let index = from; index < to; index++) {
      const url = urls.at(index)!;
      if (url.lastmod > lastmod) lastmod = url.lastmod;
      yield toItem(url);
    }
  }
  // The xhtml namespace carries the hreflang alternates; news, image and video are not used.
  const stream = new SitemapStream({
    lastmodDateOnly: true,
    xmlns: { xhtml: true, news: false, image: false, video: false },
  });
  return { xml: Readable.from(items()).pipe(stream), lastmod: () => lastmod };
}

/** A sitemap file as it is written: its text a chunk at a time (the sitemap package's streams give strings). */
export interface SitemapFile {
  file: string;
  xml: AsyncIterable<string | Uint8Array>;
}

/**
 * sitemap.xml for every indexable URL with its lastmod and hreflang alternates,
 * file by file as each is written (read each whole before asking for the
 * next): at +100,000 pages two urlsets of 31 MB, which the build took as texts
 * and held at once. Up to `limit` URLs it is a single urlset; beyond it,
 * sitemap.xml becomes an index of sitemap-1.xml, sitemap-2.xml, … (each within
 * the limit), written last.
 */
export async function* sitemapFiles(
  urls: SitemapUrls,
  baseUrl: string,
  limit = SITEMAP_URL_LIMIT,
): AsyncGenerator<SitemapFile> {
  if (urls.length <= limit) {
    yield { file: 'sitemap.xml', xml: (await urlset(urls, 0, urls.length)).xml };
    return;
  }
  const index: Array<{ url: string; lastmod: string }> = [];
  for (let start = 0, part = 1; start < urls.length; start += limit, part += 1) {
    const file = `sitemap-${part}.xml`;
    const { xml, lastmod } = await urlset(urls, start, Math.min(start + limit, urls.length));
    yield { file, xml };
    index.push({ url: `${baseUrl}/${file}`, lastmod: lastmod() });
  }
  const { SitemapIndexStream } = await sitemapPackage();
  const indexStream = new SitemapIndexStream({ lastmodDateOnly: true });
  yield { file: 'sitemap.xml', xml: Readable.from(index).pipe(indexStream) };
}

/** sitemapFiles as texts, by file. */
export async function renderSitemaps(
  urls: SitemapUrls,
  baseUrl: string,
  limit = SITEMAP_URL_LIMIT,
): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for await (const { file, xml } of sitemapFiles(urls, baseUrl, limit)) {
    const chunks: Buffer[] = [];
    for await (const chunk of xml) chunks.push(Buffer.from(chunk));
    files.set(file, Buffer.concat(chunks).toString('utf8'));
  }
  return files;
}

/** A sitemap's text, a slice at a time (a held text reads it from its file). */
export interface SlicedText {
  slices(length: number): AsyncIterable<string> | Iterable<string>;
}

/**
 * Reads the sitemap files back (as a crawler would): `<loc>` → its hreflang
 * links. saxes (a strict, streaming XML parser) rather than building a
 * document: 70 ms at 10,000 URLs, against 320 ms for fast-xml-parser and
 * 1.6 s for the sitemap package's own stream parser. The build reads the
 * sitemap while its pages render, on the thread that hands out their batches:
 * it reads in slices of `sliceLength` characters and lets other work in between.
 */
export async function readSitemapAlternates(
  files: ReadonlyMap<string, string | SlicedText>,
  sliceLength = 256 * 1024,
): Promise<Map<string, HreflangLink[]>> {
  const { SaxesParser } = await import('saxes');
  const alternates = new Map<string, HreflangLink[]>();
  // The URLs of a page group list the same links: one list for all of them, and each URL's string
  // once (at +20,000 pages, a list per URL held 13 MB; the build keeps these until the locale
  // contract has run).
  const strings = new StringPool();
  const kept = (text: string) => strings.ownString(text);
  const lists = new Map<string, HreflangLink[]>();
  const keptList = (links: HreflangLink[]) => {
    const key = links.map((link) => `${link.hreflang} ${link.href}`).join('\n');
    const known = lists.get(key);
    if (known) return known;
    lists.set(key, links);
    return links;
  };
  // A sitemap index has no <url>: it adds none.
  for (const xml of files.values()) {
    let url: { loc: string; links: HreflangLink[] } | undefined;
    let inLoc = false;
    // Without namespace processing, names stay as written ("xhtml:link") and attribute values are plain strings.
    const parser = new SaxesParser<{ xmlns: false }>({ xmlns: false });
    parser.on('opentag', (tag) => {
      if (tag.name === 'url') url = { loc: '', links: [] };
      else if (tag.name === 'loc') inLoc = true;
      else if (tag.name === 'xhtml:link')
        url?.links.push({
          hreflang: kept(tag.attributes.hreflang ?? ''),
          href: kept(tag.attributes.href ?? ''),
        });
    });
    parser.on('text', (text) => {
      if (inLoc && url) url.loc += text;
    });
    parser.on('closetag', (tag) => {
      if (tag.name === 'loc') inLoc = false;
      else if (tag.name === 'url' && url) alternates.set(kept(url.loc.trim()), keptList(url.links));
    });
    for await (const slice of slicesOf(xml, sliceLength)) {
      parser.write(slice);
      await new Promise((resolve) => setImmediate(resolve));
    }
    parser.close();
  }
  return alternates;
}

async function* slicesOf(text: string | SlicedText, length: number): AsyncGenerator<string> {
  if (typeof text !== 'string') yield* text.slices(length);
  else
    for (let start = 0; start < text.length; start += length)
      yield text.slice(start, start + length);
}
