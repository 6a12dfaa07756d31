import type { Content } from '../../shared/model/content-graph.ts';
import type { Route, RoutePage } from '../../shared/model/route.ts';
import { remembered, sessionCache, type RenderSession } from '../render-session.ts';
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
export const pageKinds = [
  singlePage,
  servicePage,
  locationPage,
  caseStudyPage,
  postPage,
  blogListPage,
] as const;

export type RegisteredKind = (typeof pageKinds)[number];
export type PageOf<Kind> = Kind extends PageKind<infer Page, unknown> ? Page : never;
export type EntryOfKind<Kind> = Kind extends PageKind<RoutePage, infer Entry> ? Entry : never;

const byType: ReadonlyMap<string, PageKind<RoutePage, unknown>> = new Map(
  pageKinds.map((kind) => [kind.type, kind as PageKind<RoutePage, unknown>]),
);

/** The kind a route belongs to. */
export function pageKindOf(route: Route): PageKind<RoutePage, unknown> {
  const kind = byType.get(route.page.type);
  if (!kind)
    throw new Error(
      `${route.path}: no page kind "${route.page.type}" in components/page-kinds/registry.ts`,
    );
  return kind;
}

/** Narrows a route to one kind's: `isRouteOf(route, postPage)` gives `route.page.slug`. */
export function isRouteOf<Page extends RoutePage>(
  route: Route,
  kind: PageKind<Page, unknown>,
): route is Route<Page> {
  return route.page.type === kind.type;
}

/** A page's entry, for the few lookups of its one render (template, meta); bounded, as routes come and go. */
const PAGE_ENTRIES = sessionCache<Route, unknown>('page entries', ['content'], { limit: 64 });

/**
 * The entry a route shows, found by its kind (the one place that knows how):
 * the template and the meta of a page both ask for it, and within a render
 * session the second asks the session. A route whose entry is missing is a
 * bug in its kind's routes.
 */
export function entryOf(
  route: Route,
  content: Content,
  session: RenderSession | null = null,
): unknown {
  return remembered(session, PAGE_ENTRIES, route, () => {
    const entry = pageKindOf(route).entry(content, route.page);
    if (entry === undefined) throw new Error(`No content for ${route.entry}`);
    return entry;
  });
}
