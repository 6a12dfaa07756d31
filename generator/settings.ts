import type { SiteSettings } from '../shared/model/site-settings.ts';

/**
 * Build-time settings from the environment (documented in the README). SITE_FORMS_ENDPOINT
 * points both forms at an intake on another origin;
 * SITE_CTA_EXPERIMENT=1 turns the 'cta-copy' experiment on; SITE_CONTACT_ENDPOINT
 * and SITE_NEWSLETTER_ENDPOINT move the form endpoints; SENTRY_DSN enables error
 * reporting in production builds (never in `dev`).
 */
export function settingsFromEnvironment(
  env: NodeJS.ProcessEnv,
  { dev }: { dev: boolean },
): SiteSettings {
  const flag = (value: string | undefined) =>
    value !== undefined && ['1', 'true', 'on', 'yes'].includes(value.toLowerCase());
  const dsn = env.SENTRY_DSN?.trim();
  // SITE_FORMS_ENDPOINT: the intake's base URL when it runs elsewhere (`serve --api-only` on its own host).
  const base = (env.SITE_FORMS_ENDPOINT?.trim() ?? '').replace(/\/$/, '');
  return {
    contactEndpoint: env.SITE_CONTACT_ENDPOINT?.trim() || `${base}/api/contact`,
    newsletterEndpoint: env.SITE_NEWSLETTER_ENDPOINT?.trim() || `${base}/api/newsletter`,
    ctaExperiment: flag(env.SITE_CTA_EXPERIMENT),
    ...(dsn && !dev ? { sentryDsn: dsn } : {}),
    environment: dev ? 'development' : 'production',
  };
}
