import { normalizePath } from '../model/normalize-path.ts';

/**
 * The page-data contract between build and browser (ARCHITECTURE.md): one JSON
 * per route at /page-data/{path}.json (the home path uses the name "index",
 * SPEC §2). The generator writes it, client-side navigation reads it.
 */
export interface PageData {
  path: string;
  locale: string;
  dir: 'ltr' | 'rtl';
  title: string;
  /** The page's head tags: title, description, robots, canonical, hreflang alternates, Open Graph, Twitter, JSON-LD. */
  head: string;
  /** The page's <main> markup, island markup and serialised props included. */
  main: string;
  islands: unknown[];
  buildHash: string;
}

/**
 * `page-data/{path}.json` inside dist/: a file beside the route's siblings,
 * not a folder per route. Creating a folder is the dearest file-system call
 * of a page (about as dear as writing the page), and a page already needs one
 * for its index.html.
 */
export function pageDataPath(routePath: string): string {
  const normalized = normalizePath(routePath).replace(/^\//, '');
  return `page-data/${normalized === '' ? 'index' : normalized}.json`;
}

/** The URL the browser fetches a path's page data from. */
export function pageDataUrl(path: string): string {
  return `/${pageDataPath(path)}`;
}
