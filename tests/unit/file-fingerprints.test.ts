import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentHash } from '../../generator/assets/hash.ts';
import { FileFingerprints, keyOf, keyOfItems } from '../../generator/graph/file-fingerprints.ts';

/**
 * File hashes kept across builds: a build in a new process takes the hash of
 * a file whose size and time are as the last build saw them, as the input
 * snapshot trusts them. Whether it read the file is told by changing its
 * bytes and putting size and time back: only a hash that was read shows it.
 */
let root: string;
const keptIn = () => path.join(root, 'cache', 'fingerprints');
const HOUR_AGO = new Date(Date.now() - 3_600_000);

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'fernhill-fingerprints-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Writes `text` to `file` with the given modification time. */
async function put(file: string, text: string, time: Date): Promise<void> {
  await writeFile(path.join(root, file), text);
  await utimes(path.join(root, file), time, time);
}

/** A build's fingerprints in a new process, given what the last one kept. */
const buildProcess = (read = true) => new FileFingerprints(root, { dir: keptIn(), read });

const hashOf = (text: string) => contentHash(Buffer.from(text), 16);

/** A build that looks at `files` and keeps their hashes for the next. */
async function buildLookingAt(files: string[]): Promise<void> {
  const fingerprints = buildProcess();
  await fingerprints.of(files);
  await fingerprints.save();
}

describe('file fingerprints kept for the next build', () => {
  it('takes the kept hash of a file whose size and time did not move, and reads a file that moved', async () => {
    await put('a.ts', 'export const a = 1;', HOUR_AGO);
    await put('b.ts', 'export const b = 1;', HOUR_AGO);
    const first = buildProcess();
    expect(await first.of(['a.ts', 'b.ts'])).toEqual({
      'a.ts': hashOf('export const a = 1;'),
      'b.ts': hashOf('export const b = 1;'),
    });
    await first.save();

    // Same size and time: not read again. Another time: read.
    await put('a.ts', 'export const a = 2;', HOUR_AGO);
    await put('b.ts', 'export const b = 2;', new Date(HOUR_AGO.getTime() + 1000));
    const second = buildProcess();
    expect(await second.of(['a.ts', 'b.ts'])).toEqual({
      'a.ts': hashOf('export const a = 1;'),
      'b.ts': hashOf('export const b = 2;'),
    });
  });

  it('keeps no hash of a file saved just before it was read (its next save could keep size and time)', async () => {
    const now = new Date();
    await put('a.ts', 'export const a = 1;', now);
    await buildLookingAt(['a.ts']);
    await put('a.ts', 'export const a = 2;', now);
    expect(await buildProcess().of(['a.ts'])).toEqual({ 'a.ts': hashOf('export const a = 2;') });
  });

  it('reads every file in a cold build, and after a damaged record', async () => {
    await put('a.ts', 'export const a = 1;', HOUR_AGO);
    await buildLookingAt(['a.ts']);
    await put('a.ts', 'export const a = 2;', HOUR_AGO);
    expect(await buildProcess(false).of(['a.ts'])).toEqual({
      'a.ts': hashOf('export const a = 2;'),
    });

    await writeFile(path.join(keptIn(), 'fingerprints.v8'), 'not a record');
    expect(await buildProcess().of(['a.ts'])).toEqual({ 'a.ts': hashOf('export const a = 2;') });
  });

  it('forgets a file that is gone', async () => {
    await put('a.ts', 'export const a = 1;', HOUR_AGO);
    await buildLookingAt(['a.ts']);
    await rm(path.join(root, 'a.ts'));
    expect(await buildProcess().of(['a.ts'])).toEqual({});
    await buildLookingAt(['a.ts']);
    await put('a.ts', 'export const a = 2;', HOUR_AGO);
    expect(await buildProcess().of(['a.ts'])).toEqual({ 'a.ts': hashOf('export const a = 2;') });
  });
});

describe('keyOfItems', () => {
  it('is the key of the items as one list, hashed an item at a time', () => {
    const alternates = new Map([
      [
        'https://www.fernhill.dev/ar/خدمات',
        [{ hreflang: 'ar', href: 'https://www.fernhill.dev/ar/خدمات' }],
      ],
      ['https://www.fernhill.dev/about-us', []],
    ]);
    expect(keyOfItems(alternates)).toBe(keyOf([...alternates]));
    expect(keyOfItems([])).toBe(keyOf([]));
    // An item JSON writes as null in a list (undefined, a function) is null here too.
    expect(keyOfItems([1, undefined, 'x'])).toBe(keyOf([1, undefined, 'x']));
    expect(keyOfItems([1, 2])).not.toBe(keyOfItems([2, 1]));
  });
});
