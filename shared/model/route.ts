import type { Locale } from '../../content/schema/index.ts';
import type { Page } from '../../content/schema/index.ts';

/** What a route renders: enough to find its content in the graph, nothing more. */
export type RoutePage =
  | { type: 'page'; pageId: string; pageType: Page['pageType'] }
  | { type: 'service'; slug: string }
  | { type: 'location'; slug: string }
  | { type: 'caseStudy'; slug: string }
  | { type: 'post'; slug: string }
  | { type: 'blogList'; pageNumber: number; pageCount: number; postSlugs: string[]; category?: string };

export interface Alternate {
  locale: Locale;
  path: string;
}

export interface Route {
  /** URL path as served, with the locale prefix: "/de/about-us", "/services/custom-software-company-austin/", "/ar/404.html". */
  path: string;
  /** The same route's English (unprefixed) path. */
  basePath: string;
  locale: Locale;
  page: RoutePage;
  /** The content module this route is generated from, for error messages and cache keys. */
  source: string;
  /** e.g. `service "react-development"` */
  entry: string;
  /** Output file relative to dist/. */
  outFile: string;
  /** This route in every locale (itself included), for hreflang and the language switcher. */
  alternates: Alternate[];
}
