import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { App } from '../../components/App.tsx';
import { createI18n } from '../../components/i18n/i18n-config.ts';
import { SiteProvider } from '../../components/i18n/site-context.tsx';
import {
  coverageTally,
  createRenderSession,
  renderRoute,
  siteContext,
} from '../../components/server-entry.tsx';
import { loadLocales } from '../../generator/i18n/load-locales.ts';
import { buildRouteTable } from '../../generator/routes/route-table.ts';
import { realContent } from '../support/content.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';
import { mediaUrls, renderSettings as settings } from '../support/render-inputs.ts';

describe('header and footer rendered once and spliced into every page (components/layout/chrome-splice.tsx)', () => {
  it('give every route of the site the markup and translation coverage of rendering the page in one piece', async () => {
    const content = realContent();
    const resources = await loadLocales(PROJECT_ROOT);
    const routes = buildRouteTable(content);
    const activeItems = new Set<string>();
    // One session for every route, as a render worker keeps it: the chrome of a locale is rendered once.
    const session = createRenderSession();
    for (const route of routes) {
      const input = { route, content, resources, mediaUrls, year: 2026, settings };
      const spliced = renderRoute({ ...input, session });
      const { coverage, record } = coverageTally();
      const whole = renderToString(
        <I18nextProvider i18n={createI18n(route.locale, resources)}>
          <SiteProvider value={siteContext(input, record)}>
            <App route={route} content={content} />
          </SiteProvider>
        </I18nextProvider>,
      );
      expect(spliced.body, route.path).toBe(whole);
      expect(spliced.coverage, route.path).toEqual(coverage);
      // The link check judges the footer's links once, by this span.
      if (spliced.footer) {
        expect(spliced.body.slice(spliced.footer.start, spliced.footer.start + 7), route.path).toBe(
          '<footer',
        );
        expect(spliced.body.slice(0, spliced.footer.end).endsWith('</footer>'), route.path).toBe(
          true,
        );
      }
      for (const [, item] of whole.matchAll(/<a [^>]*href="([^"]*)" aria-current="page"/g))
        activeItems.add(`${route.locale} ${item}`);
    }
    // Among them: the home page, a post, a service area, Arabic pages.
    const kinds = new Set(
      routes.map((route) => `${route.locale === 'ar' ? 'ar ' : ''}${route.page.type}`),
    );
    for (const kind of ['page', 'post', 'location', 'ar page', 'ar post'])
      expect(kinds).toContain(kind);
    expect(routes.some((route) => route.path === '/')).toBe(true);
    // The cache is keyed right only if pages with different active items (and none) were compared.
    expect(activeItems).toContain('de /de/work');
    expect(activeItems).toContain('ar /ar/blog');
    expect(routes.some((route) => route.basePath.startsWith('/services/'))).toBe(true);
  }, 120_000);
});
