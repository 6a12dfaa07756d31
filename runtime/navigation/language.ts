/**
 * SPEC §2 language routing, the pure part: the stored choice wins; otherwise
 * the first of the browser's languages the site has; otherwise the configured
 * fallback, else the page's own language.
 */
export function preferredLanguage(input: {
  stored: string | null;
  browserLanguages: readonly string[];
  available: readonly string[];
  fallback?: string;
  pageLanguage: string;
}): string {
  const { stored, browserLanguages, available, fallback, pageLanguage } = input;
  if (stored && available.includes(stored)) return stored;
  for (const language of browserLanguages) {
    const base = language.toLowerCase().split('-')[0]!;
    if (available.includes(base)) return base;
  }
  return fallback && available.includes(fallback) ? fallback : pageLanguage;
}

/** The language-prefixed URL for an unprefixed page, keeping query and hash; null when no redirect is needed. */
export function languageRedirect(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  language: string,
  defaultLanguage: string,
  available: readonly string[],
): string | null {
  if (language === defaultLanguage) return null;
  const first = location.pathname.split('/')[1] ?? '';
  if (available.includes(first)) return null; // already language-routed
  const path = location.pathname === '/' ? `/${language}/` : `/${language}${location.pathname}`;
  return `${path}${location.search}${location.hash}`;
}
