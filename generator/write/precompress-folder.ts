import { stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import {
  addVariants,
  isVariant,
  NO_VARIANTS,
  PRECOMPRESS_MIN_BYTES,
  PRECOMPRESSED_EXTENSIONS,
  VARIANT_SUFFIXES,
  variantSource,
  writeFileVariants,
  type PrecompressOptions,
  type PrecompressSummary,
} from './precompress.ts';

// The folder pass on its own: it lists the folder with fast-glob, which the render threads (they
// compress each page as they write it, precompress.ts) need not load.

/** The text files of `folder` with no variant beside them, by listing the folder. */
async function filesWithoutVariants(folder: string, ignore: string[]): Promise<string[]> {
  const patterns = [...PRECOMPRESSED_EXTENSIONS].map((extension) => `**/*${extension}`);
  // One listing for the files and the variants beside them: each listing walks every folder of the
  // site (at +10,000 pages two took 1.2–1.8 s, one 0.74–0.81 s). A file with a variant beside it
  // already has both (the render threads write a page's as they stamp it; `build --merge` copies a
  // shard's pages with theirs).
  const listed = await fg([...patterns, ...VARIANT_SUFFIXES.map((suffix) => `**/*${suffix}`)], {
    cwd: folder,
    dot: true,
    onlyFiles: true,
    ignore,
  });
  const variants = new Set(listed.filter(isVariant).map(variantSource));
  return listed.filter((file) => !isVariant(file) && !variants.has(file)).sort();
}

/**
 * Writes `x.br` and `x.gz` beside every text file of `folder` (the staging
 * folder of a build, which holds every output, streamed pages included) from
 * PRECOMPRESS_MIN_BYTES up; a variant no smaller than its original is not
 * written. Static servers that look for them (`serve`, nginx `gzip_static`/
 * `brotli_static`) send them instead of compressing on every request.
 */
export async function precompressFolder(
  folder: string,
  options: PrecompressOptions = {},
): Promise<PrecompressSummary> {
  const files = options.files
    ? options.files.filter((file) => PRECOMPRESSED_EXTENSIONS.has(path.extname(file))).sort()
    : await filesWithoutVariants(folder, options.ignore ?? []);
  const started = performance.now();
  let written = NO_VARIANTS;
  let next = 0;
  // Compression runs on libuv's thread pool: one job per core. More (the pool has 4 threads)
  // costs about twice the CPU time on two cores for no gain in time.
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const absolute = path.join(folder, file);
      const { size } = await stat(absolute);
      if (size < PRECOMPRESS_MIN_BYTES) continue;
      const variants = await writeFileVariants(absolute, file, size);
      written = addVariants(written, variants);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
  return { ...written, ms: Math.round(performance.now() - started) };
}
