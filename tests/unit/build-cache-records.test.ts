import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BuildCacheUnusable,
  openBuildCache,
  readBatchChecks,
  saveBuildCache,
  type BuildCache,
  type CacheContents,
  type CachedPage,
} from '../../generator/graph/build-cache.ts';
import type { KeyParts } from '../../generator/graph/render-keys.ts';
import type { PageChecks, PageFacts } from '../../generator/render/page-renderer.ts';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

/** What the site-wide checks read of the one page. */
const homeChecks: PageChecks = {
  path: '/',
  head: { lang: 'en', dir: 'ltr', links: [{ hreflang: 'en', href: 'https://example.com/' }] },
  links: { problems: [], fragments: [], ids: 'main' },
};

const page: CachedPage = {
  outFile: 'index.html',
  dataFile: 'page-data/index.json',
  parts: {} as KeyParts,
  key: 'k1',
  own: 'o1',
  reads: new Uint32Array([1, 2]),
  // The cache keeps a page's facts as they are; only its path is read here.
  facts: { path: '/' } as PageFacts,
  checks: 'c1',
};

/** A cache's contents of one batch of one page: its record's name is the same for every build. */
const contents: CacheContents = {
  buildHash: 'b1',
  fields: { version: 'v1', collections: [] },
  everyPage: [],
  footers: {},
  batches: [{ css: '.a{color:red}', pages: [page], introduced: [[]], checksFile: 'k1.v8' }],
  rendererHash: 'r1',
  moduleCss: '',
  checks: new Map([['k1.v8', [homeChecks]]]),
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

describe('checks records', () => {
  it('hold the heads and links of a batch, read apart from its record', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fernhill-cache-records-'));
    await save();
    const cache = await open();
    cache.release();
    expect(readBatchChecks(cache, cache.manifest!.batches[0]!)).toEqual([homeChecks]);
  });

  it('are not written again while the cache holds them, and one that is gone makes the cache unusable', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fernhill-cache-records-'));
    await save();
    const file = path.join(dir, 'cache', 'checks', 'k1.v8');
    const before = await stat(file);
    await save();
    expect((await stat(file)).ino).toBe(before.ino);

    await rm(file);
    const cache = await open();
    cache.release();
    expect(() => readBatchChecks(cache, cache.manifest!.batches[0]!)).toThrow(BuildCacheUnusable);
  });
});
