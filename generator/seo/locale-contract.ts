import { directionOf } from '../../shared/model/localized.ts';
import { problem, type Problem } from '../errors/build-error.ts';
import { LocaleContractBroken } from '../errors/catalogue.ts';
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
      links.push({ hreflang: attributes.get('hreflang')!, href: attributes.get('href') ?? '' });
  }
  return { lang: root?.get('lang'), dir: root?.get('dir'), links };
}

const key = (links: readonly HreflangLink[]) =>
  links
    .map((link) => `${link.hreflang} ${link.href}`)
    .sort()
    .join('\n');

/**
 * The locale contract of issue 6: every page's hreflang set names itself, every
 * sibling locale and x-default; the pages it names list the very same set
 * (reciprocal); the sitemap lists that set for every indexable page and leaves
 * noindex pages out; lang and dir follow the locale. Lookups go through maps,
 * so the cost grows linearly with the number of pages.
 */
export function checkLocaleContract(
  pages: readonly PageToCheck[],
  sitemap: SitemapAlternates,
  indexable: (route: Route) => boolean,
): Problem[] {
  const facts = new Map<string, { page: PageToCheck; head: HeadFacts; key: string }>();
  for (const page of pages)
    facts.set(page.url, { page, head: page.head, key: key(page.head.links) });
  const problems: Problem[] = [];
  for (const { page, head, key: ownKey } of facts.values()) {
    const { route } = page;
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
      const sibling = facts.get(link.href);
      if (!sibling)
        report(
          `hreflang="${link.hreflang}" points at ${link.href}, which is not a page of this build`,
        );
      else if (sibling.key !== ownKey)
        report(
          `hreflang set differs from the one on ${sibling.page.route.path} (alternates must be reciprocal)`,
        );
    }

    const listed = sitemap.get(page.url);
    if (indexable(route)) {
      if (!listed) report('indexable, but missing from the sitemap');
      else if (key(listed) !== ownKey)
        report('the sitemap lists other hreflang alternates than the page head');
    } else if (listed) report('noindex page listed in the sitemap');
  }
  return problems;
}
