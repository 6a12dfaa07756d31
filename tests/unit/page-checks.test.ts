import { describe, expect, it } from 'vitest';
import { checkPageLinks, type LinkedPage, type LinkTargets } from '../../generator/check/links.ts';
import {
  findEntry,
  indexCollections,
  type Content,
  type Sourced,
} from '../../shared/model/content-graph.ts';
import { readHeadFacts } from '../../generator/seo/locale-contract.ts';

const targets: LinkTargets = {
  routePaths: new Set(['/', '/about-us', '/de/about-us']),
  files: new Set(['_assets/logo.svg']),
};

describe('checkPageLinks', () => {
  // Verdicts on a URL are kept between pages: what depends on the page (its source, locale and ids) must not be.
  it('judges a URL that recurs on many pages by each page', () => {
    const english: LinkedPage = {
      path: '/about-us',
      locale: 'en',
      source: 'content/pages/about-us.ts',
    };
    const german: LinkedPage = {
      path: '/de/about-us',
      locale: 'de',
      source: 'content/pages/about-us.ts',
    };
    const page = (main: string, chrome: string) =>
      `<body><header>${chrome}</header><main>${main}</main></body>`;
    const first = checkPageLinks(
      english,
      page('<a href="/missing">x</a>', '<a href="/about-us#team">t</a>'),
      targets,
    );
    const second = checkPageLinks(
      german,
      page('<h2 id="team">Team</h2>', '<a href="/missing">x</a><a href="/de/about-us#team">t</a>'),
      targets,
    );

    // In document order: the header's fragment link, then the link in <main>.
    expect(first.problems.map((item) => [item.key, item.problem.message])).toEqual([
      [
        'fragment|content/site.ts|/about-us#team',
        'content/site.ts › on /about-us › link to /about-us#team: /about-us has no element with that id',
      ],
      [
        'route|content/pages/about-us.ts|/missing',
        'content/pages/about-us.ts › on /about-us › link to /missing: no such route',
      ],
    ]);
    // The same broken URL is now blamed on the site config (it sits in the header), and the fragment resolves on this page.
    expect(second.problems.map((item) => item.key)).toEqual(['route|content/site.ts|/missing']);
    expect(second.ids).toBe('team');
    expect(
      checkPageLinks(
        english,
        page('<img src="/_assets/logo.svg"><img src="/_assets/gone.png">', ''),
        targets,
      ).problems.map((item) => item.key),
    ).toEqual(['asset|/_assets/gone.png']);
  });

  // The footer of a locale is judged once; its links still count for each page, by that page.
  it('judges shared markup once and reports its broken links on every page that carries it', () => {
    const footer =
      '<footer id="site-footer"><a href="/about-us">a</a><a href="/gone">g</a><a href="#top">t</a><a href="/de/about-us#team">x</a></footer>';
    const page = (route: LinkedPage, main: string) => {
      const before = `<body><header><a id="top" href="/">home</a></header><main>${main}</main>`;
      return {
        html: `${before}${footer}</body>`,
        shared: { start: before.length, end: before.length + footer.length, template: footer },
      };
    };
    const english: LinkedPage = {
      path: '/about-us',
      locale: 'en',
      source: 'content/pages/about-us.ts',
    };
    const home: LinkedPage = { path: '/', locale: 'en', source: 'content/pages/home.ts' };
    const first = page(english, '<a href="/missing">m</a>');
    const second = page(home, '');
    const firstReport = checkPageLinks(english, first.html, targets, first.shared);
    const secondReport = checkPageLinks(home, second.html, targets, second.shared);

    expect(firstReport.problems.map((item) => item.problem.message)).toEqual([
      'content/pages/about-us.ts › on /about-us › link to /missing: no such route',
      'content/site.ts › on /about-us › link to /gone: no such route',
    ]);
    expect(secondReport.problems.map((item) => item.problem.message)).toEqual([
      'content/site.ts › on / › link to /gone: no such route',
    ]);
    // The footer's ids are the page's ids too, and its cross-page fragments are checked later, by page.
    expect(firstReport.ids.split(' ').sort()).toEqual(['site-footer', 'top']);
    expect(secondReport.fragments).toEqual([
      {
        key: 'fragment|content/site.ts|/de/about-us#team',
        source: 'content/site.ts',
        page: '/',
        href: '/de/about-us#team',
        target: '/de/about-us',
        fragment: 'team',
      },
    ]);
    // A page without the id the footer points at gets a broken fragment, blamed on the site config.
    const bare = '<body><main></main>';
    const bareReport = checkPageLinks(home, `${bare}${footer}</body>`, targets, {
      start: bare.length,
      end: bare.length + footer.length,
      template: footer,
    });
    expect(bareReport.problems.map((item) => item.key)).toEqual([
      'route|content/site.ts|/gone',
      'fragment|content/site.ts|#top',
    ]);
  });

  it('reads escaped attribute values', () => {
    const report = checkPageLinks(
      { path: '/', locale: 'en', source: 'content/pages/home.ts' },
      '<main><a href="/about-us?a=1&amp;b=2">x</a><p id="a&amp;b"></p><a href="#a&amp;b">y</a></main>',
      targets,
    );
    expect(report.problems).toEqual([]);
    expect(report.ids).toBe('a&b');
  });
});

