import type { Resource } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../content/schema/primitives.ts';
import { indexCollections, type Content } from '../shared/model/content-graph.ts';
import { localizePath } from '../shared/model/url-scheme.ts';
import type { Route } from '../shared/model/route.ts';
import { App } from './App.tsx';
import { createI18n } from './i18n/i18n-config.ts';
import { sessionTranslator } from './i18n/use-translation.ts';
import { coverageTally } from './i18n/coverage-tally.ts';
import { directionOf, resolveLocalized } from '../shared/model/localized.ts';
import { SiteProvider, type SiteContextValue } from './i18n/site-context.tsx';
import type { SiteSettings } from '../shared/model/site-settings.ts';
import { spliceChrome, type ChromeSpliceInput, type SplicedPage } from './layout/chrome-splice.tsx';
import { pageMeta, type PageMeta } from './page-meta.ts';
import { RenderSession, sessionCache } from './render-session.ts';
import { globalStyles } from './theme/global-styles.ts';
import { getCssText, reset, sheetGroups } from './theme/stitches.config.ts';
import { listenToSheet, repeatStyleUses, styleUsesDuring } from './theme/style-uses.ts';

export { coverageTally } from './i18n/coverage-tally.ts';
export { RenderSession } from './render-session.ts';

/**
 * The server side of components/: the generator bundles this module with
 * esbuild (generator/render/render-bundle.ts) and calls it once per route, on
 * worker threads. It never touches the disk.
 */
export interface RenderInput {
  route: Route;
  content: Content;
  /** locales/{lng}/translation.json for every locale, keyed by locale. */
  resources: Resource;
  /** content/media path → hashed public URL. */
  mediaUrls: Record<string, string>;
  year: number;
  settings: SiteSettings;
  /** What the renderer keeps between routes (createRenderSession): this module keeps nothing itself. */
  session: RenderSession;
  /**
   * Wrap the footer's one render per locale and the header's few, so watch
   * mode can tell what they read apart from what the page itself read
   * (generator/render/track-content.ts): the header's reads count for every page.
   */
  aroundFooter?: <T>(locale: Locale, render: () => T) => T;
  aroundHeader?: <T>(render: () => T) => T;
}

export interface RenderOutput extends SplicedPage {
  dir: 'ltr' | 'rtl';
  meta: PageMeta;
  coverage: { translated: number; fallback: number };
}

/** One i18next instance per locale: its translator remembers texts across every page of the locale. */
const I18N_INSTANCES = sessionCache<Locale, ReturnType<typeof createI18n>>('i18next instances', [
  'resources',
]);
/**
 * Stitches hashes the whole global style object on every call: once per sheet
 * is enough. Kept: the styles they use (every page uses them: stylesUsedDuring).
 */
const GLOBAL_STYLES = sessionCache<'sheet', string[]>('global styles in the sheet', ['stylesheet']);
/** The content graph as pages read it, with lookup indexes (shared/model/content-graph.ts). */
const INDEXED_CONTENT = sessionCache<Content, Content>('indexed content', ['content'], {
  limit: 1,
});

/** The render session a renderer keeps for a build, or for a warm render pool in watch mode. */
export function createRenderSession(): RenderSession {
  return new RenderSession();
}

/**
 * Renders a route's page. A component that throws propagates as it is: the
 * page renderer names the route (generator/render/page-renderer.ts).
 */
