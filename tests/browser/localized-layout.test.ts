import { describe, expect, it } from 'vitest';
import { builtSiteInChromium } from '../support/built-site.ts';

/**
 * German compounds and Arabic script at a phone's width: on every German and
 * Arabic page at 375 px no word runs out of its heading, card, button or list
 * item, and nothing widens the page. Arabic text is set in its own font with
 * taller lines, and Latin runs inside it keep their order.
 */
const served = builtSiteInChromium();

/** Text elements whose content is wider than their own box (a word that neither wrapped nor hyphenated). */
function overflowingText(): string[] {
  const found: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(
    'main h1, main h2, main h3, main p, main a, main button, main dt, main dd, main li, main label, footer a, header a, header button',
  )) {
    const style = getComputedStyle(element);
    if (
      style.display === 'none' ||
      style.visibility === 'hidden' ||
      element.closest('[aria-hidden="true"], .visually-hidden')
    )
      continue;
    if (style.overflowX !== 'visible') continue;
    if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
      found.push(
        `<${element.tagName.toLowerCase()}> ${element.scrollWidth}>${element.clientWidth}px: ${(element.textContent ?? '').trim().slice(0, 60)}`,
      );
    }
  }
  if (document.documentElement.scrollWidth > window.innerWidth)
    found.push(`page ${document.documentElement.scrollWidth}px wide`);
  return found;
}

describe('German and Arabic pages at 375 px', () => {
  for (const locale of ['de', 'ar'] as const) {
    it(`keep every ${locale} word inside its box and the page within the viewport`, async () => {
      const { site, browser } = served;
      const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
      const problems: string[] = [];
      try {
        for (const route of site.result.routes.filter((candidate) => candidate.locale === locale)) {
          await page.goto(`${site.baseUrl}${route.path}`, { waitUntil: 'load' });
          for (const problem of await page.evaluate(overflowingText))
            problems.push(`${route.path}: ${problem}`);
        }
      } finally {
        await page.close();
      }
      expect(problems).toEqual([]);
    }, 240_000);
  }

  it('sets Arabic text in Noto Sans Arabic with taller lines than Latin text, and German hyphenates', async () => {
    const { site, browser } = served;
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    try {
      const measure = () => {
        const paragraph = document.querySelector('main p')!;
        const style = getComputedStyle(paragraph);
        return {
          font: style.fontFamily,
          lineHeight: parseFloat(style.lineHeight) / parseFloat(style.fontSize),
          hyphens: style.hyphens,
          letterSpacing: getComputedStyle(document.querySelector('h1')!).letterSpacing,
        };
      };
      await page.goto(`${site.baseUrl}/ar/`);
      const arabic = await page.evaluate(measure);
      await page.goto(`${site.baseUrl}/`);
      const english = await page.evaluate(measure);
      await page.goto(`${site.baseUrl}/de/`);
      const german = await page.evaluate(measure);
      expect(arabic.font).toContain('Noto Sans Arabic');
      expect(arabic.lineHeight).toBeGreaterThan(english.lineHeight);
      expect(['0px', 'normal']).toContain(arabic.letterSpacing);
      expect(german.hyphens).toBe('auto');
      expect(english.hyphens).toBe('manual');
      // The Arabic glyphs on the page are drawn with the Arabic font (not a system fallback).
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family.replace(/"/g, ''));
      });
      expect(fonts).not.toContain('Noto Sans Arabic');
      await page.goto(`${site.baseUrl}/ar/`);
      const arabicFonts = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family.replace(/"/g, ''));
      });
      expect(arabicFonts).toContain('Noto Sans Arabic');
    } finally {
      await page.close();
    }
  });

  it('keeps a time range, a phone number and an e-mail address in Arabic text in their own order', async () => {
    const { site, browser } = served;
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    try {
      await page.goto(`${site.baseUrl}/ar/contact-us`);
      const isolated = await page.evaluate(() =>
        [...document.querySelectorAll('main bdi')].map((element) => ({
          text: element.textContent,
          direction: getComputedStyle(element).direction,
          bidi: getComputedStyle(element).unicodeBidi,
        })),
      );
      const email = isolated.find((item) => /@fernhill\.dev$/.test(item.text ?? ''));
      expect(email, JSON.stringify(isolated)).toBeDefined();
      expect(email!.bidi).toBe('isolate');
      // An isolated run is laid out left to right: its first character is left of its last.
      const order = await page.evaluate(() => {
        const element = [...document.querySelectorAll('main bdi')].find((candidate) =>
          candidate.textContent?.includes('@'),
        )!;
        const text = element.firstChild!;
        const range = document.createRange();
        range.setStart(text, 0);
        range.setEnd(text, 1);
        const first = range.getBoundingClientRect().left;
        range.setStart(text, text.textContent!.length - 1);
        range.setEnd(text, text.textContent!.length);
        return { first, last: range.getBoundingClientRect().left };
      });
      expect(order.first).toBeLessThan(order.last);
    } finally {
      await page.close();
    }
  });

  it('lets what a visitor types on an Arabic page order itself: a Latin name reads left to right', async () => {
    const { site, browser } = served;
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    try {
      await page.goto(`${site.baseUrl}/ar/contact-us`);
      const fields = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            'input:not([type="hidden"]):not([type="checkbox"]), textarea',
          ),
        ]
          .filter(
            (field) =>
              getComputedStyle(field).display !== 'none' && !field.closest('[aria-hidden="true"]'),
          )
          .map((field) => ({
            name: field.getAttribute('name'),
            bidi: getComputedStyle(field).unicodeBidi,
            direction: getComputedStyle(field).direction,
          })),
      );
      expect(fields.map((field) => field.name)).toEqual(
        expect.arrayContaining(['name', 'email', 'message', 'footer_email']),
      );
      for (const field of fields) {
        // The field stays right to left (its placeholder and caret when empty); its text takes the
        // direction of its own first letter.
        expect(field, JSON.stringify(field)).toMatchObject({ bidi: 'plaintext', direction: 'rtl' });
      }
    } finally {
      await page.close();
    }
  });
});
