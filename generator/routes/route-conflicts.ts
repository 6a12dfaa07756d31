import { RouteConflict } from '../errors/catalogue.ts';
import { problem, type Problem } from '../errors/build-error.ts';
import { pageDataPath } from '../../shared/contracts/page-data.ts';
import type { Route } from '../../shared/model/route.ts';

/**
 * Two entries claiming one path fail the build before anything renders,
 * naming both (after Eleventy's TemplateMap). Keyed by the page-data file,
 * which is one per path too: "/a/" and "/a" share it, and so do "/index" and
 * the home page, whose page data is named index (SPEC §2).
 */
export function findRouteConflicts(routes: Route[]): Problem[] {
  const claimed = new Map<string, Route>();
  const problems: Problem[] = [];
  const reported = new Set<string>();
  for (const route of routes) {
    const key = pageDataPath(route.path);
    const first = claimed.get(key);
    if (!first) {
      claimed.set(key, route);
    } else {
      // The same clash repeats in every locale: report it once.
      const pair = `${first.source}|${first.entry}|${route.source}|${route.entry}`;
      if (reported.has(pair)) continue;
      reported.add(pair);
      problems.push(
        problem(RouteConflict, {
          path: route.path,
          first: `${first.source} (${first.entry})`,
          second: `${route.source} (${route.entry})`,
        }),
      );
    }
  }
  return problems;
}
