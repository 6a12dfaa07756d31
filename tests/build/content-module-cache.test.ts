import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentHash } from '../../generator/assets/hash.ts';
import {
  contentFromParts,
  readEveryCollection,
  type ContentParts,
} from '../../generator/content/content-parts.ts';
import { createContentLoader } from '../../generator/content/load-content.ts';
import { decodeModuleRecord, encodeModuleRecord } from '../../generator/content/module-record.ts';
import { formatBuildError } from '../../generator/errors/build-error.ts';
import { FileFingerprints } from '../../generator/graph/file-fingerprints.ts';
import { trackContent } from '../../generator/render/track-content.ts';
import { findEntry, indexCollections, type Content } from '../../shared/model/content-graph.ts';
import { copyProject, editFile } from '../support/project-copy.ts';

/**
 * Validated content modules kept across builds (issue 22 item 1): a loader in
 * a new process takes a module from the cache while its sources are as they
 * were, and bundles and validates it again once one changed. A record is
 * told apart from a fresh load by editing it: only a record that is used
 * shows the edit.
 */
let project: Awaited<ReturnType<typeof copyProject>>;
const POST = 'content/blog/posts/estimating-fixed-scope-mvps.ts';
const TITLE = 'How we estimate fixed-scope MVPs without lying to ourselves';
const cacheDir = () => path.join(project.root, 'module-cache');

async function load(read = true): Promise<Content> {
  return (await loadWithParts(read)).content;
}

/** A load, with the graph as the module cache's records a render thread reads (content-parts.ts). */
async function loadWithParts(read = true): Promise<{ content: Content; parts?: ContentParts }> {
  // As a build in a new process: its own file fingerprints.
  const files = new FileFingerprints(project.root);
  const loader = createContentLoader(project.root, {
    moduleCache: { dir: cacheDir(), read, hashOf: (file) => files.hash(file) },
  });
  try {
    const content = await loader.load();
    const parts = loader.contentParts();
    return { content, ...(parts ? { parts } : {}) };
  } finally {
    loader.dispose();
  }
}

function postTitle(content: Content): string | undefined {
  const post = content.posts.find((entry) => entry.file === POST);
  return (post?.data.title as { en: string } | undefined)?.en;
}

/** Rewrites the post's record with another title, as no load would have written it. */
async function tamperWithRecord(title: string): Promise<void> {
  const file = path.join(cacheDir(), `${contentHash(path.join(project.root, POST), 16)}.v8`);
  const { head, entries } = decodeModuleRecord(await readFile(file));
  const tampered = entries() as Array<{ data: { title: { en: string } }; file: string }>;
  tampered[0]!.data.title.en = title;
  await writeFile(file, encodeModuleRecord(head, tampered));
}

const editPost = (from: string, to: string) => editFile(project.root, POST, from, to);

beforeAll(async () => {
  project = await copyProject();
});
afterAll(() => project?.remove());

