import { LOCALES, type Locale } from '../../content/schema/index.ts';
import type { Content } from '../../shared/model/content-graph.ts';
import { localizePath, outFileFor } from '../../shared/model/url-scheme.ts';
import type { Alternate, Route, RoutePage } from '../../shared/model/route.ts';
import type { KindRoute } from '../../components/page-kinds/page-kind.ts';
import { pageKinds } from '../../components/page-kinds/registry.ts';

/**
 * Content graph → every route of the site in every locale: each page kind's
 * routes (components/page-kinds/registry.ts), in registry order. Pure: same
 * content, same table, so it is unit-tested without rendering or touching the disk.
 */
export function buildRouteTable(content: Content, locales: readonly Locale[] = LOCALES): Route[] {
  return localizedRoutes(kindRoutes(content), locales);
}

/** Each page kind's routes, in registry order: all the route table reads of the content. */
export function kindRoutes(content: Content): KindRoute<RoutePage>[] {
  return pageKinds.flatMap((kind): KindRoute<RoutePage>[] => kind.routes(content));
}

/**
 * The page kinds' routes → the route table: each in every locale, locale by
 * locale. A route's versions in each locale share one list of alternates
 * (plain data nobody changes): a build with the cache makes the table again
 * from its kept page kinds' routes on every content edit.
 */
export function localizedRoutes(
  base: readonly KindRoute<RoutePage>[],
  locales: readonly Locale[] = LOCALES,
): Route[] {
  const alternates = base.map((route) =>
    locales.map((locale) => ({ locale, path: localizePath(route.basePath, locale) })),
  );
  return locales.flatMap((locale, position) =>
    base.map((route, index) =>
      inLocale(route, locale, alternates[index]![position]!.path, alternates[index]!),
    ),
  );
}

/**
 * A page kind's route in one locale, field by field: spreading the routes a
 * build reads back from the cache copied them 3-4 times slower.
 */
function inLocale(
  { basePath, page, source, entry }: KindRoute<RoutePage>,
  locale: Locale,
  path: string,
  alternates: Alternate[],
): Route {
  return { basePath, page, source, entry, path, locale, outFile: outFileFor(path), alternates };
}
