import { LOCALES, type Locale } from '../../content/schema/index.ts';
import type { Content } from '../../shared/model/content-graph.ts';
import { localizePath, outFileFor } from '../../shared/model/url-scheme.ts';
import type { Route, RoutePage } from '../../shared/model/route.ts';
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

/** The page kinds' routes → the route table: each in every locale, locale by locale. */
export function localizedRoutes(
  base: readonly KindRoute<RoutePage>[],
  locales: readonly Locale[] = LOCALES,
): Route[] {
  return locales.flatMap((locale) =>
    base.map((route) => {
      const path = localizePath(route.basePath, locale);
      return {
        ...route,
        path,
        locale,
        outFile: outFileFor(path),
        alternates: locales.map((other) => ({
          locale: other,
          path: localizePath(route.basePath, other),
        })),
      };
    }),
  );
}
