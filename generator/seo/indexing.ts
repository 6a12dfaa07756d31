import type { Route } from '../../shared/model/route.ts';
import { pageKindOf } from '../../components/page-kinds/registry.ts';

/**
 * Whether search engines may list the page: its page kind decides (error
 * pages, the offline fallback and the thank-you page get
 * `<meta name="robots" content="noindex">` and stay out of the sitemap).
 */
export function isIndexable(route: Route): boolean {
  return pageKindOf(route).indexable?.(route.page) ?? true;
}
