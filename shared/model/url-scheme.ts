import { DEFAULT_LOCALE, type Locale } from '../../content/schema/locales.ts';
import { normalizePath } from './normalize-path.ts';

/** English path → the path in `locale`: the default locale is unprefixed, the others live under /{locale}/. */
export function localizePath(basePath: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return basePath;
  return basePath === '/' ? `/${locale}/` : `/${locale}${basePath}`;
}

/** Where a route's HTML goes inside dist/. */
export function outFileFor(path: string): string {
  const normalized = normalizePath(path).replace(/^\//, '');
  if (normalized.endsWith('.html')) return normalized;
  return normalized ? `${normalized}/index.html` : 'index.html';
}

/** The English paths of the generated pages (the default locale is unprefixed; see localizePath). */
export const locationPath = (slug: string) => `/services/custom-software-company-${slug}/`;
export const caseStudyPath = (slug: string) => `/work/${slug}`;
export const postPath = (slug: string) => `/blog/${slug}`;
export const blogListPath = (pageNumber: number, category?: string) => {
  const base = category ? `/blog/category/${category}` : '/blog';
  return pageNumber === 1 ? base : `${base}/page/${pageNumber}`;
};
