import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { builtSiteInChromium } from '../support/built-site.ts';

/**
 * Page-data requests as SPEC §2 and §8 define them (issue 19 items 12, 14):
 * a 404 leads to the not-found page and a 500 to the server-error page at
 * once, only other failures are retried (up to 3 times), a HEAD that fails
 * does not count as "missing", and a page never fetches its own data twice
 * or leaves an aborted request behind.
 */
const served = builtSiteInChromium();
const TARGET = '/page-data/services/react-development.json';

async function open(path = '/') {
  const context = await served.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const requests: Request[] = [];
  const failed: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('requestfailed', (request) =>
    failed.push(
      `${request.method()} ${new URL(request.url()).pathname} ${request.failure()?.errorText}`,
    ),
  );
  await page.goto(`${served.site.baseUrl}${path}`, { waitUntil: 'load' });
  return { context, page, requests, failed };
}

// A click from script: no pointer moves over the link, so no hover prefetch joins the requests being counted.
const clickReact = (page: Awaited<ReturnType<typeof open>>['page']) =>
  page
    .locator('main a[href="/services/react-development"]')
    .first()
    .evaluate((link: HTMLAnchorElement) => link.click());
const requestsTo = (requests: Request[], pathname: string, method = 'GET') =>
  requests.filter(
    (request) => new URL(request.url()).pathname === pathname && request.method() === method,
  );

describe('page data', () => {
  it('answered 404 (and the page too) shows the not-found page at once, without retrying', async () => {
    const { context, page, requests } = await open();
    await context.route(`**${TARGET}`, (route) =>
      route.fulfill({ status: 404, body: 'not found' }),
    );
    await context.route('**/services/react-development', (route) =>
      route.request().method() === 'HEAD' ? route.fulfill({ status: 404 }) : route.continue(),
    );
    await clickReact(page);
    await page.waitForURL(/\/services\/react-development$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('We couldn’t find that page');
    expect(requestsTo(requests, TARGET)).toHaveLength(1);
    await context.close();
  });

  it('answered 500 shows the server-error page at once, without retrying', async () => {
    const { context, page, requests } = await open();
    await context.route(`**${TARGET}`, (route) => route.fulfill({ status: 500, body: 'broken' }));
    await clickReact(page);
    await page.waitForURL(/\/services\/react-development$/);
    await expect.poll(() => page.locator('main').textContent()).toContain('500');
    expect(requestsTo(requests, TARGET)).toHaveLength(1);
    await context.close();
  });

  it('that fails otherwise is tried 4 times in all, then the browser loads the page itself', async () => {
    const { context, page, requests } = await open();
    await context.route(`**${TARGET}`, (route) => route.abort('connectionreset'));
    await clickReact(page);
    await expect
      .poll(() => page.locator('h1').textContent(), { timeout: 15_000 })
      .toBe('React applications your next five engineers can understand');
    expect(requestsTo(requests, TARGET)).toHaveLength(4);
    await context.close();
  });

  it('missing, with a HEAD request that fails, does not claim the page is missing', async () => {
    const { context, page } = await open();
    await context.route(`**${TARGET}`, (route) =>
      route.fulfill({ status: 404, body: 'not found' }),
    );
    await context.route('**/services/react-development', (route) =>
      route.request().method() === 'HEAD' ? route.abort('connectionreset') : route.continue(),
    );
    await clickReact(page);
    // The browser loads the page itself: the real page, not the not-found page.
    await expect
      .poll(() => page.locator('h1').textContent(), { timeout: 15_000 })
      .toBe('React applications your next five engineers can understand');
    await context.close();
  });

  it('of the page on screen is never fetched: the page already has it', async () => {
    const { context, page, requests, failed } = await open('/');
    // Past the prefetch delay (3 s) and the idle start-up work.
    await page.waitForTimeout(6000);
    expect(
      requests
        .filter((request) => new URL(request.url()).pathname === '/page-data/index.json')
        .map((request) => request.method()),
    ).toEqual([]);
    expect(failed.filter((line) => line.includes('/page-data/'))).toEqual([]);
    // Other pages' data was prefetched meanwhile: the prefetcher runs, it just skips this page.
    expect(requests.some((request) => /\/page-data\/(?!index)/.test(request.url()))).toBe(true);
    await context.close();
  });

  it('a page whose resources cannot load says so at start-up (SPEC §8) and keeps its HTML working', async () => {
    const context = await served.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route(/\/_assets\/js\/chunks\/hydrate-island\.[A-Z0-9]+\.js$/, (route) =>
      route.abort(),
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${served.site.baseUrl}/contact-us`);
    await page.locator('[data-island="contact-form"]').first().scrollIntoViewIfNeeded();
    await expect
      .poll(
        () => page.locator('[data-island="contact-form"]').first().getAttribute('data-hydration'),
        { timeout: 10_000 },
      )
      .toBe('failed');
    expect(
      errors.some((text) =>
        text.startsWith('page resources for /contact-us not found. Not rendering React'),
      ),
    ).toBe(true);
    expect(await page.locator('form[data-form="project"]').count()).toBe(1);
    await context.close();
  });
});
