import { describe, expect, it } from 'vitest';
import { builtSiteInChromium } from '../support/built-site.ts';

/**
 * SPEC §5.6 and §4 on the newsletter forms, in Chromium: an invalid address
 * turns the underline red (the error colour of the tone's token), and a failed
 * submit moves focus to the field, as the contact forms do (issue 19 items 10, 11).
 */
const served = builtSiteInChromium();

/** A token's colour as the browser computes it (`--color-feedback-error-on-dark` → "rgb(…)"). */
const tokenColour = (name: string) => `var(${name})`;

describe('newsletter form feedback', () => {
  for (const [where, path, input, token] of [
    ['the dark footer', '/', '#footer-newsletter-email', '--color-feedback-error-on-dark'],
    [
      'a light blog post',
      '/blog/estimating-fixed-scope-mvps',
      '#blog_post-newsletter-email',
      '--color-feedback-error',
    ],
  ] as const) {
    it(`turns the underline red on ${where} while "Invalid email" shows`, async () => {
      const page = await served.browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${served.site.baseUrl}${path}`);
      const field = page.locator(input);
      // Islands hydrate when they come into view.
      await field.scrollIntoViewIfNeeded();
      await page.waitForSelector('[data-island="newsletter"][data-hydration="done"]');
      const colours = () =>
        field.evaluate((element, variable) => {
          const probe = document.createElement('span');
          probe.style.color = variable;
          element.parentElement!.append(probe);
          const expected = getComputedStyle(probe).color;
          probe.remove();
          return { underline: getComputedStyle(element).borderBottomColor, error: expected };
        }, tokenColour(token));
      const before = await colours();
      expect(before.underline).not.toBe(before.error);
      await field.fill('not-an-email');
      await field.blur();
      await page.getByText('Invalid email').first().waitFor();
      const after = await colours();
      expect(after.underline).toBe(after.error);
      await page.close();
    });
  }

  it('moves focus to the e-mail field after a failed submit, also one a script makes while the button is disabled', async () => {
    const page = await served.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${served.site.baseUrl}/`);
    await page.locator('#footer-newsletter-email').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="newsletter"][data-hydration="done"]');
    await page
      .locator('form[data-form="newsletter"]')
      .evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('footer-newsletter-email');
    expect(await page.locator('#footer-newsletter-email').getAttribute('aria-invalid')).toBe(
      'true',
    );
    await page.close();
  });
});
