import { normalizePath } from '../routes/localize-path.ts';
import type { Route } from '../routes/route.ts';

/**
 * The page-data contract between build and browser (ARCHITECTURE.md): one JSON
 * per route at /page-data/{path}/page-data.json (the home path uses the name
 * "index", SPEC §2), read by client-side navigation.
 */
export interface PageData {
  path: string;
  locale: string;
  dir: 'ltr' | 'rtl';
  title: string;
  head: string;
  /** The page's <main> markup. */
  main: string;
  islands: unknown[];
  buildHash: string;
}

export function pageDataPath(routePath: string): string {
  const normalized = normalizePath(routePath).replace(/^\//, '');
  return `page-data/${normalized === '' ? 'index' : normalized}/page-data.json`;
}

export function extractMain(body: string): string {
  const start = body.indexOf('<main');
  const end = body.lastIndexOf('</main>');
  return start >= 0 && end > start ? body.slice(start, end + '</main>'.length) : '';
}

export function buildPageData(route: Route, fields: Omit<PageData, 'path' | 'locale'>): PageData {
  return { path: route.path, locale: route.locale, ...fields };
}
