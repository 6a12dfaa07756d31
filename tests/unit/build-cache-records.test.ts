import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BuildCacheUnusable,
  openBuildCache,
  readBatchChecks,
  saveBuildCache,
  summarizeBatch,
  type BuildCache,
  type CacheContents,
  type CachedPage,
} from '../../generator/graph/build-cache.ts';
import type { KeyParts } from '../../generator/graph/render-keys.ts';
import { ContentFields } from '../../generator/render/content-fields.ts';
import type { PageChecks, PageFacts } from '../../generator/render/page-renderer.ts';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

/** What the site-wide checks read of the one page. */
const homeChecks: PageChecks = {
  path: '/',
  head: { lang: 'en', dir: 'ltr', links: [{ hreflang: 'en', href: 'https://example.com/' }] },
  links: { problems: [], fragments: [], ids: 'main' },
};

/** A page's key parts; pages of one template and locale share all but the first two. */
const partsOf = (reads: string, route: string, locale = 'l-en'): KeyParts => ({
  reads,
  locale,
  template: 't-home',
  route,
  components: 'c1',
  assets: 'a1',
  stamp: 's1',
  linkTargets: 'lt1',
  media: 'm1',
});

const factsOf = (pagePath: string, shell: string, localeReads: string[]): PageFacts => ({
  path: pagePath,
  coverage: { translated: 12, fallback: 0 },
  bytes: 31_000,
  dataBytes: 9_000,
  usesFooter: true,
  shell,
  localeReads,
});

const page: CachedPage = {
  outFile: 'index.html',
  dataFile: 'page-data/index.json',
  parts: partsOf('o1 e1 f1', 'r1'),
  key: 'k1',
  own: 'o1',
  reads: new Uint32Array([1, 2]),
  facts: factsOf('/', 'shell-en', ['locale:en:nav', 'locale:en:cta']),
  checks: 'c1',
};

/** A cache's contents of one batch of one page: its record's name is the same for every build. */
const contents: CacheContents = {
  buildHash: 'b1',
  fields: ContentFields.none,
  everyPage: [],
  footers: {},
  batches: [{ css: '.a{color:red}', pages: [page], introduced: [[]], checksFile: 'k1.v8' }],
  rendererHash: 'r1',
  moduleCss: '',
  checks: new Map([['k1.v8', [homeChecks]]]),
};

async function open(): Promise<BuildCache> {
  const cache = await openBuildCache(path.join(dir, 'cache'), { precompress: false });
  if (typeof cache === 'string') throw new Error(cache);
  return cache;
}

/** Opens the cache, saves `contents` into it as a build that rendered every batch, and releases it. */
async function save(): Promise<BuildCache> {
  await mkdir(path.join(dir, 'dist', 'page-data'), { recursive: true });
  await writeFile(path.join(dir, 'dist', 'index.html'), '<!doctype html>');
  await writeFile(path.join(dir, 'dist', 'page-data', 'index.json'), '{}');
  const cache = await open();
  // As a build does before it keeps the cache: every record it can read, read (a damaged one is not).
  try {
    cache.manifest?.batches.all();
  } catch {
    // Written anew below.
  }
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

    // Found when the build decodes the record, which makes the cache unusable.
    const damaged = await open();
    damaged.release();
    expect(() => damaged.manifest!.batches.get(0)).toThrow(
      /^corrupt: a batch record is missing or unreadable/,
    );
    expect(() => damaged.manifest!.batches.get(0)).toThrow(BuildCacheUnusable);

    await save();
    expect(await readdir(path.join(dir, 'cache', 'batches'))).toEqual([record]);
    const healed = await open();
    healed.release();
    expect(healed.coldReason).toBeUndefined();
    expect(healed.manifest?.batches.all()).toEqual(contents.batches);
  });

  it('are each decoded when first asked for; a missing one makes the cache unusable then', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fernhill-cache-records-'));
    await save();
    const cache = await open();
    cache.release();
    expect(cache.manifest!.batches.count).toBe(1);
    expect(cache.manifest!.batches.decoded(0)).toBe(false);
    expect(cache.readRecords?.size).toBe(0);
    expect(cache.manifest!.batches.get(0)).toEqual(contents.batches[0]);
    expect(cache.manifest!.batches.decoded(0)).toBe(true);
    expect(cache.readRecords?.size).toBe(1);

    // Read on libuv's threads (started ahead, or when asked for): the same batch, decoded once.
    const loaded = await open();
    loaded.release();
    loaded.manifest!.batches.prefetch([0]);
    const batch = await loaded.manifest!.batches.load(0);
    expect(batch).toEqual(contents.batches[0]);
    expect(loaded.manifest!.batches.get(0)).toBe(batch);
    expect(loaded.readRecords?.size).toBe(1);

    const [record] = await readdir(path.join(dir, 'cache', 'batches'));
    await rm(path.join(dir, 'cache', 'batches', record!));
    const gone = await open();
    gone.release();
    expect(gone.coldReason).toBeUndefined();
    expect(() => gone.manifest!.batches.all()).toThrow(BuildCacheUnusable);
    const goneToo = await open();
    goneToo.release();
    goneToo.manifest!.batches.prefetch([0]);
    await expect(goneToo.manifest!.batches.load(0)).rejects.toThrow(
      /^corrupt: a batch record is missing or unreadable/,
    );
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

  it('give back every page as it was kept, those of one locale with one shell and one list of UI string sections', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fernhill-cache-records-'));
    const pages: CachedPage[] = [
      page,
      {
        outFile: 'about/index.html',
        dataFile: 'page-data/about.json',
        parts: partsOf('o2 e1 f1', 'r2'),
        key: 'k2',
        own: 'o2',
        reads: new Uint32Array([3]),
        facts: factsOf('/about/', 'shell-en', ['locale:en:nav', 'locale:en:cta']),
        checks: 'c2',
      },
      {
        outFile: 'de/index.html',
        dataFile: 'page-data/de.json',
        parts: partsOf('o3 e2 f2', 'r3', 'l-de'),
        key: 'k3',
        own: 'o3',
        reads: new Uint32Array([]),
        facts: { ...factsOf('/de/', 'shell-de', ['locale:de:nav']), usesFooter: false },
        checks: 'c3',
      },
    ];
    const batches = [{ ...contents.batches[0]!, pages, introduced: [[], [], []] }];
    const cache = await open();
    await mkdir(path.join(dir, 'dist', 'page-data'), { recursive: true });
    for (const { outFile, dataFile } of pages)
      for (const file of [outFile, dataFile]) {
        await mkdir(path.dirname(path.join(dir, 'dist', file)), { recursive: true });
        await writeFile(path.join(dir, 'dist', file), file);
      }
    saveBuildCache(cache, path.join(dir, 'dist'), { ...contents, batches }, 'all');
    cache.release();

    const read = await open();
    read.release();
    const [kept] = read.manifest!.batches.all();
    expect(kept!.pages).toEqual(pages);
    expect(kept!.pages.map((cached) => [...cached.reads])).toEqual([[1, 2], [3], []]);
    const [home, about, german] = kept!.pages;
    expect(about!.facts.localeReads).toBe(home!.facts.localeReads);
    expect(about!.facts.shell).toBe(home!.facts.shell);
    expect(german!.facts.localeReads).not.toBe(home!.facts.localeReads);
  });
});

