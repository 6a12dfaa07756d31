import { createReadStream, createWriteStream, writeFileSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import zlib from 'node:zlib';

/** What the build precompresses and `serve` looks for `.br`/`.gz` siblings of: text formats. */
export const PRECOMPRESSED_EXTENSIONS = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.webmanifest',
]);

/** Smaller files are sent as they are: compression would save less than a packet. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Brotli quality. On this site's 20 MB of text (pages, page data), quality 4 to 6 cost about
 * the same (0.4 to 0.6 s of CPU), 7 to 10 far more for almost nothing, and 11 (the maximum)
 * some 30 s for 10 % less. Quality 11 is kept for the small hashed scripts and the
 * stylesheet (under 64 KB each: every page's critical path, cached for a year; about 0.2 s).
 * With gzip, the whole pass adds about 1.5 to 2 s to a build on two cores.
 */
export const BROTLI_QUALITY = 6;
export const BROTLI_QUALITY_ASSETS = 11;
const ASSET_MAX_BYTES = 64 * 1024;
/** gzip level 9: as fast as the default 6 on these files, and never larger. */
export const GZIP_LEVEL = 9;

const isCriticalAsset = (file: string, bytes: number) =>
  /^_assets\/.*\.(css|js|mjs)$/.test(file) && bytes <= ASSET_MAX_BYTES;

/** Brotli's settings for one file of `size` bytes: text mode, quality by what the file is, its size as a hint. */
const brotliOptions = (file: string, size: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: isCriticalAsset(file, size)
      ? BROTLI_QUALITY_ASSETS
      : BROTLI_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** The suffixes of a file's precompressed variants, beside it. */
export const VARIANT_SUFFIXES = ['.br', '.gz'] as const;

/** Whether `file` is a precompressed variant of another. */
export const isVariant = (file: string): boolean =>
  VARIANT_SUFFIXES.some((suffix) => file.endsWith(suffix));

/** The file a variant is of ("a.html.br" → "a.html"). */
export const variantSource = (variant: string): string =>
  variant.slice(0, variant.lastIndexOf('.'));

/** The variants `file` may have beside it. */
export const variantsOf = (file: string): string[] =>
  VARIANT_SUFFIXES.map((suffix) => file + suffix);

/**
 * Writes the `.br` and `.gz` of the file at `absolute` (`file` relative to
 * the output folder, `size` its bytes) beside it, each streamed from the file
 * into its own: a sitemap of 50,000 URLs is 32 MB, and two of them compressed
 * at once, each held whole with its variants, raised a +100,000-page build's
 * RSS by some 170 MiB as it ended. The same bytes as compressVariantsSync: zlib's
 * output does not depend on how its input is cut. A variant no smaller than
 * the file is removed.
 */
export async function writeFileVariants(
  absolute: string,
  file: string,
  size: number,
): Promise<VariantsWritten> {
  let written = NO_VARIANTS;
  for (const [suffix, compressor] of [
    ['.br', () => zlib.createBrotliCompress(brotliOptions(file, size))],
    ['.gz', () => zlib.createGzip({ level: GZIP_LEVEL })],
  ] as const) {
    const variant = absolute + suffix;
    await pipeline(createReadStream(absolute), compressor(), createWriteStream(variant));
    const bytes = (await stat(variant)).size;
    if (bytes < size) written = addVariants(written, { sources: 0, files: 1, bytes });
    else await rm(variant);
  }
  return written.files > 0 ? { ...written, sources: 1 } : written;
}

/** What writing the variants of some files wrote: the `.br`/`.gz` files and their bytes. */
export interface VariantsWritten {
  /** Files that got a `.br` and/or `.gz`. */
  sources: number;
  /** `.br` and `.gz` files written. */
  files: number;
  bytes: number;
}

export const NO_VARIANTS: VariantsWritten = { sources: 0, files: 0, bytes: 0 };

export const addVariants = (a: VariantsWritten, b: VariantsWritten): VariantsWritten => ({
  sources: a.sources + b.sources,
  files: a.files + b.files,
  bytes: a.bytes + b.bytes,
});

/**
 * Writes the `.br`/`.gz` of a file just written at `absolute` (`file` relative to the output
 * folder), in this thread and at once: the render threads compress each page as they write it,
 * the same bytes the folder pass below would write, without reading 20,000 files back and
 * handing each to libuv's threads in 16 KB stream chunks (npm run bench: at +30,000 pages the
 * folder pass took 89 s of a 179 s build).
 */
export function writeVariantsSync(absolute: string, file: string, bytes: Buffer): VariantsWritten {
  if (bytes.byteLength < PRECOMPRESS_MIN_BYTES || !PRECOMPRESSED_EXTENSIONS.has(path.extname(file)))
    return NO_VARIANTS;
  const kept = smallerVariants(bytes, compressVariantsSync(file, bytes));
  for (const [suffix, content] of kept) writeFileSync(absolute + suffix, content);
  return variantsWritten(kept);
}

/** The `.br` and `.gz` of one file's bytes, in this thread (the render threads compress each page so); deterministic: the same bytes give the same output. */
export function compressVariantsSync(file: string, bytes: Uint8Array): { br: Buffer; gz: Buffer } {
  return {
    br: zlib.brotliCompressSync(bytes, brotliOptions(file, bytes.byteLength)),
    gz: zlib.gzipSync(bytes, { level: GZIP_LEVEL }),
  };
}

/** The variants worth writing: a `.br` or `.gz` no smaller than its original is not. */
export function smallerVariants(
  bytes: Uint8Array,
  { br, gz }: { br: Buffer; gz: Buffer },
): Array<readonly ['.br' | '.gz', Buffer]> {
  return (
    [
      ['.br', br],
      ['.gz', gz],
    ] as const
  ).filter(([, content]) => content.byteLength < bytes.byteLength);
}

export const variantsWritten = (
  kept: ReadonlyArray<readonly [string, Buffer]>,
): VariantsWritten => ({
  sources: kept.length > 0 ? 1 : 0,
  files: kept.length,
  bytes: kept.reduce((sum, [, content]) => sum + content.byteLength, 0),
});

export interface PrecompressOptions {
  /** Patterns of files a listing leaves out. */
  ignore?: string[];
  /**
   * The files to consider, none of which has variants yet, when the build knows them: the folder
   * is not listed (a listing walks every folder of the site: at +50,000 pages, 4 to 9 s).
   */
  files?: readonly string[];
}

export interface PrecompressSummary extends VariantsWritten {
  /** Time taken by the folder pass, in ms. */
  ms: number;
  /** Of the totals, what the render threads wrote with the pages (not timed: it is part of rendering). */
  pages?: VariantsWritten;
}
