import type { Route } from '../../shared/model/route.ts';

/**
 * The order routes are rendered in: each page in all its locales side by
 * side (the route table lists every English route, then every German one…).
 * A render thread's JIT compiles its hot functions for what it has seen: fed
 * thousands of English pages first, it compiles them for one-byte strings and
 * English shapes, then throws that code away when the Arabic pages arrive and
 * compiles it again. Seeing every locale from the start, it compiles once.
 * Returns indexes into `routes`.
 */
export function renderOrder(routes: readonly Pick<Route, 'basePath'>[]): number[] {
  const byBasePath = new Map<string, number[]>();
  routes.forEach((route, index) => {
    const group = byBasePath.get(route.basePath);
    if (group) group.push(index);
    else byBasePath.set(route.basePath, [index]);
  });
  return [...byBasePath.values()].flat();
}
