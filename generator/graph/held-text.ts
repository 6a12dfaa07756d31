import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentHash } from '../assets/hash.ts';

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

// Each kind made by a function of its own: closures made in one scope share what any of them
// uses, and a reader of the file made beside the reader in memory held the text all the same.
const inMemory = (text: string, hash: string, bytes: number): HeldText => ({
  hash,
  bytes,
  read: () => Promise.resolve(text),
  readBytes: () => Promise.resolve(Buffer.from(text)),
});

const onDisk = (file: string, hash: string, bytes: number): HeldText => ({
  hash,
  bytes,
  read: () => readFile(file, 'utf8'),
  readBytes: () => readFile(file),
});

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
