import type {
  BlogPosting,
  BreadcrumbList,
  CreativeWork,
  ListItem,
  LocalBusiness,
  Organization,
  PostalAddress,
  Service,
  Thing,
  WebSite,
} from 'schema-dts';
import { resolveLocalized } from '../../shared/model/localized.ts';
import { cityStateSeparator, placeName } from '../../content/schema/location.ts';
import type { Localized } from '../../content/schema/primitives.ts';
import type { Content } from '../../shared/model/content-graph.ts';
import { localizePath } from '../../shared/model/url-scheme.ts';
import { blogListPath } from '../../shared/model/url-scheme.ts';
import type { Route } from '../../shared/model/route.ts';

/** What the head already knows about a page: its title (without the site name), description and share image. */
export interface PageFacts {
  name: string;
  description: string;
  image: string;
}

type Node = Exclude<Thing, string>;

/** A country named in the page's language ("United States", "Vereinigte Staaten", "الولايات المتحدة"). */
const countryName = (locale: string, code: string) => new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;

/**
 * schema.org JSON-LD for every page, as one `@graph`: the Organization and the
 * WebSite on every page (referenced by @id), a BreadcrumbList below the home
 * page, and the page's own entity: Service, LocalBusiness with the area it
 * serves (schema.org retired ProfessionalService for local businesses),
 * BlogPosting, or CreativeWork for a case study. Typed with schema-dts, so a
 * misspelt property fails the type check; the tests validate the output
 * against schema.org's JSON Schemas as well.
 *
 * Lookups are indexed once here, so a page costs the same on a site of 100 or
 * 10,000 pages.
 */
