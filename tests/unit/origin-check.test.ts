import { describe, expect, it } from 'vitest';
import { describePeer, parseTrustProxy } from '../../server/intake/client-address.ts';
import { isCrossSite } from '../../server/intake/origin-check.ts';
import { inspectRequest } from '../support/inspect-request.ts';

const PROXY = '127.0.0.1';
const DIRECT = '127.0.0.2';
const trust = parseTrustProxy(PROXY);
// What nginx sends for a visitor of https://www.fernhill.dev (README example).
const BEHIND_NGINX = {
  Host: 'www.fernhill.dev',
  'X-Forwarded-Host': 'www.fernhill.dev',
  'X-Forwarded-Proto': 'https',
};

const crossSite = (
  from: string,
  headers: Record<string, string>,
  allowedOrigins: readonly string[] = [],
) =>
  inspectRequest((request) => isCrossSite(request, allowedOrigins, describePeer(request, trust)), {
    from,
    headers,
  });

describe('origin check behind a trusted proxy', () => {
  it('a post from the site’s own pages passes: the forwarded scheme and host make its origin', async () => {
    expect(await crossSite(PROXY, { ...BEHIND_NGINX, Origin: 'https://www.fernhill.dev' })).toBe(
      false,
    );
  });

  it('the upstream Host nginx sends by default does not matter when X-Forwarded-Host is set', async () => {
    const headers = { ...BEHIND_NGINX, Host: '127.0.0.1:4173', Origin: 'https://www.fernhill.dev' };
    expect(await crossSite(PROXY, headers)).toBe(false);
  });

  it('another site’s post is refused, and so is our host over the other scheme', async () => {
    expect(await crossSite(PROXY, { ...BEHIND_NGINX, Origin: 'https://evil.example' })).toBe(true);
    expect(await crossSite(PROXY, { ...BEHIND_NGINX, Origin: 'http://www.fernhill.dev' })).toBe(
      true,
    );
  });

  it('SITE_ORIGIN allows the configured public origins whatever the proxy forwards', async () => {
    const headers = { Host: '127.0.0.1:4173', Origin: 'https://fernhill.dev' };
    expect(
      await crossSite(PROXY, headers, ['https://www.fernhill.dev', 'https://fernhill.dev']),
    ).toBe(false);
    expect(await crossSite(PROXY, headers)).toBe(true);
  });

  it('a forwarded host that is no host allows nothing but SITE_ORIGIN', async () => {
    const headers = {
      'X-Forwarded-Host': 'www.fernhill.dev/../evil',
      'X-Forwarded-Proto': 'https',
      Origin: 'https://www.fernhill.dev',
    };
    expect(await crossSite(PROXY, headers)).toBe(true);
    expect(await crossSite(PROXY, headers, ['https://www.fernhill.dev'])).toBe(false);
  });
});

describe('origin check from an untrusted peer', () => {
  it('spoofed X-Forwarded-Host/-Proto are ignored: the Host header decides', async () => {
    const spoofed = {
      Host: '127.0.0.1:4173',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'https',
      Origin: 'https://evil.example',
    };
    expect(await crossSite(DIRECT, spoofed)).toBe(true);
    expect(await crossSite(DIRECT, { ...spoofed, Origin: 'http://127.0.0.1:4173' })).toBe(false);
  });

  it('without Origin, Sec-Fetch-Site decides; a bare request (curl) passes', async () => {
    expect(await crossSite(DIRECT, { 'Sec-Fetch-Site': 'cross-site' })).toBe(true);
    expect(await crossSite(DIRECT, { 'Sec-Fetch-Site': 'same-origin' })).toBe(false);
    expect(await crossSite(DIRECT, {})).toBe(false);
  });
});
