import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdStream, holdText, holdTexts, readTexts } from '../../generator/graph/held-text.ts';
import { collectGarbage } from '../support/collect-garbage.ts';

/** The heap in use once the collector has run (twice: what the first frees may hold more). */
function heapUsedAfterCollection(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

/**
 * A step's large text (the sitemap) waits in the build's scratch folder, not
 * in memory, until the write step reads it (issue 22 item 3): it reads back
 * the same, its hash is its text's, and without a folder it stays in memory.
 */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'held-text-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('a held text', () => {
  it('is written to the folder and read back the same, named by its hash', async () => {
    const text = `<?xml version="1.0"?><urlset>${'<url><loc>https://example.com/ar/خدمات</loc></url>'.repeat(2000)}</urlset>`;
    const held = await holdText(text, path.join(dir, 'held'));
    expect(await readdir(path.join(dir, 'held'))).toEqual([`${held.hash}.txt`]);
    expect(await held.read()).toBe(text);
    expect((await held.readBytes()).equals(Buffer.from(text))).toBe(true);
    expect(held.bytes).toBe(Buffer.byteLength(text));
    const other = await holdText(`${text} `, path.join(dir, 'held'));
    expect(other.hash).not.toBe(held.hash);
    expect((await holdText(text, undefined)).hash).toBe(held.hash);
  });

  it('is held as it is made, a chunk at a time, as the whole text is held, and read back in slices', async () => {
    const text = `<urlset>${'<url><loc>https://example.com/ar/خدمات-البرمجيات</loc></url>'.repeat(3000)}</urlset>`;
    // Chunks as a stream gives them: strings and bytes, a character's bytes split between two.
    async function* chunks() {
      const bytes = Buffer.from(text);
      await Promise.resolve();
      yield text.slice(0, 1000);
      for (let at = Buffer.byteLength(text.slice(0, 1000)); at < bytes.length; at += 4093)
        yield bytes.subarray(at, at + 4093);
    }
    const whole = await holdText(text, path.join(dir, 'whole'));
    for (const where of [path.join(dir, 'streamed'), undefined]) {
      const held = await holdStream(chunks(), where);
      expect(held.hash).toBe(whole.hash);
      expect(held.bytes).toBe(whole.bytes);
      expect(await held.read()).toBe(text);
      // Slices of some 1,000 characters, each whole: none ends in half a character.
      const slices: string[] = [];
      for await (const slice of held.slices(1000)) slices.push(slice);
      expect(slices.length).toBeGreaterThan(100);
      expect(slices.join('')).toBe(text);
      expect(slices.some((slice) => slice.includes('\uFFFD'))).toBe(false);
    }
    // On disk, named by its hash, no temporary file left.
    expect(await readdir(path.join(dir, 'streamed'))).toEqual([`${whole.hash}.txt`]);
  });

  it('stays in memory without a folder, and maps of texts keep their keys and order', async () => {
    const texts = new Map([
      ['sitemap-1.xml', 'one'],
      ['sitemap-2.xml', 'two'],
      ['sitemap.xml', 'index'],
    ]);
    const inMemory = await holdTexts(texts, undefined);
    expect(await readTexts(inMemory)).toEqual(texts);
    expect((await inMemory.get('sitemap.xml')!.readBytes()).toString()).toBe('index');
    const onDisk = await holdTexts(texts, path.join(dir, 'maps'));
    expect([...(await readTexts(onDisk))]).toEqual([...texts]);
    expect(await readdir(path.join(dir, 'maps'))).toHaveLength(3);
  });

  it('on disk, lets the text go: only the file holds it', async () => {
    const MB = 1024 * 1024;
    // Each text made here and dropped: only a held text can keep it.
    const heldWith = async (dir: string | undefined) => {
      const before = heapUsedAfterCollection();
      const held = await holdText(Buffer.alloc(32 * MB, dir ? 'd' : 'm').toString(), dir);
      const growth = heapUsedAfterCollection() - before;
      expect(held.bytes).toBe(32 * MB);
      return growth;
    };
    // In memory it is held: the measure sees a text of this size.
    expect(await heldWith(undefined)).toBeGreaterThan(24 * MB);
    expect(await heldWith(path.join(dir, 'large'))).toBeLessThan(8 * MB);
  });
});
