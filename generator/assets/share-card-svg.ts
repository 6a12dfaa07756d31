import type { Font } from 'fontkit';
import { escapeHtml } from '../render/html-escape.ts';
import type { ShareFonts, Typeface } from './share-fonts.ts';
import { wrapLines } from './wrap-lines.ts';

/**
 * One social share card (Open Graph / Twitter, issue 6) as an SVG for resvg:
 * the fern mark and wordmark, the section's label, headline and supporting
 * line, and the site's domain, on the dark brand surface. Pure: the same texts,
 * colours and fonts give byte-identical SVG, which is what the PNG cache keys on.
 */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

export interface ShareCardText {
  label: string;
  headline: string;
  line: string;
  alt: string;
}

export interface ShareColors {
  /** The dark brand surface. */
  background: string;
  /** Fern green: the glow and the large fern. */
  brand: string;
  /** Amber: mark, label, edge and rule (the tokens reserve it for dark surfaces). */
  accent: string;
  text: string;
  muted: string;
}

export interface ShareCardInput {
  text: ShareCardText;
  lang: string;
  direction: 'ltr' | 'rtl';
  siteName: string;
  domain: string;
  colors: ShareColors;
  fonts: ShareFonts;
}

/** A text that cannot be set within its box even at the smallest allowed size. */
export class ShareTextOverflow extends Error {
  constructor(
    readonly field: keyof ShareCardText,
    readonly limit: string,
  ) {
    super(`share card ${field} does not fit in ${limit}`);
  }
}

const FERN_STEM = 'M16 30c0-9 1-15 9-25-1 7-3 11-7 15 3-1 6-1 9 0-4 3-7 4-11 4 0 2 0 4 0 6z';
const FERN_LEAF = 'M15 24C8 23 4 18 3 11c4 2 7 5 9 8-1-5 0-9 2-13 2 5 2 10 1 18z';

const MARGIN_X = 88;
/** Top of the mark; the domain's baseline keeps the same distance from the bottom. */
const MARGIN_Y = 68;
/** Text column; the rest of the width belongs to the large fern. */
const COLUMN = 760;
/** The label, headline and supporting line are centred between the header and the footer. */
const BODY_TOP = 156;
const BODY_BOTTOM = SHARE_IMAGE_HEIGHT - 120;

interface TextStyle {
  faces: Typeface[];
  sizes: number[];
  lineHeight: number;
  maxLines: number;
  letterSpacing?: number;
  uppercase?: boolean;
}

interface Script {
  label: TextStyle;
  headline: TextStyle;
  line: TextStyle;
}

function scriptOf(direction: 'ltr' | 'rtl', fonts: ShareFonts): Script {
  if (direction === 'rtl') {
    // Noto Sans Arabic carries Latin too; Montserrat backs it up for anything it lacks. No
    // letter-spacing: it would pull joined Arabic letters apart.
    return {
      label: {
        faces: [fonts.arabicStrong, fonts.sansStrong],
        sizes: [26, 24],
        lineHeight: 1.4,
        maxLines: 1,
      },
      headline: {
        faces: [fonts.arabicBold, fonts.sans],
        sizes: [58, 54, 50, 46, 42],
        lineHeight: 1.32,
        maxLines: 3,
      },
      line: {
        faces: [fonts.arabic, fonts.sans],
        sizes: [28, 26, 24],
        lineHeight: 1.6,
        maxLines: 2,
      },
    };
  }
  return {
    label: {
      faces: [fonts.sansStrong],
      sizes: [21, 19],
      lineHeight: 1.4,
      maxLines: 1,
      letterSpacing: 2.6,
      uppercase: true,
    },
    headline: { faces: [fonts.serif], sizes: [68, 64, 60, 56, 52], lineHeight: 1.1, maxLines: 3 },
    line: { faces: [fonts.sans], sizes: [28, 26, 24], lineHeight: 1.45, maxLines: 2 },
  };
}

/**
 * Width of `text` in pixels at `size` as fontkit lays it out: the font's own
 * OpenType shaping (GSUB: ligatures and, for Arabic, the joined contextual
 * forms; GPOS/kern: kerning), the same tables resvg's shaper draws with. Each
 * run of characters is set in the first face that has them, as resvg's font
 * fallback does. fontkit detects each run's script and takes the direction
 * from it, so Arabic is shaped as 'arab', right to left.
 */
