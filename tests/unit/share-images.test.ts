import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Resvg, renderAsync } from '@resvg/resvg-js';
import type { Resource } from 'i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../content/schema/index.ts';
import { contentHash } from '../../generator/assets/hash.ts';
import {
  shareCardSvg,
  textWidth,
  type ShareCardInput,
  type ShareCardText,
} from '../../generator/assets/share-card-svg.ts';
import { loadShareFonts, type ShareFonts } from '../../generator/assets/share-fonts.ts';
import {
  renderShareImages,
  shareColorsFromTokens,
  type ShareImageOptions,
  type ShareImages,
} from '../../generator/assets/share-images.ts';
import { BuildError } from '../../generator/errors/build-error.ts';
import { loadLocales } from '../../generator/i18n/load-locales.ts';
import { buildRouteTable } from '../../generator/routes/route-table.ts';
import { blogListPage } from '../../components/page-kinds/blog-list.ts';
import { isRouteOf } from '../../components/page-kinds/registry.ts';
import { SHARE_SECTIONS } from '../../components/page-kinds/share-sections.ts';
import { shareImageSection } from '../../generator/routes/share-section.ts';
import { realContent } from '../support/content.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';

// Count resvg's draws without changing them: a cache hit must not reach resvg at all.
vi.mock('@resvg/resvg-js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@resvg/resvg-js')>();
  return { ...actual, renderAsync: vi.fn(actual.renderAsync) };
});

const SITE = { name: 'Fernhill', baseUrl: 'https://www.fernhill.dev' };
const UNESCAPE: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Width and height from the IHDR chunk, which the PNG format requires to come first. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const bytes = Buffer.from(png);
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

let cacheDir: string;
let resources: Resource;
let fonts: ShareFonts;
let options: ShareImageOptions;
let first: ShareImages;

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'fernhill-share-'));
  resources = await loadLocales(PROJECT_ROOT);
  fonts = await loadShareFonts(PROJECT_ROOT);
  // tests/setup/global-setup.ts has just rebuilt the tokens.
  const colors = shareColorsFromTokens(
    readFileSync(path.join(PROJECT_ROOT, 'tokens', 'generated', 'tokens.css'), 'utf8'),
  );
  options = { root: PROJECT_ROOT, locales: LOCALES, resources, colors, site: SITE, cacheDir };
  first = await renderShareImages(options);
});

afterAll(() => rm(cacheDir, { recursive: true, force: true }));

const textsOf = (locale: string, section: string) =>
  (resources[locale]!.translation as { share: Record<string, ShareCardText> }).share[section]!;

const cardInput = (locale: string, text: ShareCardText): ShareCardInput => ({
  text,
  lang: locale,
  direction: locale === 'ar' ? 'rtl' : 'ltr',
  siteName: SITE.name,
  domain: 'fernhill.dev',
  colors: options.colors,
  fonts,
});

