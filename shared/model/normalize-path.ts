const SLASH = 0x2f;

/**
 * "/a/b/" and "/a/b" are one route; query and fragment are not part of it.
 * Without imports: the browser runtime uses it (page-data URLs) and must not
 * pull in the content schemas.
 */
export function normalizePath(path: string): string {
  // By index, not split and replace: the route table normalizes some 60,000 paths at +10,000
  // pages, nearly all already normal, which then come back as they are.
  let end = path.length;
  const query = path.indexOf('?');
  if (query >= 0) end = query;
  const fragment = path.indexOf('#');
  if (fragment >= 0 && fragment < end) end = fragment;
  if (end > 1) while (end > 0 && path.charCodeAt(end - 1) === SLASH) end--;
  return end === path.length ? path : path.slice(0, end);
}
