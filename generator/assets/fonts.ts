import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { hashedName } from './hash.ts';

/**
 * Brand fonts self-hosted from @fontsource (no font CDN): woff2 files copied
 * into dist/_assets/fonts with hashed names, @font-face rules for them, and the
 * faces every page paints on its first screen marked for preload.
 */
interface FontFace {
  family: string;
  packageName: string;
  file: string;
  weight: number;
  unicodeRange: string;
  preload: boolean;
}

const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const ARABIC =
  'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC';

const FACES: FontFace[] = [
  ...[400, 500, 600, 700].map((weight) => ({
    family: 'Montserrat',
    packageName: '@fontsource/montserrat',
    file: `montserrat-latin-${weight}-normal.woff2`,
    weight,
    unicodeRange: LATIN,
    // 400 for text, 600 for the header and buttons, 700 for the eyebrow above every title: all on the first screen.
    preload: weight !== 500,
  })),
  {
    family: 'DM Serif Display',
    packageName: '@fontsource/dm-serif-display',
    file: 'dm-serif-display-latin-400-normal.woff2',
    weight: 400,
    unicodeRange: LATIN,
    preload: true,
  },
  ...[400, 600, 700].map((weight) => ({
    family: 'Noto Sans Arabic',
    packageName: '@fontsource/noto-sans-arabic',
    file: `noto-sans-arabic-arabic-${weight}-normal.woff2`,
    weight,
    unicodeRange: ARABIC,
    preload: false,
  })),
];

export interface FontAssets {
  files: Map<string, Uint8Array>;
  css: string;
  /** Public URLs to preload on every page (Latin faces; Arabic pages preload their own). */
  preload: string[];
  preloadArabic: string[];
}

export async function collectFonts(root: string): Promise<FontAssets> {
  const require = createRequire(path.join(root, 'package.json'));
  const files = new Map<string, Uint8Array>();
  const rules: string[] = [];
  const preload: string[] = [];
  const preloadArabic: string[] = [];
  for (const face of FACES) {
    const packageDir = path.dirname(require.resolve(`${face.packageName}/package.json`));
    const bytes = new Uint8Array(await readFile(path.join(packageDir, 'files', face.file)));
    const name = `_assets/fonts/${hashedName(face.file, bytes)}`;
    files.set(name, bytes);
    const url = `/${name}`;
    if (face.preload) preload.push(url);
    if (face.family === 'Noto Sans Arabic' && face.weight === 400) preloadArabic.push(url);
    rules.push(
      `@font-face{font-family:'${face.family}';font-style:normal;font-display:swap;font-weight:${face.weight};src:url(${url}) format('woff2');unicode-range:${face.unicodeRange}}`,
    );
  }
  return { files, css: rules.join('\n'), preload, preloadArabic };
}
