import { directionOf } from '../../shared/model/localized.ts';
import { problem, type Problem } from '../errors/build-error.ts';
import { LocaleContractBroken } from '../errors/catalogue.ts';
import { ownString } from '../render/fact-interner.ts';
import { attributesOf } from '../render/html-escape.ts';
import type { Route } from '../../shared/model/route.ts';
import type { HreflangLink } from './hreflang.ts';

export interface PageToCheck {
  route: Route;
  /** The page's own URL, as in its canonical link. */
  url: string;
  head: HeadFacts;
}

/** sitemap `<loc>` → the hreflang links listed for it. */
export type SitemapAlternates = ReadonlyMap<string, readonly HreflangLink[]>;

export interface HeadFacts {
  lang: string | undefined;
  dir: string | undefined;
  links: HreflangLink[];
}

/** Reads what a crawler reads: <html lang dir> and the hreflang links of the head (not the body). */
export function readHeadFacts(html: string): HeadFacts {
  const headEnd = html.indexOf('</head>');
  const head = headEnd > 0 ? html.slice(0, headEnd) : html;
  // Only the <html> start tag and the <link> tags matter here (a page's head also carries JSON-LD and
  // dozens of meta tags, and this runs for every page of the site).
  let root: Map<string, string> | undefined;
  const links: HreflangLink[] = [];
  for (const [tag] of head.matchAll(/<html\b[^>]*>|<link\b[^>]*>/gi)) {
    const isRoot = /^<html/i.test(tag);
    // Most links of a head (stylesheet, fonts, icon, feeds) have no hreflang: not worth reading.
    if (!isRoot && !/hreflang/i.test(tag)) continue;
    const attributes = attributesOf(tag);
    if (isRoot) root ??= attributes;
    else if (attributes.get('rel') === 'alternate' && attributes.has('hreflang'))
      links.push({
        hreflang: attributes.get('hreflang')!,
        // A copy, not a slice of `html`: a render thread keeps a batch's facts until it sends them.
        // (V8 copies the short values, lang, dir and hreflang, when it slices them.)
        href: ownString(attributes.get('href') ?? ''),
      });
  }
  return { lang: root?.get('lang'), dir: root?.get('dir'), links };
}

/** Whether two hreflang sets are the same, in any order (a set has a handful of links). */
function sameLinks(a: readonly HreflangLink[], b: readonly HreflangLink[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((link) =>
    b.some((other) => other.hreflang === link.hreflang && other.href === link.href),
  );
}

/** The pages to check, by index: an array is one; the build reads each page's head where it keeps it. */
export interface PagesToCheck {
  readonly length: number;
  at(index: number): PageToCheck | undefined;
}

/**
 * The locale contract of issue 6: every page's hreflang set names itself, every
 * sibling locale and x-default; the pages it names list the very same set
 * (reciprocal); the sitemap lists that set for every indexable page and leaves
 * noindex pages out; lang and dir follow the locale. Lookups go through maps,
 * so the cost grows linearly with the number of pages.
 */
export function checkLocaleContract(
  pages: PagesToCheck,
  sitemap: SitemapAlternates,
  indexable: (route: Route) => boolean,
): Problem[] {
  const pageAt = (index: number) => pages.at(index)!;
  // Each page's index by its URL: the string its own hreflang link names (one copy per page group
  // in a build: generator/render/fact-interner.ts), not a new one per page (at +100,000 pages the
  // check held a key string and an object for every page at once).
  const byUrl = new Map<string, number>();
  for (let index = 0; index < pages.length; index++) {
    const { route, url, head } = pageAt(index);
    const self = head.links.find((link) => link.hreflang === route.locale && link.href === url);
    byUrl.set(self?.href ?? url, index);
  }
  const problems: Problem[] = [];
  for (let index = 0; index < pages.length; index++) {
    const page = pageAt(index);
    const { route, head } = page;
    const report = (rule: string) =>
      problems.push(
        problem(LocaleContractBroken, { page: route.path, source: route.source, rule }),
      );
    if (head.lang !== route.locale)
      report(`<html lang="${head.lang ?? ''}"> should be "${route.locale}"`);
    const dir = directionOf(route.locale);
    if (head.dir !== dir)
      report(`<html dir="${head.dir ?? ''}"> should be "${dir}" for ${route.locale}`);

    const byLang = new Map<string, string[]>();
    for (const link of head.links)
      byLang.set(link.hreflang, [...(byLang.get(link.hreflang) ?? []), link.href]);
    for (const [hreflang, hrefs] of byLang)
      if (hrefs.length > 1) report(`hreflang="${hreflang}" is listed ${hrefs.length} times`);
    const self = byLang.get(route.locale)?.[0];
    if (self !== page.url)
      report(
        `hreflang="${route.locale}" should point at the page itself (${page.url}), not ${self ?? 'nowhere'}`,
      );
    for (const alternate of route.alternates) {
      if (!byLang.has(alternate.locale)) report(`no hreflang="${alternate.locale}" alternate`);
    }
    if (!byLang.has('x-default')) report('no hreflang="x-default" alternate');

    for (const link of head.links) {
      if (link.hreflang === 'x-default') continue;
      const siblingIndex = byUrl.get(link.href);
      const sibling = siblingIndex === undefined ? undefined : pageAt(siblingIndex);
      if (!sibling)
        report(
          `hreflang="${link.hreflang}" points at ${link.href}, which is not a page of this build`,
        );
      else if (!sameLinks(sibling.head.links, head.links))
        report(
          `hreflang set differs from the one on ${sibling.route.path} (alternates must be reciprocal)`,
        );
    }

    const listed = sitemap.get(page.url);
    if (indexable(route)) {
      if (!listed) report('indexable, but missing from the sitemap');
      else if (!sameLinks(listed, head.links))
        report('the sitemap lists other hreflang alternates than the page head');
    } else if (listed) report('noindex page listed in the sitemap');
  }
  return problems;
}
