import type { Content } from '../../shared/model/content-graph.ts';
import type { Route, RoutePage } from '../../shared/model/route.ts';
import { blogListPage } from './blog-list.ts';
import { caseStudyPage } from './case-study.ts';
import { locationPage } from './location.ts';
import type { PageKind } from './page-kind.ts';
import { postPage } from './post.ts';
import { servicePage } from './service.ts';
import { singlePage } from './single-page.ts';

/**
 * Every page kind of the site, in the order the route table (and so the
 * sitemap) lists their routes. A new kind is a module beside these, listed
 * here; components/App.tsx then asks for its template.
 */
export const pageKinds = [singlePage, servicePage, locationPage, caseStudyPage, postPage, blogListPage] as const;

export type RegisteredKind = (typeof pageKinds)[number];
export type PageOf<Kind> = Kind extends PageKind<infer Page, unknown> ? Page : never;
export type EntryOfKind<Kind> = Kind extends PageKind<RoutePage, infer Entry> ? Entry : never;

const byType = new Map<string, PageKind<RoutePage, unknown>>(pageKinds.map((kind) => [kind.type, kind as PageKind<RoutePage, unknown>]));

/** The kind a route belongs to. */
export function pageKindOf(route: Route): PageKind<RoutePage, unknown> {
  const kind = byType.get(route.page.type);
  if (!kind) throw new Error(`${route.path}: no page kind "${route.page.type}" in components/page-kinds/registry.ts`);
  return kind;
}

/** Narrows a route to one kind's: `isRouteOf(route, postPage)` gives `route.page.slug`. */
export function isRouteOf<Page extends RoutePage>(route: Route, kind: PageKind<Page, unknown>): route is Route<Page> {
  return route.page.type === kind.type;
}

const entries = new WeakMap<Content, WeakMap<Route, unknown>>();

/**
 * The entry a route shows, found once per route and content graph: the
 * template, the meta and the structured data of a page all ask for it (the
 * same route object, within one render). A route whose entry is missing is a
 * bug in its kind's routes.
 */
export function entryOf(route: Route, content: Content): unknown {
  let byRoute = entries.get(content);
  if (!byRoute) entries.set(content, (byRoute = new WeakMap()));
  if (byRoute.has(route)) return byRoute.get(route);
  const entry = pageKindOf(route).entry(content, route.page);
  if (entry === undefined) throw new Error(`No content for ${route.entry}`);
  byRoute.set(route, entry);
  return entry;
}
