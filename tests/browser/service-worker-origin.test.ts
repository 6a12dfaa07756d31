import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium.ts';
import { startBuiltSite, type BuiltSite } from '../support/built-site.ts';

/**
 * SPEC §2/§8: the service worker registers over HTTPS or on localhost only; on
 * any other origin the console says why. Tested on a real insecure origin: a
 * host name that is not localhost, mapped to the test server by Chromium
 * itself, where browsers hide navigator.serviceWorker altogether (issue 19 item 9).
 */
let site: BuiltSite;
let browser: Browser;
const HOST = 'fernhill.test';

beforeAll(async () => {
  site = await startBuiltSite();
  browser = await launchChromium([`--host-resolver-rules=MAP ${HOST} 127.0.0.1`]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('service worker registration', () => {
  it('on an insecure origin that is not localhost, says in the console that service workers need HTTPS or localhost', async () => {
    const page = await browser.newPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    const url = new URL(site.baseUrl);
    await page.goto(`http://${HOST}:${url.port}/`, { waitUntil: 'load' });
    expect(await page.evaluate(() => 'serviceWorker' in navigator)).toBe(false);
    await expect
      .poll(() => messages, { timeout: 10_000 })
      .toContain('Service workers need HTTPS or localhost.');
    await page.close();
  });

  it('on localhost, registers it and says nothing of the kind', async () => {
    const page = await browser.newPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(`${site.baseUrl}/`, { waitUntil: 'load' });
    await expect
      .poll(
        () =>
          page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration('/'))),
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(messages).not.toContain('Service workers need HTTPS or localhost.');
    await page.close();
  });
});
