import { describe, expect, it } from 'vitest';
import { canonicalUrl } from '../../runtime/navigation/canonical.ts';
import { languageRedirect, preferredLanguage } from '../../runtime/navigation/language.ts';
import { navigableUrl } from '../../runtime/navigation/link-eligibility.ts';
import { pageDataUrl } from '../../shared/contracts/page-data.ts';
import { prefetchAllowed } from '../../runtime/navigation/prefetch.ts';

const here = { origin: 'https://www.fernhill.dev', pathname: '/work', search: '' };
const plain = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const anchor = (href: string, attributes: Record<string, string> = {}) => ({
  href: new URL(href, 'https://www.fernhill.dev').href,
  target: attributes.target ?? '',
  hasAttribute: (name: string) => name in attributes,
});

describe('link eligibility', () => {
  it('takes plain left clicks on same-origin page links', () => {
    expect(navigableUrl(plain, anchor('/services/react-development'), here)?.pathname).toBe(
      '/services/react-development',
    );
    expect(navigableUrl(plain, anchor('/de/?utm_source=x#top'), here)?.href).toBe(
      'https://www.fernhill.dev/de/?utm_source=x#top',
    );
  });

  it.each([
    ['a modifier key', { ...plain, metaKey: true }, anchor('/blog')],
    ['a middle click', { ...plain, button: 1 }, anchor('/blog')],
    ['an already handled click', { ...plain, defaultPrevented: true }, anchor('/blog')],
    ['another origin', plain, anchor('https://x.com/fernhilldev')],
    ['target=_blank', plain, anchor('/blog', { target: '_blank' })],
    ['a download', plain, anchor('/_assets/media/work/shyft-hero.abc.svg', { download: '' })],
    ['an asset', plain, anchor('/_assets/site.abc.css')],
    ['the API', plain, anchor('/api/contact')],
    ['a file', plain, anchor('/sitemap.xml')],
    ['a jump on the same page', plain, anchor('/work#shyft')],
  ])('leaves %s to the browser', (_, event, link) => {
    expect(navigableUrl(event, link, here)).toBeNull();
  });

  it('handles the .html error pages itself', () => {
    expect(navigableUrl(plain, anchor('/404.html'), here)?.pathname).toBe('/404.html');
  });
});

describe('canonical link (SPEC §2)', () => {
  it('is base protocol and host + path + query + hash', () => {
    expect(
      canonicalUrl('https://www.fernhill.dev/', {
        pathname: '/de/work',
        search: '?page=2',
        hash: '#shyft',
      }),
    ).toBe('https://www.fernhill.dev/de/work?page=2#shyft');
  });
  it('drops the query when stripping is configured', () => {
    expect(
      canonicalUrl(
        'https://www.fernhill.dev',
        { pathname: '/blog', search: '?utm_source=x', hash: '' },
        { stripQuery: true },
      ),
    ).toBe('https://www.fernhill.dev/blog');
  });
});

describe('page data paths', () => {
  it('name the home path index and ignore trailing slashes, query and hash', () => {
    expect(pageDataUrl('/')).toBe('/page-data/index.json');
    expect(pageDataUrl('/de/')).toBe('/page-data/de.json');
    expect(pageDataUrl('/services/custom-software-company-austin/?x=1')).toBe(
      '/page-data/services/custom-software-company-austin.json',
    );
    expect(pageDataUrl('/ar/404.html')).toBe('/page-data/ar/404.html.json');
  });
});

describe('language routing (SPEC §2)', () => {
  const available = ['en', 'de', 'ar'];
  it('prefers the stored choice, then the browser languages, then the fallback, then the page language', () => {
    expect(
      preferredLanguage({
        stored: 'ar',
        browserLanguages: ['de-DE'],
        available,
        pageLanguage: 'en',
      }),
    ).toBe('ar');
    expect(
      preferredLanguage({
        stored: null,
        browserLanguages: ['fr-FR', 'de-AT', 'en'],
        available,
        pageLanguage: 'en',
      }),
    ).toBe('de');
    expect(
      preferredLanguage({
        stored: 'xx',
        browserLanguages: ['fr'],
        available,
        fallback: 'de',
        pageLanguage: 'en',
      }),
    ).toBe('de');
    expect(
      preferredLanguage({ stored: null, browserLanguages: ['fr'], available, pageLanguage: 'en' }),
    ).toBe('en');
  });
  it('redirects unprefixed pages to the language prefix keeping query and hash, and never loops', () => {
    expect(
      languageRedirect(
        { pathname: '/work', search: '?utm_source=x', hash: '#shyft' },
        'de',
        'en',
        available,
      ),
    ).toBe('/de/work?utm_source=x#shyft');
    expect(languageRedirect({ pathname: '/', search: '', hash: '' }, 'ar', 'en', available)).toBe(
      '/ar/',
    );
    expect(
      languageRedirect({ pathname: '/work', search: '', hash: '' }, 'en', 'en', available),
    ).toBeNull();
    expect(
      languageRedirect({ pathname: '/de/work', search: '', hash: '' }, 'de', 'en', available),
    ).toBeNull();
  });
});

describe('prefetch conditions (SPEC §2)', () => {
  const browser = (userAgent: string, connection?: object) =>
    ({ userAgent, connection }) as unknown as Navigator;
  it('skips data saver, 2g and crawlers', () => {
    expect(prefetchAllowed(browser('Mozilla/5.0 Chrome/156'))).toBe(true);
    expect(prefetchAllowed(browser('Mozilla/5.0 Chrome/156', { saveData: true }))).toBe(false);
    expect(prefetchAllowed(browser('Mozilla/5.0 Chrome/156', { effectiveType: 'slow-2g' }))).toBe(
      false,
    );
    expect(prefetchAllowed(browser('Mozilla/5.0 Chrome/156', { effectiveType: '2g' }))).toBe(false);
    expect(prefetchAllowed(browser('Mozilla/5.0 (compatible; Googlebot/2.1)'))).toBe(false);
  });
});
