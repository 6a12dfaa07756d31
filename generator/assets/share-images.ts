import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Resvg from '@resvg/resvg-js';
import type { Resource } from 'i18next';
import type { Locale } from '../../content/schema/index.ts';
import { directionOf } from '../../shared/model/localized.ts';
import { LocaleKeyMissing, ShareTextTooLong } from '../errors/catalogue.ts';
import { BuildError, problem, type Problem } from '../errors/build-error.ts';
import { SHARE_SECTIONS, type ShareSection } from '../../components/page-kinds/share-sections.ts';
import { shareCardKey, shareCardKeyOf } from '../routes/share-section.ts';
import type { Route } from '../../shared/model/route.ts';
import { tokenValue } from '../tokens/write-token-artifacts.ts';
import { fileCache } from './file-cache.ts';
import { codeBasis, GENERATOR_ROOT } from './generator-identity.ts';
import { contentHash, hashedName } from './hash.ts';
import {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  ShareTextOverflow,
  shareCardSvg,
  type ShareCardInput,
  type ShareCardText,
  type ShareColors,
} from './share-card-svg.ts';
import { loadShareFonts, type ShareFonts } from './share-fonts.ts';

/**
 * Open Graph / Twitter share images (issue 6): one designed 1200×630 PNG per
 * site section and locale, so their cost does not grow with the page count.
 * resvg draws each card once; later builds take it from a disk cache keyed by
 * everything that affects the pixels (the SVG, the font bytes, resvg's version
 * and the render options).
 */
export interface ShareImageOptions {
  root: string;
  locales: readonly Locale[];
  /** i18next resources from loadLocales(); the texts are under `share.{section}.{label,headline,line,alt}`. */
  resources: Resource;
  colors: ShareColors;
  /** content.site.data: the name for the wordmark, the domain for the footer. */
  site: { name: string; baseUrl: string };
  /** Default: node_modules/.cache/fernhill/share-images under root. */
  cacheDir?: string;
}

export interface ShareImage {
  /** Root-relative ("/_assets/share/…"); document.ts makes og:image absolute with absoluteUrl(baseUrl, url). */
  url: string;
  width: typeof SHARE_IMAGE_WIDTH;
  height: typeof SHARE_IMAGE_HEIGHT;
  alt: string;
  type: 'image/png';
}

export interface ShareImages {
  /** dist-relative path → PNG bytes: `_assets/share/{section}-{locale}.{hash}.png`. */
  files: Map<string, Buffer>;
  /** `shareCardKey(section, locale)` → card: plain data, so it travels to render workers. */
  cards: Record<string, ShareImage>;
  imageFor(route: Route): ShareImage;
  /** How many images resvg drew in this run; the others came from the cache. */
  rendered: number;
  /** How many cards' texts were laid out in this run; the others' SVGs came from the cache. */
  laidOut: number;
}

const TEXT_FIELDS = ['label', 'headline', 'line', 'alt'] as const satisfies ReadonlyArray<
  keyof ShareCardText
>;

