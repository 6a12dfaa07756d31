import type { PageData } from '../../runtime/navigation/page-data-client.ts';
import { normalizePath } from '../routes/localize-path.ts';
import type { Route } from '../routes/route.ts';

/** The contract itself lives with its reader, runtime/navigation/page-data-client.ts (runtime never imports generator). */
export type { PageData };

export function pageDataPath(routePath: string): string {
  const normalized = normalizePath(routePath).replace(/^\//, '');
  return `page-data/${normalized === '' ? 'index' : normalized}/page-data.json`;
}

/** The page's <main> element; `before`: where to stop looking for its end (the footer's start). */
export function extractMain(body: string, before = body.length): string {
  const start = body.indexOf('<main');
  const end = body.lastIndexOf('</main>', before);
  return start >= 0 && end > start ? body.slice(start, end + '</main>'.length) : '';
}

export function buildPageData(route: Route, fields: Omit<PageData, 'path' | 'locale'>): PageData {
  return { path: route.path, locale: route.locale, ...fields };
}
