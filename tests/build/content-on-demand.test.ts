import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import {
  contentFromParts,
  READ_ON_DEMAND_BYTES,
  type ContentParts,
} from '../../generator/content/content-parts.ts';
import { createContentLoader } from '../../generator/content/load-content.ts';
import { FileFingerprints } from '../../generator/graph/file-fingerprints.ts';
import { trackContent } from '../../generator/render/track-content.ts';
import {
  decodedOnRead,
  findEntry,
  indexCollections,
  type Content,
  type Sourced,
} from '../../shared/model/content-graph.ts';
import { syntheticLocation } from '../../tools/bench/synthetic-site.ts';
import { copyProject, editFile } from '../support/project-copy.ts';
import { filesOf } from '../support/site-files.ts';
import { collectGarbage } from '../support/collect-garbage.ts';

/**
 * A render thread reads a large content module an entry at a time, from its
 * record, when a page reads the entry, and keeps none of them (issue 22 item
 * 3: at +100,000 pages each thread held 217 MiB of service areas). A project
 * copy gets a generated module of service areas past READ_ON_DEMAND_BYTES, as
 * the benchmark's are.
 */
const AREAS = 300;
const SYNTHETIC = 'content/locations/synthetic.ts';
let project: Awaited<ReturnType<typeof copyProject>>;

beforeAll(async () => {
  project = await copyProject();
  const areas = Array.from({ length: AREAS }, (_, index) => syntheticLocation(index));
  await writeFile(
    path.join(project.root, SYNTHETIC),
    `export default ${JSON.stringify(areas, null, 1)};\n`,
  );
});
afterAll(() => project?.remove());

/**
 * A load with the module cache (a fresh one, unless `restore`: the records the last load wrote),
 * and the records a render thread reads.
 */
async function loadWithParts(restore = false): Promise<{ content: Content; parts: ContentParts }> {
  const files = new FileFingerprints(project.root);
  const dir = path.join(project.root, 'module-cache');
  if (!restore) await rm(dir, { recursive: true, force: true });
  const loader = createContentLoader(project.root, {
    moduleCache: { dir, read: restore, hashOf: (file) => files.hash(file) },
  });
  try {
    const content = await loader.load();
    return { content, parts: loader.contentParts()! };
  } finally {
    loader.dispose();
  }
}

const syntheticEntries = (locations: readonly Sourced<unknown>[]) =>
  locations.filter((entry) => entry.file === SYNTHETIC);

/**
 * Whether `target` is collected once the collector has run a few times, each
 * after the job that made the WeakRef (V8 keeps a WeakRef's target until then).
 */
async function collected(target: WeakRef<object>): Promise<boolean> {
  for (let round = 0; round < 5 && target.deref() !== undefined; round++) {
    await sleep(10);
    collectGarbage();
  }
  return target.deref() === undefined;
}