export function createStructuredData(content: Content, options: { logo: string; caseStudyGenre?: (locale: string) => string }) {
  const site = content.site.data;
  const base = site.baseUrl;
  const organizationId = `${base}/#organization`;
  const websiteId = `${base}/#website`;
  const services = new Map<string, (typeof content.services)[number]['data']>(content.services.map((entry) => [entry.data.slug, entry.data]));
  const locations = new Map<string, (typeof content.locations)[number]['data']>(content.locations.map((entry) => [entry.data.slug, entry.data]));
  const caseStudies = new Map<string, (typeof content.caseStudies)[number]['data']>(content.caseStudies.map((entry) => [entry.data.slug, entry.data]));
  const posts = new Map<string, (typeof content.posts)[number]['data']>(content.posts.map((entry) => [entry.data.slug, entry.data]));
  const authors = new Map<string, (typeof content.authors)[number]['data']>(content.authors.map((entry) => [entry.data.id, entry.data]));
  const categories = new Map<string, (typeof content.categories)[number]['data']>(content.categories.map((entry) => [entry.data.id, entry.data]));
  const pagesByPath = new Map<string, (typeof content.pages)[number]['data']>(content.pages.map((entry) => [entry.data.path, entry.data]));

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

    const crumb = (name: string, basePath: string) => ({ name, item: `${base}${localizePath(basePath, locale)}` });
    const pageTitle = (pagePath: string) => {
      const parent = pagesByPath.get(pagePath);
      return parent ? text(parent.title) : undefined;
    };
    const trail: Array<{ name: string; item: string }> = [crumb(site.name, '/')];
    const entities: Node[] = [];
    const pageEntity = route.page;

    switch (pageEntity.type) {
      case 'service': {
        const service = services.get(pageEntity.slug)!;
        const parentPath = service.group === 'technologies' ? '/technologies' : service.group === 'industries' ? '/industries' : undefined;
        const parentName = parentPath && pageTitle(parentPath);
        if (parentPath && parentName) trail.push(crumb(parentName, parentPath));
        trail.push(crumb(text(service.name), service.path));
        entities.push({
          '@type': 'Service',
          '@id': `${url}#service`,
          name: text(service.title),
          serviceType: text(service.name),
          description: page.description,
          url,
          image: page.image,
          provider: reference,
          areaServed: { '@type': 'Country', name: countryName(locale, 'US'), identifier: 'US' },
        } satisfies Service);
        break;
      }
      case 'location': {
        const location = locations.get(pageEntity.slug)!;
        const listPath = location.kind === 'city' ? '/service-areas/cities' : '/service-areas/states';
        const listName = pageTitle(listPath);
        if (listName) trail.push(crumb(listName, listPath));
        trail.push(crumb(placeName({ name: text(location.name), stateCode: location.stateCode }, cityStateSeparator(locale, false)), route.basePath));
        const area =
          location.kind === 'city'
            ? {
                '@type': 'City' as const,
                name: text(location.name),
                // ISO 3166-2 names the state unambiguously without a lookup table.
                ...(location.stateCode ? { containedInPlace: { '@type': 'State' as const, name: location.stateCode, identifier: `US-${location.stateCode}` } } : {}),
              }
            : { '@type': 'State' as const, name: text(location.name) };
        entities.push({
          '@type': 'LocalBusiness',
          '@id': `${url}#business`,
          name: page.name,
          description: page.description,
          url,
          image: page.image,
          logo: `${base}${options.logo}`,
          email: site.email,
          telephone: site.phone,
          address,
          areaServed: area,
          knowsAbout: location.leadingIndustries.map(text),
          parentOrganization: reference,
        } satisfies LocalBusiness);
        break;
      }
      case 'caseStudy': {
        const study = caseStudies.get(pageEntity.slug)!;
        const hero = study.blocks.find((block) => block.type === 'hero');
        trail.push(crumb(pageTitle('/work') ?? 'Work', '/work'));
        trail.push(crumb(text(study.title), route.basePath));
        entities.push({
          '@type': 'CreativeWork',
          '@id': `${url}#case-study`,
          name: text(study.title),
          headline: text(study.title),
          description: page.description,
          url,
          image: page.image,
          inLanguage: locale,
          genre: options.caseStudyGenre?.(locale) ?? 'Case study',
          creator: reference,
          publisher: reference,
          // The project year, not a full date: temporalCoverage takes an ISO 8601 year.
          ...(hero ? { temporalCoverage: String(hero.year), about: { '@type': 'Organization', name: hero.client } } : {}),
        } satisfies CreativeWork);
        break;
      }
      case 'post': {
        const post = posts.get(pageEntity.slug)!;
        const author = authors.get(post.author);
        const category = categories.get(post.category);
        trail.push(crumb(pageTitle('/blog') ?? 'Blog', '/blog'));
        if (category) trail.push(crumb(text(category.name), blogListPath(1, category.id)));
        trail.push(crumb(text(post.title), route.basePath));
        entities.push({
          '@type': 'BlogPosting',
          '@id': `${url}#article`,
          headline: text(post.title),
          description: page.description,
          url,
          mainEntityOfPage: url,
          image: page.image,
          inLanguage: locale,
          datePublished: post.date,
          dateModified: post.date,
          ...(author ? { author: { '@type': 'Person', name: author.name, jobTitle: text(author.role) } } : {}),
          publisher: reference,
          ...(category ? { articleSection: text(category.name) } : {}),
          keywords: post.tags.map(text).join(', '),
          isPartOf: { '@type': 'Blog', '@id': `${base}${localizePath('/blog', locale)}#blog`, name: pageTitle('/blog') ?? 'Blog' },
        } satisfies BlogPosting);
        break;
      }
      case 'blogList': {
        trail.push(crumb(pageTitle('/blog') ?? 'Blog', '/blog'));
        const category = pageEntity.category ? categories.get(pageEntity.category) : undefined;
        if (category) trail.push(crumb(text(category.name), blogListPath(1, category.id)));
        if (pageEntity.pageNumber > 1) trail.push(crumb(page.name, route.basePath));
        break;
      }
      case 'page': {
        if (pageEntity.pageType !== 'home') trail.push(crumb(page.name, route.basePath));
        break;
      }
    }

    const graph: Node[] = [organization, website];
    if (trail.length > 1) {
      graph.push({
        '@type': 'BreadcrumbList',
        '@id': `${url}#breadcrumb`,
        itemListElement: trail.map(
          (step, index): ListItem => ({
            '@type': 'ListItem',
            position: index + 1,
            name: step.name,
            // schema.org wants a Thing here (Google also reads a bare URL); the current page has no link.
            ...(index < trail.length - 1 ? { item: { '@type': 'WebPage', '@id': step.item, name: step.name } } : {}),
          }),
        ),
      } satisfies BreadcrumbList);
    }
    graph.push(...entities);
    return { '@context': 'https://schema.org', '@graph': graph };
  };
}

/** A JSON-LD `<script>` block; `<` is escaped so content can never close the element. */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
