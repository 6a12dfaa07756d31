import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../../content/schema/primitives.ts';
import { resolveLocalized } from '../../shared/model/localized.ts';
import type { Route } from '../../shared/model/route.ts';
import { localizePath } from '../../shared/model/url-scheme.ts';
import { coverageTally } from '../i18n/coverage-tally.ts';
import { SiteProvider, type SiteContextValue } from '../i18n/site-context.tsx';
import { sessionCache, type RenderSession, type SessionCache } from '../render-session.ts';
import { repeatStyleUses, restoreStyles, styleUsesDuring } from '../theme/style-uses.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { activeNavigationPath, SiteHeader } from './SiteHeader.tsx';

/** Where pages leave the header and the footer (components/layout/PageShell.tsx). */
const HEADER_SLOT_START = '<template data-header-slot="';
const HEADER_SLOT_END = '"></template>';
const FOOTER_SLOT = '<template data-footer-slot=""></template>';
/** The <link rel="preload"> tags React puts first in a render: hints for the page's own resources. */
const HOISTED_HINTS = /^(?:<link [^>]*>)+/;
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
  /** The styles it uses (style-uses.ts): a page that shows it uses them too. */
  styleUses: string[];
  /** What its render read, where reads are recorded (RenderSession.reads). */
  reads?: ReadonlySet<string>;
}

/** What React reads to render the chrome (everything but the content the footers read changes them). */
const RENDER_INPUTS = ['resources', 'settings', 'mediaUrls', 'year'] as const;
/** The header of each locale, navigation and active item; watch mode re-renders every page when what it reads changes. */
const HEADERS = sessionCache<string, RenderedChrome>('headers', ['content', ...RENDER_INPUTS]);
/** The footer of each locale: kept across content changes that do not reach it (watch mode says which do). */
const FOOTERS = sessionCache<Locale, RenderedChrome>('footers', ['footers', ...RENDER_INPUTS]);
/** The chrome whose styles the Stitches sheet holds (a batch starts a sheet: chromeInSheet). */
const IN_SHEET = sessionCache<RenderedChrome, true>('chrome with its styles in the sheet', [
  'stylesheet',
]);

export interface ChromeSpliceInput {
  /** The page as React rendered it, with the slots. */
  page: string;
  /** The page's site context (its route and locale name the chrome to use). */
  context: SiteContextValue;
  i18n: I18n;
  session: RenderSession;
  /** Wrap the footer's one render per locale and the header's few (generator/render/track-content.ts). */
  aroundFooter?: <T>(locale: Locale, render: () => T) => T;
  aroundHeader?: <T>(render: () => T) => T;
  /** Hears of each piece of chrome the page carries (its translation coverage counts for the page). */
  shown: (chrome: { coverage: RenderedChrome['coverage'] }) => void;
}

export interface SplicedPage {
  /** The <body> markup: header, main, footer. */
  body: string;
  /**
   * Only on pages that carry the shared footer of their locale: where it sits
   * in `body`, and its markup as rendered once for the locale (the same string
   * on every page: the link check judges it once).
   */
  footer?: { start: number; end: number; template: string };
}

/**
 * Engine trick, the header and footer splice: together they are four fifths
 * of every page's markup and the same on every page of a locale but for the
 * page's own path. So a server render leaves slots for them
 * (components/layout/PageShell.tsx, with `chromeSlots`), each locale's footer
 * and each header (locale, navigation, active item) is rendered once per
 * render session for a placeholder path, and this puts them into the page's
 * markup with the page's path in place of the placeholder.
 * Measured when it became this module (issue 20): the site's 408 routes in one
 * thread, production React, 0.71–0.79 ms per page spliced against 1.96–2.18
 * ms rendered whole (medians of 9 rounds, a loaded two-core host; commits
 * 5c69727 and be2b465, which brought it in, recorded no figure). To measure
 * again, time renderRoute against the whole render that
 * tests/components/page-chrome.test.tsx makes; that test proves the spliced markup and
 * translation coverage equal a plain render's for every route of the site.
 *
 * Both slots are found in the markup as React wrote it, and the body is
 * joined from its slices once: searching a joined body would copy it into
 * one string again.
 */
