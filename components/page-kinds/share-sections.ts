/**
 * Social share images are designed per site section, not per page (issue 6):
 * six cards per locale, however many thousand pages the site grows to.
 */
export const SHARE_SECTIONS = ['home', 'services', 'locations', 'work', 'blog', 'company'] as const;
export type ShareSection = (typeof SHARE_SECTIONS)[number];
