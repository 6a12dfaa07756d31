import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { XMLParser } from 'fast-xml-parser';
import { wcagContrast } from 'culori';
import { parse, type HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRAST_PAIRS } from '../../components/theme/contrast-pairs.ts';
import { LOCALES } from '../../content/schema/index.ts';
import { build, type BuildResult } from '../../generator/build.ts';
import { validateHtml } from '../../tools/audit/html-validity.ts';
import { readTokenFiles } from '../../generator/tokens/read-token-files.ts';
import { TOKEN_REFERENCE_FILE } from '../../generator/tokens/reference/page.ts';
import { validateTokens } from '../../generator/tokens/validate-tokens.ts';
import type { Route } from '../../shared/model/route.ts';
import { isIndexable } from '../../generator/seo/indexing.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';
import { validateSchemaOrgNode } from '../support/schema-org.ts';
import { textFile } from '../support/text-file.ts';

const BASE = 'https://www.fernhill.dev';
let outDir: string;
let result: BuildResult;
/** dist/ as written to disk: relative path → text. */
const dist = new Map<string, string>();
const heads = new Map<string, HTMLElement>();

beforeAll(async () => {
  outDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'fernhill-publishing-')), 'dist');
  result = await build({ root: PROJECT_ROOT, sink: 'disk', outDir, tokenReference: true });
  for (const file of await fg(['**/*.{html,xml,txt}', '_headers', '_redirects'], {
    cwd: outDir,
    dot: true,
  }))
    dist.set(file, await readFile(path.join(outDir, file), 'utf8'));
  for (const route of result.routes)
    heads.set(route.path, parse(dist.get(route.outFile)!).querySelector('head')!);
});

afterAll(async () => {
  if (outDir) await rm(path.dirname(outDir), { recursive: true, force: true });
});

const meta = (route: Route, selector: string, attribute = 'content') =>
  heads.get(route.path)!.querySelector(selector)?.getAttribute(attribute);
const indexableRoutes = () => result.routes.filter(isIndexable);
const xml = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'item', 'entry', 'xhtml:link'].includes(name),
});

/** What these tests read of the sitemap and the feeds, as the parser above shapes them. */
interface SitemapXml {
  urlset: {
    url: Array<{ loc: string; lastmod: string; 'xhtml:link': Array<Record<string, string>> }>;
  };
}
interface RssXml {
  rss: {
    '@_version': string;
    channel: { language: string; item: Array<{ link: string; pubDate: string }> };
  };
}
interface AtomXml {
  feed: { '@_xmlns': string; entry: Array<{ id: string }> };
}
const parseXml = <T>(file: string) => xml.parse(dist.get(file)!) as T;

