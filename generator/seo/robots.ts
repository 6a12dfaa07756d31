/**
 * robots.txt: everything is crawlable except the form API and the page-data
 * JSON the client-side router reads (the same content as the HTML pages).
 */
export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /page-data/',
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
