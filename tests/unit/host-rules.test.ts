import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../content/schema/index.ts';
import {
  findRedirect,
  formatHeaders,
  formatRedirects,
  headersFor,
  matchPath,
  parseHeaders,
  parseRedirects,
} from '../../generator/deploy/host-rules.ts';
import { redirectRules, redirectsFile } from '../../generator/deploy/redirects.ts';
import { headerRules, headersFile } from '../../generator/deploy/security-headers.ts';

const exists = (answer: boolean) => () => Promise.resolve(answer);

/** The first rule for `path` and where it goes, with no file at the path unless `file` says so. */
async function route(text: string, path: string, file = false) {
  const match = await findRedirect(parseRedirects(text), path, exists(file));
  return match && { to: match.target, status: match.rule.status, force: match.rule.force };
}

describe('_redirects (Netlify syntax)', () => {
  it('reads from, to, status and force; 301 when no status is given; skips comments and blank lines', () => {
    const rules = parseRedirects(`# Redirects from what the browser requests to what we serve
/home              /
/blog/my-post.php  /blog/my-post   302   # an old address

/pass-through      /index.html     200
/ecommerce         /store-closed   404
/app/*             /app/index.html 200!
`);
    expect(rules).toEqual([
      { from: '/home', to: '/', status: 301, force: false },
      { from: '/blog/my-post.php', to: '/blog/my-post', status: 302, force: false },
      { from: '/pass-through', to: '/index.html', status: 200, force: false },
      { from: '/ecommerce', to: '/store-closed', status: 404, force: false },
      { from: '/app/*', to: '/app/index.html', status: 200, force: true },
    ]);
  });

  it('passes a splat on as :splat', async () => {
    expect(await route('/news/*  /blog/:splat', '/news/2004/01/10/my-story')).toEqual({
      to: '/blog/2004/01/10/my-story',
      status: 301,
      force: false,
    });
    // The splat may be empty: /news/ and /news go to /blog/.
    expect((await route('/news/*  /blog/:splat', '/news/'))?.to).toBe('/blog/');
    expect((await route('/news/*  /blog/:splat', '/news'))?.to).toBe('/blog/');
    expect(await route('/news/*  /blog/:splat', '/newsletter')).toBeUndefined();
  });

  it('fills placeholders, each one path segment', async () => {
    const rule = '/news/:year/:month/:date/:slug  /blog/:year/:month/:date/:slug';
    expect((await route(rule, '/news/2004/02/12/my-story'))?.to).toBe('/blog/2004/02/12/my-story');
    expect(await route(rule, '/news/2004/02/12')).toBeUndefined();
    expect(await route(rule, '/news/2004/02/12/my-story/more')).toBeUndefined();
    expect(matchPath('/:locale/about', '/de/about')).toEqual({ locale: 'de' });
  });

  it('lets a file at the path shadow a rule unless the rule is forced (!)', async () => {
    // The single-page-app rewrite: every path without a file of its own serves /index.html.
    const spa = '/*    /index.html   200';
    expect(await route(spa, '/partials/chat.html', true)).toBeUndefined();
    expect(await route(spa, '/dashboard/settings', false)).toEqual({
      to: '/index.html',
      status: 200,
      force: false,
    });
    const forced = '/app/*  /app/index.html  200!';
    expect(await route(forced, '/app/old.html', true)).toEqual({
      to: '/app/index.html',
      status: 200,
      force: true,
    });
  });

  it('answers with the first rule that matches', async () => {
    const text = `/de/old   /de/new   301
/de/*     /de/404.html   404
/*        /404.html      404`;
    expect(await route(text, '/de/old')).toMatchObject({ to: '/de/new', status: 301 });
    expect(await route(text, '/de/gone')).toMatchObject({ to: '/de/404.html', status: 404 });
    expect(await route(text, '/gone')).toMatchObject({ to: '/404.html', status: 404 });
    // A shadowed first match does not fall through to a later rule: the file is served.
    expect(await route(text, '/de/old', true)).toBeUndefined();
  });

  it('matches the path alone: a query string is not part of it', async () => {
    // Query conditions (`id=:id`) are not applied: such a rule never matches rather than matching too much.
    const text = `/store id=:id  /blog/:id  301
/store  /shop  302`;
    const rules = parseRedirects(text);
    expect(rules[0]).toMatchObject({ from: '/store', to: '/blog/:id', unsupported: ['id=:id'] });
    expect(await route(text, '/store')).toMatchObject({ to: '/shop', status: 302 });
  });

  it('keeps rules with conditions or other origins, without applying them', async () => {
    const text = `/  /de/  302  Language=de
/api/*  https://api.example.com/:splat  200`;
    expect(parseRedirects(text).map((rule) => rule.unsupported)).toEqual([
      ['Language=de'],
      ['https://api.example.com/:splat'],
    ]);
    expect(await route(text, '/')).toBeUndefined();
    expect(await route(text, '/api/contact')).toBeUndefined();
  });

  it('reads back exactly the rules the build writes', () => {
    const rules = redirectRules(LOCALES);
    expect(parseRedirects(redirectsFile(LOCALES))).toEqual(rules);
    expect(parseRedirects(formatRedirects(rules))).toEqual(rules);
  });
});

describe('_headers (Netlify syntax)', () => {
  const text = `# A path, then its headers, indented
/templates/index.html
  # headers for that path:
  X-Frame-Options: DENY
  X-XSS-Protection: 1; mode=block
/templates/index2.html
  X-Frame-Options: SAMEORIGIN
/*
  cache-control: max-age=0
  cache-control: no-cache
  Content-Length: 5
/images/*
  Cache-Control: public, max-age=604800
/blog/:slug/feed.xml
  Content-Type: application/rss+xml
`;

  it('reads each path and its headers, comments aside', () => {
    expect(parseHeaders(text)).toEqual([
      {
        pattern: '/templates/index.html',
        headers: [
          ['X-Frame-Options', 'DENY'],
          ['X-XSS-Protection', '1; mode=block'],
        ],
      },
      { pattern: '/templates/index2.html', headers: [['X-Frame-Options', 'SAMEORIGIN']] },
      {
        pattern: '/*',
        headers: [
          ['cache-control', 'max-age=0'],
          ['cache-control', 'no-cache'],
          ['Content-Length', '5'],
        ],
      },
      { pattern: '/images/*', headers: [['Cache-Control', 'public, max-age=604800']] },
      { pattern: '/blog/:slug/feed.xml', headers: [['Content-Type', 'application/rss+xml']] },
    ]);
  });

  it('applies every matching block, joining a repeated header with ", "; never headers the host sets', () => {
    const rules = parseHeaders(text);
    expect(Object.fromEntries(headersFor(rules, '/templates/index.html'))).toEqual({
      'X-Frame-Options': 'DENY',
      'X-XSS-Protection': '1; mode=block',
      'cache-control': 'max-age=0, no-cache',
    });
    expect(headersFor(rules, '/images/logo/big.png').get('cache-control')).toBe(
      'max-age=0, no-cache, public, max-age=604800',
    );
    expect(headersFor(rules, '/blog/first-post/feed.xml').get('Content-Type')).toBe(
      'application/rss+xml',
    );
    expect(headersFor(rules, '/blog/a/b/feed.xml').has('Content-Type')).toBe(false);
    expect(headersFor(rules, '/').has('Content-Length')).toBe(false);
  });

  it('reads back exactly the rules the build writes', () => {
    const security = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "a 'self'" };
    expect(parseHeaders(headersFile(security))).toEqual(headerRules(security));
    expect(formatHeaders(parseHeaders(headersFile(security)))).toBe(headersFile(security));
  });
});