describe('search outputs', () => {
  it('lists every indexable route once in sitemap.xml, with lastmod and hreflang for every locale plus x-default', () => {
    const urls = parseXml<SitemapXml>('sitemap.xml').urlset.url;
    expect(urls.map((url) => url.loc).sort()).toEqual(
      indexableRoutes()
        .map((route) => `${BASE}${route.path}`)
        .sort(),
    );
    for (const url of urls) {
      expect(url.lastmod, url.loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(url['xhtml:link'].map((link) => link['@_hreflang']).sort(), url.loc).toEqual(
        [...LOCALES, 'x-default'].sort(),
      );
    }
    const locs = new Set(urls.map((url) => url.loc));
    for (const hidden of [
      '/404.html',
      '/500.html',
      '/offline',
      '/thank-you',
      '/ar/404.html',
      '/de/thank-you',
    ]) {
      expect(locs.has(`${BASE}${hidden}`), hidden).toBe(false);
      expect(
        meta(
          result.routes.find((route) => route.path === hidden)!,
          'meta[name="robots"]',
        ),
        hidden,
      ).toBe('noindex');
    }
    expect(
      meta(
        result.routes.find((route) => route.path === '/about-us')!,
        'meta[name="robots"]',
      ),
    ).toBeUndefined();
    // A post is dated no earlier than its publication.
    const post = result.content.posts[0]!.data;
    expect(urls.find((url) => url.loc === `${BASE}/blog/${post.slug}`)!.lastmod >= post.date).toBe(
      true,
    );
  });

  it('points robots.txt at the sitemap and keeps crawlers out of the form API and page data', () => {
    const robots = dist.get('robots.txt')!;
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Disallow: \/page-data\/$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${BASE}/sitemap.xml$`, 'm'));
  });

  it('publishes RSS 2.0 and Atom feeds of the blog per locale, newest first, linked from every page head', () => {
    const posts = [...result.content.posts].sort(
      (a, b) => b.data.date.localeCompare(a.data.date) || a.data.slug.localeCompare(b.data.slug),
    );
    for (const locale of LOCALES) {
      const prefix = locale === 'en' ? '' : `/${locale}`;
      const { rss } = parseXml<RssXml>(`${prefix.slice(1)}${prefix ? '/' : ''}blog/rss.xml`);
      expect(rss['@_version']).toBe('2.0');
      expect(rss.channel.language).toBe(locale);
      expect(rss.channel.item.map((item) => item.link)).toEqual(
        posts.map((post) => `${BASE}${prefix}/blog/${post.data.slug}`),
      );
      for (const item of rss.channel.item) expect(new Date(item.pubDate).getTime()).not.toBeNaN();
      const atom = parseXml<AtomXml>(`${prefix.slice(1)}${prefix ? '/' : ''}blog/atom.xml`).feed;
      expect(atom['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
      expect(atom.entry.map((entry) => entry.id)).toEqual(
        posts.map((post) => `${BASE}${prefix}/blog/${post.data.slug}`),
      );
      const anyPage = result.routes.find((route) => route.locale === locale)!;
      expect(meta(anyPage, 'link[type="application/rss+xml"]', 'href')).toBe(
        `${prefix}/blog/rss.xml`,
      );
      expect(meta(anyPage, 'link[type="application/atom+xml"]', 'href')).toBe(
        `${prefix}/blog/atom.xml`,
      );
    }
  });

  it('gives every indexable page a unique title and description in its locale, a self canonical and a share card with an existing image', () => {
    for (const locale of LOCALES) {
      const routes = indexableRoutes().filter((route) => route.locale === locale);
      const titles = routes.map((route) => heads.get(route.path)!.querySelector('title')!.text);
      const descriptions = routes.map((route) => meta(route, 'meta[name="description"]'));
      expect(
        titles.filter((title, index) => titles.indexOf(title) !== index),
        `duplicate titles in ${locale}`,
      ).toEqual([]);
      expect(
        descriptions.filter((text, index) => descriptions.indexOf(text) !== index),
        `duplicate descriptions in ${locale}`,
      ).toEqual([]);
    }
    for (const route of result.routes) {
      expect(meta(route, 'link[rel="canonical"]', 'href')).toBe(`${BASE}${route.path}`);
      const image = meta(route, 'meta[property="og:image"]')!;
      expect(image.startsWith(`${BASE}/_assets/`), route.path).toBe(true);
      expect(result.files.has(image.slice(BASE.length + 1)), image).toBe(true);
      expect(meta(route, 'meta[name="twitter:image"]')).toBe(image);
      expect(meta(route, 'meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(Number(meta(route, 'meta[property="og:image:width"]'))).toBeGreaterThanOrEqual(1200);
      expect(meta(route, 'meta[property="og:image:alt"]')?.length).toBeGreaterThan(10);
      for (const property of [
        'og:title',
        'og:description',
        'og:url',
        'og:type',
        'og:locale',
        'twitter:title',
        'twitter:description',
      ]) {
        expect(
          heads
            .get(route.path)!
            .querySelector(`meta[property="${property}"], meta[name="${property}"]`),
          `${route.path} ${property}`,
        ).not.toBeNull();
      }
    }
  });
});

describe('structured data', () => {
  const graphOf = (route: Route) => {
    const scripts = heads.get(route.path)!.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts, route.path).toHaveLength(1);
    return (
      JSON.parse(scripts[0]!.text) as {
        '@context': string;
        '@graph': Array<Record<string, unknown>>;
      }
    )['@graph'];
  };

  it('is valid schema.org on every page: known types, known properties, allowed values', () => {
    const problems: string[] = [];
    for (const route of result.routes)
      for (const node of graphOf(route))
        problems.push(...validateSchemaOrgNode(node, `${route.path} ${String(node['@type'])}`));
    expect(problems).toEqual([]);
  });

  it('describes each page type with the entity search engines expect', () => {
    const expected: Record<string, string[]> = {
      '/': ['Organization', 'WebSite'],
      '/about-us': ['Organization', 'WebSite', 'BreadcrumbList'],
      '/services/react-development': ['Organization', 'WebSite', 'BreadcrumbList', 'Service'],
      '/de/industries/transportation': ['Organization', 'WebSite', 'BreadcrumbList', 'Service'],
      '/services/custom-software-company-austin/': [
        'Organization',
        'WebSite',
        'BreadcrumbList',
        'LocalBusiness',
      ],
      '/ar/services/custom-software-company-texas/': [
        'Organization',
        'WebSite',
        'BreadcrumbList',
        'LocalBusiness',
      ],
      '/work/shyft': ['Organization', 'WebSite', 'BreadcrumbList', 'CreativeWork'],
      [`/blog/${result.content.posts[0]!.data.slug}`]: [
        'Organization',
        'WebSite',
        'BreadcrumbList',
        'BlogPosting',
      ],
    };
    for (const [routePath, types] of Object.entries(expected)) {
      const route = result.routes.find((candidate) => candidate.path === routePath)!;
      expect(
        graphOf(route).map((node) => node['@type']),
        routePath,
      ).toEqual(types);
    }
    const byType = (routePath: string, type: string) =>
      graphOf(result.routes.find((route) => route.path === routePath)!).find(
        (node) => node['@type'] === type,
      )!;
    expect(byType('/services/custom-software-company-austin/', 'LocalBusiness').areaServed).toEqual(
      {
        '@type': 'City',
        name: 'Austin',
        containedInPlace: { '@type': 'State', name: 'TX', identifier: 'US-TX' },
      },
    );
    // Places are named in the page's language.
    expect(
      byType('/ar/services/custom-software-company-texas/', 'LocalBusiness').areaServed,
    ).toEqual({ '@type': 'State', name: 'تكساس' });
    const crumbs = byType('/services/react-development', 'BreadcrumbList')
      .itemListElement as Array<{ position: number; name: string; item?: { '@id': string } }>;
    expect(crumbs.map((crumb) => [crumb.position, crumb.item?.['@id'] ?? null])).toEqual([
      [1, `${BASE}/`],
      [2, `${BASE}/technologies`],
      [3, null],
    ]);
    const post = byType(`/de/blog/${result.content.posts[0]!.data.slug}`, 'BlogPosting');
    expect(post).toMatchObject({
      inLanguage: 'de',
      datePublished: result.content.posts[0]!.data.date,
      publisher: { '@id': `${BASE}/#organization` },
    });
    expect((post.author as { name: string }).name.length).toBeGreaterThan(3);
    expect(byType('/ar/', 'WebSite')).toMatchObject({ url: `${BASE}/ar/`, inLanguage: 'ar' });
  });
});

