import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { builtSiteInChromium } from '../support/built-site.ts';

const served = builtSiteInChromium();

async function open(
  path: string,
  contextOptions: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await served.browser.newContext({
    viewport: { width: 1280, height: 900 },
    ...contextOptions,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${served.site.baseUrl}${path}`, { waitUntil: 'load' });
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
  return { context, page, errors };
}
const marker = (page: Page) =>
  page.evaluate(() => (window as unknown as { __marker?: number }).__marker);

describe('client-side navigation', () => {
  it('swaps the page in place from page data: content, title, canonical, lang/dir, announcement', async () => {
    const { context, page, errors } = await open('/');
    const pageData = page.waitForResponse((response) =>
      response.url().endsWith('/page-data/services/react-development.json'),
    );
    await page
      .locator('main')
      .getByRole('link', { name: /^React/ })
      .first()
      .click();
    await page.waitForURL(/\/services\/react-development$/);
    expect((await pageData).status()).toBe(200);
    await expect.poll(() => page.title()).toBe('React development company | Fernhill');
    expect(await marker(page)).toBe(42);
    expect(await page.locator('h1').textContent()).toBe(
      'React applications your next five engineers can understand',
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      'https://www.fernhill.dev/services/react-development',
    );
    expect(await page.locator('#route-announcer').textContent()).toBe(
      'Navigated to React development company | Fernhill',
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('scrolls to the top for /services and restores the position on back', async () => {
    const { context, page } = await open('/');
    await page.evaluate(() => window.scrollTo(0, 1800));
    const link = page.locator('main a[href="/services/flutter-app-development"]').first();
    await link.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    await link.click();
    await page.waitForURL(/flutter-app-development$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(`${served.site.baseUrl}/`);
    // Going back fetches the home page's data (a page never fetches its own at start-up): allow for a busy machine.
    await expect
      .poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 10_000 })
      .toBe(Math.round(before));
    expect(await marker(page)).toBe(42);
    await context.close();
  });

  it('starts other new pages at the top too (a page opening mid-way down looks broken)', async () => {
    const { context, page } = await open('/about-us');
    const link = page.locator('footer a[href="/technologies"]').first();
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await link.click();
    await page.waitForURL(/\/technologies$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await marker(page)).toBe(42);
    await context.close();
  });

  it('does a full load when changing language (the page chrome is per language)', async () => {
    const { context, page } = await open('/about-us');
    await page.locator('header a[hreflang="ar"]').click();
    await page.waitForURL(/\/ar\/about-us$/);
    await page.waitForLoadState('load');
    expect(await marker(page)).toBeUndefined();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await context.close();
  });

  it('shows the not-found page for a page-data 404 confirmed by HEAD, and the server-error page for a 500', async () => {
    const { context, page } = await open('/work');
    await context.route('**/page-data/work/shyft.json', (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await context.route('**/work/shyft', (route) =>
      route.request().method() === 'HEAD'
        ? route.fulfill({ status: 404, body: '' })
        : route.continue(),
    );
    await page.locator('main a[href="/work/shyft"]').first().click();
    await page.waitForURL(/\/work\/shyft$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('We couldn’t find that page');
    expect(await marker(page)).toBe(42);

    await context.route('**/page-data/work/joyne.json', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await page.goto(`${served.site.baseUrl}/work`);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    await page.locator('main a[href="/work/joyne"]').first().click();
    await page.waitForURL(/\/work\/joyne$/);
    await expect
      .poll(async () => (await page.locator('h1').textContent())?.length ?? 0)
      .toBeGreaterThan(0);
    const serverError = (await page.locator('h1').textContent()) ?? '';
    expect(serverError).not.toContain('Joyne');
    expect(await marker(page)).toBe(7);
    await context.close();
  });

  it('falls back to a full page load when page data keeps failing', async () => {
    const { context, page } = await open('/work');
    let attempts = 0;
    await context.route('**/page-data/work/tattle.json', (route) => {
      attempts += 1;
      return route.abort('failed');
    });
    await page.locator('main a[href="/work/tattle"]').first().click();
    await page.waitForURL(/\/work\/tattle$/);
    await page.waitForLoadState('load');
    await expect.poll(() => marker(page)).toBeUndefined();
    expect(attempts).toBeGreaterThanOrEqual(4);
    expect(await page.locator('h1').textContent()).toContain('');
    await context.close();
  });

  it('reloads fully once when a new build is live, then navigates in place again', async () => {
    const { context, page } = await open('/work');
    await context.route('**/app-data.json*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"buildHash":"a-newer-build"}',
      }),
    );
    await page.locator('main a[href="/work/shyft"]').first().click();
    await page.waitForURL(/\/work\/shyft$/);
    await page.waitForLoadState('load');
    await expect.poll(() => marker(page)).toBeUndefined();
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 9));
    await page.locator('main a[href^="/work/"]').first().click();
    await page.waitForTimeout(800);
    expect(await marker(page)).toBe(9);
    await context.close();
  });
});

describe('prefetching', () => {
  it('fetches page data for visible links after 3 s, at most 4 at a time', async () => {
    const context = await served.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const started: number[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    await context.route('**/page-data/**', async (route) => {
      // Only prefetches fetch page data at start-up: the page on screen never fetches its own.
      if (route.request().method() !== 'GET') return route.continue();
      started.push(Date.now());
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 150));
      inFlight -= 1;
      await route.continue();
    });
    const loaded = Date.now();
    await page.goto(`${served.site.baseUrl}/technologies`, { waitUntil: 'load' });
    await expect.poll(() => started.length, { timeout: 10_000 }).toBeGreaterThan(4);
    expect(Math.min(...started) - loaded).toBeGreaterThanOrEqual(3000);
    expect(maxInFlight).toBeLessThanOrEqual(4);
    await context.close();
  });

  it('prefetches nothing with data saver on', async () => {
    const context = await served.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: true, effectiveType: '4g' },
      }),
    );
    const page = await context.newPage();
    const requested: string[] = [];
    page.on(
      'request',
      (request) =>
        request.url().includes('/page-data/') &&
        request.method() === 'GET' &&
        requested.push(request.url()),
    );
    await page.goto(`${served.site.baseUrl}/technologies`, { waitUntil: 'load' });
    await page.waitForTimeout(4500);
    expect(requested).toEqual([]);
    await context.close();
  });
});

describe('language routing', () => {
  it('sends a German browser from an unprefixed page to /de/…, keeping query and hash', async () => {
    const context = await served.browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(`${served.site.baseUrl}/work?utm_source=x#shyft`);
    await page.waitForURL(`${served.site.baseUrl}/de/work?utm_source=x#shyft`);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await context.close();
  });

  it('respects a stored choice of English: no redirect', async () => {
    const context = await served.browser.newContext({ locale: 'de-DE' });
    await context.addInitScript(() => localStorage.setItem('fernhill:language', 'en'));
    const page = await context.newPage();
    await page.goto(`${served.site.baseUrl}/work`, { waitUntil: 'load' });
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/work');
    await context.close();
  });
});

describe('service worker', () => {
  it('registers from /sw.js on 127.0.0.1 and serves visited pages (and the offline page) without a connection', async () => {
    const context = await served.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${served.site.baseUrl}/about-us`, { waitUntil: 'load' });
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${served.site.baseUrl}/`);
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
        timeout: 10_000,
      })
      .toBe(true);
    await page.reload({ waitUntil: 'load' }); // fetched through the worker, so it is cached
    await context.setOffline(true);
    await page.reload({ waitUntil: 'load' });
    expect(await page.locator('h1').textContent()).toBe(
      'A software company built around people who stay',
    );
    await page.goto(`${served.site.baseUrl}/fuse`).catch(() => undefined);
    expect(await page.locator('h1').textContent()).toBe('No connection right now');
    await context.setOffline(false);
    await context.close();
  });
});
