import type { BreadcrumbList, ListItem, Organization, PostalAddress, WebSite } from 'schema-dts';
import { resolveLocalized } from '../../shared/model/localized.ts';
import type { Localized } from '../../content/schema/primitives.ts';
import { findEntry, type Content } from '../../shared/model/content-graph.ts';
import { localizePath } from '../../shared/model/url-scheme.ts';
import type { Route } from '../../shared/model/route.ts';
import type { Crumb, PageFacts, SchemaNode } from '../../components/page-kinds/page-kind.ts';
import { entryOf, pageKindOf } from '../../components/page-kinds/registry.ts';

/**
 * schema.org JSON-LD for every page, as one `@graph`: the Organization and the
 * WebSite on every page (referenced by @id), a BreadcrumbList below the home
 * page, and the page's own entities, which its page kind gives with the rest
 * of its breadcrumb (components/page-kinds/): Service, LocalBusiness with the
 * area it serves, BlogPosting, or CreativeWork for a case study. Typed with
 * schema-dts, so a misspelt property fails the type check; the tests validate
 * the output against schema.org's JSON Schemas as well.
 *
 * Lookups go through the graph's indexes (findEntry), so a page costs the same
 * on a site of 100 or 10,000 pages. `uiText` reads a UI string of a locale by
 * dotted key (a case study's genre).
 */
export function createStructuredData(
  content: Content,
  options: { logo: string; uiText?: (locale: string, key: string) => string | undefined },
) {
  const site = content.site.data;
  const base = site.baseUrl;
  const organizationId = `${base}/#organization`;
  const websiteId = `${base}/#website`;

  const address: PostalAddress = {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.city,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  };
  const organization: Organization = {
    '@type': 'Organization',
    '@id': organizationId,
    name: site.name,
    legalName: site.legalName,
    url: `${base}/`,
    logo: `${base}${options.logo}`,
    email: site.email,
    telephone: site.phone,
    address,
    sameAs: site.social.map((profile) => profile.url),
  };
  const reference = { '@id': organizationId };

  return function structuredData(route: Route, page: PageFacts): Record<string, unknown> {
    const locale = route.locale;
    const text = <T>(value: Localized<T>) => resolveLocalized(value, locale).value;
    const url = `${base}${route.path}`;
    const home = `${base}${localizePath('/', locale)}`;
    const website: WebSite = {
      '@type': 'WebSite',
      '@id': websiteId,
      url: home,
      name: site.name,
      description: text(site.tagline),
      inLanguage: locale,
      publisher: reference,
    };

    const crumb = (name: string, basePath: string): Crumb => ({
      name,
      item: `${base}${localizePath(basePath, locale)}`,
    });
    const pageTitle = (pagePath: string) => {
      const parent = findEntry(content.pages, 'path', pagePath);
      return parent ? text(parent.data.title) : undefined;
    };
    const kind = pageKindOf(route);
    const own = kind.structuredData({
      route,
      entry: entryOf(route, content),
      content,
      page,
      url,
      base,
      text,
      crumb,
      pageTitle,
      organization: reference,
      logo: `${base}${options.logo}`,
      address,
      uiText: (key) => options.uiText?.(locale, key),
    });
    const trail: Crumb[] = [crumb(site.name, '/'), ...own.trail];

    const graph: SchemaNode[] = [organization, website];
    if (trail.length > 1) {
      graph.push({
        '@type': 'BreadcrumbList',
        '@id': `${url}#breadcrumb`,
        itemListElement: trail.map((step, index): ListItem => ({
          '@type': 'ListItem',
          position: index + 1,
          name: step.name,
          // schema.org wants a Thing here (Google also reads a bare URL); the current page has no link.
          ...(index < trail.length - 1
            ? { item: { '@type': 'WebPage', '@id': step.item, name: step.name } }
            : {}),
        })),
      } satisfies BreadcrumbList);
    }
    graph.push(...own.entities);
    return { '@context': 'https://schema.org', '@graph': graph };
  };
}

/** A JSON-LD `<script>` block; `<` is escaped so content can never close the element. */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
