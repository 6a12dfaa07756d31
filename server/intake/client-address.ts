import type http from 'node:http';
import proxyAddr from 'proxy-addr';

/** Whether the hop at `address` (0 = the socket's peer, 1 = the one before it…) is a proxy we trust. */
export type TrustProxy = (address: string, hop: number) => boolean;

export const TRUST_NOTHING: TrustProxy = () => false;

/**
 * SITE_TRUST_PROXY: a hop count ("1"), or addresses and CIDRs ("127.0.0.1,10.0.0.0/8";
 * also proxy-addr's names loopback, linklocal, uniquelocal); unset or "false" trusts no one.
 * "true" is refused: trusting every peer lets any visitor choose their own address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const setting = (value ?? '').trim();
  if (setting === '' || setting.toLowerCase() === 'false') return TRUST_NOTHING;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  const entries = setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    if (entries.some((entry) => entry.toLowerCase() === 'true')) throw new Error('true');
    return proxyAddr.compile(entries);
  } catch {
    throw new Error(
      `SITE_TRUST_PROXY "${setting}" is not valid: use a hop count (1), the proxies' addresses or CIDRs (127.0.0.1,10.0.0.0/8), or false.`,
    );
  }
}

export interface Peer {
  /** The visitor's address: the first untrusted hop in X-Forwarded-For (for rate limits; never logged). */
  client: string;
  /** Set only when the socket's peer is a trusted proxy: the host and protocol the visitor asked for. */
  forwarded?: { host?: string; proto?: string };
}

/** The value the nearest proxy wrote: the last of a comma list (earlier ones may come from the client). */
const nearest = (value: string | string[] | undefined): string | undefined => {
  const text = Array.isArray(value) ? value.join(',') : value;
  const last = text?.split(',').at(-1)?.trim();
  return last ? last : undefined;
};

/** RFC 7239 `Forwarded`: the nearest element's `host=` and `proto=`. */
function standardForwarded(value: string | undefined): { host?: string; proto?: string } {
  const element = nearest(value);
  const pairs = (element ?? '').split(';').map((pair) => pair.split('='));
  const field = (name: string) => {
    const found = pairs.find(([key]) => key?.trim().toLowerCase() === name)?.[1];
    return found?.trim().replace(/^"(.*)"$/, '$1') || undefined;
  };
  return { host: field('host'), proto: field('proto')?.toLowerCase() };
}

export function describePeer(request: http.IncomingMessage, trust: TrustProxy): Peer {
  const socketAddress = request.socket.remoteAddress ?? 'unknown';
  if (!trust(socketAddress, 0)) return { client: socketAddress };
  // X-Forwarded-* first: the README's nginx config sets (overwrites) them; `Forwarded` otherwise.
  const standard = standardForwarded(request.headers.forwarded);
  const host =
    nearest(request.headers['x-forwarded-host']) ?? standard.host ?? request.headers.host;
  const proto = nearest(request.headers['x-forwarded-proto'])?.toLowerCase() ?? standard.proto;
  return {
    client: proxyAddr(request, trust),
    forwarded: { ...(host ? { host } : {}), ...(proto ? { proto } : {}) },
  };
}
