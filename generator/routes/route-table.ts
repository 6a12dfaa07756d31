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
  const base = pageKinds.flatMap((kind): KindRoute<RoutePage>[] => kind.routes(content));
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
