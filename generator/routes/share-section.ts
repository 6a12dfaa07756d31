import type { Page } from '../../content/schema/index.ts';
import type { Route } from '../../shared/model/route.ts';

/**
 * Social share images are designed per site section, not per page (issue 6):
 * six cards per locale, however many thousand pages the site grows to.
 */
export const SHARE_SECTIONS = ['home', 'services', 'locations', 'work', 'blog', 'company'] as const;
export type ShareSection = (typeof SHARE_SECTIONS)[number];

/** Every page type must pick a section: a new page type fails type-checking until it does. */
const SECTION_OF_PAGE_TYPE: Record<Page['pageType'], ShareSection> = {
  home: 'home',
  technologies: 'services',
  industries: 'services',
  serviceAreas: 'locations',
  work: 'work',
  blog: 'blog',
  about: 'company',
  contact: 'company',
  fund: 'company',
  fuse: 'company',
  referral: 'company',
  application: 'company',
  informational: 'company',
  notFound: 'company',
  serverError: 'company',
  thankYou: 'company',
};

export function shareImageSection(route: Route): ShareSection {
  const { page } = route;
  switch (page.type) {
    case 'page':
      return SECTION_OF_PAGE_TYPE[page.pageType];
    case 'service':
      return 'services';
    case 'location':
      return 'locations';
    case 'caseStudy':
      return 'work';
    case 'post':
    case 'blogList':
      return 'blog';
  }
}

/** The key of a share card: one per section and locale (`services/de`). */
export function shareCardKey(section: ShareSection, locale: string): string {
  return `${section}/${locale}`;
}

/** The share card a route shows. */
export function shareCardKeyOf(route: Route): string {
  return shareCardKey(shareImageSection(route), route.locale);
}
