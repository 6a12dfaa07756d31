import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CTA_STORAGE_KEY, CTA_VARIANTS } from '../../runtime/experiments/cta-copy.ts';
import { builtSiteInChromium } from '../support/built-site.ts';
import { holdRequests } from '../support/hold-requests.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';

const SCREENSHOT_DIR = process.env.SCREENSHOTS
  ? path.join(PROJECT_ROOT, 'test-results', 'screenshots')
  : undefined;

// The 'cta-copy' experiment is switched on for this build (SITE_CTA_EXPERIMENT=1 in production).
const served = builtSiteInChromium({
  settings: {
    contactEndpoint: '/api/contact',
    newsletterEndpoint: '/api/newsletter',
    ctaExperiment: true,
    environment: 'production',
  },
});
beforeAll(async () => {
  if (SCREENSHOT_DIR) await mkdir(SCREENSHOT_DIR, { recursive: true });
});

type Recorded = [
  kind: string,
  event: string,
  properties: Record<string, unknown>,
  context: { campaign?: Record<string, string>; entryPoint: string },
];

interface Session {
  context: BrowserContext;
  page: Page;
  errors: string[];
  events: () => Promise<Recorded[]>;
}

interface OpenOptions {
  width?: number;
  /** Statuses the stubbed form endpoints answer with. */
  contact?: number;
  newsletter?: number;
  reducedMotion?: 'reduce' | 'no-preference';
}

/** A page with a stub window.analytics recording every call, endpoints answered by `status`. */
async function open(
  path: string,
  {
    width = 1280,
    contact = 201,
    newsletter = 201,
    reducedMotion = 'no-preference',
  }: OpenOptions = {},
): Promise<Session> {
  const context = await served.browser.newContext({
    viewport: { width, height: 900 },
    reducedMotion,
  });
  await context.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { __calls: unknown[] }).__calls = calls;
    (window as unknown as { analytics: object }).analytics = {
      track: (event: string, properties: object, options: { context: object }) =>
        calls.push(['track', event, properties, options.context]),
      page: (name: string, properties: object, options: { context: object }) =>
        calls.push(['page', name, properties, options.context]),
      identify: () => {},
    };
  });
  await context.route('**/api/contact', (route) =>
    route.fulfill({
      status: contact,
      contentType: 'application/json',
      body: contact < 300 ? '{"id":"c-1"}' : '{"error":"unavailable"}',
    }),
  );
  await context.route('**/api/newsletter', (route) =>
    route.fulfill({
      status: newsletter,
      contentType: 'application/json',
      body: newsletter < 300 ? '{"id":"n-1"}' : '{}',
    }),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Failed endpoint answers are what some tests ask for; anything else is a bug.
    if (message.type() === 'error' && !/status of (500|503)/.test(message.text()))
      errors.push(message.text());
  });
  await page.goto(`${served.site.baseUrl}${path}`, { waitUntil: 'load' });
  return {
    context,
    page,
    errors,
    events: () => page.evaluate(() => (window as unknown as { __calls: Recorded[] }).__calls),
  };
}

const dialog = (page: Page) => page.locator('[data-reach-dialog-content]');
const shot = async (page: Page, name: string) => {
  if (!SCREENSHOT_DIR) return;
  await page.waitForTimeout(500); // let the toast's entry animation finish
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
};

