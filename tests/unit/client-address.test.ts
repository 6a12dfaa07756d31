import { describe, expect, it } from 'vitest';
import {
  describePeer,
  parseTrustProxy,
  TRUST_NOTHING,
} from '../../server/intake/client-address.ts';
import { inspectRequest } from '../support/inspect-request.ts';

// The proxy connects from 127.0.0.1; a visitor reaching the server directly from 127.0.0.2.
const PROXY = '127.0.0.1';
const DIRECT = '127.0.0.2';
const trustProxyAddress = parseTrustProxy(PROXY);

describe('SITE_TRUST_PROXY', () => {
  it('trusts no one when unset, empty or false', () => {
    for (const value of [undefined, '', ' ', 'false', 'FALSE'])
      expect(parseTrustProxy(value)('127.0.0.1', 0)).toBe(false);
  });

  it('a hop count trusts that many hops, whatever their address', () => {
    const trust = parseTrustProxy('2');
    expect([trust('203.0.113.9', 0), trust('10.0.0.1', 1), trust('10.0.0.2', 2)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('an address list trusts those addresses and CIDRs only, IPv4-mapped IPv6 included', () => {
    const trust = parseTrustProxy('127.0.0.1, 10.0.0.0/8');
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('::ffff:127.0.0.1', 0)).toBe(true);
    expect(trust('10.200.3.4', 3)).toBe(true);
    expect(trust('127.0.0.2', 0)).toBe(false);
    expect(trust('11.0.0.1', 0)).toBe(false);
  });

  it('refuses values that would trust everyone or are no address, naming the setting', () => {
    for (const value of ['true', 'nginx', '10.0.0.0/33', '127.0.0.1,localhost'])
      expect(() => parseTrustProxy(value)).toThrow(/SITE_TRUST_PROXY .* is not valid/);
  });
});

describe('the client address', () => {
  const headers = {
    'X-Forwarded-For': '198.51.100.7, 203.0.113.5',
    'X-Forwarded-Host': 'www.fernhill.dev',
    'X-Forwarded-Proto': 'https',
  };

  it('behind a trusted proxy: the last address the proxy appended, and the forwarded host and scheme', async () => {
    const peer = await inspectRequest((request) => describePeer(request, trustProxyAddress), {
      from: PROXY,
      headers,
    });
    // 198.51.100.7 was sent by the client itself: only the hop the proxy saw counts.
    expect(peer).toEqual({
      client: '203.0.113.5',
      forwarded: { host: 'www.fernhill.dev', proto: 'https' },
    });
  });

  it('walks back through every trusted proxy in the chain', async () => {
    const trust = parseTrustProxy('127.0.0.1,10.0.0.0/8');
    const peer = await inspectRequest((request) => describePeer(request, trust), {
      from: PROXY,
      headers: { 'X-Forwarded-For': '198.51.100.7, 203.0.113.5, 10.1.2.3' },
    });
    expect(peer.client).toBe('203.0.113.5');
  });

  it('an untrusted peer’s X-Forwarded-* headers are ignored: its own address counts', async () => {
    const peer = await inspectRequest((request) => describePeer(request, trustProxyAddress), {
      from: DIRECT,
      headers,
    });
    expect(peer).toEqual({ client: DIRECT });
  });

  it('trusting nothing ignores the headers even from the proxy’s address', async () => {
    const peer = await inspectRequest((request) => describePeer(request, TRUST_NOTHING), {
      from: PROXY,
      headers,
    });
    expect(peer).toEqual({ client: PROXY });
  });

  it('uses the nearest value of a comma list, and Forwarded (RFC 7239) when no X-Forwarded-Host/-Proto came', async () => {
    const listed = await inspectRequest((request) => describePeer(request, trustProxyAddress), {
      from: PROXY,
      headers: { 'X-Forwarded-Host': 'evil.example, www.fernhill.dev', Host: '127.0.0.1:4173' },
    });
    expect(listed.forwarded).toEqual({ host: 'www.fernhill.dev' });
    const standard = await inspectRequest((request) => describePeer(request, trustProxyAddress), {
      from: PROXY,
      headers: {
        Forwarded:
          'for=198.51.100.7;host=evil.example, for=203.0.113.5;host="www.fernhill.dev";proto=HTTPS',
      },
    });
    expect(standard.forwarded).toEqual({ host: 'www.fernhill.dev', proto: 'https' });
  });

  it('without forwarded host headers, a trusted proxy’s Host header is the host', async () => {
    const peer = await inspectRequest((request) => describePeer(request, trustProxyAddress), {
      from: PROXY,
      headers: { Host: 'www.fernhill.dev', 'X-Forwarded-Proto': 'https' },
    });
    expect(peer.forwarded).toEqual({ host: 'www.fernhill.dev', proto: 'https' });
  });
});
