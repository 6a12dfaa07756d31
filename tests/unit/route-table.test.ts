import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../content/schema/index.ts';
import { findRouteConflicts } from '../../generator/routes/route-conflicts.ts';
import { localizePath, outFileFor } from '../../shared/model/url-scheme.ts';
import { normalizePath } from '../../shared/model/normalize-path.ts';
import { buildRouteTable } from '../../generator/routes/route-table.ts';
import { realContent } from '../support/content.ts';

// SPEC §2, written out by hand so the test does not derive its expectations from the content it checks.
const TECHNOLOGIES = [
  'flutter-app-development',
  'node-js-development',
  'react-development',
  'react-native-development',
  'ruby-on-rails-development',
  'python-software-development',
];
const INDUSTRIES = ['fintech', 'healthcare', 'legal-tech', 'real-estate'].map(
  (name) => `${name}-software-development`,
);
const DESIGN = [
  'design-systems',
  'mobile-design',
  'ui-ux-design',
  'user-research-and-testing',
  'web-design',
];
const DEVELOPMENT = [
  'app-maintenance',
  'ai-development',
  'custom-software-development',
  'data-warehousing',
  'devops',
  'ecommerce-development',
  'enterprise-software-development',
  'hipaa-compliant-software-development',
  'iot-development',
  'marketplace-development',
  'mobile-app-development',
  'mvp-development',
  'nearshore-software-development',
  'qa-testing',
  'saas-development',
  'web-development',
];
const ENGAGEMENT = ['software-outsourcing', 'staff-augmentation'];
const CASE_STUDIES = [
  'health-in-her-hue',
  'jombine',
  'joyne',
  'kindred-box',
  'nicolette',
  'osmosis',
  'shyft',
  'tattle',
];
const SINGLE_PAGES = [
  '/',
  '/about-us',
  '/contact-us',
  '/fund',
  '/fuse',
  '/referral-program',
  '/application',
  '/technologies',
  '/industries',
  '/service-areas/cities',
  '/service-areas/states',
  '/work',
  '/blog',
  '/privacy-policy',
  '/terms',
  '/404.html',
  '/500.html',
];

const specPaths = [
  ...SINGLE_PAGES,
  ...[...TECHNOLOGIES, ...INDUSTRIES, ...DESIGN, ...DEVELOPMENT, ...ENGAGEMENT].map(
    (slug) => `/services/${slug}`,
  ),
  '/industries/transportation',
  ...CASE_STUDIES.map((slug) => `/work/${slug}`),
];

describe('route table', () => {
  it('contains every path SPEC §2 lists, in every locale', () => {
    const routes = buildRouteTable(realContent());
    const paths = new Set(routes.map((route) => route.path));
    for (const locale of LOCALES) {
      for (const path of specPaths)
        expect(paths, `${locale} ${path}`).toContain(localizePath(path, locale));
    }
  });

  it('has 29 city and 29 state pages per locale under /services/custom-software-company-{slug}/', () => {
    const routes = buildRouteTable(realContent());
    for (const locale of LOCALES) {
      const areas = routes.filter(
        (route) => route.locale === locale && route.page.type === 'location',
      );
      expect(areas).toHaveLength(58);
      for (const route of areas)
        expect(route.basePath).toMatch(/^\/services\/custom-software-company-[a-z0-9-]+\/$/);
    }
  });

  it('emits at least 12 posts, a paginated list and one overview per category', () => {
    const content = realContent();
    const routes = buildRouteTable(content, ['en']);
    expect(routes.filter((route) => route.page.type === 'post').length).toBeGreaterThanOrEqual(12);
    const lists = routes.filter((route) => route.page.type === 'blogList');
    expect(lists.map((route) => route.path)).toContain('/blog/page/2');
    for (const category of content.categories)
      expect(lists.map((route) => route.path)).toContain(`/blog/category/${category.data.id}`);
  });

  it('gives every route its alternates in all locales and a unique output file', () => {
    const routes = buildRouteTable(realContent());
    const outFiles = new Set(routes.map((route) => route.outFile));
    expect(outFiles.size).toBe(routes.length);
    for (const route of routes)
      expect(route.alternates.map((alternate) => alternate.locale)).toEqual([...LOCALES]);
    expect(routes.find((route) => route.path === '/ar/404.html')?.outFile).toBe('ar/404.html');
  });

  it('is pure: the same content gives the same table', () => {
    const content = realContent();
    expect(buildRouteTable(content)).toEqual(buildRouteTable(content));
  });

  it('reports two entries resolving to one path, naming both files', () => {
    const content = realContent();
    const [first, second] = content.services;
    const clash = {
      ...content,
      services: [first!, { ...second!, data: { ...second!.data, path: first!.data.path } }],
    };
    const problems = findRouteConflicts(buildRouteTable(clash));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain(first!.data.path);
    expect(problems[0]!.message).toContain(`${first!.file} (service "${first!.data.slug}")`);
    expect(problems[0]!.message).toContain(`${second!.file} (service "${second!.data.slug}")`);
  });

  it("reports a page at /index: its page data would overwrite the home page's (both are named index)", () => {
    const content = realContent();
    const about = content.pages.find((page) => page.data.path === '/about-us')!;
    const clash = {
      ...content,
      pages: [
        ...content.pages.filter((page) => page !== about),
        { ...about, data: { ...about.data, path: '/index' } },
      ],
    };
    const problems = findRouteConflicts(buildRouteTable(clash));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain(`${about.file} (`);
    expect(problems[0]!.message).toContain('content/pages/home.ts');
  });
});

describe('paths', () => {
  it('prefixes non-default locales and keeps English unprefixed', () => {
    expect(localizePath('/about-us', 'en')).toBe('/about-us');
    expect(localizePath('/about-us', 'de')).toBe('/de/about-us');
    expect(localizePath('/', 'ar')).toBe('/ar/');
  });

  it('treats trailing slashes as the same route and maps to index.html files', () => {
    expect(normalizePath('/services/custom-software-company-austin/')).toBe(
      '/services/custom-software-company-austin',
    );
    expect(normalizePath('/work?x=1#goal')).toBe('/work');
    expect(outFileFor('/de/')).toBe('de/index.html');
    expect(outFileFor('/')).toBe('index.html');
    expect(outFileFor('/de/404.html')).toBe('de/404.html');
  });

  it('normalizes a path as splitting off query and fragment, then trailing slashes, would', () => {
    const byPatterns = (path: string) => {
      const [pathname = '/'] = path.split(/[?#]/);
      return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    };
    const cases = ['', '/', '//', '///', '/a', '/a/', '/a//', '/a/b/', '?x', '#f', '/?x', '/#f'];
    cases.push('/a?x=1/', '/a/?x#f', '/a#f?x', '/a/#f/', '/de/', '/de/404.html', '//x//?', 'a/');
    // And every string of up to five of these characters.
    const alphabet = ['/', 'a', '?', '#'];
    const grow = (prefix: string, left: number) => {
      cases.push(prefix);
      if (left > 0) for (const character of alphabet) grow(prefix + character, left - 1);
    };
    grow('', 5);
    for (const path of cases) expect(normalizePath(path), path).toBe(byPatterns(path));
  });
});
