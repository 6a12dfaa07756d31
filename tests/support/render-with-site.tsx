import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LOCALES, type Locale } from '../../content/schema/index.ts';
import { createI18n } from '../../components/i18n/i18n-config.ts';
import { directionOf, resolveLocalized } from '../../shared/model/localized.ts';
import { SiteProvider } from '../../components/i18n/site-context.tsx';
import type { Content } from '../../shared/model/content-graph.ts';
import { localizePath } from '../../shared/model/url-scheme.ts';
import { buildRouteTable } from '../../generator/routes/route-table.ts';
import { PROJECT_ROOT } from './project-copy.ts';

const resources = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    {
      translation: JSON.parse(
        readFileSync(path.join(PROJECT_ROOT, 'locales', locale, 'translation.json'), 'utf8'),
      ) as Record<string, unknown>,
    },
  ]),
);

/** Renders a component the way the generator does: with i18next and the site context of a real route. */
export function renderWithSite(
  ui: ReactElement,
  {
    content,
    locale = 'en',
    path: basePath = '/',
    year = 2026,
  }: { content: Content; locale?: Locale; path?: string; year?: number },
) {
  const route = buildRouteTable(content, LOCALES).find(
    (candidate) => candidate.locale === locale && candidate.basePath === basePath,
  );
  if (!route) throw new Error(`no route ${basePath} in ${locale}`);
  return render(
    <I18nextProvider i18n={createI18n(locale, resources)}>
      <SiteProvider
        value={{
          route,
          locale,
          dir: directionOf(locale),
          content,
          localize: (value) => resolveLocalized(value, locale),
          href: (target) => (target.startsWith('/') ? localizePath(target, locale) : target),
          mediaUrl: (src) => `/_assets/media/${src}`,
          year,
          settings: {
            contactEndpoint: '/api/contact',
            newsletterEndpoint: '/api/newsletter',
            ctaExperiment: false,
            environment: 'production',
          },
        }}
      >
        {ui}
      </SiteProvider>
    </I18nextProvider>,
  );
}