export function spliceChrome(input: ChromeSpliceInput): SplicedPage {
  const { page, context, shown, session } = input;
  const { route } = context;
  let body = '';
  let next = 0;
  const headerStart = page.indexOf(HEADER_SLOT_START);
  if (headerStart >= 0) {
    const headerEnd = page.indexOf(HEADER_SLOT_END, headerStart) + HEADER_SLOT_END.length;
    const navigation =
      page.slice(headerStart + HEADER_SLOT_START.length, headerEnd - HEADER_SLOT_END.length) ===
      'navigation';
    const header = chromeHeader(input, navigation);
    repeatStyleUses(header.styleUses);
    shown(header);
    // What precedes the header (the skip link) stays on screen through client navigation too, but
    // for the resource hints React hoists there (the page's own hero image: not part of the shell).
    const beforeHeader = page.slice(0, headerStart);
    session.shell?.(beforeHeader.replace(HOISTED_HINTS, ''));
    session.shell?.(header.html);
    body = beforeHeader + withPagePath(header, route);
    next = headerEnd;
  }
  const slot = page.indexOf(FOOTER_SLOT, next);
  let footerSpan: SplicedPage['footer'];
  if (slot >= 0) {
    const footer = chromeFooter(input);
    repeatStyleUses(footer.styleUses);
    shown(footer);
    session.shell?.(footer.html);
    const html = withPagePath(footer, route);
    body += page.slice(next, slot);
    footerSpan = { start: body.length, end: body.length + html.length, template: footer.html };
    body += html;
    next = slot + FOOTER_SLOT.length;
  }
  body += page.slice(next);
  return { body, ...(footerSpan ? { footer: footerSpan } : {}) };
}

/** The header the page shows: one per locale, navigation and active item, rendered on first use. */
function chromeHeader(
  { context, i18n, session, aroundHeader }: ChromeSpliceInput,
  navigation: boolean,
): RenderedChrome {
  const activePath = navigation
    ? (activeNavigationPath(context.route.basePath, context.content.site.data.navigation) ?? null)
    : null;
  return chromeInSheet(
    session,
    HEADERS,
    `${context.locale} ${navigation} ${activePath}`,
    (work) => (aroundHeader ? aroundHeader(work) : work()),
    () =>
      renderChrome(context, i18n, <SiteHeader navigation={navigation} activePath={activePath} />),
  );
}

/** The footer the page shows: one per locale, rendered on first use. */
function chromeFooter({ context, i18n, session, aroundFooter }: ChromeSpliceInput): RenderedChrome {
  return chromeInSheet(
    session,
    FOOTERS,
    context.locale,
    (work) => (aroundFooter ? aroundFooter(context.locale, work) : work()),
    () => renderChrome(context, i18n, <SiteFooter />),
  );
}

/**
 * The chrome at `key` of `cache`, its styles in the current Stitches sheet.
 * Rendered on first use (`around` it: the reads of a header count for every
 * page, a footer's for its locale). Each render batch starts a sheet, so that
 * a batch's CSS depends on its pages alone (generator/graph/steps/cached-render.ts
 * renders single pages of a batch): on the chrome's first use in a later
 * sheet, its styles are put back and its reads recorded again, as rendering
 * it again would, without the render. (Rendered again for every batch, the
 * footers and headers took about 5% of a render thread's time in a CPU
 * profile of a cold build at +10,000 service-area pages.)
 */
function chromeInSheet<Key>(
  session: RenderSession,
  cache: SessionCache<Key, RenderedChrome>,
  key: Key,
  around: <T>(work: () => T) => T,
  render: () => Omit<RenderedChrome, 'reads'>,
): RenderedChrome {
  const inSheet = session.store(IN_SHEET);
  const renderRecorded = (): RenderedChrome => {
    const { value, reads } = session.reads
      ? session.reads.capture(render)
      : { value: render(), reads: undefined };
    const chrome = { ...value, ...(reads ? { reads } : {}) };
    inSheet.set(chrome, true);
    return chrome;
  };
  const chrome = session.remember(cache, key, () => around(renderRecorded));
  if (inSheet.has(chrome)) return chrome;
  if (!restoreStyles(chrome.styleUses, session)) {
    // A style it uses was in the sheet before this thread saw its rules: render it again.
    const again = around(renderRecorded);
    session.store(cache).set(key, again);
    return again;
  }
  const { reads } = chrome;
  if (reads) around(() => session.reads?.replay(reads));
  inSheet.set(chrome, true);
  return chrome;
}

/** Renders page chrome for the placeholder route of the page's locale, counting its own translation coverage. */
function renderChrome(
  page: SiteContextValue,
  i18n: I18n,
  element: ReactElement,
): Omit<RenderedChrome, 'reads'> {
  const { coverage, record } = coverageTally();
  const context: SiteContextValue = {
    ...page,
    route: {
      ...page.route,
      path: localizePath(BASE_PATH_PLACEHOLDER, page.locale),
      basePath: BASE_PATH_PLACEHOLDER,
      alternates: page.route.alternates.map(({ locale }) => ({
        locale,
        path: localizePath(BASE_PATH_PLACEHOLDER, locale),
      })),
    },
    localize: (value) => resolveLocalized(value, page.locale, record),
  };
  const { result: html, uses } = styleUsesDuring(() =>
    renderToString(
      <I18nextProvider i18n={i18n}>
        <SiteProvider value={context}>{element}</SiteProvider>
      </I18nextProvider>,
    ),
  );
  return { html, aroundPath: html.split(BASE_PATH_PLACEHOLDER), coverage, styleUses: uses };
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
