import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { redirectsFile } from '../../generator/deploy/redirects.ts';
import { buildRouteTable } from '../../generator/routes/route-table.ts';
import type { Route } from '../../shared/model/route.ts';
import { hreflangLinks } from '../../generator/seo/hreflang.ts';
import { isIndexable } from '../../generator/seo/indexing.ts';
import {
  checkLocaleContract,
  readHeadFacts,
  type PageToCheck,
} from '../../generator/seo/locale-contract.ts';
import {
  readSitemapAlternates,
  renderSitemaps,
  datedUrls,
  sitemapDates,
  type SitemapUrl,
  type SitemapUrls,
} from '../../generator/seo/sitemap.ts';
import { headersFile } from '../../generator/deploy/security-headers.ts';
import { realContent } from '../support/content.ts';
import { collectGarbage } from '../support/collect-garbage.ts';

const BASE = 'https://www.fernhill.dev';
const routes = buildRouteTable(realContent());
const aboutRoutes = routes.filter((route) => route.basePath === '/about-us');

/** The part of a page the contract reads: <html lang dir> and its hreflang links. */
function pageFor(
  route: Route,
  { dir = route.locale === 'ar' ? 'rtl' : 'ltr', links = hreflangLinks(route, BASE) } = {},
): PageToCheck {
  const head = links
    .map((link) => `<link rel="alternate" hreflang="${link.hreflang}" href="${link.href}">`)
    .join('');
  return {
    route,
    url: `${BASE}${route.path}`,
    head: readHeadFacts(
      `<!doctype html><html lang="${route.locale}" dir="${dir}"><head>${head}</head><body></body></html>`,
    ),
  };
}

const sitemapFor = (pages: PageToCheck[]) =>
  new Map(
    pages
      .filter((page) => isIndexable(page.route))
      .map((page) => [page.url, hreflangLinks(page.route, BASE)]),
  );

describe('locale contract', () => {
  it('accepts reciprocal alternates that match the sitemap', () => {
    const pages = aboutRoutes.map((route) => pageFor(route));
    expect(checkLocaleContract(pages, sitemapFor(pages), isIndexable)).toEqual([]);
  });

  it('names the page whose alternates are not reciprocal or lack x-default', () => {
    const [english, german, arabic] = aboutRoutes as [Route, Route, Route];
    const withoutArabic = hreflangLinks(german, BASE).filter(
      (link) => link.hreflang !== 'ar' && link.hreflang !== 'x-default',
    );
    const pages = [pageFor(english), pageFor(german, { links: withoutArabic }), pageFor(arabic)];
    const messages = checkLocaleContract(pages, sitemapFor(pages), isIndexable).map(
      (problem) => problem.message,
    );
    expect(messages).toContain(
      '/de/about-us (content/pages/about-us.ts): no hreflang="ar" alternate',
    );
    expect(messages).toContain(
      '/de/about-us (content/pages/about-us.ts): no hreflang="x-default" alternate',
    );
    expect(messages).toContain(
      '/about-us (content/pages/about-us.ts): hreflang set differs from the one on /de/about-us (alternates must be reciprocal)',
    );
  });

  it('names a page whose dir does not follow its locale, and a sitemap that disagrees with the head', () => {
    const pages = aboutRoutes.map((route) =>
      pageFor(route, route.locale === 'ar' ? { dir: 'ltr' } : {}),
    );
    const sitemap = sitemapFor(pages);
    sitemap.set(`${BASE}/de/about-us`, hreflangLinks(aboutRoutes[1]!, BASE).slice(0, 2));
    const messages = checkLocaleContract(pages, sitemap, isIndexable).map(
      (problem) => problem.message,
    );
    expect(messages).toEqual([
      '/de/about-us (content/pages/about-us.ts): the sitemap lists other hreflang alternates than the page head',
      '/ar/about-us (content/pages/about-us.ts): <html dir="ltr"> should be "rtl" for ar',
    ]);
  });

  it('keeps noindex pages out of the sitemap and indexable ones in it', () => {
    const notFound = routes.find((route) => route.path === '/404.html')!;
    const thankYou = routes.find((route) => route.path === '/de/thank-you')!;
    expect(isIndexable(notFound)).toBe(false);
    expect(isIndexable(thankYou)).toBe(false);
    const pages = [pageFor(notFound), ...aboutRoutes.map((route) => pageFor(route))];
    const sitemap = sitemapFor(pages);
    sitemap.set(`${BASE}/404.html`, hreflangLinks(notFound, BASE));
    sitemap.delete(`${BASE}/about-us`);
    const messages = checkLocaleContract(pages, sitemap, isIndexable).map(
      (problem) => problem.message,
    );
    expect(messages).toContain(
      '/404.html (content/pages/not-found.ts): noindex page listed in the sitemap',
    );
    expect(messages).toContain(
      '/about-us (content/pages/about-us.ts): indexable, but missing from the sitemap',
    );
  });
});

