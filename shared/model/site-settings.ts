/** Build-time settings (endpoints, feature flags), chosen by the generator from its environment. */
export interface SiteSettings {
  /** Where forms post (defaults /api/contact and /api/newsletter). */
  contactEndpoint: string;
  newsletterEndpoint: string;
  /** The 'cta-copy' experiment's global flag (SITE_CTA_EXPERIMENT). */
  ctaExperiment: boolean;
  /** Error reporting: set only for production builds with SENTRY_DSN. */
  sentryDsn?: string;
  environment: 'production' | 'development';
}
