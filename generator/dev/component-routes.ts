import type { Route } from '../../shared/model/route.ts';
import { pageKindOf } from '../../components/page-kinds/registry.ts';

/**
 * The page template components/App.tsx renders for a route, as its page kind
 * names it. Watch mode uses it to re-render only the pages a changed
 * component appears on; tests/unit/component-routes.test.ts checks it against
 * what App imports.
 */
export function templateOf(route: Route): string {
  return pageKindOf(route).templateFile(route.page);
}

/**
 * The routes a change to `changedFiles` can reach, from the renderer bundle's
 * import graph (file → files it imports): walking up from each changed file,
 * a page template names its routes; reaching anything above the templates
 * (App, the footer, the server entry) means every route. Files the renderer
 * does not bundle reach no route.
 */
export function routesReachedBy(changedFiles: readonly string[], imports: Record<string, string[]>, routes: readonly Route[]): { all: boolean; routes: Route[] } {
  const importers = new Map<string, string[]>();
  for (const [file, imported] of Object.entries(imports)) {
    for (const target of imported) importers.set(target, [...(importers.get(target) ?? []), file]);
  }
  const templates = new Set(routes.map(templateOf));
  const reachedTemplates = new Set<string>();
  const seen = new Set<string>();
  const pending = changedFiles.filter((file) => file in imports);
  let all = false;
  while (pending.length > 0 && !all) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (templates.has(file)) {
      reachedTemplates.add(file);
      continue;
    }
    const above = importers.get(file) ?? [];
    // Nothing imports it but the bundle's own entry: it is the server entry, or the renderer itself.
    if (above.length === 0 || file === 'components/App.tsx') all = true;
    pending.push(...above);
  }
  if (all) return { all: true, routes: [...routes] };
  return { all: false, routes: routes.filter((route) => reachedTemplates.has(templateOf(route))) };
}