describe('sitemap', () => {
  const urls: SitemapUrl[] = aboutRoutes.map((route) => ({
    url: `${BASE}${route.path}`,
    lastmod: '2026-11-20',
    links: hreflangLinks(route, BASE),
  }));
  const parser = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
  });
  /** What these tests read of a sitemap or a sitemap index, as the parser above shapes them. */
  interface SitemapXml {
    urlset: {
      '@_xmlns': string;
      url: Array<{ loc: string; lastmod: string; 'xhtml:link': Array<Record<string, string>> }>;
    };
    sitemapindex: { sitemap: Array<{ loc: string }> };
  }
  const parse = (files: Map<string, string>, file: string) =>
    parser.parse(files.get(file)!) as SitemapXml;

  it('writes one urlset with lastmod and hreflang alternates, and reads back what it wrote', async () => {
    const files = await renderSitemaps(urls, BASE);
    expect([...files.keys()]).toEqual(['sitemap.xml']);
    const set = parse(files, 'sitemap.xml').urlset;
    expect(set['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(set.url).toHaveLength(3);
    expect(set.url[1]!.loc).toBe(`${BASE}/de/about-us`);
    expect(set.url[1]!.lastmod).toBe('2026-11-20');
    expect(
      set.url[1]!['xhtml:link'].map((link) => `${link['@_hreflang']} ${link['@_href']}`),
    ).toEqual([
      `en ${BASE}/about-us`,
      `de ${BASE}/de/about-us`,
      `ar ${BASE}/ar/about-us`,
      `x-default ${BASE}/about-us`,
    ]);
    expect(await readSitemapAlternates(files)).toEqual(
      new Map(urls.map((url) => [url.url, url.links])),
    );
    // Read in slices as small as a few characters, the same.
    const alternates = await readSitemapAlternates(files, 7);
    expect(alternates).toEqual(new Map(urls.map((url) => [url.url, url.links])));
    // The three URLs of the page group list the same links: the build holds one list for them.
    const lists = [...alternates.values()];
    expect(lists[1]).toBe(lists[0]);
    expect(lists[2]).toBe(lists[0]);
  });

  it('reads back escaped URLs as a crawler would, and refuses a sitemap that is not well-formed XML', async () => {
    const query = [
      {
        url: `${BASE}/search?q=a&b=c`,
        lastmod: '2026-11-20',
        links: [{ hreflang: 'en', href: `${BASE}/search?q=a&b=c` }],
      },
    ];
    const files = await renderSitemaps(query, BASE);
    expect(files.get('sitemap.xml')).toContain('q=a&amp;b=c');
    expect(await readSitemapAlternates(files)).toEqual(new Map([[query[0]!.url, query[0]!.links]]));
    const broken = new Map([['sitemap.xml', files.get('sitemap.xml')!.replace('</urlset>', '')]]);
    await expect(readSitemapAlternates(broken)).rejects.toThrow(/urlset/);
  });

  it('becomes a sitemap index beyond the URL limit, each part within it', async () => {
    const files = await renderSitemaps(urls, BASE, 2);
    expect([...files.keys()].sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap.xml']);
    const index = parse(files, 'sitemap.xml').sitemapindex;
    expect(index.sitemap.map((entry) => entry.loc)).toEqual([
      `${BASE}/sitemap-1.xml`,
      `${BASE}/sitemap-2.xml`,
    ]);
    expect(parse(files, 'sitemap-1.xml').urlset.url).toHaveLength(2);
    expect(parse(files, 'sitemap-2.xml').urlset.url).toHaveLength(1);
    expect((await readSitemapAlternates(files)).size).toBe(3);
  });

  it('reads back alternates that keep nothing of the text they were read from', async () => {
    // 6,000 URLs in page groups of three (2.8 MB of XML), each string read as a slice of it.
    const many: SitemapUrl[] = Array.from({ length: 2_000 }, (_, group) => {
      const paths = ['', '/de', '/ar'].map((prefix) => `${BASE}${prefix}/areas/area-${group}`);
      const links = [
        ...['en', 'de', 'ar'].map((hreflang, index) => ({ hreflang, href: paths[index]! })),
        { hreflang: 'x-default', href: paths[0]! },
      ];
      return paths.map((url) => ({ url, lastmod: '2026-11-20', links }));
    }).flat();
    const read = async () => {
      const files = await renderSitemaps(many, BASE);
      return {
        alternates: await readSitemapAlternates(files),
        bytes: files.get('sitemap.xml')!.length,
      };
    };
    await readSitemapAlternates(await renderSitemaps(many.slice(0, 30), BASE)); // the packages loaded
    // Twice: a collection's sweeping, on a helper thread, is done when the next one starts.
    collectGarbage();
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    const { alternates, bytes } = await read();
    collectGarbage();
    collectGarbage();
    const held = process.memoryUsage().heapUsed - before;
    expect(alternates.size).toBe(6_000);
    expect(alternates.get(`${BASE}/de/areas/area-1999`)).toEqual(many.at(-2)!.links);
    // Their strings were slices of the text, which stayed whole for them.
    expect(bytes).toBeGreaterThan(2_500_000);
    // (4.2 MB held then, 1.6 MB now: 270 bytes a URL.)
    expect(held).toBeLessThan(bytes * 0.75);
  });
});

describe('deploy files', () => {
  it('caches hashed assets for a year without a site-wide Cache-Control that hosts would merge into it', () => {
    const text = headersFile({ 'X-Content-Type-Options': 'nosniff' });
    const blocks = new Map(
      text
        .trim()
        .split('\n\n')
        .map((block) => [
          block.split('\n')[0],
          block
            .split('\n')
            .slice(1)
            .map((line) => line.trim()),
        ]),
    );
    expect(blocks.get('/_assets/*')).toEqual([
      'Cache-Control: public, max-age=31536000, immutable',
    ]);
    expect(blocks.get('/*')).toContain('X-Content-Type-Options: nosniff');
    expect(blocks.get('/*')!.some((line) => line.startsWith('Cache-Control'))).toBe(false);
    for (const polled of ['/page-data/*', '/app-data.json', '/sw.js'])
      expect(blocks.get(polled)).toEqual(['Cache-Control: public, max-age=0, must-revalidate']);
  });

  it('redirects language roots and /en/ paths, and answers unknown paths with each language’s 404 page', () => {
    const rules = redirectsFile(['en', 'de', 'ar'])
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/\s+/).join(' '));
    expect(rules).toEqual([
      '/en / 301',
      '/en/* /:splat 301',
      '/de /de/ 301!',
      '/ar /ar/ 301!',
      '/de/* /de/404.html 404',
      '/ar/* /ar/404.html 404',
      '/* /404.html 404',
    ]);
  });
});

describe('sitemap URLs', () => {
  it('date a post by the later of its last edit and its publication date, other pages by their last edit, without rendering', async () => {
    const content = realContent();
    const routes = buildRouteTable(content);
    const post = content.posts[0]!.data;
    const every = (urls: SitemapUrls) =>
      Array.from({ length: urls.length }, (_, index) => urls.at(index)!);
    const urls = every(
      datedUrls(await sitemapDates(routes, content, () => Promise.resolve('2020-01-01')), BASE),
    );
    const byUrl = new Map(urls.map((url) => [url.url, url.lastmod]));
    expect(post.date > '2020-01-01').toBe(true);
    expect(byUrl.get(`${BASE}/blog/${post.slug}`) ?? byUrl.get(`${BASE}/blog/${post.slug}/`)).toBe(
      post.date,
    );
    expect(byUrl.get(`${BASE}/de/about-us`)).toBe('2020-01-01');
    const later = every(
      datedUrls(await sitemapDates(routes, content, () => Promise.resolve('2099-12-31')), BASE),
    );
    expect(later.every((url) => url.lastmod === '2099-12-31')).toBe(true);
  });
});
