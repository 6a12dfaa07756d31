import type { SiteSettings } from '../../components/i18n/site-context.tsx';

/**
 * Security headers for every response (issue 4). The Content-Security-Policy
 * allows only the site's own scripts: pages carry no inline scripts (island
 * props and the runtime config are JSON data blocks, which CSP does not run).
 * Styles allow 'unsafe-inline' because Stitches and the dialog set styles at runtime.
 */
export function securityHeaders(settings: Pick<SiteSettings, 'contactEndpoint' | 'newsletterEndpoint' | 'sentryDsn'>): Record<string, string> {
  const origins = new Set<string>();
  for (const endpoint of [settings.contactEndpoint, settings.newsletterEndpoint]) {
    if (/^https?:\/\//.test(endpoint)) origins.add(new URL(endpoint).origin);
  }
  const formOrigins = [...origins];
  const reportOrigins = settings.sentryDsn ? [new URL(settings.sentryDsn).origin] : [];
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...formOrigins, ...reportOrigins].join(' ')}`,
    `form-action ${["'self'", ...formOrigins].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
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

/** The same headers as a `_headers` file for static hosts (Netlify/Cloudflare Pages format). */
export function headersFile(headers: Record<string, string>): string {
  const lines = ['/*', ...Object.entries({ ...headers, ...HSTS }).map(([name, value]) => `  ${name}: ${value}`), '', '/_assets/*', '  Cache-Control: public, max-age=31536000, immutable', ''];
  return lines.join('\n');
}

/** Reads the `/*` block of a `_headers` file back (the server applies what the build decided). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inGlobal = false;
  for (const line of text.split('\n')) {
    if (!line.startsWith(' ') && line.trim() !== '') inGlobal = line.trim() === '/*';
    else if (inGlobal && line.includes(':')) {
      const index = line.indexOf(':');
      const name = line.slice(0, index).trim();
      if (name !== 'Strict-Transport-Security') headers[name] = line.slice(index + 1).trim();
    }
  }
  return headers;
}
