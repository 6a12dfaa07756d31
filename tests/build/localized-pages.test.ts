import { parse, type HTMLElement } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../generator/build.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';

/**
 * Every German and Arabic page reads in its own language: nothing inside
 * <main> falls back to English, no sentence of it is the English page's, and
 * the texts search engines and social networks show (title, description,
 * Open Graph, Twitter, JSON-LD) are translated too. Built from the real content.
 */
let result: BuildResult;
const log: string[] = [];

beforeAll(async () => {
  result = await build({ root: PROJECT_ROOT, sink: 'memory', log: (line) => log.push(line) });
});

const translatedRoutes = () => result.routes.filter((route) => route.locale !== 'en');
const englishOf = (basePath: string) =>
  result.pages.get(
    result.routes.find((route) => route.locale === 'en' && route.basePath === basePath)!.path,
  )!;
const documentOf = (path: string) => parse(result.pages.get(path)!.html);

/** A sentence long enough that sharing it with the English page means it was not translated (proper names are shorter). */
const LATIN_SENTENCE = /(?:[A-Za-z][A-Za-z’'-]{2,}[\s,]+){3,}[A-Za-z][A-Za-z’'-]{2,}/;

function sentencesOf(main: HTMLElement): string[] {
  for (const code of main.querySelectorAll('pre')) code.remove();
  return main.textContent
    .split(/(?<=[.!?؟:])\s+|\n+/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => LATIN_SENTENCE.test(sentence));
}

/** A title that may read the same in both languages: one or two words (a brand, a product, "Blog"). */
const mayMatch = (text: string) =>
  text
    .replace(/ \| Fernhill$/, '')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word)).length <= 2;

function jsonLdTexts(document: HTMLElement): string[] {
  const texts: string[] = [];
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (
        [
          'name',
          'description',
          'headline',
          'jobTitle',
          'articleSection',
          'genre',
          'serviceType',
          'keywords',
          'knowsAbout',
        ].includes(key)
      )
        texts.push(value);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, key);
    } else if (value && typeof value === 'object') {
      for (const [child, item] of Object.entries(value)) visit(item, child);
    }
  };
  for (const script of document.querySelectorAll('script[type="application/ld+json"]'))
    visit(JSON.parse(script.textContent), '');
  return texts;
}

describe('every page', () => {
  it('shows no value that failed to resolve to text ("[object Object]", "undefined", "NaN")', () => {
    const broken: string[] = [];
    for (const route of result.routes) {
      const body = parse(result.pages.get(route.path)!.html).querySelector('body')!;
      // Code samples in posts may say "undefined" on purpose.
      for (const code of body.querySelectorAll('pre')) code.remove();
      const text = body.textContent;
      const found = /\[object Object\]|\bundefined\b|\bNaN\b/.exec(text);
      if (found)
        broken.push(
          `${route.path}: ${text.slice(Math.max(0, found.index - 40), found.index + 40)}`,
        );
    }
    expect(broken).toEqual([]);
  });
});

describe('service-area pages', () => {
  it("name the time zone as people say it, in the page's language, never as its IANA id", () => {
    const zoneOf = (path: string) =>
      /<dt>[^<]*<\/dt><dd>([^<]*)<\/dd>/.exec(result.pages.get(path)!.html)?.[1];
    expect(zoneOf('/services/custom-software-company-austin/')).toBe('Central Time');
    expect(zoneOf('/de/services/custom-software-company-austin/')).toBe(
      'Nordamerikanische Zentralzeit',
    );
    expect(zoneOf('/ar/services/custom-software-company-austin/')).toBe(
      'التوقيت المركزي لأمريكا الشمالية',
    );
    expect(zoneOf('/services/custom-software-company-seattle/')).toBe('Pacific Time');
    const raw = result.routes.filter((route) =>
      /America\/[A-Z]/.test(
        parse(result.pages.get(route.path)!.html).querySelector('main')?.textContent ?? '',
      ),
    );
    expect(raw.map((route) => route.path)).toEqual([]);
  });
});

describe('German and Arabic pages', () => {
  it('print 100% content coverage with no stale fields', () => {
    for (const locale of ['de', 'ar']) {
      expect(log.join('\n')).toMatch(
        new RegExp(
          `\\n {2}${locale} {2}UI keys (\\d+)/\\1 translated · content fields (\\d+)/\\2 translated \\(100\\.0%\\), 0 fall back to en, 0 stale`,
        ),
      );
    }
  });

  it('have no English fallback inside <main>', () => {
    const fallbacks: string[] = [];
    for (const route of translatedRoutes()) {
      const main = documentOf(route.path).querySelector('main');
      if (!main) continue;
      // A postal address is a proper name; everything else marked English fell back.
      for (const element of main.querySelectorAll('[lang="en"]')) {
        if (element.tagName !== 'ADDRESS')
          fallbacks.push(
            `${route.path}: <${element.tagName.toLowerCase()}> ${element.textContent.slice(0, 80)}`,
          );
      }
    }
    expect(fallbacks).toEqual([]);
  });

  it('share no sentence of <main> with the English page', () => {
    const shared: string[] = [];
    for (const route of translatedRoutes()) {
      const main = documentOf(route.path).querySelector('main');
      const englishMain = parse(englishOf(route.basePath).html).querySelector('main');
      if (!main || !englishMain) continue;
      const english = new Set(sentencesOf(englishMain));
      for (const sentence of sentencesOf(main))
        if (english.has(sentence)) shared.push(`${route.path}: ${sentence}`);
    }
    expect(shared).toEqual([]);
  });

  it('translate the title, description, Open Graph, Twitter and JSON-LD texts', () => {
    const untranslated: string[] = [];
    for (const route of translatedRoutes()) {
      const page = documentOf(route.path);
      const english = parse(englishOf(route.basePath).html);
      const head = (document: HTMLElement, selector: string) =>
        document.querySelector(selector)?.getAttribute('content') ??
        document.querySelector(selector)?.textContent ??
        '';
      for (const selector of [
        'title',
        'meta[name="description"]',
        'meta[property="og:title"]',
        'meta[property="og:description"]',
        'meta[name="twitter:title"]',
        'meta[name="twitter:description"]',
      ]) {
        const text = head(page, selector);
        expect(text, `${route.path} ${selector}`).not.toBe('');
        if (text === head(english, selector) && !mayMatch(text))
          untranslated.push(`${route.path} ${selector}: ${text}`);
      }
      const englishTexts = new Set(jsonLdTexts(english));
      for (const text of jsonLdTexts(page)) {
        if (englishTexts.has(text) && LATIN_SENTENCE.test(text.replace(/,/g, ' ')))
          untranslated.push(`${route.path} JSON-LD: ${text}`);
      }
    }
    expect(untranslated).toEqual([]);
  });
});
