import type http from 'node:http';

/**
 * Browsers say where a post comes from. A cross-site post (another site's page
 * submitting to ours) is refused; requests without these headers (curl, server
 * to server) are left to the other checks.
 */
export function isCrossSite(
  request: http.IncomingMessage,
  allowedOrigins: readonly string[],
): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    const host = request.headers.host;
    let sameHost = false;
    try {
      sameHost = new URL(origin).host === host;
    } catch {
      return true;
    }
    return !sameHost && !allowedOrigins.includes(origin);
  }
  return fetchSite === 'cross-site';
}
