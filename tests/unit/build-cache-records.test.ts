import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  openBuildCache,
  saveBuildCache,
  type BuildCache,
  type CacheContents,
  type CachedPage,
} from '../../generator/graph/build-cache.ts';
import type { KeyParts } from '../../generator/graph/render-keys.ts';
import type { RenderedPageFacts } from '../../generator/render/page-renderer.ts';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

const page: CachedPage = {
  outFile: 'index.html',
  parts: {} as KeyParts,
  key: 'k1',
  own: 'o1',
  reads: new Uint32Array([1, 2]),
  // The cache keeps a page's facts as they are; only its path is read here.
  facts: { path: '/' } as RenderedPageFacts,
};

/** A cache's contents of one batch of one page: its record's name is the same for every build. */
const contents: CacheContents = {
  buildHash: 'b1',
  fields: { version: 'v1', collections: [] },
  everyPage: [],
  footers: {},
  batches: [{ css: '.a{color:red}', pages: [page], introduced: [[]] }],
  rendererHash: 'r1',
  moduleCss: '',
};

async function open(): Promise<BuildCache> {
  const cache = await openBuildCache(path.join(dir, 'cache'));
  if (typeof cache === 'string') throw new Error(cache);
  return cache;
}

/** Opens the cache, saves `contents` into it as a build that rendered every batch, and releases it. */
async function save(): Promise<BuildCache> {
  await mkdir(path.join(dir, 'dist', 'page-data'), { recursive: true });
  await writeFile(path.join(dir, 'dist', 'index.html'), '<!doctype html>');
  await writeFile(path.join(dir, 'dist', 'page-data', 'index.json'), '{}');
  const cache = await open();
  saveBuildCache(cache, path.join(dir, 'dist'), contents, 'all');
  cache.release();
  return cache;
}

describe('batch records', () => {
  it('are written anew after one was found damaged, though the next build names the same record', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fernhill-cache-records-'));
    await save();
    const [record] = await readdir(path.join(dir, 'cache', 'batches'));
    await writeFile(path.join(dir, 'cache', 'batches', record!), 'not a batch record');

    const damaged = await save();
    expect(damaged.coldReason).toMatch(/^corrupt: a batch record is missing or unreadable/);
    expect(await readdir(path.join(dir, 'cache', 'batches'))).toEqual([record]);

    const healed = await open();
    healed.release();
    expect(healed.coldReason).toBeUndefined();
    expect(healed.manifest?.batches).toEqual(contents.batches);
  });

  it('a build read whole are kept as they are, not written again', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fernhill-cache-records-'));
    await save();
    const [record] = await readdir(path.join(dir, 'cache', 'batches'));
    const before = await stat(path.join(dir, 'cache', 'batches', record!));
    const kept = await save();
    expect(kept.coldReason).toBeUndefined();
    const after = await stat(path.join(dir, 'cache', 'batches', record!));
    // A record written anew is a new file renamed into place: another inode.
    expect(after.ino).toBe(before.ino);
  });
});
