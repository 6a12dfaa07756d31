import type { Page } from 'playwright-core';
import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { builtSiteInChromium } from '../support/built-site.ts';
import { holdRequests } from '../support/hold-requests.ts';

/**
 * Issue 6 item 4: the site by keyboard alone, in real Chromium. Only page.keyboard
 * moves focus or acts; the page is read with evaluate. The contact dialog's keyboard
 * behaviour and reduced motion are in interactive.test.ts.
 */

const served = builtSiteInChromium();

async function open(
  path: string,
  width = 1280,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await served.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${served.site.baseUrl}${path}`, { waitUntil: 'load' });
  return { page, close: () => context.close() };
}

interface Focused {
  /** Tag, accessible-ish name and place, for messages. */
  label: string;
  kind: 'skip' | 'logo' | 'nav' | 'language' | 'contact' | 'menu' | 'other';
  inHeader: boolean;
  inMain: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
  visible: boolean;
  outline: { style: string; width: number; color: string };
  boxShadow: string;
  /** Colours right behind the focus ring: the nearest painted background outside the element (every stop of a gradient). */
  behind: string[];
}

// A string, not a function: tsx would wrap named helpers in `__name`, which the page lacks.
const FOCUSED = `(() => {
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement) return null;
  const style = getComputedStyle(element);
  const rect = element.getBoundingClientRect();
  const painted = (value) => value && value !== 'transparent' && !/rgba\\([^)]*,\\s*0\\)$/.test(value);
  const behind = [];
  for (let node = element.parentElement; node && !behind.length; node = node.parentElement) {
    const nodeStyle = getComputedStyle(node);
    const stops = nodeStyle.backgroundImage.match(/rgba?\\([^)]*\\)/g);
    if (stops) behind.push(...stops);
    else if (painted(nodeStyle.backgroundColor)) behind.push(nodeStyle.backgroundColor);
  }
  if (!behind.length) behind.push('rgb(255, 255, 255)');
  const header = element.closest('body > header');
  const kind = element.matches('a[href="#main"]') ? 'skip'
    : !header ? 'other'
    : element.matches('[data-set-locale]') ? 'language'
    : element.matches('summary') ? 'menu'
    : element.closest('nav') ? 'nav'
    : element === header.querySelector('a') ? 'logo'
    : /\\/contact-us$/.test(element.getAttribute('href') || '') ? 'contact' : 'other';
  const name = (element.getAttribute('aria-label') || element.textContent || element.getAttribute('name') || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
  return {
    label: element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') + ' "' + name + '"',
    kind,
    inHeader: Boolean(header),
    inMain: Boolean(element.closest('main')),
    x: rect.x, y: rect.y, width: rect.width, height: rect.height,
    visible: rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < innerHeight && style.visibility !== 'hidden',
    outline: { style: style.outlineStyle, width: parseFloat(style.outlineWidth) || 0, color: style.outlineColor },
    boxShadow: style.boxShadow,
    behind,
  };
})()`;

const focused = (page: Page) => page.evaluate<Focused | null>(FOCUSED);

async function tab(page: Page, shift = false): Promise<Focused | null> {
  await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
  return focused(page);
}

/** The colour of the focus indicator: the outline when drawn, else the box-shadow's. */
function ringColour(state: Focused): string | undefined {
  if (state.outline.style !== 'none' && state.outline.width > 0) return state.outline.color;
  if (state.boxShadow !== 'none') return /rgba?\([^)]*\)/.exec(state.boxShadow)?.[0];
  return undefined;
}

/** Focus-indicator problems of one focused element: none drawn, or under 3:1 against what is behind it (WCAG 1.4.11). */
function focusProblems(state: Focused): string[] {
  const ring = ringColour(state);
  if (!ring) return [`${state.label}: no outline or box-shadow when focused`];
  return state.behind
    .filter((background) => wcagContrast(ring, background) < 3)
    .map(
      (background) =>
        `${state.label}: ring ${ring} on ${background} is ${wcagContrast(ring, background).toFixed(2)}:1`,
    );
}

describe('keyboard only', () => {
  for (const width of [375, 1280]) {
    it(`at ${width} px the first Tab shows the skip link, and Enter on it moves focus into <main>`, async () => {
      const { page, close } = await open('/services/react-development', width);
      const skip = await tab(page);
      expect(skip?.kind).toBe('skip');
      expect(skip?.visible, 'the skip link is on screen when focused').toBe(true);
      expect(skip!.y).toBeGreaterThanOrEqual(0);
      expect(focusProblems(skip!)).toEqual([]);
      await page.keyboard.press('Enter');
      await expect
        .poll(
          async () =>
            (await focused(page))?.inMain ||
            (await page.evaluate('document.activeElement.tagName')) === 'MAIN',
        )
        .toBe(true);
      // The next Tab continues inside the page's content, not back in the header.
      const next = await tab(page);
      expect(next?.inHeader).toBe(false);
      expect(next?.inMain).toBe(true);
      await close();
    });
  }

  for (const [locale, prefix] of [
    ['en', ''],
    ['ar', '/ar'],
  ] as const) {
    for (const width of [375, 1280]) {
      it(`Tab goes through the ${locale} header at ${width} px in visual order: logo, navigation, languages, contact (the Menu below 600 px)`, async () => {
        const { page, close } = await open(`${prefix}/about-us`, width);
        expect((await tab(page))?.kind).toBe('skip');
        const stops: Focused[] = [];
        for (
          let state = await tab(page);
          state?.inHeader && stops.length < 30;
          state = await tab(page)
        )
          stops.push(state);
        const kinds = stops
          .map((stop) => stop.kind)
          .filter((kind, index, all) => kind !== all[index - 1]);
        // Below 600 px the contact button and the desktop navigation give way to the Menu disclosure.
        expect(kinds).toEqual(
          width === 1280 ? ['logo', 'nav', 'language', 'contact'] : ['logo', 'language', 'menu'],
        );
        expect(stops.filter((stop) => stop.kind === 'language')).toHaveLength(3);
        for (const stop of stops) expect(stop.visible, stop.label).toBe(true);
        // One row: reading order is left to right in English, right to left in Arabic.
        const starts = stops.map((stop) => (locale === 'ar' ? -(stop.x + stop.width) : stop.x));
        expect(starts, stops.map((stop) => stop.label).join(' → ')).toEqual(
          [...starts].sort((a, b) => a - b),
        );
        await close();
      });
    }
  }

  for (const [path, width] of [
    ['/', 1280],
    ['/', 375],
    ['/contact-us', 1280],
    ['/ar/blog', 1280],
  ] as const) {
    it(`shows a visible focus indicator of at least 3:1 on every stop of ${path} at ${width} px`, async () => {
      const { page, close } = await open(path, width);
      const problems: string[] = [];
      const seen: string[] = [];
      for (let step = 0; step < 400; step += 1) {
        const state = await tab(page);
        if (!state || (step > 0 && state.kind === 'skip')) break; // back at the top: the whole page was visited
        seen.push(state.label);
        if (!state.visible) problems.push(`${state.label}: focused but not visible`);
        problems.push(...focusProblems(state));
      }
      expect(seen.length, 'Tab reached the header, main and footer').toBeGreaterThan(30);
      expect(problems).toEqual([]);
      await close();
    }, 120_000);
  }

  it('switches language with the keyboard alone and lands on the German page', async () => {
    const { page, close } = await open('/about-us', 375);
    let state = await tab(page);
    for (
      let step = 0;
      step < 20 && !(state?.kind === 'language' && state.label.includes('"de'));
      step += 1
    )
      state = await tab(page);
    expect(state?.label).toContain('"de Deutsch');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${served.site.baseUrl}/de/about-us`);
    await expect.poll(() => page.evaluate('document.documentElement.lang')).toBe('de');
    // The choice is remembered: the English home page now sends this visitor to German.
    await page.goto(`${served.site.baseUrl}/`, { waitUntil: 'load' });
    await page.waitForURL(`${served.site.baseUrl}/de/`);
    await close();
  });

  it('fills and sends the contact form on /contact-us by keyboard; a failed submit marks the fields and focuses the first', async () => {
    const { page, close } = await open('/contact-us', 1280);
    let state = await tab(page);
    for (let step = 0; step < 60 && !state?.label.startsWith('input#project-name'); step += 1)
      state = await tab(page);
    expect(state?.label).toMatch(/^input#project-name/);
    // Reached by Tab, so it is on screen: the island hydrates; wait for it before judging its behaviour.
    await page.waitForSelector('[data-island="contact-form"][data-hydration="done"]');

    // Submit empty: move to the button by Tab (name, email, company, budget, message, consent, send).
    for (let step = 0; step < 6; step += 1) await tab(page);
    expect((await focused(page))?.label).toContain('button');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page))?.label).toMatch(/^input#project-name/);
    const fields = await page.evaluate<
      Array<{ id: string; error: string }>
    >(`[...document.querySelectorAll('form[data-form="project"] [aria-invalid="true"]')].map((field) => ({
      id: field.id,
      error: (field.getAttribute('aria-describedby') || '').split(' ').map((id) => document.getElementById(id)).filter(Boolean).map((node) => node.textContent.trim()).join(' '),
    }))`);
    expect(fields.map((field) => field.id)).toEqual([
      'project-name',
      'project-email',
      'project-budget',
      'project-message',
      'project-consent',
    ]);
    for (const field of fields) expect(field.error, `${field.id} names its error`).not.toBe('');

    // Fill every field from the keyboard and send.
    await page.keyboard.type('Ada Lovelace');
    await tab(page);
    await page.keyboard.type('ada@example.com');
    await tab(page);
    await page.keyboard.type('Analytical Engines Ltd');
    await tab(page);
    await page.keyboard.press('ArrowDown'); // the first budget
    await tab(page);
    await page.keyboard.type('A scheduling tool for our clinics.');
    await tab(page);
    await page.keyboard.press('Space'); // consent
    expect(await page.evaluate(`document.getElementById('project-consent').checked`)).toBe(true);
    await tab(page);
    await page.keyboard.press('Enter');
    await page.getByText('Thank you! We received your message').waitFor();
    expect(
      await page.evaluate(
        `document.querySelectorAll('form[data-form="project"] [aria-invalid="true"]').length`,
      ),
    ).toBe(0);
    await close();
  });

  it('keeps a keyboard user in the newsletter form when Subscribe turns disabled: as the island hydrates and while a signup is sent', async () => {
    const context = await served.browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The island's code waits until the visitor is on the server-rendered Subscribe button.
    const release = await holdRequests(context, '**/hydrate-island.*.js');
    const page = await context.newPage();
    await page.goto(`${served.site.baseUrl}/about-us`, { waitUntil: 'load' });
    let state = await tab(page);
    for (let step = 0; step < 200 && !state?.label.includes('"Subscribe'); step += 1)
      state = await tab(page);
    expect(state?.label).toMatch(/^button "Subscribe/);
    const island = page.locator('[data-island="newsletter"]');
    // expect.poll gives up after 1 s by default: on a loaded CI machine the island's code, React and
    // the hydration take longer than that, so each wait below names its own timeout.
    const patience = { timeout: 15_000 };
    await expect.poll(() => island.getAttribute('data-hydration'), patience).toBe('loading');
    const subscribe = page.getByRole('button', { name: 'Subscribe' });
    expect(await subscribe.isDisabled()).toBe(false);

    // Hydrated with no address, the button is disabled (SPEC §4): focus moves to the address, not <body>.
    release();
    await page.waitForSelector('[data-island="newsletter"][data-hydration="done"]');
    await expect.poll(() => subscribe.isDisabled(), patience).toBe(true);
    await expect
      .poll(async () => (await focused(page))?.label, patience)
      .toMatch(/^input#footer-newsletter-email/);
    await page.waitForTimeout(100); // a frame later, the browser has not taken it back
    expect((await focused(page))?.label).toMatch(/^input#footer-newsletter-email/);

    // Sending disables it again: the signup is held until focus has been checked.
    const action = await page.locator('form[data-form="newsletter"]').getAttribute('action');
    const answer = await holdRequests(context, new URL(action!, served.site.baseUrl).href);
    await page.keyboard.type('reader@company.com');
    expect((await tab(page))?.label).toMatch(/^button "Subscribe/);
    await page.keyboard.press('Enter');
    await expect.poll(() => subscribe.isDisabled(), patience).toBe(true);
    await page.waitForTimeout(100);
    expect((await focused(page))?.label).toMatch(/^input#footer-newsletter-email/);
    answer();
    await page.getByText('Thank you for subscribing to our newsletter!').waitFor();
    await context.close();
  });

  for (const width of [375, 1280]) {
    it(`has one banner, one main and one contentinfo, and labelled navigation, on pages of every kind at ${width} px`, async () => {
      for (const path of [
        '/',
        '/contact-us',
        '/services/react-development',
        '/work/shyft',
        '/blog',
        '/privacy-policy',
        '/404.html',
        '/ar/about-us',
      ]) {
        const { page, close } = await open(path, width);
        const landmarks = await Promise.all(
          ['banner', 'main', 'contentinfo'].map((role) => page.getByRole(role as 'banner').count()),
        );
        expect(landmarks, `${path}: banner, main, contentinfo`).toEqual([1, 1, 1]);
        const navigation = await page
          .getByRole('navigation')
          .evaluateAll((navs) =>
            navs.map(
              (nav) => nav.getAttribute('aria-label') ?? nav.getAttribute('aria-labelledby') ?? '',
            ),
          );
        expect(navigation.length, path).toBeGreaterThan(0);
        expect(
          navigation.filter((label) => label.trim() === ''),
          `${path}: unlabelled <nav>`,
        ).toEqual([]);
        expect(
          new Set(navigation).size,
          `${path}: navigation landmarks on screen have distinct labels: ${navigation.join(', ')}`,
        ).toBe(navigation.length);
        await close();
      }
    }, 60_000);
  }
});
