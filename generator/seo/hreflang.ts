import { DEFAULT_LOCALE } from '../../content/schema/locales.ts';
import type { Route } from '../../shared/model/route.ts';

export interface HreflangLink {
  /** A locale code, or `x-default` for visitors whose language the site does not offer. */
  hreflang: string;
  href: string;
}

/**
 * The hreflang set of a route: every locale's version (itself included) and
 * `x-default` pointing at the default locale. The page head and the sitemap
 * both take it from here, and the locale contract check proves they agree.
 */
export function hreflangLinks(route: Route, baseUrl: string): HreflangLink[] {
  const links: HreflangLink[] = route.alternates.map((alternate) => ({
    hreflang: alternate.locale,
    href: `${baseUrl}${alternate.path}`,
  }));
  const fallback = route.alternates.find((alternate) => alternate.locale === DEFAULT_LOCALE);
  if (fallback) links.push({ hreflang: 'x-default', href: `${baseUrl}${fallback.path}` });
  return links;
}
