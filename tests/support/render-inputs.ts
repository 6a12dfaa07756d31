/**
 * What renderRoute needs besides a route, content and translations, as a
 * production build gives it: the site settings, and media URLs under
 * /_assets/media/ for any source (the tests render without collecting media).
 */
export const renderSettings = {
  contactEndpoint: '/api/contact',
  newsletterEndpoint: '/api/newsletter',
  ctaExperiment: false,
  environment: 'production' as const,
};

export const mediaUrls = new Proxy(
  {},
  { get: (_, src) => `/_assets/media/${String(src)}` },
) as Record<string, string>;