describe('content read on demand', () => {
  it("reads a large module's entries when they are read, the same as loaded, and small modules whole", async () => {
    const { content, parts } = await loadWithParts();
    // The loader too holds the module as its record once it wrote it.
    expect(content.locations.filter(decodedOnRead)).toHaveLength(AREAS);
    expect(content.posts.some(decodedOnRead)).toBe(false);
    const locations = parts.collections.find(({ key }) => key === 'locations')!.modules;
    const large = locations.filter((part) => part.bytes >= READ_ON_DEMAND_BYTES);
    expect(large).toHaveLength(1);
    expect(locations.length).toBeGreaterThan(1);

    const read = contentFromParts(parts);
    const onDemand = read.locations.filter(decodedOnRead);
    expect(onDemand).toHaveLength(AREAS);
    expect(syntheticEntries(read.locations)).toEqual(onDemand);
    expect(read.posts.some(decodedOnRead)).toBe(false);
    expect(JSON.stringify(read)).toBe(JSON.stringify(content));

    // A loader that takes the modules from their records holds the large one so as well.
    const restored = await loadWithParts(true);
    expect(restored.content.locations.filter(decodedOnRead)).toHaveLength(AREAS);
    expect(JSON.stringify(restored.content)).toBe(JSON.stringify(content));
  });

  it('keeps no entry it decoded once more have been read since, through the renderer’s tracked and indexed copies', async () => {
    const { parts } = await loadWithParts();
    const tracker = trackContent(contentFromParts(parts));
    const graph = indexCollections(tracker.content);
    const first = findEntry(graph.locations, 'slug', 'cedar-falls-00001')!;
    const read = tracker.page(() => first.data.name);
    expect(read.result).toEqual(syntheticLocation(0).name);
    expect(read.dependencies).toEqual(['locations/cedar-falls-00001.name']);
    const held = new WeakRef(first.data);
    // Read again while it is among the last read: the same object.
    expect(first.data).toBe(held.deref());
    for (let index = 1; index < 40; index++)
      expect(findEntry(graph.locations, 'slug', syntheticLocation(index).slug)!.data.slug).toBe(
        syntheticLocation(index).slug,
      );
    expect(await collected(held)).toBe(true);
    // Read again: decoded again, and its reads recorded as before.
    expect(tracker.page(() => first.data.name).dependencies).toEqual([
      'locations/cedar-falls-00001.name',
    ]);
  });

  it('records the same reads as the graph the loader gave', async () => {
    const { content, parts } = await loadWithParts();
    const readsOf = (graph: Content) => {
      const tracker = trackContent(graph);
      const indexed = indexCollections(tracker.content);
      return tracker.page(() => {
        const area = findEntry(indexed.locations, 'slug', 'cedar-falls-00002')!.data;
        const nearby = area.nearby.map((slug) => findEntry(indexed.locations, 'slug', slug)?.data);
        const cities = indexed.locations.flatMap(({ data }) =>
          data.kind === 'city' ? [data.slug] : [],
        );
        return { intro: area.intro, nearby: nearby.map((entry) => entry?.name), cities };
      });
    };
    const loaded = readsOf(content);
    const onDemand = readsOf(contentFromParts(parts));
    expect(onDemand.result).toEqual(loaded.result);
    expect(onDemand.result.cities).toHaveLength(AREAS + 29);
    expect([...onDemand.dependencies].sort()).toEqual([...loaded.dependencies].sort());
  });

  it('builds the site byte for byte with the cache and without one, whose records go with the build, before and after an edit', async () => {
    const outDir = (name: string) => path.join(project.root, name);
    const cacheDir = path.join(project.root, 'build-cache');
    const loaderFolder = path.join(project.root, '.cache', 'content');
    const buildFolder = path.join(project.root, '.cache', 'build');
    // Without a cache the build writes the modules' records for itself alone, in its own folder (site-graph.ts).
    const whole = async () => {
      const result = await build({ root: project.root, sink: 'disk', outDir: outDir('whole') });
      expect(result.content.locations.filter(decodedOnRead)).toHaveLength(AREAS);
      expect(await readdir(loaderFolder).catch(() => [])).toEqual([]);
      expect(await readdir(buildFolder).catch(() => [])).toEqual([]);
      return filesOf(outDir('whole'));
    };
    const fromRecords = async (cache: 'use' | 'fresh') => {
      await build({ root: project.root, sink: 'disk', outDir: outDir('dist'), cache, cacheDir });
      return filesOf(outDir('dist'));
    };
    const expectSame = (expected: Map<string, Buffer>, actual: Map<string, Buffer>) => {
      expect([...actual.keys()]).toEqual([...expected.keys()]);
      const differing = [...expected].filter(([name, bytes]) => !actual.get(name)!.equals(bytes));
      expect(differing.map(([name]) => name)).toEqual([]);
    };
    const cold = await whole();
    expect(cold.has('services/custom-software-company-cedar-falls-00300/index.html')).toBe(true);
    expect(cold.get('de/service-areas/cities/index.html')!.toString()).toContain(
      'Cedar Falls 00300',
    );
    expectSame(cold, await fromRecords('fresh'));

    // One generated area renamed: a build with the cache renders the pages that read it.
    await editFile(project.root, SYNTHETIC, '"Cedar Falls 00150"', '"Cedar Grove 00150"');
    const edited = await fromRecords('use');
    expect(
      edited.get('services/custom-software-company-cedar-falls-00150/index.html')!.toString(),
    ).toContain('Cedar Grove 00150');
    expectSame(await whole(), edited);
  }, 300_000);
});
