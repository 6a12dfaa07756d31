import type { Locale } from '../../content/schema/index.ts';

/**
 * What a route renders: its page kind (`type`, one of components/page-kinds/registry.ts)
 * and what that kind needs to find its content in the graph, nothing more. Each
 * kind declares its own fields (`{ type: 'post'; slug: string }`); plain data,
 * so routes travel to the render workers.
 */
export interface RoutePage {
  type: string;
}

export interface Alternate {
  locale: Locale;
  path: string;
}

export interface Route<Page extends RoutePage = RoutePage> {
  /** URL path as served, with the locale prefix: "/de/about-us", "/services/custom-software-company-austin/", "/ar/404.html". */
  path: string;
  /** The same route's English (unprefixed) path. */
  basePath: string;
  locale: Locale;
  page: Page;
  /** The content module this route is generated from, for error messages and cache keys. */
  source: string;
  /** e.g. `service "react-development"` */
  entry: string;
  /** Output file relative to dist/. */
  outFile: string;
  /** This route in every locale (itself included), for hreflang and the language switcher. */
  alternates: Alternate[];
}
