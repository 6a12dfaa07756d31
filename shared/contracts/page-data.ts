/** Mirrors generator/render/page-data.ts: /page-data/{path}.json, the home path named "index". */
export function pageDataUrl(path: string): string {
  const normalized = path.split(/[?#]/)[0]!.replace(/\/+$/, '').replace(/^\//, '');
  return `/page-data/${normalized === '' ? 'index' : normalized}.json`;
}
