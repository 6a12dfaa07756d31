import { describe, expect, it } from 'vitest';
import { documentAround, renderHead, type SharedAssets } from '../../generator/render/document.ts';
import { buildRouteTable } from '../../generator/routes/route-table.ts';
import { realContent } from '../support/content.ts';

const BASE = 'https://www.fernhill.dev';
const assets: SharedAssets = {
  stylesheet: '/_assets/site.css',
  runtimeEntry: '/_assets/js/main.js',
  preloadFonts: ['/_assets/fonts/a.woff2'],
  preloadArabicFonts: ['/_assets/fonts/ar.woff2'],
  favicon: '/_assets/favicon.svg',
};

describe('the page head', () => {
  it("holds only absolute URLs in the tags written for the page itself, so the link check starts at the locale's shared tags", () => {
    const routes = buildRouteTable(realContent());
    for (const route of routes) {
      const head = renderHead({
        route,
        baseUrl: BASE,
        siteName: 'Fernhill',
        title: `A "title" & <more>`,
        description: 'Description',
        ogType: 'website',
        indexable: true,
        image: { url: '/_assets/share/card.png', width: 1200, height: 630, alt: 'Card' },
        structuredData: {
          '@context': 'https://schema.org',
          '@id': `${BASE}${route.path}#page`,
          url: `${BASE}${route.path}`,
          image: `${BASE}/_assets/share/card.png`,
        },
      });
      for (const [attribute] of head.matchAll(/\s(?:href|src|id)="[^"]*"/g))
        expect(attribute, route.path).toMatch(/^\s(?:href|src)="https:\/\//);
      const [before, , sharedTagsStart] = documentAround({
        route,
        head,
        dir: 'ltr',
        buildHash: 'hash',
        assets,
      });
      expect(
        before
          .slice(sharedTagsStart)
          .startsWith('<link rel="stylesheet" href="/_assets/site.css">'),
        route.path,
      ).toBe(true);
      expect(before.slice(0, sharedTagsStart)).toContain(head);
    }
  });
});