describe('contact dialog', () => {
  it('opens from #workTogetherCTA with Enter or Space, traps Tab and Shift+Tab, locks scrolling, closes on Escape and returns focus', async () => {
    const { context, page, errors, events } = await open('/services/react-development');
    await page.locator('#workTogetherCTA').scrollIntoViewIfNeeded();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.locator('#workTogetherCTA').focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    await expect
      .poll(() =>
        page.evaluate(
          () => document.activeElement?.closest('[data-reach-dialog-content]') !== null,
        ),
      )
      .toBe(true);
    expect(await page.getByRole('dialog', { name: 'Tell us about your project' }).count()).toBe(1);

    // Scrolling the page is disabled while the dialog is open.
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    // Tab never leaves the dialog.
    for (let step = 0; step < 14; step += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() =>
          Boolean(document.activeElement?.closest('[data-reach-dialog-content]')),
        ),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('workTogetherCTA');

    // Space opens it too (the trigger acts as a button, not a link that scrolls), and Shift+Tab stays inside.
    const scrollBeforeSpace = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Space');
    await dialog(page).waitFor();
    await expect
      .poll(() =>
        page.evaluate(
          () => document.activeElement?.closest('[data-reach-dialog-content]') !== null,
        ),
      )
      .toBe(true);
    for (let step = 0; step < 14; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(
        await page.evaluate(() =>
          Boolean(document.activeElement?.closest('[data-reach-dialog-content]')),
        ),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('workTogetherCTA');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBeforeSpace);
    const names = (await events()).map(([, event]) => event);
    expect(names).toEqual(expect.arrayContaining(['contact_form_opened', 'contact_form_closed']));
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens from the footer's 'Join the forefront of innovation' action and closes with its button", async () => {
    const { context, page, errors } = await open('/about-us');
    await page.getByRole('link', { name: 'Start a conversation' }).click();
    await dialog(page).waitFor();
    expect(page.url()).toMatch(/\/about-us$/);
    await page.getByRole('button', { name: 'Close' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const width of [375, 1280]) {
    it(`submits an enquiry at ${width} px: field errors first, then success toast and contact_us_submit`, async () => {
      const { context, page, errors, events } = await open('/', { width });
      await page.locator('#workTogetherCTA').click();
      await page.locator('#contact-dialog-name').waitFor();
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe('contact-dialog-name');
      await shot(page, `dialog-errors-${width}`);
      await page.fill('#contact-dialog-name', 'Ada Lovelace');
      await page.fill('#contact-dialog-email', 'ada@example.com');
      await page.selectOption('#contact-dialog-budget', '150k-500k');
      await page.fill(
        '#contact-dialog-message',
        'A patient portal with scheduling and secure messaging.',
      );
      await page.check('#contact-dialog-consent');
      await shot(page, `dialog-filled-${width}`);
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByText('Thank you! We received your message').waitFor();
      await dialog(page).waitFor({ state: 'detached' });
      await shot(page, `toast-success-${width}`);
      expect((await events()).some(([, event]) => event === 'contact_us_submit')).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('keeps everything typed when the endpoint fails, with an error toast in red', async () => {
    const { context, page, errors } = await open('/', { contact: 500 });
    await page.locator('#workTogetherCTA').click();
    await page.locator('#contact-dialog-name').waitFor();
    await page.fill('#contact-dialog-name', 'Ada Lovelace');
    await page.fill('#contact-dialog-email', 'ada@example.com');
    await page.selectOption('#contact-dialog-budget', 'not-sure');
    await page.fill('#contact-dialog-message', 'An internal tool for our dispatch team.');
    await page.check('#contact-dialog-consent');
    await page.getByRole('button', { name: 'Send message' }).click();
    const toast = page.getByText('Your message could not be sent.');
    await toast.waitFor();
    await shot(page, 'toast-error-1280');
    expect(await toast.evaluate((element) => getComputedStyle(element).color)).toBe(
      'rgb(192, 38, 45)',
    );
    expect(await page.inputValue('#contact-dialog-name')).toBe('Ada Lovelace');
    expect(await page.inputValue('#contact-dialog-message')).toBe(
      'An internal tool for our dispatch team.',
    );
    expect(await page.isChecked('#contact-dialog-consent')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('newsletter', () => {
  it('subscribes from the footer: toast, newsletter_signup with campaign context, 2-second guard', async () => {
    const { context, page, errors, events } = await open(
      '/work?utm_source=linkedin&utm_medium=social&utm_campaign=launch',
    );
    const email = page.locator('#footer-newsletter-email');
    await email.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="newsletter"][data-hydration="done"]');
    await email.fill('reader@company');
    await email.blur();
    await page.getByText('Invalid email').waitFor();
    expect(await page.getByRole('button', { name: 'Subscribe' }).isDisabled()).toBe(true);
    await email.fill('reader@company.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Thank you for subscribing to our newsletter!').waitFor();
    expect(await page.getByRole('button', { name: 'Subscribe' }).isDisabled()).toBe(true);
    await expect
      .poll(() => page.getByRole('button', { name: 'Subscribe' }).isDisabled(), { timeout: 4000 })
      .toBe(false);
    const signup = (await events()).find(([, event]) => event === 'newsletter_signup');
    expect(signup?.[2]).toEqual({ email: 'reader@company.com', source: 'footer' });
    expect(signup?.[3]).toEqual({
      campaign: { source: 'linkedin', medium: 'social', name: 'launch' },
      entryPoint: '/work',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps what a visitor typed before the island hydrated', async () => {
    const context = await served.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const release = await holdRequests(context, '**/hydrate-island.*.js');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${served.site.baseUrl}/referral-program`, { waitUntil: 'load' });
    await page.locator('#referral-name').scrollIntoViewIfNeeded();
    await page.fill('#referral-name', 'Grace Hopper');
    await page.check('#referral-consent');
    await page.locator('#footer-newsletter-email').fill('early@reader.com');
    release();
    await page.waitForSelector('[data-island="contact-form"][data-hydration="done"]');
    await page.waitForSelector('[data-island="newsletter"][data-hydration="done"]');
    expect(await page.inputValue('#referral-name')).toBe('Grace Hopper');
    expect(await page.isChecked('#referral-consent')).toBe(true);
    expect(await page.inputValue('#footer-newsletter-email')).toBe('early@reader.com');
    await page.locator('#referral-name').press('End');
    await page.keyboard.type(' Jr');
    expect(await page.inputValue('#referral-name')).toBe('Grace Hopper Jr');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the failure toast on a blog post signup (source blog_post) and keeps the address', async () => {
    const post = served.site.result.routes.find(
      (route) => route.locale === 'en' && route.page.type === 'post',
    )!.path;
    const { context, page, errors } = await open(post, { newsletter: 503, width: 375 });
    const email = page.locator('#blog_post-newsletter-email');
    await email.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="newsletter"][data-hydration="done"]');
    await email.fill('reader@company.com');
    await email.press('Enter');
    await page.getByText('Something went wrong. Please try again later.').waitFor();
    await shot(page, 'toast-error-375');
    expect(await email.inputValue()).toBe('reader@company.com');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('experiment, analytics and motion', () => {
  it('assigns a cta-copy variant, shows its copy, tracks joining once and reuses it', async () => {
    const { context, page, events } = await open('/');
    const variant = await page.evaluate((key) => localStorage.getItem(key), CTA_STORAGE_KEY);
    expect(Object.keys(CTA_VARIANTS)).toContain(variant);
    expect(await page.locator('#workTogetherCTA').textContent()).toBe(
      CTA_VARIANTS[variant as keyof typeof CTA_VARIANTS],
    );
    const joined = (await events()).filter(([, event]) => event === 'user_joined_cta_cohort');
    expect(joined.map(([, , properties]) => properties)).toEqual([
      {
        experimentId: 'cta-copy',
        variant,
        copy: CTA_VARIANTS[variant as keyof typeof CTA_VARIANTS],
      },
    ]);
    await page.reload({ waitUntil: 'load' });
    expect(await page.evaluate((key) => localStorage.getItem(key), CTA_STORAGE_KEY)).toBe(variant);
    expect((await events()).filter(([, event]) => event === 'user_joined_cta_cohort')).toEqual([]);
    await context.close();
  });

  it('sends a page event with the entry point on load', async () => {
    const { context, events } = await open('/de/about-us?utm_source=newsletter');
    const pages = (await events()).filter(([kind]) => kind === 'page');
    expect(pages).toHaveLength(1);
    expect(pages[0]![2]).toEqual({ path: '/de/about-us' });
    expect(pages[0]![3]).toEqual({
      campaign: { source: 'newsletter' },
      entryPoint: '/de/about-us',
    });
    await context.close();
  });

  it('slides the CTA in after its delay, and not at all with reduced motion', async () => {
    const moving = await open('/');
    const timing = await moving.page
      .locator('#workTogetherCTA')
      .evaluate((element) =>
        element
          .getAnimations()
          .map((animation) => (animation.effect as KeyframeEffect).getTiming()),
      );
    expect(timing).toEqual([expect.objectContaining({ delay: 600, duration: 600 })]);
    await moving.context.close();
    const still = await open('/', { reducedMotion: 'reduce' });
    expect(
      await still.page
        .locator('#workTogetherCTA')
        .evaluate((element) => element.getAnimations().length),
    ).toBe(0);
    // Down the whole page (islands hydrate, lazy parts load on the way), then nothing may move for longer than 0.01 s.
    for (
      let step = 0;
      step < 40 &&
      (await still.page.evaluate(
        () => window.scrollY + window.innerHeight < document.documentElement.scrollHeight,
      ));
      step += 1
    ) {
      await still.page.mouse.wheel(0, 800);
      await still.page.waitForTimeout(50);
    }
    await still.page.waitForSelector('[data-island="newsletter"][data-hydration="done"]');
    // A string: tsx-compiled helpers would need `__name`, which the page lacks.
    const motion = await still.page.evaluate<{ running: string[]; slow: string[] }>(`(() => {
      const seconds = (list) => Math.max(...list.split(',').map((value) => (value.trim().endsWith('ms') ? parseFloat(value) / 1000 : parseFloat(value))));
      const running = document.getAnimations().filter((animation) => animation.playState === 'running' && Number(animation.effect.getComputedTiming().duration) > 10);
      const slow = [...document.querySelectorAll('*')].flatMap((element) => {
        const style = getComputedStyle(element);
        const longest = Math.max(seconds(style.animationDuration), seconds(style.transitionDuration));
        return longest > 0.01 ? [element.tagName.toLowerCase() + '.' + element.className + ': ' + longest + ' s'] : [];
      });
      return { running: running.map((animation) => animation.animationName || animation.constructor.name), slow: slow.slice(0, 5) };
    })()`);
    expect(motion).toEqual({ running: [], slow: [] });
    await still.context.close();
  });
});
