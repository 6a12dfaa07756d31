import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { settingsFromEnvironment } from '../../generator/settings.ts';
import { createStaticServer, listen } from '../../server/static-server.ts';
import { launchChromium } from '../support/chromium.ts';
import { freePort } from '../support/nginx.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';
import { serveCli, type ServingCli } from '../support/serve-cli.ts';

/**
 * The site on one host, the intake on another (`serve --api-only`, as the
 * README deploys it next to a static host): a visitor without JavaScript gets
 * what they get on a single host. Invalid input: the form page with the errors
 * in their language and every value as typed, rendered by the intake from the
 * site's pages, its stylesheet loaded from the site. Valid input: the thank-you
 * page in their language on the site's public origin.
 */
let temp: string;
let site: http.Server;
let siteUrl: string;
let intake: ServingCli;
let intakeUrl: string;
let browser: Browser;

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), 'fernhill-intake-host-'));
  const distDir = path.join(temp, 'dist');
  const intakePort = await freePort();
  intakeUrl = `http://127.0.0.1:${intakePort}`;
  // As built with SITE_FORMS_ENDPOINT=<the intake's URL>.
  await build({
    root: PROJECT_ROOT,
    sink: 'disk',
    outDir: distDir,
    settings: settingsFromEnvironment({ SITE_FORMS_ENDPOINT: intakeUrl }, { dev: false }),
  });
  site = createStaticServer({ distDir });
  siteUrl = (await listen(site, 0)).url.replace(/\/$/, '');
  intake = await serveCli(['--api-only', '--out', distDir, '--port', String(intakePort)], {
    SITE_DATA_DIR: path.join(temp, 'data'),
    SITE_ORIGIN: siteUrl,
    SITE_PUBLIC_URL: siteUrl,
    SITE_FORMS_MIN_FILL_MS: '0',
  });
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await intake?.stop();
  await new Promise((resolve) => site?.close(resolve));
  if (temp) await rm(temp, { recursive: true, force: true });
});

const NAME = String.raw`Ada \ "Lovelace" O'Brien`;
const MESSAGE = String.raw`مرحبا \n نريد تطبيقًا \\ لمرضانا`;

async function germanMessages(): Promise<Record<string, string>> {
  const text = await readFile(path.join(PROJECT_ROOT, 'locales', 'de', 'translation.json'), 'utf8');
  return (JSON.parse(text) as { validation: Record<string, string> }).validation;
}

/** The German referral form without JavaScript, filled in with `email`. */
async function fillReferral(page: Page, email: string): Promise<void> {
  await page.goto(`${siteUrl}/de/referral-program`);
  const form = page.locator('form[data-form="referral"]');
  await form.locator('input[name="name"]').fill(NAME);
  await form.locator('input[name="email"]').fill(email);
  await form.locator('textarea[name="message"]').fill(MESSAGE);
}

describe('a form posted without JavaScript to an intake on its own host', () => {
  it('comes back with the errors in German, every value as typed, and the site’s stylesheet', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const stylesheets: Array<{ url: string; status: number }> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'stylesheet')
        stylesheets.push({ url: response.url(), status: response.status() });
    });
    await fillReferral(page, 'ada@@example.com');
    stylesheets.length = 0;
    const [answer] = await Promise.all([
      page.waitForNavigation(),
      page.locator('form[data-form="referral"] button[type="submit"]').click(),
    ]);
    expect(answer!.status()).toBe(400);
    expect(page.url()).toBe(`${intakeUrl}/api/contact`);

    const form = page.locator('form[data-form="referral"]');
    expect(await form.locator('#referral-name').inputValue()).toBe(NAME);
    expect(await form.locator('#referral-email').inputValue()).toBe('ada@@example.com');
    expect(await form.locator('#referral-message').inputValue()).toBe(MESSAGE);
    const de = await germanMessages();
    expect(await form.locator('#referral-email-error').textContent()).toBe(de.emailInvalid);
    expect(await form.locator('#referral-consent-error').textContent()).toBe(de.consentRequired);

    // Its stylesheet and links are the site's, on the site's origin.
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const sheet of stylesheets) {
      expect(sheet.url.startsWith(`${siteUrl}/`), sheet.url).toBe(true);
      expect(sheet.status).toBe(200);
    }
    // A root-relative link resolves against the <base>: the site's origin, not the intake's.
    const home = page.locator('a[href="/de/"]').first();
    expect(await home.evaluate((link: HTMLAnchorElement) => link.href)).toBe(`${siteUrl}/de/`);
    await context.close();
  });

  it('sends valid input on to the thank-you page in German on the site’s origin', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await fillReferral(page, 'ada@example.com');
    const form = page.locator('form[data-form="referral"]');
    await form.locator('input[name="referredCompany"]').fill('Analytical Engines');
    await form.locator('input[name="referredEmail"]').fill('charles@example.com');
    await form.locator('input[name="consent"]').check();
    const [answer] = await Promise.all([
      page.waitForNavigation({ url: `${siteUrl}/de/thank-you` }),
      form.locator('button[type="submit"]').click(),
    ]);
    expect(answer!.status()).toBe(200);
    expect(page.url()).toBe(`${siteUrl}/de/thank-you`);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await context.close();
  });
});
