import type { Resource } from 'i18next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../content/schema/primitives.ts';
import type { Content } from '../shared/model/content-graph.ts';
import { localizePath } from '../shared/model/url-scheme.ts';
import type { Route } from '../shared/model/route.ts';
import { App } from './App.tsx';
import { createI18n } from './i18n/i18n-config.ts';
import { rememberingTranslator } from './i18n/use-translation.ts';
import { directionOf, resolveLocalized } from '../shared/model/localized.ts';
import { SiteProvider, type SiteContextValue } from './i18n/site-context.tsx';
import type { SiteSettings } from '../shared/model/site-settings.ts';
import { SiteFooter } from './layout/SiteFooter.tsx';
import { activeNavigationPath, SiteHeader } from './layout/SiteHeader.tsx';
import { pageMeta, type PageMeta } from './page-meta.ts';
import { globalStyles } from './theme/global-styles.ts';
import { getCssText, reset } from './theme/stitches.config.ts';

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
  /**
   * Wrap the footer's one render per locale and the header's few, so watch
   * mode can tell what they read apart from what the page itself read
   * (generator/render/track-content.ts): the header's reads count for every page.
   */
  aroundFooter?: <T>(locale: Locale, render: () => T) => T;
  aroundHeader?: <T>(render: () => T) => T;
}

export interface RenderOutput {
  /** The <body> markup: header, main, footer. */
  body: string;
  /**
   * Only on pages that carry the shared footer of their locale: where it sits
   * in `body`, and its markup as rendered once for the locale (the same string
   * on every page: the link check judges it once).
   */
  footer?: { start: number; end: number; template: string };
  dir: 'ltr' | 'rtl';
  meta: PageMeta;
  coverage: { translated: number; fallback: number };
}

const instances = new Map<Locale, ReturnType<typeof createI18n>>();

/** Where pages leave the header and the footer (components/layout/PageShell.tsx). */
const HEADER_SLOT_START = '<template data-header-slot="';
const HEADER_SLOT_END = '"></template>';
const FOOTER_SLOT = '<template data-footer-slot=""></template>';
/**
 * What the page chrome says for the page's English path: it is rendered for
 * a route at this path, whose alternates are this path in every locale.
 */
const BASE_PATH_PLACEHOLDER = '/__fernhill-page-path__';

/** Header or footer, rendered apart from the pages that show it. */
interface RenderedChrome {
  html: string;
  /** `html` split at each mention of the page's English path: a page joins them with its own. */
  aroundPath: string[];
  coverage: { translated: number; fallback: number };
}

/**
 * The footer of each locale, and the header of each locale, navigation and
 * active item, rendered once per build (this module is bundled fresh for every build).
 */
const footers = new Map<Locale, RenderedChrome>();
const headers = new Map<string, RenderedChrome>();

function i18nFor(locale: Locale, resources: Resource) {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale, resources);
    instances.set(locale, instance);
  }
  return instance;
}

/** Stitches hashes the whole global style object on every call: once per sheet is enough. */
let globalStylesInSheet = false;

export function renderRoute({ route, content, resources, mediaUrls, year, settings, aroundFooter, aroundHeader }: RenderInput): RenderOutput {
  if (!globalStylesInSheet) {
    globalStyles();
    globalStylesInSheet = true;
  }
  const { coverage, record } = coverageTally();
  const context: SiteContextValue = { ...siteContext({ route, content, mediaUrls, year, settings }, record), chromeSlots: true };
  const i18n = i18nFor(route.locale, resources);
  const page = renderToString(
    <I18nextProvider i18n={i18n}>
      <SiteProvider value={context}>
        <App route={route} content={content} />
      </SiteProvider>
    </I18nextProvider>,
  );
  const { body, footer } = spliceChrome(page, context, i18n, { aroundFooter, aroundHeader }, (chrome) => {
    coverage.translated += chrome.coverage.translated;
    coverage.fallback += chrome.coverage.fallback;
  });
  const meta = pageMeta(route, content, (value) => resolveLocalized(value, route.locale), rememberingTranslator(i18n));
  return { body, ...(footer ? { footer } : {}), dir: context.dir, meta, coverage };
}

/**
 * The page's body: React's markup with the header and the footer in their
 * slots. Both slots are found in the markup as React wrote it, and the body
 * is joined from its slices once: searching a joined body would copy it into
 * one string again. `shown` hears of each piece of chrome the page carries.
 */
