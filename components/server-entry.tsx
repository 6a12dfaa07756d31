import type { Resource } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../content/schema/primitives.ts';
import type { Content } from '../generator/content/content-graph.ts';
import { localizePath } from '../generator/routes/localize-path.ts';
import type { Route } from '../generator/routes/route.ts';
import { App } from './App.tsx';
import { createI18n } from './i18n/i18n-config.ts';
import { directionOf, resolveLocalized } from './i18n/localized.ts';
import { SiteProvider, type SiteContextValue, type SiteSettings } from './i18n/site-context.tsx';
import { SiteFooter } from './layout/SiteFooter.tsx';
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
   * Wraps the footer's one render per locale, so watch mode can tell what the
   * footer read apart from what the page itself read (generator/render/track-content.ts).
   */
  aroundFooter?: <T>(locale: Locale, render: () => T) => T;
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

/** Where pages leave the footer (components/layout/PageShell.tsx) and what the footer says for the page's own path. */
const FOOTER_SLOT = '<template data-footer-slot=""></template>';
const PATH_PLACEHOLDER = '/__fernhill-page-path__';

interface RenderedFooter {
  html: string;
  /** `html` split at each mention of the page's path: a page joins them with its own path. */
  aroundPath: string[];
  coverage: { translated: number; fallback: number };
}

/** The footer of each locale, rendered once per build (this module is bundled fresh for every build). */
const footers = new Map<Locale, RenderedFooter>();

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

export function renderRoute({ route, content, resources, mediaUrls, year, settings, aroundFooter }: RenderInput): RenderOutput {
  if (!globalStylesInSheet) {
    globalStyles();
    globalStylesInSheet = true;
  }
  const { coverage, record } = coverageTally();
  const context: SiteContextValue = {
    route,
    footerSlot: true,
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
  const i18n = i18nFor(route.locale, resources);
  let body = renderToString(
    <I18nextProvider i18n={i18n}>
      <SiteProvider value={context}>
        <App route={route} content={content} />
      </SiteProvider>
    </I18nextProvider>,
  );
  const slot = body.indexOf(FOOTER_SLOT);
  let footerSpan: RenderOutput['footer'];
  if (slot >= 0) {
    const render = () => renderFooter(context, i18n);
    const footer = footers.get(route.locale) ?? (aroundFooter ? aroundFooter(route.locale, render) : render());
    coverage.translated += footer.coverage.translated;
    coverage.fallback += footer.coverage.fallback;
    // The footer names the page only in its no-JavaScript return path (plain path characters, no escaping).
    // Joined with +, the page is a rope of shared pieces: it is copied once, when it is written.
    const html = footer.aroundPath.reduce((joined, part) => joined + route.path + part);
    body = body.slice(0, slot) + html + body.slice(slot + FOOTER_SLOT.length);
    footerSpan = { start: slot, end: slot + html.length, template: footer.html };
  }
  const meta = pageMeta(route, content, (value) => resolveLocalized(value, route.locale), i18n.t);
  return { body, ...(footerSpan ? { footer: footerSpan } : {}), dir: context.dir, meta, coverage };
}

/** Counts localized fields that were translated and those that fell back to English. */
function coverageTally() {
  const coverage = { translated: 0, fallback: 0 };
  const record = (translated: boolean) => {
    if (translated) coverage.translated += 1;
    else coverage.fallback += 1;
  };
  return { coverage, record };
}

/** Renders the footer of the page's locale and keeps it for the locale's other pages. */
function renderFooter(page: SiteContextValue, i18n: ReturnType<typeof createI18n>): RenderedFooter {
  const { coverage, record } = coverageTally();
  const context: SiteContextValue = {
    ...page,
    route: { ...page.route, path: PATH_PLACEHOLDER },
    localize: (value) => resolveLocalized(value, page.locale, record),
  };
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <SiteProvider value={context}>
        <SiteFooter />
      </SiteProvider>
    </I18nextProvider>,
  );
  const footer = { html, aroundPath: html.split(PATH_PLACEHOLDER), coverage };
  footers.set(page.locale, footer);
  return footer;
}

/** All CSS Stitches generated for the routes rendered since the last reset. */
export function collectCss(): string {
  return getCssText();
}

/** Watch mode: forgets the rendered footers (their content changed) and the translators (the locale files changed; footers too). */
export function resetRenderCaches({ footers: footersChanged, translations }: { footers: boolean; translations: boolean }): void {
  if (footersChanged || translations) footers.clear();
  if (translations) instances.clear();
}

/** Empties the Stitches sheet: each render batch collects its own CSS (generator/render/merge-css.ts). */
export function resetCss(): void {
  reset();
  globalStylesInSheet = false;
}
