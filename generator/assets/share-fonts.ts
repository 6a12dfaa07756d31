import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Fontkit from 'fontkit';
import { contentHash } from './hash.ts';

/**
 * The brand faces share images are drawn with, as TTF files (resvg cannot read
 * the woff2 files the site serves). Loaded once per build: paths for resvg,
 * fontkit faces to measure text for line breaking, and a fingerprint of the
 * bytes for cache keys.
 */
export interface Typeface {
  family: string;
  weight: number;
  file: string;
  /** The parsed face, for measuring shaped text (share-card-svg.ts): parsed on first use. */
  readonly font: Fontkit.Font;
}

const FACES = {
  /** Latin headlines and the wordmark (as in components/layout/Logo.tsx). */
  serif: {
    family: 'DM Serif Display',
    weight: 400,
    file: '@expo-google-fonts/dm-serif-display/400Regular/DMSerifDisplay_400Regular.ttf',
  },
  sans: {
    family: 'Montserrat',
    weight: 500,
    file: '@expo-google-fonts/montserrat/500Medium/Montserrat_500Medium.ttf',
  },
  sansStrong: {
    family: 'Montserrat',
    weight: 600,
    file: '@expo-google-fonts/montserrat/600SemiBold/Montserrat_600SemiBold.ttf',
  },
  arabic: {
    family: 'Noto Sans Arabic',
    weight: 400,
    file: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  },
  arabicStrong: {
    family: 'Noto Sans Arabic',
    weight: 600,
    file: '@expo-google-fonts/noto-sans-arabic/600SemiBold/NotoSansArabic_600SemiBold.ttf',
  },
  arabicBold: {
    family: 'Noto Sans Arabic',
    weight: 700,
    file: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  },
} as const;

export type ShareFonts = Record<keyof typeof FACES, Typeface> & {
  /** Absolute paths, for resvg's `font.fontFiles`. */
  files: string[];
  /** "file name:content hash" per face: everything about the fonts that can change the pixels. */
  fingerprint: string[];
};

export async function loadShareFonts(root: string): Promise<ShareFonts> {
  const require = createRequire(path.join(root, 'package.json'));
  const entries = await Promise.all(
    Object.entries(FACES).map(async ([role, face]) => {
      const [packageScope, packageName, ...rest] = face.file.split('/');
      const packageDir = path.dirname(
        require.resolve(`${packageScope}/${packageName}/package.json`),
      );
      const file = path.join(packageDir, ...rest);
      const bytes = await readFile(file);
      const fingerprint = `${path.basename(file)}:${contentHash(bytes, 16)}`;
      const typeface: Typeface = {
        family: face.family,
        weight: face.weight,
        file,
        // A build whose share cards are all in the cache measures no text (share-images.ts).
        get font() {
          return parsedFont(fingerprint, bytes);
        },
      };
      return { role, typeface, fingerprint };
    }),
  );
  const faces = Object.fromEntries(entries.map(({ role, typeface }) => [role, typeface])) as Record<
    keyof typeof FACES,
    Typeface
  >;
  return {
    ...faces,
    files: entries.map(({ typeface }) => typeface.file),
    fingerprint: entries.map(({ fingerprint }) => fingerprint),
  };
}

/**
 * fontkit faces by fingerprint. The dev server rebuilds in one process: reusing
 * the face keeps fontkit's parsed layout tables, and the widths share-card-svg.ts
 * caches per face, from one build to the next.
 */
const parsedFonts = new Map<string, Fontkit.Font>();

let fontkit: typeof Fontkit | undefined;

function parsedFont(fingerprint: string, bytes: Buffer): Fontkit.Font {
  let font = parsedFonts.get(fingerprint);
  if (!font) {
    // Loaded on first use: fontkit and its decoders take about 0.1 s to load, which a build whose
    // share cards are all in the cache need not spend.
    fontkit ??= createRequire(import.meta.url)('fontkit') as typeof Fontkit;
    const parsed = fontkit.create(bytes);
    if ('fonts' in parsed)
      throw new Error(`${fingerprint} is a font collection; share images need a single face`);
    parsedFonts.set(fingerprint, (font = parsed));
  }
  return font;
}
