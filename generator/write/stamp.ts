import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { readBytesAt } from '../assets/read-bytes.ts';
import {
  addVariants,
  NO_VARIANTS,
  writeVariantsSync,
  type VariantsWritten,
} from './precompress.ts';

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

/** Replaces every occurrence of the placeholder in `bytes`, in place; where they were. */
export function stampBytes(bytes: Buffer, { placeholder, buildHash }: Stamp): number[] {
  if (placeholder.length !== buildHash.length)
    throw new Error('A stamp replaces its placeholder with a hash of the same length');
  const positions: number[] = [];
  for (
    let at = bytes.indexOf(placeholder, 0, 'latin1');
    at !== -1;
    at = bytes.indexOf(placeholder, at + placeholder.length, 'latin1')
  ) {
    bytes.write(buildHash, at, 'latin1');
    positions.push(at);
  }
  return positions;
}

export function stampText(text: string, { placeholder, buildHash }: Stamp): string {
  return text.replaceAll(placeholder, buildHash);
}

/**
 * Stamps the file `file` of `folder` and writes its `.br`/`.gz` when
 * `precompress`. `from`: read it from that folder instead (a page a build
 * cache kept, or a shard's: `build --merge`) and write it as a new file. A
 * file with other links (a page the build cache holds too) is replaced, so
 * the other stays as it was; any other gets the hash written over its placeholder,
 * nothing more (unlinking and creating 20,000 files is slow on ext4 without a
 * journal: tools/bench/freed-inodes.ts).
 */
export function stampFileSync(
  folder: string,
  file: string,
  stamp: Stamp,
  { precompress, from }: { precompress: boolean; from?: string },
): VariantsWritten {
  const absolute = path.join(folder, file);
  let bytes: Buffer;
  if (from) {
    bytes = readFileSync(path.join(from, file));
    stampBytes(bytes, stamp);
    mkdirSync(path.dirname(absolute), { recursive: true });
    writeFileSync(absolute, bytes);
  } else {
    const fd = openSync(absolute, 'r+');
    try {
      const { size, nlink } = fstatSync(fd);
      bytes = readIntoScratch(fd, size);
      const positions = stampBytes(bytes, stamp);
      if (nlink > 1) {
        unlinkSync(absolute);
        writeFileSync(absolute, bytes);
      } else {
        const hash = Buffer.from(stamp.buildHash, 'latin1');
        for (const position of positions) writeSync(fd, hash, 0, hash.byteLength, position);
      }
    } finally {
      closeSync(fd);
    }
  }
  return precompress ? writeVariantsSync(absolute, file, bytes) : NO_VARIANTS;
}

/** Stamps each of `files` of `folder` (stampFileSync); the variants written, added up. */
export function stampFilesSync(
  folder: string,
  files: readonly string[],
  stamp: Stamp,
  options: { precompress: boolean; from?: string },
): VariantsWritten {
  let variants = NO_VARIANTS;
  for (const file of files)
    variants = addVariants(variants, stampFileSync(folder, file, stamp, options));
  return variants;
}

/**
 * Where a thread reads the file it stamps, done with before the next: a buffer
 * per file (a page's 30 KB, past Node's pool) counts as memory V8 does not
 * manage until a collection frees it, and a render thread whose heap is small
 * ran a full collection every 250 ms of stamping for it (at +10,000 pages,
 * 3 s of V8's helper threads' CPU).
 */
let scratch = Buffer.allocUnsafe(256 * 1024);

function readIntoScratch(fd: number, size: number): Buffer {
  if (scratch.byteLength < size)
    scratch = Buffer.allocUnsafe(Math.max(size, 2 * scratch.byteLength));
  const bytes = scratch.subarray(0, size);
  if (!readBytesAt(fd, bytes, 0)) throw new Error('The file ended while it was read');
  return bytes;
}
