import type { Service as ServiceSchema } from 'schema-dts';
import type { Service } from '../../content/schema/index.ts';
import { labelOf } from '../../content/schema/collections.ts';
import { findEntry } from '../../shared/model/content-graph.ts';
import { definePageKind, type Crumb } from './page-kind.ts';

export interface ServiceRoute {
  type: 'service';
  slug: string;
}

/** A country named in the page's language ("United States", "Vereinigte Staaten", "الولايات المتحدة"). */
const countryName = (locale: string, code: string) =>
  new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;

/** The pages of content/services/: one per service, at the path its module declares. */
export const servicePage = definePageKind<ServiceRoute, Service>({
  type: 'service',
  routes: (content) =>
    content.services.map(({ data, file }) => ({
      basePath: data.path,
      page: { type: 'service', slug: data.slug },
      source: file,
      entry: `${labelOf('services')} "${data.slug}"`,
    })),
  entry: (content, page) => findEntry(content.services, 'slug', page.slug)?.data,
  templateFile: () => 'components/pages/ServicePage.tsx',
  meta: ({ entry, localize, withSite }) => ({
    title: withSite(localize(entry.title).value),
    description: localize(entry.description).value,
    ogType: 'website',
  }),
  structuredData: ({ route, entry: service, page, url, text, crumb, pageTitle, organization }) => {
    const trail: Crumb[] = [];
    const parentPath =
      service.group === 'technologies'
        ? '/technologies'
        : service.group === 'industries'
          ? '/industries'
          : undefined;
    const parentName = parentPath && pageTitle(parentPath);
    if (parentPath && parentName) trail.push(crumb(parentName, parentPath));
    trail.push(crumb(text(service.name), service.path));
    const entity: ServiceSchema = {
      '@type': 'Service',
      '@id': `${url}#service`,
      name: text(service.title),
      serviceType: text(service.name),
      description: page.description,
      url,
      image: page.image,
      provider: organization,
      areaServed: { '@type': 'Country', name: countryName(route.locale, 'US'), identifier: 'US' },
    };
    return { trail, entities: [entity] };
  },
  shareSection: () => 'services',
  publishes: { collection: 'services', pathOf: (entry) => entry.path },
});
