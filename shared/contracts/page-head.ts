/**
 * Head tags that belong to a page: replaced when the router swaps pages, and
 * when the dev server's live update brings a new version of the page. Every
 * other tag in <head> (stylesheet, fonts, scripts) belongs to the site.
 */
export const PAGE_HEAD = [
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'meta[property^="og:"]',
  'meta[property^="article:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
].join(', ');
