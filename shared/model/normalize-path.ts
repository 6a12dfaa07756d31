/**
 * "/a/b/" and "/a/b" are one route; query and fragment are not part of it.
 * Without imports: the browser runtime uses it (page-data URLs) and must not
 * pull in the content schemas.
 */
export function normalizePath(path: string): string {
  const [pathname = '/'] = path.split(/[?#]/);
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