describe('valid HTML', () => {
  it('has zero html-validate errors on every page of dist/', async () => {
    const pages = [...dist].filter(([file]) => file.endsWith('.html'));
    // Every route, plus the design token reference, which lives outside the route table.
    expect(pages.map(([file]) => file).sort()).toEqual(
      [...result.routes.map((route) => route.outFile), TOKEN_REFERENCE_FILE].sort(),
    );
    const problems = await validateHtml(pages.map(([file, html]) => ({ file, html })));
    expect(
      problems.map(
        (item) => `${item.file}:${item.line}:${item.column} ${item.rule}: ${item.message}`,
      ),
    ).toEqual([]);
  }, 240_000);

  it('has exactly one h1 and no duplicate ids on every page', () => {
    const problems: string[] = [];
    for (const [file, html] of dist) {
      if (!file.endsWith('.html')) continue;
      const h1 = html.match(/<h1[\s>]/g)?.length ?? 0;
      if (h1 !== 1) problems.push(`${file}: ${h1} h1 elements`);
      const ids = Array.from(html.matchAll(/\sid="([^"]+)"/g), (match) => match[1]);
      const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
      if (duplicates.length)
        problems.push(`${file}: duplicate ids ${[...new Set(duplicates)].join(', ')}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('design token reference', () => {
  const tokenPage = () => parse(dist.get(TOKEN_REFERENCE_FILE)!);

  it('is an English noindex page that no sitemap, alternate link or page data lists', () => {
    const page = tokenPage();
    expect(page.querySelector('html')!.getAttribute('lang')).toBe('en');
    expect(page.querySelector('meta[name="robots"]')!.getAttribute('content')).toBe('noindex');
    expect(page.querySelectorAll('h1').map((heading) => heading.text)).toEqual(['Design tokens']);
    const locs = parseXml<SitemapXml>('sitemap.xml').urlset.url.map((url) => url.loc);
    expect(
      locs.filter((loc) => new URL(loc).pathname.replace(/\/$/, '') === '/design-tokens'),
    ).toEqual([]);
    expect(result.routes.some((route) => route.path.replace(/\/$/, '') === '/design-tokens')).toBe(
      false,
    );
    expect(result.files.has('page-data/design-tokens.json')).toBe(false);
  });

  it('uses the site stylesheet and its own, both in the build', () => {
    const sheets = tokenPage()
      .querySelectorAll('link[rel="stylesheet"]')
      .map((link) => link.getAttribute('href')!);
    expect(sheets[0]).toBe(result.stylesheet);
    expect(sheets[1]).toMatch(/^\/_assets\/design-tokens\.[a-z0-9]+\.css$/);
    const own = textFile(result.files, sheets[1]!.slice(1));
    expect(own).toContain('.t-color-brand-primary{--t:var(--color-brand-primary)}');
    // Breakpoints come from the tokens: no (--name) placeholder is left.
    expect(own).toMatch(/@media \(min-width: 1024px\)/);
    expect(own).not.toMatch(/@media \(--/);
  });

  it('shows every token, and each colour with its WCAG contrast on white, the page and the dark ink surface', async () => {
    const { files } = await readTokenFiles(PROJECT_ROOT);
    const { tokens } = validateTokens(files);
    const html = dist.get(TOKEN_REFERENCE_FILE)!;
    const shown = new Set(
      Array.from(html.matchAll(/<code>([a-z0-9.-]+)<\/code>/g), (match) => match[1]!),
    );
    // Breakpoint ranges show their group (breakpoint.tablet) with its min and max.
    const missing = [...tokens.keys()].filter(
      (id) => !shown.has(id) && !shown.has(id.replace(/\.(min|max)$/, '')),
    );
    expect(missing).toEqual([]);
    expect(html).toContain(`<strong>${tokens.size}</strong> tokens`);
    const card = tokenPage()
      .querySelectorAll('.dt-colour')
      .find((item) => item.querySelector('.dt-name')!.text === 'color.brand.primary')!;
    const rows = card
      .querySelectorAll('tbody tr')
      .map((row) => row.querySelectorAll('th, td').map((cell) => cell.text.trim()));
    // WCAG 2.2: 7:1 AAA, 4.5:1 AA, 3:1 AA for large text; the page rounds down, so 4.499 never reads as 4.50.
    const expected = (surface: string, name: string) => {
      const exact = wcagContrast('#136f4f', surface);
      return [
        name,
        `${(Math.floor(exact * 100) / 100).toFixed(2)}:1`,
        exact >= 7 ? 'AAA' : exact >= 4.5 ? 'AA' : exact >= 3 ? 'AA large' : 'Fail',
      ];
    };
    expect(rows).toEqual([
      expected('#ffffff', 'White'),
      expected('#ffffff', 'Page'),
      expected('#f7f9f8', 'Subtle'),
      expected('#10201b', 'Dark ink'),
    ]);
  });

  it('lists every colour pair the components use, with its ratio, the minimum for its use and the result', () => {
    const rows = tokenPage()
      .querySelectorAll('.dt-pair')
      .map((row) => row.text.replace(/\s+/g, ' ').trim());
    expect(rows).toHaveLength(CONTRAST_PAIRS.length);
    // The first declared pair: body text on the page surface.
    const ratio = (Math.floor(wcagContrast('#36433e', '#ffffff') * 100) / 100).toFixed(2);
    expect(rows[0]).toBe(
      `color.text.body Text ${CONTRAST_PAIRS[0]!.where} ${ratio}:1 needs 4.5:1 Pass`,
    );
    // tests/unit/contrast.test.ts holds every pair to its minimum, so the page shows no failure.
    expect(rows.filter((row) => row.endsWith('Fail'))).toEqual([]);
  });
});

describe('deploy outputs', () => {
  it('ships _headers and _redirects for static hosts', () => {
    expect(dist.get('_headers')).toContain(
      '/_assets/*\n  Cache-Control: public, max-age=31536000, immutable',
    );
    expect(dist.get('_headers')).toContain('Content-Security-Policy:');
    expect(dist.get('_redirects')).toMatch(/^\/de\s+\/de\/\s+301!$/m);
    expect(dist.get('_redirects')).toMatch(/^\/ar\/\*\s+\/ar\/404\.html\s+404$/m);
  });
});
