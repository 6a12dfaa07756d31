import { describe, expect, it } from 'vitest';
import {
  findEntry,
  indexCollections,
  type Content,
  type Sourced,
} from '../../shared/model/content-graph.ts';
import {
  ContentFields,
  fieldReads,
  type EntryFingerprints,
} from '../../generator/render/content-fields.ts';
import {
  entryOutline,
  trackContent,
  type DependencyKey,
} from '../../generator/render/track-content.ts';

/** A content graph with just enough entries; the tracker never looks at the schemas. */
function content(): Content {
  return {
    site: { data: { name: 'Fernhill', baseUrl: 'https://example.com' }, file: 'content/site.ts' },
    services: [
      { data: { slug: 'react', title: 'React', summary: 'UIs' }, file: 'content/services/all.ts' },
      { data: { slug: 'node', title: 'Node', summary: 'APIs' }, file: 'content/services/all.ts' },
    ],
    locations: [],
    caseStudies: [],
    posts: [
      {
        data: { slug: 'hello', title: 'Hello', body: [{ type: 'p', text: 'Hi' }] },
        file: 'content/blog/posts/hello.ts',
      },
    ],
    authors: [],
    categories: [],
    pages: [],
  } as unknown as Content;
}

describe('content dependency tracking', () => {
  it('records the top-level fields a page reads, deeper reads counting for their field', () => {
    const tracker = trackContent(content());
    const { result, dependencies } = tracker.page(() => {
      const post = tracker.content.posts.find((entry) => entry.data.slug === 'hello')!;
      return post.data.body[0];
    });
    expect(result).toEqual({ type: 'p', text: 'Hi' });
    expect(dependencies.sort()).toEqual(['posts/hello.body', 'posts/hello.slug']);
  });

  it('counts a lookup for the entries it passes, and a spread for every field', () => {
    const tracker = trackContent(content());
    const { dependencies } = tracker.page(() => {
      const node = tracker.content.services.find((entry) => entry.data.slug === 'node')!;
      return { ...node.data };
    });
    expect(dependencies.sort()).toEqual([
      'services/node.slug',
      'services/node.summary',
      'services/node.title',
      'services/react.slug',
    ]);
  });

  it('keeps reads outside a page and inside a footer apart from the page', () => {
    const tracker = trackContent(content());
    const siteName = tracker.content.site.data.name;
    const { dependencies } = tracker.page(() => {
      tracker.footer('de', () => tracker.content.services.map((entry) => entry.data.title));
      return tracker.content.posts[0]!.data.title;
    });
    expect(siteName).toBe('Fernhill');
    expect(dependencies).toEqual(['posts/hello.title']);
    expect(tracker.takeShared()).toEqual({
      everyPage: ['site/site.name'],
      footers: { de: ['services/react.title', 'services/node.title'] },
    });
    expect(tracker.takeShared()).toEqual({ everyPage: [], footers: {} });
  });

  it('counts the reads of chrome rendered during a page (the header) for every page, not for that page', () => {
    const tracker = trackContent(content());
    const { dependencies } = tracker.page(() => {
      const name = tracker.everyPage(() => tracker.content.site.data.name);
      return [name, tracker.content.posts[0]!.data.title];
    });
    expect(dependencies).toEqual(['posts/hello.title']);
    expect(tracker.takeShared().everyPage).toEqual(['site/site.name']);
  });

  it('tracks the next graph with the tracked copies of the entries and collections that stayed', () => {
    const first = content();
    const tracker = trackContent(first);
    const edited = { ...first.posts[0]!, data: { ...first.posts[0]!.data, title: 'Hello again' } };
    const next = { ...first, posts: [edited] } as Content;
    const again = tracker.over(next);

    // Compared as booleans: expect() would read the tracked entries it prints.
    expect(again.content.services === tracker.content.services).toBe(true);
    expect(again.content.site === tracker.content.site).toBe(true);
    expect(again.content.posts === tracker.content.posts).toBe(false);
    expect(again.content.posts[0] === tracker.content.posts[0]).toBe(false);
    // Reads through the copies kept and the new ones are recorded for the page, as before.
    const { result, dependencies } = again.page(() => [
      again.content.posts[0]!.data.title,
      again.content.services[1]!.data.title,
    ]);
    expect(result).toEqual(['Hello again', 'Node']);
    expect(dependencies.sort()).toEqual(['posts/hello.title', 'services/node.title']);
    // One tracker: what the first graph's copies read outside a page is still taken once.
    void tracker.content.site.data.name;
    expect(again.takeShared().everyPage).toEqual(['site/site.name']);
  });

  describe('a lookup through an index', () => {
    const withPages = (blogPage: string): Content =>
      ({
        ...content(),
        pages: ['about', 'blog', 'careers'].map((id) => ({
          data: { id, pageType: id === blogPage ? 'blog' : 'single', title: id },
          file: `content/pages/${id}.ts`,
        })),
      }) as unknown as Content;
    type Page = { id: string; pageType: string; title: string };
    /** Three pages of one renderer looking up by `field`; the first builds the index. */
    const threePages = (graph: Content, look: (content: Content) => unknown) => {
      const tracker = trackContent(graph);
      const indexed = indexCollections(tracker.content);
      return [1, 2, 3].map(() => tracker.page(() => look(indexed)).dependencies.sort());
    };

    it('depends, on every page, on the id looked up, found or not, and not on the ids the index holds', () => {
      let round = 0;
      const pages = threePages(content(), (graph) => {
        round += 1;
        const found = findEntry(graph.services, 'slug', round === 3 ? 'vue' : 'node');
        return (found as Sourced<{ title: string }> | undefined)?.data.title;
      });
      expect(pages).toEqual([
        ['services/node.slug', 'services/node.title'],
        ['services/node.slug', 'services/node.title'],
        ['services/vue.slug'],
      ]);
      // A service named "vue" coming is a change the third page read.
      const added = content();
      added.services.push({
        data: { slug: 'vue', title: 'Vue' },
        file: 'content/services/all.ts',
      } as never);
      const changed = ContentFields.of(added, undefined).changedSince(
        ContentFields.of(content(), undefined),
      );
      expect(pages[2]!.filter((key) => changed.has(key))).toEqual(['services/vue.slug']);
    });

    it('depends, on every page, on another field in every entry: an entry that comes to hold the value reaches the pages that looked it up', () => {
      const pages = threePages(
        withPages('blog'),
        (graph) =>
          (findEntry(graph.pages, 'pageType', 'blog') as Sourced<Page> | undefined)?.data.title,
      );
      const expected = [
        'pages/about.pageType',
        'pages/blog.pageType',
        'pages/blog.title',
        'pages/careers.pageType',
      ];
      expect(pages).toEqual([expected, expected, expected]);
      // Another page becomes the blog page: the second and third pages, which did not build the
      // index, read a field that changed.
      const changed = ContentFields.of(withPages('careers'), undefined).changedSince(
        ContentFields.of(withPages('blog'), undefined),
      );
      expect([...changed].sort()).toEqual(['pages/blog.pageType', 'pages/careers.pageType']);
      for (const dependencies of pages.slice(1))
        expect(dependencies.filter((key) => changed.has(key))).toContain('pages/careers.pageType');
    });
  });

  it('fingerprints fields so that a changed field, and only it, differs', () => {
    const before = content();
    const after = content();
    (after.services[1]!.data as { summary: string }).summary = 'Services and APIs';
    const [a, b] = [ContentFields.of(before, undefined), ContentFields.of(after, undefined)];
    expect([...b.changedSince(a)]).toEqual(['services/node.summary']);
    expect(b.get('services/node.summary')).not.toBe(a.get('services/node.summary'));
    expect(b.get('services/node.title')).toBe(a.get('services/node.title'));
    expect(b.get('services/go.title')).toBeUndefined();
    expect(b.version).not.toBe(a.version);
    expect(ContentFields.of(content(), undefined).version).toBe(a.version);
    expect(entryOutline(after)).toBe(entryOutline(before));
    // A loaded graph never changes: the loader gives a reordered collection as a new array.
    const reordered = { ...after, services: [...after.services].reverse() };
    expect(entryOutline(reordered)).not.toBe(entryOutline(before));
    expect(entryOutline(after)).toBe(entryOutline(before));
  });

  it('builds on the last fingerprints: entries it knows are not hashed again, and entries that came or went count', () => {
    const first = content();
    const known: EntryFingerprints = new WeakMap();
    const a = ContentFields.of(first, undefined, known);
    // The loader keeps unchanged modules' entry objects: a new graph with one new post entry.
    const post = {
      data: { slug: 'hello', title: 'Hello again', body: [] },
      file: 'content/blog/posts/hello.ts',
    };
    const second = { ...first, posts: [post] } as unknown as Content;
    const b = ContentFields.of(second, a, known);
    expect([...b.changedSince(a)].sort()).toEqual(['posts/hello.body', 'posts/hello.title']);
    expect(b.changedSince(b).size).toBe(0);
    const third = {
      ...second,
      services: [second.services[0]!],
      posts: [post, { data: { slug: 'new', title: 'New' }, file: 'content/blog/posts/new.ts' }],
    } as unknown as Content;
    const c = ContentFields.of(third, b, known);
    expect([...c.changedSince(b)].sort()).toEqual([
      'posts/new.slug',
      'posts/new.title',
      'services/node.slug',
      'services/node.summary',
      'services/node.title',
    ]);
    expect(c.get('site/content/site.ts.name')).toBe(a.get('site/content/site.ts.name'));
  });

  it("takes a stored build's collections whose modules have the same versions, and hashes the others again", () => {
    const versions = new Map([
      ['content/site.ts', 'v1'],
      ['content/services/all.ts', 'v1'],
      ['content/blog/posts/hello.ts', 'v1'],
    ]);
    // As a build cache keeps them: the digests together, each collection's entries apart.
    const first = ContentFields.of(content(), undefined, new WeakMap(), versions);
    const kept = new Map([...first.newEntries()].map((c) => [`${c.key} ${c.digest}`, c.entries]));
    const read: string[] = [];
    const stored = ContentFields.fromStored(first.toStored(), ({ key, digest }) => {
      read.push(key);
      return kept.get(`${key} ${digest}`)!;
    });
    // A new process: new entry objects, one post edited and its module's version moved with it.
    const next = content();
    (next.posts[0]!.data as { title: string }).title = 'Hello again';
    const known: EntryFingerprints = new WeakMap();
    const fields = ContentFields.of(
      next,
      stored,
      known,
      new Map([...versions, ['content/blog/posts/hello.ts', 'v2']]),
    );
    expect([...fields.changedSince(stored)]).toEqual(['posts/hello.title']);
    // Only the edited collection's entries were read back: the others were taken by their basis.
    expect(read).toEqual(['posts']);
    expect([...fields.newEntries()].map((c) => c.key)).toEqual(['posts']);
    // Only the post's entries were hashed: the services' came from the stored build.
    expect(known.has(next.posts[0]!)).toBe(true);
    expect(known.has(next.services[0]!)).toBe(false);
    expect(fields.version).toBe(ContentFields.of(next, undefined).version);
    // The collections taken from the stored build are looked up, and kept again, as hashed anew.
    const fresh = ContentFields.of(
      next,
      undefined,
      new WeakMap(),
      new Map([...versions, ['content/blog/posts/hello.ts', 'v2']]),
    );
    expect(fields.toStored()).toEqual(fresh.toStored());
    const serviceTitle = [...fresh.changedSince(ContentFields.none)].find((key) =>
      key.startsWith('services/'),
    )!;
    expect(fields.get(serviceTitle)).toBe(fresh.get(serviceTitle));
    expect(fields.get(serviceTitle)).toMatch(/^[0-9a-z]{16}$/);
    // A module without a version (or one of another version) has its entries hashed.
    const unversioned: EntryFingerprints = new WeakMap();
    const again = content();
    ContentFields.of(again, stored, unversioned, new Map());
    expect(unversioned.has(again.services[0]!)).toBe(true);
  });

  it('hashes the values of read fields by collection, and keeps each part with its collection (a build cache too)', () => {
    const versions = new Map([
      ['content/site.ts', 'v1'],
      ['content/services/all.ts', 'v1'],
      ['content/blog/posts/hello.ts', 'v1'],
    ]);
    const reads = fieldReads([
      'services/react.slug',
      'posts/hello.slug',
      'services/node.slug',
    ] as DependencyKey[]);
    expect(reads.map(({ collection, keys }) => [collection, keys])).toEqual([
      ['services', ['services/react.slug', 'services/node.slug']],
      ['posts', ['posts/hello.slug']],
    ]);
    const first = ContentFields.of(content(), undefined, new WeakMap(), versions);
    const hash = first.valuesOf(reads);
    expect(hash).toMatch(/^[0-9a-z]{16}$/);

    // Kept: the parts worked out go with the digests, and the entries are not read for them again.
    const kept = new Map([...first.newEntries()].map((c) => [`${c.key} ${c.digest}`, c.entries]));
    const read: string[] = [];
    const stored = ContentFields.fromStored(
      JSON.parse(JSON.stringify(first.toStored())) as ReturnType<ContentFields['toStored']>,
      ({ key, digest }) => {
        read.push(key);
        return kept.get(`${key} ${digest}`)!;
      },
    );
    expect(stored.valuesOf(reads)).toBe(hash);
    expect(read).toEqual([]);

    // A post's title edited: its collection's part is worked out again, to the same hash.
    const retitled = content();
    (retitled.posts[0]!.data as { title: string }).title = 'Hello again';
    const next = new Map([...versions, ['content/blog/posts/hello.ts', 'v2']]);
    const afterTitle = ContentFields.of(retitled, stored, new WeakMap(), next);
    expect(afterTitle.valuesOf(reads)).toBe(hash);
    expect(read).toEqual([]);
    // A read field edited: another hash, whether worked out anew or from the stored build.
    const moved = content();
    (moved.services[1]!.data as { slug: string }).slug = 'nodejs';
    const other = new Map([...versions, ['content/services/all.ts', 'v2']]);
    const afterSlug = ContentFields.of(moved, stored, new WeakMap(), other).valuesOf(reads);
    expect(afterSlug).not.toBe(hash);
    expect(ContentFields.of(moved, undefined).valuesOf(reads)).toBe(afterSlug);
    expect(ContentFields.of(retitled, undefined).valuesOf(reads)).toBe(hash);
  });
});
