import { describe, expect, it } from 'vitest';
import { FactInterner } from '../../generator/render/fact-interner.ts';
import type { RenderedPageFacts } from '../../generator/render/page-renderer.ts';

const BASE = 'https://www.fernhill.dev';

/** A service area's page in one locale, as its render thread reports it. */
function areaPage(slug: string, locale: 'en' | 'de' | 'ar'): RenderedPageFacts {
  const path = `${locale === 'en' ? '' : `/${locale}`}/services/${slug}/`;
  return {
    path,
    coverage: { translated: 12, fallback: 0 },
    head: {
      lang: locale,
      dir: locale === 'ar' ? 'rtl' : 'ltr',
      links: [
        { hreflang: 'en', href: `${BASE}/services/${slug}/` },
        { hreflang: 'de', href: `${BASE}/de/services/${slug}/` },
        { hreflang: 'ar', href: `${BASE}/ar/services/${slug}/` },
        { hreflang: 'x-default', href: `${BASE}/services/${slug}/` },
      ],
    },
    links: { problems: [], fragments: [], ids: 'main-content intro projects contact' },
    bytes: 31_000,
    dataBytes: 9_000,
    usesFooter: true,
    shell: `tail-${locale} skip-${locale} header-${locale} footer-${locale} config-${locale}`,
    dependencies: [
      `locations/${slug}.slug`,
      `locations/${slug}.name`,
      `locations/${slug}.intro`,
      'site/site.name',
      'pages/contact-us.path',
    ],
  };
}

/** What arrives in the build thread: a structured clone, every string and list a copy of its own. */
const received = (page: RenderedPageFacts) => structuredClone(page);

describe('FactInterner', () => {
  it('gives the locales of a page group one list of the fields they read, and leaves every fact as it was', () => {
    const interner = new FactInterner();
    const pages = (['en', 'de', 'ar'] as const).map((locale) =>
      received(areaPage('cedar-falls-00001', locale)),
    );
    const expected = structuredClone(pages);
    for (const page of pages) interner.page(page);
    expect(pages).toEqual(expected);
    expect(pages[1]!.dependencies).toBe(pages[0]!.dependencies);
    expect(pages[2]!.dependencies).toBe(pages[0]!.dependencies);
    // And one list of hreflang links: each page of the group lists the same set.
    expect(pages[1]!.head.links).toBe(pages[0]!.head.links);
    expect(pages[2]!.head.links).toBe(pages[0]!.head.links);
    // And one empty list of link problems and fragments for all, which nothing may change.
    expect(pages[2]!.links.fragments).toBe(pages[0]!.links.problems);
    expect(() => pages[0]!.links.problems.push({} as never)).toThrow(TypeError);
    // A page with a fragment link keeps its own list.
    const linked = received(areaPage('cedar-falls-00002', 'en'));
    linked.links.fragments.push({
      href: '/about-us/#team',
      target: '/about-us/',
      fragment: 'team',
    } as never);
    interner.page(linked);
    expect(linked.links.fragments).toHaveLength(1);
  });

  it('keeps hreflang lists apart that differ in a link, its order or its length', () => {
    const interner = new FactInterner();
    const first = received(areaPage('cedar-falls-00001', 'en'));
    const other = received(areaPage('cedar-falls-00002', 'en'));
    const reordered = received(areaPage('cedar-falls-00001', 'de'));
    reordered.head.links.reverse();
    const shorter = received(areaPage('cedar-falls-00001', 'ar'));
    shorter.head.links.pop();
    const relabelled = received(areaPage('cedar-falls-00001', 'ar'));
    relabelled.head.links[3]!.hreflang = 'en-GB';
    const pages = [first, other, reordered, shorter, relabelled];
    const expected = structuredClone(pages);
    for (const page of pages) interner.page(page);
    expect(pages).toEqual(expected);
    expect(new Set(pages.map((page) => page.head.links)).size).toBe(5);
  });

  it('keeps lists apart that differ in a key, in order or in length', () => {
    const interner = new FactInterner();
    const first = received(areaPage('cedar-falls-00001', 'en'));
    const other = received(areaPage('cedar-falls-00002', 'en'));
    const reordered = received(areaPage('cedar-falls-00001', 'de'));
    reordered.dependencies!.reverse();
    const longer = received(areaPage('cedar-falls-00001', 'ar'));
    longer.dependencies!.push('pages/about-us.path');
    const expected = structuredClone([first, other, reordered, longer]);
    for (const page of [first, other, reordered, longer]) interner.page(page);
    expect([first, other, reordered, longer]).toEqual(expected);
    const lists = new Set([first, other, reordered, longer].map((page) => page.dependencies));
    expect(lists.size).toBe(4);
  });

  it('gives each batch sheet back as it came, equal sheets as one', () => {
    const interner = new FactInterner();
    const area = '--sxs{--sxs:3 a}@media{.a{x:1}}';
    const post = '--sxs{--sxs:3 c}@media{.c{z:3}}';
    // Copies, as messages from the render threads bring them.
    const sheets = [area, post, structuredClone(area), structuredClone(post)];
    expect(sheets.map((css) => interner.sheet(css))).toEqual([area, post, area, post]);
  });

  it('takes pages without recorded reads (a build without the cache) as they are', () => {
    const interner = new FactInterner();
    const page = received(areaPage('cedar-falls-00001', 'en'));
    delete page.dependencies;
    const expected = structuredClone(page);
    interner.page(page);
    expect(page).toEqual(expected);
    expect('dependencies' in page).toBe(false);
  });

  it("shares one copy of a cached page's shell and locale sections among the pages that read the same", () => {
    const interner = new FactInterner();
    const sectionsOf = (locale: string) => [
      `locale:${locale}:common`,
      `locale:${locale}:locations`,
    ];
    // As batch records decode them: equal values, a copy per page.
    const kept = ['houston', 'dallas', 'austin'].map((slug) => ({
      shell: areaPage(slug, 'de').shell,
      localeReads: sectionsOf('de'),
    }));
    for (const facts of kept) interner.keptPage(facts);
    expect(kept[1]!.localeReads).toBe(kept[0]!.localeReads);
    expect(kept[2]!.localeReads).toBe(kept[0]!.localeReads);
    expect(kept[0]!.localeReads).toEqual(sectionsOf('de'));
    expect(kept.every(({ shell }) => shell === areaPage('dallas', 'de').shell)).toBe(true);
    // Another locale's sections stay a list of their own.
    const arabic = { shell: areaPage('houston', 'ar').shell, localeReads: sectionsOf('ar') };
    interner.keptPage(arabic);
    expect(arabic.localeReads).not.toBe(kept[0]!.localeReads);
    expect(arabic.localeReads).toEqual(sectionsOf('ar'));
  });
});
