import type { Route } from '../../shared/model/route.ts';

/**
 * Pages that exist for visitors but must not appear in search results: error
 * pages, the offline fallback and the thank-you page a form lands on. They get
 * `<meta name="robots" content="noindex">` and stay out of the sitemap.
 */
const NOINDEX_PAGE_TYPES = new Set(['notFound', 'serverError', 'thankYou']);

export function isIndexable(route: Route): boolean {
  return !(route.page.type === 'page' && NOINDEX_PAGE_TYPES.has(route.page.pageType));
}