function spliceChrome(
  page: string,
  context: SiteContextValue,
  i18n: ReturnType<typeof createI18n>,
  { aroundFooter, aroundHeader }: Pick<RenderInput, 'aroundFooter' | 'aroundHeader'>,
  shown: (chrome: RenderedChrome) => void,
): Pick<RenderOutput, 'body' | 'footer'> {
  const { route } = context;
  let body = '';
  let next = 0;
  const headerStart = page.indexOf(HEADER_SLOT_START);
  if (headerStart >= 0) {
    const headerEnd = page.indexOf(HEADER_SLOT_END, headerStart) + HEADER_SLOT_END.length;
    const navigation = page.slice(headerStart + HEADER_SLOT_START.length, headerEnd - HEADER_SLOT_END.length) === 'navigation';
    const header = chromeHeader(context, i18n, navigation, aroundHeader);
    shown(header);
    body = page.slice(0, headerStart) + withPagePath(header, route);
    next = headerEnd;
  }
  const slot = page.indexOf(FOOTER_SLOT, next);
  let footerSpan: RenderOutput['footer'];
  if (slot >= 0) {
    const footer = chromeFooter(context, i18n, aroundFooter);
    shown(footer);
    const html = withPagePath(footer, route);
    body += page.slice(next, slot);
    footerSpan = { start: body.length, end: body.length + html.length, template: footer.html };
    body += html;
    next = slot + FOOTER_SLOT.length;
  }
  body += page.slice(next);
  return { body, ...(footerSpan ? { footer: footerSpan } : {}) };
}

/** What the components of a route's page may know; `record` counts its localized fields. */
export function siteContext(
  { route, content, mediaUrls, year, settings }: Pick<RenderInput, 'route' | 'content' | 'mediaUrls' | 'year' | 'settings'>,
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

/** Counts localized fields that were translated and those that fell back to English. */
export function coverageTally() {
  const coverage = { translated: 0, fallback: 0 };
  const record = (translated: boolean) => {
    if (translated) coverage.translated += 1;
    else coverage.fallback += 1;
  };
  return { coverage, record };
}

/** The header the page shows: one per locale, navigation and active item, rendered on first use. */
function chromeHeader(page: SiteContextValue, i18n: ReturnType<typeof createI18n>, navigation: boolean, around?: RenderInput['aroundHeader']): RenderedChrome {
  const activePath = navigation ? (activeNavigationPath(page.route.basePath, page.content.site.data.navigation) ?? null) : null;
  const key = `${page.locale} ${navigation} ${activePath}`;
  let header = headers.get(key);
  if (!header) {
    const render = () => renderChrome(page, i18n, <SiteHeader navigation={navigation} activePath={activePath} />);
    headers.set(key, (header = around ? around(render) : render()));
  }
  return header;
}

/** The footer the page shows: one per locale, rendered on first use. */
function chromeFooter(page: SiteContextValue, i18n: ReturnType<typeof createI18n>, around?: RenderInput['aroundFooter']): RenderedChrome {
  let footer = footers.get(page.locale);
  if (!footer) {
    const render = () => renderChrome(page, i18n, <SiteFooter />);
    footers.set(page.locale, (footer = around ? around(page.locale, render) : render()));
  }
  return footer;
}

/** Renders page chrome for the placeholder route of the page's locale, counting its own translation coverage. */
function renderChrome(page: SiteContextValue, i18n: ReturnType<typeof createI18n>, element: ReactElement): RenderedChrome {
  const { coverage, record } = coverageTally();
  const context: SiteContextValue = {
    ...page,
    route: {
      ...page.route,
      path: localizePath(BASE_PATH_PLACEHOLDER, page.locale),
      basePath: BASE_PATH_PLACEHOLDER,
      alternates: page.route.alternates.map(({ locale }) => ({ locale, path: localizePath(BASE_PATH_PLACEHOLDER, locale) })),
    },
    localize: (value) => resolveLocalized(value, page.locale, record),
  };
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <SiteProvider value={context}>{element}</SiteProvider>
    </I18nextProvider>,
  );
  return { html, aroundPath: html.split(BASE_PATH_PLACEHOLDER), coverage };
}

/**
 * The chrome as it reads on this page. It names the page only in links to it
 * (the language switcher, the no-JavaScript return path): plain path
 * characters, nothing to escape, and a route's path in a locale is its
 * English path under the locale's prefix (shared/model/url-scheme.ts).
 * Joined with +, the page is a rope of shared pieces: it is copied once, when it is written.
 */
function withPagePath(chrome: RenderedChrome, route: Route): string {
  return chrome.aroundPath.reduce((joined, part) => joined + route.basePath + part);
}

/** All CSS Stitches generated for the routes rendered since the last reset. */
export function collectCss(): string {
  return getCssText();
}

/**
 * Watch mode, after new content or translations: forgets the rendered footers
 * (their content changed), the translators (the locale files changed; footers
 * too), and the headers (a few renders; watch mode re-renders every page
 * when what they read changes).
 */
export function resetRenderCaches({ footers: footersChanged, translations }: { footers: boolean; translations: boolean }): void {
  headers.clear();
  if (footersChanged || translations) footers.clear();
  if (translations) instances.clear();
}

/** Empties the Stitches sheet: each render batch collects its own CSS (generator/render/merge-css.ts). */
export function resetCss(): void {
  reset();
  globalStylesInSheet = false;
}