export function textWidth(
  text: string,
  faces: readonly Typeface[],
  size: number,
  letterSpacing = 0,
): number {
  let width = 0;
  let start = 0;
  let runFace: Typeface | undefined;
  const chars = [...text];
  const faceOf = (char: string) =>
    faces.find((face) => face.font.hasGlyphForCodePoint(char.codePointAt(0)!)) ?? faces[0]!;
  chars.forEach((char, index) => {
    const face = faceOf(char);
    if (runFace && face !== runFace) {
      width += advance(runFace.font, chars.slice(start, index).join(''), size);
      start = index;
    }
    runFace = face;
  });
  if (runFace) width += advance(runFace.font, chars.slice(start).join(''), size);
  return width + letterSpacing * chars.length;
}

/** Shaped advances in font units by font and text: line breaking asks for the same words at every size it tries. */
const advances = new WeakMap<Font, Map<string, number>>();

function advance(font: Font, text: string, size: number): number {
  let cache = advances.get(font);
  if (!cache) advances.set(font, (cache = new Map<string, number>()));
  let units = cache.get(text);
  if (units === undefined) cache.set(text, (units = font.layout(text).advanceWidth));
  return (units / font.unitsPerEm) * size;
}

interface TextBlock {
  lines: string[];
  size: number;
  style: TextStyle;
  height: number;
}

/**
 * `text` at the largest of the style's sizes at which it wraps into at most
 * `maxLines` lines no wider than the column and no taller than `maxHeight`;
 * undefined when even the smallest size does not fit.
 */
function setText(text: string, style: TextStyle, maxHeight = Infinity): TextBlock | undefined {
  for (const size of style.sizes) {
    const lines = wrapLines(text, COLUMN, (word) =>
      textWidth(word, style.faces, size, style.letterSpacing),
    );
    const height = lines.length * size * style.lineHeight;
    if (
      lines.length <= style.maxLines &&
      height <= maxHeight &&
      lines.every((line) => line.width <= COLUMN)
    ) {
      return { lines: lines.map((line) => line.text), size, style, height };
    }
  }
  return undefined;
}

const GAP_AFTER_LABEL = 22;
const GAP_AFTER_HEADLINE = 28;

export function shareCardSvg(input: ShareCardInput): string {
  const { text, direction, colors, fonts } = input;
  const script = scriptOf(direction, fonts);
  const label = setText(
    script.label.uppercase ? text.label.toLocaleUpperCase(input.lang) : text.label,
    script.label,
  );
  if (!label) throw new ShareTextOverflow('label', `one line of ${COLUMN}px`);
  const line = setText(text.line, script.line);
  if (!line) throw new ShareTextOverflow('line', `${script.line.maxLines} lines of ${COLUMN}px`);
  // The headline gets whatever height the label and the supporting line leave.
  const room =
    BODY_BOTTOM - BODY_TOP - label.height - GAP_AFTER_LABEL - GAP_AFTER_HEADLINE - line.height;
  const headline = setText(text.headline, script.headline, room);
  if (!headline)
    throw new ShareTextOverflow(
      'headline',
      `${script.headline.maxLines} lines of ${COLUMN}px within ${Math.round(room)}px of height`,
    );

  // resvg (2.6) ignores `direction` and lays text out left to right. Each Arabic line is
  // wrapped in a right-to-left isolate (U+2067 … U+2069) so the bidi algorithm orders
  // words right to left (with any Latin or digits inside), and right-aligned with
  // text-anchor="end" at the right margin; browsers read this markup the same way.
  const rtl = direction === 'rtl';
  const inlineX = (offset: number) => (rtl ? SHARE_IMAGE_WIDTH - offset : offset);
  const anchor = rtl ? 'end' : 'start';
  const isolate = (value: string) => (rtl ? `\u2067${value}\u2069` : value);

  const textLines = (block: TextBlock, top: number, fill: string) => {
    const { size, style } = block;
    const face = style.faces[0]!;
    const family = style.faces.map((item) => `'${item.family}'`).join(', ');
    const lineBox = size * style.lineHeight;
    // Baseline so that the capital/letter height (~0.7 em) sits centred in each line box.
    const spans = block.lines
      .map(
        (value, index) =>
          `<tspan x="${inlineX(MARGIN_X)}" y="${round(top + index * lineBox + lineBox / 2 + size * 0.35)}">${escapeHtml(isolate(value))}</tspan>`,
      )
      .join('');
    const spacing = style.letterSpacing ? ` letter-spacing="${style.letterSpacing}"` : '';
    return `<text font-family="${family}" font-weight="${face.weight}" font-size="${size}"${spacing} fill="${fill}" text-anchor="${anchor}">${spans}</text>`;
  };

  const bodyHeight =
    label.height + GAP_AFTER_LABEL + headline.height + GAP_AFTER_HEADLINE + line.height;
  const labelTop = BODY_TOP + (BODY_BOTTOM - BODY_TOP - bodyHeight) / 2;
  const headlineTop = labelTop + label.height + GAP_AFTER_LABEL;
  const lineTop = headlineTop + headline.height + GAP_AFTER_HEADLINE;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}" xml:lang="${escapeHtml(input.lang)}">`,
    background(colors, rtl),
    wordmark(input, inlineX),
    textLines(label, labelTop, colors.accent),
    textLines(headline, headlineTop, colors.text),
    textLines(line, lineTop, colors.muted),
    footer(input, inlineX, anchor),
    '</svg>',
  ].join('\n');
}