describe('share images', () => {
  it('renders one 1200×630 PNG per section and locale, named by its content hash', () => {
    expect(first.rendered).toBe(SHARE_SECTIONS.length * LOCALES.length);
    expect(first.laidOut).toBe(SHARE_SECTIONS.length * LOCALES.length);
    expect(first.files.size).toBe(SHARE_SECTIONS.length * LOCALES.length);
    for (const locale of LOCALES) {
      for (const section of SHARE_SECTIONS) {
        const matches = [...first.files].filter(([file]) =>
          file.startsWith(`_assets/share/${section}-${locale}.`),
        );
        expect(matches, `${section}-${locale}`).toHaveLength(1);
        const [file, png] = matches[0]!;
        expect(file).toBe(`_assets/share/${section}-${locale}.${contentHash(png)}.png`);
        expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      }
    }
  });

  it('gives every locale and every section an image of its own', () => {
    const hashes = new Set([...first.files.values()].map((png) => contentHash(png)));
    expect(hashes.size).toBe(first.files.size);
  });

  it('takes every image and its layout from the disk cache on the next run, without calling resvg', async () => {
    const cached = async () =>
      Promise.all(
        (await readdir(cacheDir))
          .filter((name) => name.endsWith('.png'))
          .map(async (name) => `${name}@${(await stat(path.join(cacheDir, name))).mtimeMs}`),
      );
    const before = await cached();
    expect(before).toHaveLength(first.files.size);
    vi.mocked(renderAsync).mockClear();

    const second = await renderShareImages(options);

    expect(renderAsync).not.toHaveBeenCalled();
    expect(second.rendered).toBe(0);
    expect(second.laidOut).toBe(0);
    expect([...second.files.keys()]).toEqual([...first.files.keys()]);
    expect(await cached()).toEqual(before);
  });

  it('draws again when something that changes the pixels changes (no stale hits)', async () => {
    const recoloured = await renderShareImages({
      ...options,
      locales: ['de'],
      colors: { ...options.colors, accent: '#ff00aa' },
    });
    expect(recoloured.rendered).toBe(SHARE_SECTIONS.length);
    expect(recoloured.laidOut).toBe(SHARE_SECTIONS.length);
    for (const file of recoloured.files.keys()) expect(first.files.has(file), file).toBe(false);
  });

  it('maps a route of every page type to its section, and each route to its locale’s image', () => {
    const routes = buildRouteTable(realContent());
    // Written out by hand (issue 6), not derived from the mapping under test.
    const expected: Record<string, string> = {
      '/': 'home',
      '/technologies': 'services',
      '/industries': 'services',
      '/services/react-development': 'services',
      '/industries/transportation': 'services',
      '/service-areas/cities': 'locations',
      '/service-areas/states': 'locations',
      '/services/custom-software-company-new-york-city/': 'locations',
      '/work': 'work',
      '/work/shyft': 'work',
      '/blog': 'blog',
      '/blog/page/2': 'blog',
      '/about-us': 'company',
      '/contact-us': 'company',
      '/fund': 'company',
      '/fuse': 'company',
      '/referral-program': 'company',
      '/application': 'company',
      '/privacy-policy': 'company',
      '/terms': 'company',
      '/404.html': 'company',
      '/500.html': 'company',
      '/thank-you': 'company',
    };
    const post = routes.find((route) => route.page.type === 'post')!;
    const category = routes.find((route) => isRouteOf(route, blogListPage) && route.page.category)!;
    expected[post.basePath] = 'blog';
    expected[category.basePath] = 'blog';

    const checked = new Set<string>();
    for (const route of routes.filter((item) => item.basePath in expected)) {
      expect(shareImageSection(route), route.path).toBe(expected[route.basePath]);
      checked.add(route.page.type);
      const image = first.imageFor(route);
      expect(image.url).toMatch(
        new RegExp(
          `^/_assets/share/${expected[route.basePath]}-${route.locale}\\.[a-z0-9]{10}\\.png$`,
        ),
      );
      expect(first.files.has(image.url.slice(1))).toBe(true);
      expect(image).toMatchObject({
        width: 1200,
        height: 630,
        type: 'image/png',
        alt: textsOf(route.locale, expected[route.basePath]!).alt,
      });
    }
    expect([...checked].sort()).toEqual([
      'blogList',
      'caseStudy',
      'location',
      'page',
      'post',
      'service',
    ]);
    for (const basePath of Object.keys(expected))
      expect(
        routes.some((route) => route.basePath === basePath),
        basePath,
      ).toBe(true);
  });

  it('lays Arabic out right to left: right-aligned lines, each a right-to-left isolate', () => {
    const textElements = (svg: string) => svg.match(/<text[^>]*>.*?<\/text>/g) ?? [];
    const arabic = shareCardSvg(cardInput('ar', textsOf('ar', 'home')));
    expect(arabic).toContain('xml:lang="ar"');
    const arabicLines = textElements(arabic).filter((element) => element.includes('<tspan'));
    expect(arabicLines).toHaveLength(3); // label, headline, supporting line
    for (const element of arabicLines) {
      expect(element).toContain('text-anchor="end"');
      for (const [, x, content] of element.matchAll(/<tspan x="([\d.]+)"[^>]*>(.*?)<\/tspan>/g)) {
        expect(Number(x)).toBe(1200 - 88);
        expect(content).toMatch(/^\u2067[^\u2067\u2069]+\u2069$/);
      }
    }
    const english = shareCardSvg(cardInput('en', textsOf('en', 'home')));
    for (const element of textElements(english).filter((item) => item.includes('<tspan'))) {
      expect(element).toContain('text-anchor="start"');
      expect(element).not.toMatch(/[\u2067\u2069]/);
    }
  });

  it('relies on resvg to order an isolated Arabic line right to left and to join its letters', () => {
    // resvg ignores `direction`; the layout counts on bidi isolates instead. A Latin word
    // at the end of an Arabic sentence must land on the left, the Arabic on the right.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="100"><text x="580" y="70" font-family="Noto Sans Arabic" font-size="40" text-anchor="end" fill="#000">\u2067مرحبًا بكم في <tspan fill="#f00">Fernhill</tspan>\u2069</text></svg>`;
    const image = new Resvg(svg, {
      font: { fontFiles: fonts.files, loadSystemFonts: false },
    }).render();
    const pixels = image.pixels; // a copy per access: read it once
    const columns = { red: [] as number[], black: [] as number[] };
    for (let index = 0; index < image.width * image.height; index += 1) {
      const [r, g, b, a] = pixels.subarray(index * 4, index * 4 + 4);
      if (a! < 200) continue;
      if (r! > 200 && g! < 80 && b! < 80) columns.red.push(index % image.width);
      else if (r! < 60 && g! < 60 && b! < 60) columns.black.push(index % image.width);
    }
    expect(Math.max(...columns.red)).toBeLessThan(Math.min(...columns.black));
    expect(Math.max(...columns.black)).toBeGreaterThan(570);

    // Joined letters are narrower than isolated ones; the line breaker measures the word as
    // fontkit shapes it (joined forms from the font's GSUB): within its side bearings of resvg's ink.
    const word = 'بالتكنولوجيا';
    const inkWidth = (text: string) =>
      new Resvg(
        `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="200"><text x="10" y="120" font-family="Noto Sans Arabic" font-size="100">${text}</text></svg>`,
        {
          font: { fontFiles: fonts.files, loadSystemFonts: false },
        },
      ).getBBox()!.width;
    const isolated = [...word].reduce((sum, letter) => sum + inkWidth(letter), 0);
    expect(inkWidth(word)).toBeLessThan(isolated * 0.8);
    expect(Math.abs(textWidth(word, [fonts.arabic], 100) / inkWidth(word) - 1)).toBeLessThan(0.04);
  });

  it('keeps every text inside the margins, as resvg itself measures it, long headlines wrapped', () => {
    const cards: Array<[string, string, ShareCardInput]> = LOCALES.flatMap((locale) =>
      SHARE_SECTIONS.map(
        (section) =>
          [locale, section, cardInput(locale, textsOf(locale, section))] as [
            string,
            string,
            ShareCardInput,
          ],
      ),
    );
    const long = {
      en: 'Product strategy, design, engineering and support from one accountable senior team',
      de: 'Produktstrategie, Gestaltung, Entwicklung und Betrieb von einem erfahrenen Team',
      ar: 'استراتيجية المنتج والتصميم والتطوير والدعم من فريق واحد من الخبراء يتحمل المسؤولية كاملة',
    };
    for (const locale of LOCALES)
      cards.push([
        locale,
        'long headline',
        cardInput(locale, { ...textsOf(locale, 'home'), headline: long[locale] }),
      ]);

    for (const [locale, section, input] of cards) {
      const svg = shareCardSvg(input);
      const texts = svg.match(/<text[^>]*>.*?<\/text>/g)!;
      const textOnly = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">${texts.join('')}</svg>`;
      const box = new Resvg(textOnly, {
        font: { fontFiles: fonts.files, loadSystemFonts: false },
      }).getBBox()!;
      const where = `${section}-${locale}`;
      expect(box.x, where).toBeGreaterThanOrEqual(88 - 4);
      expect(box.x + box.width, where).toBeLessThanOrEqual(1200 - 88 + 4);
      expect(box.y, where).toBeGreaterThanOrEqual(40);
      expect(box.y + box.height, where).toBeLessThanOrEqual(630 - 40);
      // The text column is 760 px: no line of the label, headline or supporting line is wider.
      // The line breaker's measurement (fontkit) agrees with what resvg draws to within
      // the glyphs' side bearings.
      for (const element of texts.filter((item) => item.includes('<tspan'))) {
        const style = element.slice(0, element.indexOf('>') + 1);
        const faces = [
          fonts.serif,
          fonts.sans,
          fonts.sansStrong,
          fonts.arabic,
          fonts.arabicStrong,
          fonts.arabicBold,
        ];
        const face = faces.find(
          (item) =>
            style.includes(`font-family="'${item.family}'`) &&
            style.includes(`font-weight="${item.weight}"`),
        )!;
        const size = Number(/font-size="([\d.]+)"/.exec(style)![1]);
        const letterSpacing = Number(/letter-spacing="([\d.]+)"/.exec(style)?.[1] ?? 0);
        for (const span of element.matchAll(/<tspan[^>]*>(.*?)<\/tspan>/g)) {
          const attributes = style
            .replace('<text', '<text x="0" y="0"')
            .replace(/text-anchor="\w+"/, '');
          const line = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="630">${attributes}${span[0].replace(/ x="[\d.]+"/, ' x="10"')}</text></svg>`;
          const lineBox = new Resvg(line, {
            font: { fontFiles: fonts.files, loadSystemFonts: false },
          }).getBBox()!;
          expect(lineBox.width, `${where}: ${span[0]}`).toBeLessThanOrEqual(760);
          const text = span[1]!
            .replace(/[\u2067\u2069]/g, '')
            .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => UNESCAPE[entity]!);
          const measured = textWidth(text, [face], size, letterSpacing);
          expect(
            Math.abs(measured - lineBox.width),
            `${where}: ${text} measured ${measured}, drawn ${lineBox.width}`,
          ).toBeLessThan(10);
        }
      }
      if (section === 'long headline') {
        const [, headline] = texts.filter((item) => item.includes('<tspan')); // label, headline, line
        expect(headline!.match(/<tspan/g)!.length, where).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('stops the build naming the key when a text is missing or cannot fit', async () => {
    const withShare = (locale: string, section: string, text: Partial<ShareCardText>): Resource => {
      const copy = structuredClone(resources);
      const share = (copy[locale]!.translation as { share: Record<string, Partial<ShareCardText>> })
        .share;
      share[section] = { ...share[section], ...text };
      return copy;
    };
    const tooLong = withShare('en', 'blog', { headline: 'An endless headline '.repeat(12) });
    await expect(renderShareImages({ ...options, resources: tooLong })).rejects.toSatisfy(
      (error: unknown) =>
        error instanceof BuildError &&
        error.problems.some(
          (item) =>
            item.name === 'ShareTextTooLong' && item.message.includes('share.blog.headline'),
        ),
    );
    const missing = withShare('de', 'work', { alt: undefined });
    await expect(renderShareImages({ ...options, resources: missing })).rejects.toSatisfy(
      (error: unknown) =>
        error instanceof BuildError &&
        error.problems.some(
          (item) => item.name === 'LocaleKeyMissing' && item.message.includes('share.work.alt'),
        ),
    );
  });
});
