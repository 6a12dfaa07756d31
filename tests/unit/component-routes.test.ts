import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../generator/content/load-content.ts';
import { templateKeys, templateOf } from '../../generator/graph/template-keys.ts';
import { bundleRenderer, type RenderBundle } from '../../generator/render/render-bundle.ts';
import { buildRouteTable } from '../../generator/routes/route-table.ts';
import type { Route } from '../../shared/model/route.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';

let bundle: RenderBundle;
let routes: Route[];

beforeAll(async () => {
  bundle = await bundleRenderer(PROJECT_ROOT);
  routes = buildRouteTable(await loadContent(PROJECT_ROOT));
}, 60_000);
afterAll(() => bundle?.remove());

/**
 * The routes whose render key a change to `changedFiles` moves: the keys the
 * build graph's render step gives each page from the renderer's import graph.
 */
function routesReachedBy(changedFiles: readonly string[]): { all: boolean; routes: Route[] } {
  const templates = new Set(routes.map(templateOf));
  const before = templateKeys(bundle.imports, {}, templates);
  const after = templateKeys(
    bundle.imports,
    Object.fromEntries(changedFiles.map((file) => [file, 'edited'])),
    templates,
  );
  const reached = routes.filter(
    (route) =>
      before.common !== after.common ||
      before.template(templateOf(route)) !== after.template(templateOf(route)),
  );
  return { all: before.common !== after.common, routes: reached };
}

describe('which routes a component change reaches', () => {
  it('names, for every route, a template that components/App.tsx imports, and every template App imports is named', () => {
    const appTemplates = bundle.imports['components/App.tsx']!.filter((file) =>
      file.startsWith('components/pages/'),
    );
    expect(new Set(routes.map(templateOf))).toEqual(new Set(appTemplates));
  });

  it('reaches the routes of one template from a file only that template imports', () => {
    const reached = routesReachedBy(['components/pages/PostPage.tsx']);
    expect(reached.all).toBe(false);
    expect(reached.routes.length).toBeGreaterThan(0);
    expect(reached.routes.every((route) => route.page.type === 'post')).toBe(true);
    expect(reached.routes.length).toBe(routes.filter((route) => route.page.type === 'post').length);
  });

  it('reaches every template that imports a shared section, and only those', () => {
    const reached = routesReachedBy(['components/sections/FaqSection.tsx']);
    const templates = new Set(reached.routes.map(templateOf));
    expect(reached.all).toBe(false);
    expect(templates.size).toBeGreaterThan(1);
    expect(templates).not.toContain('components/pages/PostPage.tsx');
  });

  it('reaches every route from the layout, the theme, and the server entry', () => {
    for (const file of [
      'components/layout/SiteHeader.tsx',
      'components/layout/SiteFooter.tsx',
      'tokens/generated/theme.ts',
      'components/server-entry.tsx',
    ]) {
      expect(routesReachedBy([file]).routes.length, file).toBe(routes.length);
    }
  });

  it('reaches nothing from a file the renderer does not bundle', () => {
    expect(routesReachedBy(['components/islands/registry.ts'])).toEqual({ all: false, routes: [] });
  });
});