/** The dark surface, a soft brand glow behind a large fern on the side away from the text, and an amber edge where the text starts. */
function background(colors: ShareColors, rtl: boolean): string {
  const mirror = rtl ? ` transform="matrix(-1 0 0 1 ${SHARE_IMAGE_WIDTH} 0)"` : '';
  return [
    '<defs>',
    `<radialGradient id="glow" cx="1010" cy="420" r="520" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${colors.brand}" stop-opacity="0.55"/><stop offset="1" stop-color="${colors.brand}" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" fill="${colors.background}"/>`,
    `<g${mirror}>`,
    `<rect width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" fill="url(#glow)"/>`,
    `<g transform="translate(860 170) scale(15) rotate(-12 16 30)" fill="${colors.brand}"><path d="${FERN_STEM}"/><path d="${FERN_LEAF}" opacity="0.7"/></g>`,
    `<rect width="8" height="${SHARE_IMAGE_HEIGHT}" fill="${colors.accent}"/>`,
    '</g>',
  ].join('\n');
}

const MARK_SIZE = 48;
const WORDMARK_SIZE = 40;

/** Fern mark and site name, as the site header shows them on dark (Logo.tsx). The lockup is never mirrored. */
function wordmark(input: ShareCardInput, inlineX: (offset: number) => number): string {
  const { fonts, colors, siteName } = input;
  const nameWidth = textWidth(siteName, [fonts.serif], WORDMARK_SIZE);
  const lockupWidth = MARK_SIZE + 12 + nameWidth;
  const left = input.direction === 'rtl' ? inlineX(MARGIN_X) - lockupWidth : MARGIN_X;
  const scale = MARK_SIZE / 32;
  return [
    `<g transform="translate(${round(left)} ${MARGIN_Y}) scale(${scale})" fill="${colors.accent}"><path d="${FERN_STEM}"/><path d="${FERN_LEAF}" opacity="0.7"/></g>`,
    `<text x="${round(left + MARK_SIZE + 12)}" y="${MARGIN_Y + 36}" font-family="'${fonts.serif.family}'" font-weight="${fonts.serif.weight}" font-size="${WORDMARK_SIZE}" fill="${colors.text}">${escapeHtml(siteName)}</text>`,
  ].join('\n');
}

/** A short amber rule and the domain at the bottom, at the start of the line. */
function footer(
  input: ShareCardInput,
  inlineX: (offset: number) => number,
  anchor: string,
): string {
  const { fonts, colors } = input;
  const baseline = SHARE_IMAGE_HEIGHT - MARGIN_Y;
  const rule = input.direction === 'rtl' ? inlineX(MARGIN_X) - 40 : MARGIN_X;
  return [
    `<rect x="${rule}" y="${baseline - 9}" width="40" height="3" fill="${colors.accent}"/>`,
    `<text x="${inlineX(MARGIN_X + 56)}" y="${baseline}" font-family="'${fonts.sansStrong.family}'" font-weight="${fonts.sansStrong.weight}" font-size="22" letter-spacing="0.5" fill="${colors.muted}" text-anchor="${anchor}">${escapeHtml(input.domain)}</text>`,
  ].join('\n');
}

const round = (value: number) => Math.round(value * 10) / 10;
