import type { Page } from '../../content/schema/index.ts';
import { labelOf } from '../../content/schema/collection-outlines.ts';
import { findEntry } from '../../shared/model/content-graph.ts';
import { definePageKind } from './page-kind.ts';
import type { ShareSection } from './share-sections.ts';

export interface SinglePageRoute {
  type: 'page';
  pageId: string;
  pageType: Page['pageType'];
}

/** Every page type must pick a section: a new page type fails type-checking until it does. */
const SECTION_OF_PAGE_TYPE: Record<Page['pageType'], ShareSection> = {
  home: 'home',
  technologies: 'services',
  industries: 'services',
  serviceAreas: 'locations',
  work: 'work',
  blog: 'blog',
  about: 'company',
  contact: 'company',
  fund: 'company',
  fuse: 'company',
  referral: 'company',
  application: 'company',
  informational: 'company',
  notFound: 'company',
  serverError: 'company',
  thankYou: 'company',
};

/**
 * Pages that exist for visitors but must not appear in search results: error
 * pages, the offline fallback and the thank-you page a form lands on. They get
 * `<meta name="robots" content="noindex">` and stay out of the sitemap.
 */
const NOINDEX_PAGE_TYPES: ReadonlySet<Page['pageType']> = new Set([
  'notFound',
  'serverError',
  'thankYou',
]);

/** The single pages of content/pages/ (home, about us, the indexes, the error pages, …). */
export const singlePage = definePageKind<SinglePageRoute, Page>({
  type: 'page',
  routes: (content) =>
    content.pages
      // The blog page module declares /blog; the blog list kind publishes it (blog-list.ts).
      .filter(({ data }) => data.pageType !== 'blog')
      .map(({ data, file }) => ({
        basePath: data.path,
        page: { type: 'page', pageId: data.id, pageType: data.pageType },
        source: file,
        entry: `${labelOf('pages')} "${data.id}"`,
      })),
  entry: (content, page) => findEntry(content.pages, 'id', page.pageId)?.data,
  templateFile: (page) =>
    page.pageType === 'informational'
      ? 'components/pages/InformationalPage.tsx'
      : 'components/pages/StandardPage.tsx',
  meta: ({ entry, localize, withSite }) => ({
    title: withSite(localize(entry.title).value),
    description: localize(entry.description).value,
    ogType: 'website',
  }),
  structuredData: ({ route, page, crumb }) => ({
    trail: route.page.pageType === 'home' ? [] : [crumb(page.name, route.basePath)],
    entities: [],
  }),
  shareSection: (page) => SECTION_OF_PAGE_TYPE[page.pageType],
  indexable: (page) => !NOINDEX_PAGE_TYPES.has(page.pageType),
  publishes: { collection: 'pages', pathOf: (entry) => entry.path },
});
