import type http from 'node:http';
import type { Peer } from './client-address.ts';

/** A host[:port] as a proxy forwards it; anything else (paths, user info) is not a host. */
const HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/** The origin a post from our own pages carries, or the host alone when the scheme is unknown. */
function ownOrigin(request: http.IncomingMessage, peer: Peer): { host?: string; origin?: string } {
  // Behind a trusted proxy, the visitor's host and scheme are the forwarded ones (Host is often the upstream's).
  if (peer.forwarded) {
    const { host, proto } = peer.forwarded;
    if (host && !HOST.test(host)) return {};
    const known = proto === 'http' || proto === 'https';
    return { host, ...(host && known ? { origin: `${proto}://${host}` } : {}) };
  }
  return { host: request.headers.host };
}

/**
 * Browsers say where a post comes from. A cross-site post (another site's page
 * submitting to ours) is refused; requests without these headers (curl, server
 * to server) are left to the other checks. Allowed: the configured public
 * origins (SITE_ORIGIN), and the request's own origin (forwarded by a trusted
 * proxy, else the Host header).
 */
export function isCrossSite(
  request: http.IncomingMessage,
  allowedOrigins: readonly string[],
  peer: Peer,
): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    if (allowedOrigins.includes(origin)) return false;
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return true;
    }
    const own = ownOrigin(request, peer);
    if (!own.host) return true; // a forwarded host that is no host: only SITE_ORIGIN allows the post
    if (!own.origin) return parsed.host !== own.host;
    return parsed.origin !== new URL(own.origin).origin;
  }
  return fetchSite === 'cross-site';
}
