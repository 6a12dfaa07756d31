import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NO_VARIANTS, writeVariantsSync, type VariantsWritten } from './precompress.ts';

/**
 * Stamping: a published page names the build hash (its <meta> and page data)
 * and the stylesheet named after it, and the build hash covers the stylesheet,
 * whose Stitches rules are known only once every page has rendered. So pages
 * render with a placeholder of the hash's length (generator/graph/steps/stamp.ts)
 * and are stamped afterwards: the placeholder's every occurrence becomes the
 * hash. Both are 16 characters of [0-9a-z], which no escaping in HTML or JSON changes, so
 * the stamp is a byte-for-byte replacement and compression comes after it.
 */
export interface Stamp {
  placeholder: string;
  buildHash: string;
}

/** Replaces every occurrence of the placeholder in `bytes`, in place; how many there were. */
export function stampBytes(bytes: Buffer, { placeholder, buildHash }: Stamp): number {
  if (placeholder.length !== buildHash.length)
    throw new Error('A stamp replaces its placeholder with a hash of the same length');
  let count = 0;
  for (
    let at = bytes.indexOf(placeholder, 0, 'latin1');
    at !== -1;
    at = bytes.indexOf(placeholder, at + placeholder.length, 'latin1')
  ) {
    bytes.write(buildHash, at, 'latin1');
    count += 1;
  }
  return count;
}

export function stampText(text: string, { placeholder, buildHash }: Stamp): string {
  return text.replaceAll(placeholder, buildHash);
}

/**
 * Stamps the file `file` of `folder` and writes its `.br`/`.gz` when
 * `precompress`. The file is replaced, not written over: a page `build --merge`
 * hard-linked from a shard's folder stays as the shard wrote it.
 */
export function stampFileSync(
  folder: string,
  file: string,
  stamp: Stamp,
  precompress: boolean,
): { bytes: number; variants: VariantsWritten } {
  const absolute = path.join(folder, file);
  const bytes = readFileSync(absolute);
  stampBytes(bytes, stamp);
  unlinkSync(absolute);
  writeFileSync(absolute, bytes);
  return {
    bytes: bytes.byteLength,
    variants: precompress ? writeVariantsSync(absolute, file, bytes) : NO_VARIANTS,
  };
}
