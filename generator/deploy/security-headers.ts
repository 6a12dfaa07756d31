import { formatHeaders, type HeaderRule } from './host-rules.ts';
import type { SiteSettings } from '../../shared/model/site-settings.ts';

/**
 * Security headers for every response (issue 4). The Content-Security-Policy
 * allows only the site's own scripts: pages carry no inline scripts (island
 * props and the runtime config are JSON data blocks, which CSP does not run).
 * Styles allow 'unsafe-inline' because Stitches and the dialog set styles at runtime.
 */
export function securityHeaders(
  settings: Pick<SiteSettings, 'contactEndpoint' | 'newsletterEndpoint' | 'sentryDsn'>,
  /**
   * The site's public origin, for a page the form intake serves from its own host (a form page
   * with errors after a post without JavaScript): its scripts, styles and links are the site's.
   */
  pageOrigin?: string,
): Record<string, string> {
  const origins = new Set<string>();
  for (const endpoint of [settings.contactEndpoint, settings.newsletterEndpoint]) {
    if (/^https?:\/\//.test(endpoint)) origins.add(new URL(endpoint).origin);
  }
  const formOrigins = [...origins];
  const reportOrigins = settings.sentryDsn ? [new URL(settings.sentryDsn).origin] : [];
  const self = pageOrigin ? `'self' ${pageOrigin}` : "'self'";
  const policy = [
    `default-src ${self}`,
    `script-src ${self}`,
    `style-src ${self} 'unsafe-inline'`,
    `img-src ${self} data:`,
    `font-src ${self}`,
    `connect-src ${[self, ...formOrigins, ...reportOrigins].join(' ')}`,
    `form-action ${[self, ...formOrigins].join(' ')}`,
    "frame-ancestors 'none'",
    `base-uri ${self}`,
    "object-src 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** Sent only over HTTPS (directly or behind a proxy that says so). */
export const HSTS = { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' };

/**
 * The same headers as a `_headers` file for static hosts (Netlify/Cloudflare
 * Pages format), plus caching: hashed assets are immutable for a year; the
 * files the runtime polls for new builds revalidate on every request. HTML
 * gets no Cache-Control rule on purpose: both hosts combine the headers of
 * every matching block (Cloudflare joins values with commas), so a `/*` rule
 * would leak into `/_assets/*`; their default for HTML is already
 * `public, max-age=0, must-revalidate`. The nginx example in the README sets
 * the same policy explicitly.
 */
export function headersFile(headers: Record<string, string>): string {
  return formatHeaders(headerRules(headers));
}

/** The rules of `_headers` (see headersFile). */
export function headerRules(headers: Record<string, string>): HeaderRule[] {
  const rule = (pattern: string, values: Record<string, string>): HeaderRule => ({
    pattern,
    headers: Object.entries(values),
  });
  return [
    rule('/*', { ...headers, ...HSTS }),
    rule('/_assets/*', { 'Cache-Control': IMMUTABLE }),
    ...['/page-data/*', '/app-data.json', '/sw.js'].map((pattern) =>
      rule(pattern, { 'Cache-Control': REVALIDATE }),
    ),
  ];
}

export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