describe('batch summaries', () => {
  const pageOf = (offset: number, own: string, locale: string, reads: number[]): CachedPage => ({
    outFile: `p${offset}/index.html`,
    dataFile: `page-data/p${offset}.json`,
    parts: partsOf(`${own} e1 f1`, `r${offset}`, locale),
    key: `k${offset}`,
    own,
    reads: new Uint32Array(reads),
    facts: factsOf(`/p${offset}/`, `shell-${locale}`, [`locale:${locale}:nav`]),
    checks: `c${offset}`,
  });

  it("put pages whose keys differ only by their own reads and route in one class, and hold every page's reads once", () => {
    const pages = [
      pageOf(0, 'o1', 'en', [5, 1]),
      pageOf(1, 'o2', 'en', [1, 9]),
      pageOf(2, 'o3', 'de', [2]),
      pageOf(3, 'o4', 'en', [7]),
    ];
    // Another footer part: what every page of its locale shares differs, so its class does.
    pages[3]!.parts = partsOf('o4 e1 f2', 'r3', 'en');
    const summary = summarizeBatch({ css: '', pages, introduced: [], checksFile: 'x.v8' });
    expect(summary.pages).toBe(4);
    expect([...summary.reads]).toEqual([1, 2, 5, 7, 9]);
    expect([...summary.classOf]).toEqual([0, 0, 1, 2]);
    expect(summary.firsts.map(({ offset }) => offset)).toEqual([0, 2, 3]);
    expect(summary.firsts[0]!.page.key).toBe('k0');
    // Its own copy of the reads, not a view of the record's.
    expect(summary.firsts[0]!.page.reads.buffer.byteLength).toBe(8);
  });

  it('are kept beside their records, and one found damaged is removed and written again', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fernhill-cache-records-'));
    await save();
    const [record] = await readdir(path.join(dir, 'cache', 'batches'));
    const summaryFile = path.join(dir, 'cache', 'summaries', record!);
    const cache = await open();
    cache.release();
    expect(cache.manifest!.batches.summary(0)).toEqual(summarizeBatch(contents.batches[0]!));
    // Summaries are read without the records they stand for.
    expect(cache.manifest!.batches.decoded(0)).toBe(false);

    const before = await stat(summaryFile);
    await save();
    expect((await stat(summaryFile)).ino).toBe(before.ino);

    await writeFile(summaryFile, 'not a summary');
    const damaged = await open();
    damaged.release();
    expect(damaged.manifest!.batches.summary(0)).toBeUndefined();
    await expect(stat(summaryFile)).rejects.toThrow(/ENOENT/);
    await save();
    const healed = await open();
    healed.release();
    expect(healed.manifest!.batches.summary(0)).toEqual(summarizeBatch(contents.batches[0]!));
  });
});

describe('checks records', () => {
  it('hold the heads and links of a batch, read apart from its record', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fernhill-cache-records-'));
    await save();
    const cache = await open();
    cache.release();
    expect(readBatchChecks(cache, cache.manifest!.batches.get(0))).toEqual([homeChecks]);
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
    expect(() => readBatchChecks(cache, cache.manifest!.batches.get(0))).toThrow(
      BuildCacheUnusable,
    );
  });
});
