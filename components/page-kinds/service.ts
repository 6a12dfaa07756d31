import type { Service as ServiceSchema } from 'schema-dts';
import type { Service } from '../../content/schema/index.ts';
import { definePageKind, type Crumb } from './page-kind.ts';
import { pagePerEntry } from './page-per-entry.ts';

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
  ...pagePerEntry({
    type: 'service',
    collection: 'services',
    entries: (content) => content.services,
    pathOf: (service) => service.path,
  }),
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
});