export function renderRoute(input: RenderInput): RenderOutput {
  const { route, resources, mediaUrls, year, settings, session, aroundFooter, aroundHeader } =
    input;
  repeatStyleUses(
    session.remember(GLOBAL_STYLES, 'sheet', () => styleUsesDuring(globalStyles).uses),
  );
  const content = session.remember(INDEXED_CONTENT, input.content, () =>
    indexCollections(input.content),
  );
  const { coverage, record } = coverageTally();
  const context: SiteContextValue = {
    ...siteContext({ route, content, mediaUrls, year, settings }, record),
    chromeSlots: true,
    session,
  };
  const i18n = session.remember(I18N_INSTANCES, route.locale, () =>
    createI18n(route.locale, resources),
  );
  const page = renderToString(
    <I18nextProvider i18n={i18n}>
      <SiteProvider value={context}>
        <App route={route} content={content} />
      </SiteProvider>
    </I18nextProvider>,
  );
  const shown: ChromeSpliceInput['shown'] = (chrome) => {
    coverage.translated += chrome.coverage.translated;
    coverage.fallback += chrome.coverage.fallback;
  };
  const { body, footer } = spliceChrome({
    page,
    context,
    i18n,
    session,
    shown,
    ...(aroundFooter ? { aroundFooter } : {}),
    ...(aroundHeader ? { aroundHeader } : {}),
  });
  const meta = pageMeta(
    route,
    content,
    (value) => resolveLocalized(value, route.locale),
    sessionTranslator(session, i18n),
    session,
  );
  return { body, ...(footer ? { footer } : {}), dir: context.dir, meta, coverage };
}

/** What the components of a route's page may know; `record` counts its localized fields. */
export function siteContext(
  {
    route,
    content,
    mediaUrls,
    year,
    settings,
  }: Pick<RenderInput, 'route' | 'content' | 'mediaUrls' | 'year' | 'settings'>,
  record: (translated: boolean) => void,
): SiteContextValue {
  return {
    route,
    locale: route.locale,
    dir: directionOf(route.locale),
    content,
    localize: (value) => resolveLocalized(value, route.locale, record),
    href: (path) => (path.startsWith('/') ? localizePath(path, route.locale) : path),
    mediaUrl: (src) => {
      const url = mediaUrls[src];
      if (!url) throw new Error(`content/media/${src} was not collected by the generator`);
      return url;
    },
    year,
    settings,
  };
}

/**
 * The CSS Stitches wrote while the components' modules loaded, before any
 * page: the theme and the keyframes that components name at load time
 * (`${slideUp.name}`). A reset empties the sheet and nothing writes them
 * again, so each batch's CSS carries them (generator/render/page-renderer.ts).
 */
const MODULE_CSS = getCssText();

export function moduleCss(): string {
  return MODULE_CSS;
}

/** All CSS Stitches generated for the routes rendered since the last reset. */
export function collectCss(): string {
  return getCssText();
}

/** Empties the Stitches sheet: each render batch collects its own CSS (generator/render/merge-css.ts). */
export function resetCss(session: RenderSession): void {
  reset();
  listenToSheet(session);
  session.invalidate('stylesheet');
}

/**
 * `work`'s result, and the styles it used that the sheet holds ("<group>
 * <id>"), by group, each group's in the order of first use: what stylesSince
 * tells of the same work from an emptied sheet, without emptying it. Pages
 * rendered one after the other on one sheet so each tell what they would add
 * to a sheet of their own (generator/render/page-renderer.ts renderApart):
 * rendering the chrome again on a fresh sheet for each took about half the
 * time of such pages.
 */
export function stylesUsedDuring<T>(work: () => T): { result: T; styles: string[] } {
  const { result, uses } = styleUsesDuring(work);
  const groups = sheetGroups();
  const byGroup = groups.map(() => new Set<string>());
  for (const use of uses) {
    const space = use.indexOf(' ');
    const group = Number(use.slice(0, space));
    const id = use.slice(space + 1);
    // The Set's own has: the group's is listened to (style-uses.ts).
    if (groups[group] && Set.prototype.has.call(groups[group], id)) byGroup[group]!.add(use);
  }
  return { result, styles: byGroup.flatMap((group) => [...group]) };
}

/** How many ids each group of the sheet holds: stylesSince(marks) then names what a render added. */
export function styleMarks(): number[] {
  return sheetGroups().map((group) => group.size);
}

/**
 * The ids inserted into the sheet since `marks` ("<group> <id>"), by group,
 * each group's in insertion order. A page that adds nothing (nearly every
 * page after a batch's first few) costs a size check per group.
 */
export function stylesSince(marks: readonly number[]): string[] {
  const added: string[] = [];
  sheetGroups().forEach((group, index) => {
    const mark = marks[index] ?? 0;
    if (group.size === mark) return;
    let position = 0;
    for (const id of group) if (position++ >= mark) added.push(`${index} ${id}`);
  });
  return added;
}
