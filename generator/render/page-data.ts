import type { PageData } from '../../runtime/navigation/page-data-client.ts';
import { normalizePath } from '../../shared/model/url-scheme.ts';
import type { Route } from '../../shared/model/route.ts';

/** The contract itself lives with its reader, runtime/navigation/page-data-client.ts (runtime never imports generator). */
export type { PageData };

/**
 * `page-data/{path}.json`: a file beside the route's siblings, not a folder
 * per route. Creating a folder is the dearest file-system call of a page
 * (about as dear as writing the page), and a page already needs one for its
 * index.html.
 */
export function pageDataPath(routePath: string): string {
  const normalized = normalizePath(routePath).replace(/^\//, '');
  return `page-data/${normalized === '' ? 'index' : normalized}.json`;
}

/**
 * The page's <main> element, looked for between `from` (the body's start)
 * and `before` (the footer's start). A slice of the page, not a copy.
 */
export function extractMain(html: string, from = 0, before = html.length): string {
  const start = html.indexOf('<main', from);
  const end = html.lastIndexOf('</main>', before);
  return start >= 0 && end > start ? html.slice(start, end + '</main>'.length) : '';
}

export function buildPageData(route: Route, fields: Omit<PageData, 'path' | 'locale'>): PageData {
  return { path: route.path, locale: route.locale, ...fields };
}
