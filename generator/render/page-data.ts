import type { PageData } from '../../shared/contracts/page-data.ts';
import type { Route } from '../../shared/model/route.ts';

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
