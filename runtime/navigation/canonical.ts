/**
 * SPEC §2: the canonical link on every route change: the base's protocol and
 * host, then the path, the query string (unless stripping is configured) and the hash.
 */
export function canonicalUrl(
  base: string,
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  { stripQuery = false } = {},
): string {
  const { protocol, host } = new URL(base);
  return `${protocol}//${host}${location.pathname}${stripQuery ? '' : location.search}${location.hash}`;
}
