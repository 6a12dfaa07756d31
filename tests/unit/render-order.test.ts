import { describe, expect, it } from 'vitest';
import { renderOrder } from '../../generator/render/render-order.ts';
import { buildRouteTable } from '../../generator/routes/route-table.ts';
import { realContent } from '../support/content.ts';

describe('render order', () => {
  it('puts each page in all its locales side by side, pages in route-table order', () => {
    const routes = [
      { basePath: '/', locale: 'en' },
      { basePath: '/about-us', locale: 'en' },
      { basePath: '/', locale: 'de' },
      { basePath: '/about-us', locale: 'de' },
      { basePath: '/', locale: 'ar' },
      { basePath: '/about-us', locale: 'ar' },
    ];
    expect(
      renderOrder(routes).map((index) => `${routes[index]!.locale} ${routes[index]!.basePath}`),
    ).toEqual(['en /', 'de /', 'ar /', 'en /about-us', 'de /about-us', 'ar /about-us']);
  });

  it('is a permutation of the whole route table, every locale of a page within three places', () => {
    const routes = buildRouteTable(realContent());
    const order = renderOrder(routes);
    expect([...order].sort((a, b) => a - b)).toEqual(routes.map((_, index) => index));
    for (let position = 0; position < order.length; position += 3) {
      const group = order.slice(position, position + 3).map((index) => routes[index]!);
      expect(new Set(group.map((route) => route.basePath)).size, group[0]!.basePath).toBe(1);
      expect(group.map((route) => route.locale)).toEqual(['en', 'de', 'ar']);
    }
  });
});
