import { DEFAULT_LOCALE, type Locale } from '../../content/schema/index.ts';

/** English path → the path in `locale`: the default locale is unprefixed, the others live under /{locale}/. */
export function localizePath(basePath: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return basePath;
  return basePath === '/' ? `/${locale}/` : `/${locale}${basePath}`;
}

/** "/a/b/" and "/a/b" are one route. */
export function normalizePath(path: string): string {
  const [pathname = '/'] = path.split(/[?#]/);
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Where a route's HTML goes inside dist/. */
export function outFileFor(path: string): string {
  const normalized = normalizePath(path).replace(/^\//, '');
  if (normalized.endsWith('.html')) return normalized;
  return normalized ? `${normalized}/index.html` : 'index.html';
}
