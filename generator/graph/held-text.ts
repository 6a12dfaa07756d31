import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { contentHash, shortDigest } from '../assets/hash.ts';

/**
 * A text a step's output holds for a later step, in a file of the build's
 * scratch folder when it has one (SiteContext.scratch): the sitemap of
 * 100,000 URLs is 62 MB of text, which the build held from the sitemap step,
 * through the render and the stamp, until the write step wrote it.
 */
export interface HeldText {
  /** A hash of the text (what a step's version is made of without reading it again). */
  readonly hash: string;
  /** Its size in UTF-8. */
  readonly bytes: number;
  read(): Promise<string>;
  /** Its UTF-8 bytes (what a sink on disk writes, without a string of them in the heap). */
  readBytes(): Promise<Buffer>;
  /** The text a slice of about `length` characters at a time (what a parser reads). */
  slices(length: number): AsyncIterable<string> | Iterable<string>;
}

/** `text` held in `dir` (named by its hash), or in memory without one (dev's long-lived graph). */
export async function holdText(text: string, dir: string | undefined): Promise<HeldText> {
  const hash = contentHash(text, 16);
  const bytes = Buffer.byteLength(text);
  if (!dir) return inMemory(text, hash, bytes);
  const file = path.join(dir, `${hash}.txt`);
  await mkdir(dir, { recursive: true });
  await writeFile(file, text);
  return onDisk(file, hash, bytes);
}

/**
 * A text held as it is made, a chunk at a time (text or UTF-8): written to its
 * file without a string of it (the sitemap's urlsets, 31 MB each at +100,000
 * pages), or gathered into one in memory without a folder.
 */
export async function holdStream(
  chunks: AsyncIterable<string | Uint8Array>,
  dir: string | undefined,
): Promise<HeldText> {
  if (!dir) {
    const gathered: Uint8Array[] = [];
    for await (const chunk of chunks)
      gathered.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    return holdText(Buffer.concat(gathered).toString('utf8'), undefined);
  }
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `${randomUUID()}.tmp`);
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(
    chunks,
    async function* (source: AsyncIterable<string | Uint8Array>) {
      for await (const chunk of source) {
        const utf8 = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        hash.update(utf8);
        bytes += utf8.length;
        yield utf8;
      }
    },
    createWriteStream(temporary),
  );
  const digest = shortDigest(hash, 16);
  const file = path.join(dir, `${digest}.txt`);
  await rename(temporary, file);
  return onDisk(file, digest, bytes);
}

// Each kind made by a function of its own: closures made in one scope share what any of them
// uses, and a reader of the file made beside the reader in memory held the text all the same.
const inMemory = (text: string, hash: string, bytes: number): HeldText => ({
  hash,
  bytes,
  read: () => Promise.resolve(text),
  readBytes: () => Promise.resolve(Buffer.from(text)),
  *slices(length) {
    for (let start = 0; start < text.length; start += length)
      yield text.slice(start, start + length);
  },
});

const onDisk = (file: string, hash: string, bytes: number): HeldText => ({
  hash,
  bytes,
  read: () => readFile(file, 'utf8'),
  readBytes: () => readFile(file),
  // Decoded as it is read: a character split between two reads comes whole in the second slice.
  slices: (length) => createReadStream(file, { encoding: 'utf8', highWaterMark: length }),
});

/**
 * Keeps `held` as a file of `dir` (which exists) named by its hash (written
 * once: the same name, the same text), for a later process to hold again (heldIn).
 */
export async function keepHeld(held: HeldText, dir: string): Promise<void> {
  const file = path.join(dir, `${held.hash}.txt`);
  const kept = await stat(file).catch(() => undefined);
  if (kept?.size === held.bytes) return;
  await writeFile(`${file}.tmp`, await held.readBytes());
  await rename(`${file}.tmp`, file);
}

/** The text keepHeld kept in `dir`, held where it is; undefined when it is gone. */
export async function heldIn(
  dir: string,
  hash: string,
  bytes: number,
): Promise<HeldText | undefined> {
  const file = path.join(dir, `${hash}.txt`);
  const info = await stat(file).catch(() => undefined);
  return info?.size === bytes ? onDisk(file, hash, bytes) : undefined;
}

/** Each text of `texts` held (holdText), by the same keys. */
export async function holdTexts(
  texts: ReadonlyMap<string, string>,
  dir: string | undefined,
): Promise<Map<string, HeldText>> {
  const held = new Map<string, HeldText>();
  for (const [key, text] of texts) held.set(key, await holdText(text, dir));
  return held;
}

/** The texts of `held`, read, by the same keys. */
export async function readTexts(held: ReadonlyMap<string, HeldText>): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const [key, text] of held) texts.set(key, await text.read());
  return texts;
}