export async function renderShareImages(options: ShareImageOptions): Promise<ShareImages> {
  const { root, locales, site } = options;
  const texts = shareTexts(options.resources, locales);
  const fonts = await loadShareFonts(root);
  const cards = locales.flatMap((locale) =>
    SHARE_SECTIONS.map((section) => ({
      locale,
      section,
      text: texts.get(`${section}/${locale}`)!,
    })),
  );
  const domain = new URL(site.baseUrl).hostname.replace(/^www\./, '');
  const cacheDir =
    options.cacheDir ?? path.join(root, 'node_modules', '.cache', 'fernhill', 'share-images');
  const layout = await cachedLayout(root, fonts, path.join(cacheDir, 'layout'));

  const problems: Problem[] = [];
  const svgs = await Promise.all(
    cards.map(async ({ locale, section, text }) => {
      try {
        return await layout.svg({
          text,
          lang: locale,
          direction: directionOf(locale),
          siteName: site.name,
          domain,
          colors: options.colors,
          fonts,
        });
      } catch (error) {
        if (!(error instanceof ShareTextOverflow)) throw error;
        problems.push(
          problem(ShareTextTooLong, {
            locale,
            key: `share.${section}.${error.field}`,
            limit: error.limit,
          }),
        );
        return '';
      }
    }),
  );
  if (problems.length) throw new BuildError('Share images', problems);

  const draw = await cachedRenderer(root, fonts, cacheDir);
  const pngs = await Promise.all(svgs.map((svg) => draw.png(svg)));

  const files = new Map<string, Buffer>();
  const cardsByKey: Record<string, ShareImage> = {};
  cards.forEach(({ locale, section, text }, index) => {
    const png = pngs[index]!;
    const file = hashedName(`_assets/share/${section}-${locale}.png`, png);
    files.set(file, png);
    cardsByKey[shareCardKey(section, locale)] = {
      url: `/${file}`,
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      alt: text.alt,
      type: 'image/png',
    };
  });
  return {
    files,
    rendered: draw.rendered(),
    laidOut: layout.laidOut(),
    cards: cardsByKey,
    imageFor(route) {
      const image = cardsByKey[shareCardKeyOf(route)];
      if (!image)
        throw new Error(
          `No share images were rendered for locale "${route.locale}" (route ${route.path})`,
        );
      return image;
    },
  };
}

/** The card colours from the design tokens (tokens/color.json via the built tokens.css). */
export function shareColorsFromTokens(tokensCss: string): ShareColors {
  const token = (name: string) => {
    const value = tokenValue(tokensCss, name);
    if (!value) throw new Error(`tokens.css has no --${name}, which the share images use`);
    return value;
  };
  return {
    background: token('color-surface-dark'),
    brand: token('color-brand-primary'),
    accent: token('color-brand-accent'),
    text: token('color-text-on-dark'),
    muted: token('color-text-on-dark-muted'),
  };
}

/** Bump when the cache layout or key recipe changes. */
const CACHE_FORMAT = 1;

/** SVG → PNG through resvg, or from the disk cache when the same pixels were drawn before. */
/**
 * The cards' SVGs, kept on disk like their PNGs: laying a card's text out
 * (shaping every word at each size it tries) took about 0.2 s of every build,
 * for texts that change with a locale file. Keyed by the card's input, the
 * fonts' bytes, fontkit's version and the layout code.
 */
async function cachedLayout(root: string, fonts: ShareFonts, cacheDir: string) {
  const cache = fileCache(cacheDir, 'svg');
  const basis = JSON.stringify([
    await packageVersion(root, 'fontkit'),
    await codeBasis([GENERATOR_ROOT], LAYOUT_CODE),
    fonts.fingerprint,
  ]);
  let laidOut = 0;
  return {
    laidOut: () => laidOut,
    async svg(input: ShareCardInput): Promise<string> {
      // The fonts are in the basis by their bytes' fingerprint, not as parsed objects.
      const key = contentHash(JSON.stringify([basis, { ...input, fonts: undefined }]), 32);
      const cached = await cache.read(key);
      if (cached) return cached.toString('utf8');
      const svg = shareCardSvg(input);
      laidOut += 1;
      await cache.write(key, Buffer.from(svg));
      return svg;
    },
  };
}

/** What decides a card's SVG besides its input and fonts. */
const LAYOUT_CODE = [
  'generator/assets/share-card-svg.ts',
  'generator/assets/share-fonts.ts',
  'generator/assets/wrap-lines.ts',
];

