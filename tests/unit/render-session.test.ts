import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import ts from 'typescript';
import type { Resource } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { RenderSession, sessionCache } from '../../components/render-session.ts';
import { createRenderSession, renderRoute } from '../../components/server-entry.tsx';
import { loadLocales } from '../../generator/i18n/load-locales.ts';
import { changedInputs } from '../../generator/render/render-worker.ts';
import { buildRouteTable } from '../../generator/routes/route-table.ts';
import type { RuntimeConfigData } from '../../shared/contracts/runtime-config.ts';
import type { Content } from '../../shared/model/content-graph.ts';
import type { Route } from '../../shared/model/route.ts';
import { realContent } from '../support/content.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';
import { mediaUrls, renderSettings as settings } from '../support/render-inputs.ts';

describe('RenderSession', () => {
  const BY_CONTENT = sessionCache<string, number>('by content', ['content']);
  const BY_RESOURCES = sessionCache<string, number>('by resources', ['resources', 'settings']);
  const SMALL = sessionCache<number, number>('small', [], { limit: 2 });

  it('works a value out once, and again only after an input it is derived from changes', () => {
    const session = new RenderSession();
    let computed = 0;
    const compute = () => (computed += 1);
    expect(session.remember(BY_CONTENT, 'a', compute)).toBe(1);
    expect(session.remember(BY_CONTENT, 'a', compute)).toBe(1);
    expect(session.remember(BY_RESOURCES, 'a', compute)).toBe(2);
    session.invalidate('settings');
    expect(session.remember(BY_CONTENT, 'a', compute)).toBe(1);
    expect(session.remember(BY_RESOURCES, 'a', compute)).toBe(3);
    session.invalidate('footers', 'content');
    expect(session.remember(BY_CONTENT, 'a', compute)).toBe(4);
  });

  it('starts a cache over before it grows past its limit, and only to make room for a new key', () => {
    const session = new RenderSession();
    let computed = 0;
    session.remember(SMALL, 1, () => (computed += 1));
    session.remember(SMALL, 2, () => (computed += 1));
    // Full, but asked for what it holds: kept.
    expect(session.remember(SMALL, 1, () => (computed += 1))).toBe(1);
    expect(session.remember(SMALL, 2, () => (computed += 1))).toBe(2);
    expect(computed).toBe(2);
    // A third key starts it over.
    expect(session.remember(SMALL, 3, () => 30)).toBe(30);
    expect(session.remember(SMALL, 1, () => 10)).toBe(10);
  });

  it('keeps the one entry of a cache limited to one while its key stays (the indexed content of a build)', () => {
    const ONE = sessionCache<object, number>('one', ['content'], { limit: 1 });
    const session = new RenderSession();
    const content = {};
    let computed = 0;
    for (let page = 0; page < 5; page += 1) session.remember(ONE, content, () => (computed += 1));
    expect(computed).toBe(1);
  });
});

describe('render worker updates', () => {
  it('name the session inputs they replace, and the footers when watch mode says their content changed', () => {
    expect(
      changedInputs({ type: 'update', init: { content: {} as never }, footersChanged: true }),
    ).toEqual(['content', 'footers']);
    expect(
      changedInputs({
        type: 'update',
        init: { content: {} as never, resources: {} },
        footersChanged: false,
      }),
    ).toEqual(['content', 'resources']);
    expect(
      changedInputs({
        type: 'update',
        init: { assets: {} as never, linkTargets: {} as never },
        footersChanged: false,
      }),
    ).toEqual(['assets', 'linkTargets']);
    expect(
      changedInputs({ type: 'update', init: { outDir: undefined }, footersChanged: false }),
    ).toEqual([]);
  });
});

describe('renderRoute with a render session', () => {
  let content: Content;
  let resources: Resource;
  let routes: Route[];
  let home: Route;
  let about: Route;
  beforeAll(async () => {
    content = realContent();
    resources = await loadLocales(PROJECT_ROOT);
    routes = buildRouteTable(content);
    home = routes.find((route) => route.path === '/')!;
    about = routes.find((route) => route.path === '/about-us')!;
  });
  const render = (route: Route, session: RenderSession, locales = resources) =>
    renderRoute({ route, content, resources: locales, mediaUrls, year: 2026, settings, session });

  it('keeps the rendered footer until the translations it shows are invalidated', () => {
    const session = createRenderSession();
    const before = render(home, session).footer!.template;
    const english = resources.en!.translation as { footer: Record<string, string> };
    const changed = {
      ...resources,
      en: {
        translation: { ...english, footer: { ...english.footer, joinTitle: 'Join the crew' } },
      },
    };
    expect(render(about, session, changed).footer!.template).toBe(before);
    session.invalidate('resources');
    const after = render(about, session, changed).footer!.template;
    expect(after).toContain('Join the crew');
    expect(after).not.toBe(before);
  });

  it('gives each page the runtime config of its locale with its own path (the placeholder swapped for it)', () => {
    const session = createRenderSession();
    const configOf = (route: Route) => {
      const json = /<script[^>]*id="runtime-config"[^>]*>([\s\S]*?)<\/script>/.exec(
        render(route, session).body,
      )![1]!;
      expect(json).not.toContain('__fernhill');
      return JSON.parse(json) as RuntimeConfigData;
    };
    const german = routes.find((route) => route.path === '/de/about-us')!;
    expect(configOf(home).contactDialog.form.path).toBe('/');
    expect(configOf(about).contactDialog.form.path).toBe('/about-us');
    expect(configOf(german)).toMatchObject({
      locale: 'de',
      contactDialog: { form: { path: '/de/about-us', locale: 'de' } },
    });
  });
});

/**
 * Module-level declarations that hold state between renders: `let`, or a
 * Map, Set, WeakMap or WeakSet not typed read-only (a lookup table built once
 * is a constant; a cache belongs to the render session).
 */
function moduleLevelState(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(PROJECT_ROOT, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const isLet = (statement.declarationList.flags & ts.NodeFlags.Let) !== 0;
    for (const declaration of statement.declarationList.declarations) {
      const initializer = declaration.initializer;
      const collection =
        initializer &&
        ts.isNewExpression(initializer) &&
        /^(Weak)?(Map|Set)$/.test(initializer.expression.getText(source));
      const readOnly = declaration.type?.getText(source).startsWith('Readonly') ?? false;
      if (isLet || (collection && !readOnly))
        found.push(`${file}: ${declaration.name.getText(source)}`);
    }
  }
  return found;
}

describe('components/ and generator/render/ (issue 20 item 5)', () => {
  it('keep no caches of their own between renders: the render session owns them', () => {
    const files = fg.sync(['components/**/*.{ts,tsx}', 'generator/render/**/*.ts'], {
      cwd: PROJECT_ROOT,
    });
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(moduleLevelState)).toEqual([]);
  });
});