describe('the content module cache', () => {
  it('keeps every valid module, and a new loader loads the same content from it', async () => {
    const fresh = await load();
    expect(postTitle(fresh)).toBe(TITLE);
    expect((await readdir(cacheDir())).length).toBeGreaterThan(20);
    const restored = await load();
    expect(JSON.stringify(restored)).toBe(JSON.stringify(fresh));
  });

  it('takes a module from its record while its sources are unchanged, and not once one changed', async () => {
    await tamperWithRecord('A title only the record has');
    expect(postTitle(await load())).toBe('A title only the record has');
    // A cold build (--no-cache) reads no record.
    expect(postTitle(await load(false))).toBe(TITLE);

    await tamperWithRecord('A title only the record has');
    await editPost(TITLE, 'How we estimate fixed-scope MVPs honestly');
    expect(postTitle(await load())).toBe('How we estimate fixed-scope MVPs honestly');
  });

  it('validates an edited module again: an invalid edit still stops the load at file:line:col', async () => {
    await load();
    await editPost("date: '", "date: 'not a date ");
    try {
      const failure = await load().then(
        () => undefined,
        (error: unknown) => formatBuildError(error),
      );
      expect(failure).toMatch(/estimating-fixed-scope-mvps\.ts:15:\d+ › .* › date/);
    } finally {
      await editPost("date: 'not a date ", "date: '");
    }
    await load();
  });

  it('names the records a render thread reads the same graph from, edited modules included', async () => {
    const sameGraph = (content: Content, parts: ContentParts | undefined) => {
      const read = contentFromParts(parts!);
      // The site first, as the content step indexes the graph (indexCollections), then every collection.
      const { site, ...collections } = content;
      expect(Object.keys(read)).toEqual(['site', ...Object.keys(collections)]);
      expect(JSON.stringify(read)).toBe(JSON.stringify({ site, ...collections }));
      return read;
    };
    // Every module validated now (a cold build), then every module taken from its record.
    const cold = await loadWithParts(false);
    sameGraph(cold.content, cold.parts);
    const restored = await loadWithParts();
    expect(restored.parts).toEqual(cold.parts);
    sameGraph(restored.content, restored.parts);

    // (The tests before left the post with another title.)
    const title = postTitle(cold.content)!;
    await editPost(title, 'Fixed-scope MVPs, estimated honestly');
    try {
      const edited = await loadWithParts();
      expect(postTitle(sameGraph(edited.content, edited.parts))).toBe(
        'Fixed-scope MVPs, estimated honestly',
      );
      // A record another process rewrote since is not read as this build's.
      const post = edited
        .parts!.collections.flatMap(({ modules }) => modules)
        .find((part) =>
          part.file.endsWith(`${contentHash(path.join(project.root, POST), 16)}.v8`),
        )!;
      const { head, entries } = decodeModuleRecord(await readFile(post.file));
      await writeFile(
        post.file,
        encodeModuleRecord({ ...head, hash: 'another-bundle' }, entries()),
      );
      // Found when the posts are read (a graph's collections are read when first read).
      const rewritten = contentFromParts(edited.parts!);
      expect(() => rewritten.posts).toThrow(/is not the module the build validated/);
      expect(() => readEveryCollection(contentFromParts(edited.parts!))).toThrow(
        /is not the module the build validated/,
      );
    } finally {
      await editPost('Fixed-scope MVPs, estimated honestly', title);
    }
  });

  it("reads a collection's records only once the collection is read, through the renderer's tracked and indexed copies", async () => {
    const { content, parts } = await loadWithParts();
    const servicesRecords = parts!.collections.find(({ key }) => key === 'services')!.modules;
    expect(servicesRecords.length).toBeGreaterThan(0);
    // Without the services' records, a graph that reads them fails: one that does not, renders.
    const gone = {
      ...parts!,
      collections: parts!.collections.map((collection) =>
        collection.key === 'services'
          ? {
              ...collection,
              modules: collection.modules.map((module) => ({
                ...module,
                file: `${module.file}.gone`,
              })),
            }
          : collection,
      ),
    };
    const graph = indexCollections(trackContent(contentFromParts(gone)).content);
    const post = findEntry(graph.posts, 'slug', 'estimating-fixed-scope-mvps');
    expect(post?.data.title).toEqual(
      content.posts.find((entry) => entry.file === POST)!.data.title,
    );
    expect(graph.site.data.name).toBe(content.site.data.name);
    expect(() => graph.services).toThrow(/ENOENT/);
    // Read once: the indexed copy is the same array at every read.
    expect(graph.posts).toBe(graph.posts);
  });

  it("decodes a module's entries only when they are read: a load checks a record's ids and references without them", async () => {
    await load();
    const cities = path.join(
      cacheDir(),
      `${contentHash(path.join(project.root, 'content/locations/cities.ts'), 16)}.v8`,
    );
    const intact = await readFile(cities);
    const { head } = decodeModuleRecord(intact);
    // The head as it was, the entries before it unreadable (its table says there are none).
    await writeFile(
      cities,
      Buffer.concat([Buffer.from('not entries'), encodeModuleRecord(head, [])]),
    );
    try {
      const content = await load();
      expect(postTitle(content)).toBeDefined();
      expect(() => content.locations).toThrow();
    } finally {
      await writeFile(cities, intact);
    }
  });

  it('finds duplicate ids and broken references across modules it took from records and modules it loaded again', async () => {
    await load();
    const reportOf = () =>
      load().then(
        () => '',
        (error: unknown) => formatBuildError(error),
      );
    // A state renamed: the cities (taken from their record) that name it as nearby are reported.
    await editFile(
      project.root,
      'content/locations/states.ts',
      "slug: 'california'",
      "slug: 'cali'",
    );
    try {
      expect(await reportOf()).toMatch(
        /content\/locations\/cities\.ts:\d+:\d+ › service area "[a-z-]+" › nearby\[\d\]: .*california/,
      );
    } finally {
      await editFile(
        project.root,
        'content/locations/states.ts',
        "slug: 'cali'",
        "slug: 'california'",
      );
    }
    // A post given another's slug: both places are named, the other taken from its record.
    const other = 'content/blog/posts/flutter-vs-react-native-2026.ts';
    await editPost("slug: 'estimating-fixed-scope-mvps'", "slug: 'flutter-vs-react-native-2026'");
    try {
      const report = await reportOf();
      expect(report).toContain('flutter-vs-react-native-2026');
      expect(report).toContain(POST);
      expect(report).toContain(other);
    } finally {
      await editPost("slug: 'flutter-vs-react-native-2026'", "slug: 'estimating-fixed-scope-mvps'");
    }
    await load();
  });

  it('takes no record after the schema changed', async () => {
    await load();
    await tamperWithRecord('A title only the record has');
    const schema = path.join(project.root, 'content/schema/collections.ts');
    await writeFile(schema, `${await readFile(schema, 'utf8')}\n// a rule changed\n`);
    expect(postTitle(await load())).toBe('How we estimate fixed-scope MVPs honestly');
  });
});