async function cachedRenderer(root: string, fonts: ShareFonts, cacheDir: string) {
  const cache = fileCache(cacheDir, 'png');
  const resvgVersion = await packageVersion(root, '@resvg/resvg-js');
  const renderOptions: Resvg.ResvgRenderOptions = {
    fitTo: { mode: 'original' },
    // Only the brand TTFs: a system font would make the images differ from machine to machine.
    font: { fontFiles: fonts.files, loadSystemFonts: false, defaultFontFamily: fonts.sans.family },
    logLevel: 'off',
  };
  // Font paths vary between checkouts; the fingerprint (name and content hash) is what matters.
  const keyOptions = {
    ...renderOptions,
    font: { ...renderOptions.font, fontFiles: fonts.fingerprint },
  };
  let rendered = 0;
  return {
    rendered: () => rendered,
    async png(svg: string): Promise<Buffer> {
      const key = contentHash(JSON.stringify([CACHE_FORMAT, svg, keyOptions, resvgVersion]), 32);
      const cached = await cache.read(key);
      if (cached && isSharePng(cached)) return cached;
      // Rasterising runs on libuv's thread pool; PNG encoding (asPng) on this thread.
      const png = (await resvg().renderAsync(svg, renderOptions)).asPng();
      rendered += 1;
      await cache.write(key, png);
      return png;
    },
  };
}

/** `share.{section}` texts of every locale, keyed "section/locale"; missing ones stop the build, all named. */
export function shareTexts(
  resources: Resource,
  locales: readonly Locale[],
): Map<string, ShareCardText> {
  const texts = new Map<string, ShareCardText>();
  const problems: Problem[] = [];
  for (const locale of locales) {
    const missing: string[] = [];
    for (const section of SHARE_SECTIONS) {
      const found = shareText(resources, locale, section);
      if ('missing' in found) missing.push(...found.missing);
      else texts.set(`${section}/${locale}`, found.text);
    }
    if (missing.length) problems.push(problem(LocaleKeyMissing, { locale, keys: missing }));
  }
  if (problems.length) throw new BuildError('Share images', problems);
  return texts;
}

function shareText(
  resources: Resource,
  locale: Locale,
  section: ShareSection,
): { text: ShareCardText } | { missing: string[] } {
  const translation = resources[locale]?.translation as
    { share?: Record<string, Record<string, unknown> | undefined> } | undefined;
  const entry = translation?.share?.[section];
  const value = (field: keyof ShareCardText) => {
    const text = entry?.[field];
    return typeof text === 'string' && text.trim() ? text : undefined;
  };
  const missing = TEXT_FIELDS.filter((field) => value(field) === undefined);
  if (missing.length) return { missing: missing.map((field) => `share.${section}.${field}`) };
  return {
    text: {
      label: value('label')!,
      headline: value('headline')!,
      line: value('line')!,
      alt: value('alt')!,
    },
  };
}

async function packageVersion(root: string, name: string): Promise<string> {
  const require = createRequire(path.join(root, 'package.json'));
  // From the package's entry up to its package.json: not every package exports that file.
  let dir = path.dirname(require.resolve(name));
  for (;;) {
    const manifest = JSON.parse(
      await readFile(path.join(dir, 'package.json'), 'utf8').catch(() => '{}'),
    ) as { name?: string; version?: string };
    if (manifest.name === name && manifest.version) return manifest.version;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error(`no package.json of ${name} above ${require.resolve(name)}`);
    dir = parent;
  }
}

/** A cached file is only used if it is a whole PNG of the right size (IHDR is the first chunk). */
function isSharePng(bytes: Buffer): boolean {
  return (
    bytes.length > 33 &&
    bytes.readUInt32BE(0) === 0x89504e47 &&
    bytes.toString('latin1', 12, 16) === 'IHDR' &&
    bytes.readUInt32BE(16) === SHARE_IMAGE_WIDTH &&
    bytes.readUInt32BE(20) === SHARE_IMAGE_HEIGHT &&
    bytes.toString('latin1', bytes.length - 8, bytes.length - 4) === 'IEND'
  );
}

let resvgModule: typeof Resvg | undefined;

/** resvg, loaded when a card is drawn: a build that finds every card in the cache draws none. */
function resvg(): typeof Resvg {
  resvgModule ??= createRequire(import.meta.url)('@resvg/resvg-js') as typeof Resvg;
  return resvgModule;
}