describe('readHeadFacts', () => {
  it('reads lang, dir and the hreflang alternates of the head only, whatever the attribute order', () => {
    const html =
      '<!doctype html><html dir="rtl" lang="ar"><head><link rel="stylesheet" href="/s.css">' +
      '<link hreflang="en" rel="alternate" href="https://x.dev/a?b=1&amp;c=2"><link rel="alternate" hreflang="x-default" href="https://x.dev/a"></head>' +
      '<body><link rel="alternate" hreflang="de" href="https://x.dev/de/a"></body></html>';
    expect(readHeadFacts(html)).toEqual({
      lang: 'ar',
      dir: 'rtl',
      links: [
        { hreflang: 'en', href: 'https://x.dev/a?b=1&c=2' },
        { hreflang: 'x-default', href: 'https://x.dev/a' },
      ],
    });
  });
});

describe('findEntry', () => {
  const entry = (slug: string, title: string): Sourced<{ slug: string; title: string }> => ({
    data: { slug, title },
    file: `content/${slug}.ts`,
  });

  it('finds an entry by a field, the first one when several share the value, and nothing for an unknown value', () => {
    const collection = [
      entry('austin', 'Austin'),
      entry('denver', 'Denver'),
      entry('austin', 'Austin again'),
    ];
    expect(findEntry(collection, 'slug', 'denver')?.data.title).toBe('Denver');
    expect(findEntry(collection, 'slug', 'austin')?.data.title).toBe('Austin');
    expect(findEntry(collection, 'title', 'Austin again')?.file).toBe('content/austin.ts');
    expect(findEntry(collection, 'slug', 'boston')).toBeUndefined();
  });

  it('indexes each collection on its own (a newly loaded graph is a new collection)', () => {
    expect(findEntry([entry('austin', 'Old')], 'slug', 'austin')?.data.title).toBe('Old');
    expect(findEntry([entry('austin', 'New')], 'slug', 'austin')?.data.title).toBe('New');
  });

  it('finds the same entries through the indexes of an indexed graph (the render session indexes the graph it renders)', () => {
    const locations = [
      entry('austin', 'Austin'),
      entry('denver', 'Denver'),
      entry('austin', 'Austin again'),
    ];
    const graph = indexCollections({
      site: { data: {}, file: 'content/site.ts' },
      locations,
    } as unknown as Content);
    const indexed = graph.locations as unknown as typeof locations;
    expect(indexed).not.toBe(locations);
    expect(indexed).toEqual(locations);
    expect(findEntry(indexed, 'slug', 'austin')?.data.title).toBe('Austin');
    expect(findEntry(indexed, 'title', 'Austin again')?.file).toBe('content/austin.ts');
    expect(findEntry(indexed, 'slug', 'boston')).toBeUndefined();
    const reloaded = indexCollections({
      site: graph.site,
      locations: [entry('austin', 'New')],
    } as unknown as Content);
    expect(
      findEntry(reloaded.locations as unknown as typeof locations, 'slug', 'austin')?.data.title,
    ).toBe('New');
  });
});
