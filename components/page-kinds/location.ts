import type { LocalBusiness } from 'schema-dts';
import type { Location } from '../../content/schema/index.ts';
import { cityStateSeparator, placeName } from '../../content/schema/place-names.ts';
import { locationPath } from '../../shared/model/url-scheme.ts';
import { definePageKind, type Crumb } from './page-kind.ts';
import { pagePerEntry } from './page-per-entry.ts';

export interface LocationRoute {
  type: 'location';
  slug: string;
}

/** The service-area pages of content/locations/: one per city and state. */
export const locationPage = definePageKind<LocationRoute, Location>({
  type: 'location',
  ...pagePerEntry({
    type: 'location',
    collection: 'locations',
    entries: (content) => content.locations,
    pathOf: (location) => locationPath(location.slug),
  }),
  templateFile: () => 'components/pages/LocationPage.tsx',
  meta: ({ route, entry: location, localize, t, withSite }) => {
    const place = placeName(
      { name: localize(location.name).value, stateCode: location.stateCode },
      cityStateSeparator(route.locale, false),
    );
    return {
      title: withSite(t('location.heading', { place })),
      description: localize(location.description).value,
      ogType: 'website',
    };
  },
  structuredData: ({
    route,
    entry: location,
    page,
    url,
    text,
    crumb,
    pageTitle,
    organization,
    logo,
    address,
    content,
  }) => {
    const trail: Crumb[] = [];
    const site = content.site.data;
    const listPath = location.kind === 'city' ? '/service-areas/cities' : '/service-areas/states';
    const listName = pageTitle(listPath);
    if (listName) trail.push(crumb(listName, listPath));
    trail.push(
      crumb(
        placeName(
          { name: text(location.name), stateCode: location.stateCode },
          cityStateSeparator(route.locale, false),
        ),
        route.basePath,
      ),
    );
    const area =
      location.kind === 'city'
        ? {
            '@type': 'City' as const,
            name: text(location.name),
            // ISO 3166-2 names the state unambiguously without a lookup table.
            ...(location.stateCode
              ? {
                  containedInPlace: {
                    '@type': 'State' as const,
                    name: location.stateCode,
                    identifier: `US-${location.stateCode}`,
                  },
                }
              : {}),
          }
        : { '@type': 'State' as const, name: text(location.name) };
    // schema.org retired ProfessionalService for local businesses.
    const business: LocalBusiness = {
      '@type': 'LocalBusiness',
      '@id': `${url}#business`,
      name: page.name,
      description: page.description,
      url,
      image: page.image,
      logo,
      email: site.email,
      telephone: site.phone,
      address,
      areaServed: area,
      knowsAbout: location.leadingIndustries.map(text),
      parentOrganization: organization,
    };
    return { trail, entities: [business] };
  },
  shareSection: () => 'locations',
});
