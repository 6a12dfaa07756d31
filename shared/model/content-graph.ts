import type { CollectionKey, EntryOf } from '../../content/schema/collections.ts';

/** An entry together with the module it came from (for error messages and cache keys). */
export interface Sourced<T> {
  data: T;
  /** Path relative to the project root, e.g. "content/work/shyft.ts". */
  file: string;
}

/**
 * The validated content of the whole site: the one site config, and the
 * entries of every other collection of content/schema/collections.ts
 * (`services: Sourced<Service>[]`, …), so a new collection is declared once.
 */
export type Content = { site: Sourced<EntryOf<'site'>> } & {
  [Key in Exclude<CollectionKey, 'site'>]: Sourced<EntryOf<Key>>[];
};

/**
 * Whether an entry's data is decoded each time it is read (a render thread's
 * large content modules, generator/content/content-parts.ts): what wraps such
 * an entry must not keep its data, or a render keeps every entry it read.
 */
export function decodedOnRead(entry: Sourced<unknown>): boolean {
  const own = Object.getOwnPropertyDescriptor(entry, 'data');
  return !own || own.get !== undefined;
}

/**
 * The value of its collection's id field, as an entry decoded on read knows
 * it without being decoded (from its module's record): an index by that
 * field (findEntry) is built from these, where it decoded every entry. A
 * registered symbol: the render threads make such entries in the generator's
 * bundle and index them in the renderer's, each with its own copy of this module.
 */
export const KNOWN_ID = Symbol.for('fernhill.content.known-id');

export interface KnownId {
  readonly [KNOWN_ID]?: { readonly field: string; readonly value: string };
}

type FieldIndex = Map<unknown, Sourced<unknown>>;

/** Where an indexed collection keeps its indexes, field by field (see indexCollections). */
const ENTRY_INDEXES = Symbol('entry indexes');

interface IndexedCollection {
  readonly [ENTRY_INDEXES]: Map<PropertyKey, FieldIndex>;
}

/**
 * Where a collection may say what a lookup by a field depends on. A search in
 * order reads the field of the entries it passes, and a tracker sees those
 * reads; an indexed lookup reads nothing, so the dependency tracking (which
 * sets this on the collections it tracks, generator/render/track-content.ts)
 * is told of each one instead. Without it, only the page that built an index
 * depended on the field, and an edit that gave another entry the value looked
 * up left the other pages as they were.
 */
export const LOOKUP_READS = Symbol('lookup reads');

export interface LookupReads {
  /** Records what a search in order for `value` by `field` depends on. */
  lookedUp(field: PropertyKey, value: unknown): void;
  /** Runs `read` without recording its reads: an index is built once for every later lookup. */
  unrecorded<T>(read: () => T): T;
}

interface ReportedLookups {
  readonly [LOOKUP_READS]?: LookupReads;
}

/**
 * The graph with every collection able to keep lookup indexes: on a site of
 * thousands of service areas a linear search per lookup makes the build
 * quadratic (every page looks up its own entry and the entries it links to;
 * commit 00290d0 measured it at 10,000 service areas).
 * The render session calls this once per loaded graph
 * (components/render-session.ts): a loaded graph never changes, and watch mode
 * loads a new one, in which only the collections an edit reached are new
 * arrays (`copies` keeps the others' indexes). Each collection is indexed by a
 * field on its first lookup by that field, while a page renders (watch mode
 * records which page read it).
 */
export function indexCollections(
  content: Content,
  /**
   * The indexed copies made before, by collection array: a collection the
   * content loader gives again unchanged (the same array: watch mode after an
   * edit elsewhere) keeps its copy and the indexes in it.
   */
  copies?: WeakMap<readonly Sourced<unknown>[], Sourced<unknown>[]>,
): Content {
  const indexed = (collection: readonly Sourced<unknown>[]) => {
    let copy = copies?.get(collection);
    if (!copy) {
      copy = Object.defineProperties([...collection], {
        [ENTRY_INDEXES]: { value: new Map<PropertyKey, FieldIndex>() },
        [LOOKUP_READS]: { value: (collection as ReportedLookups)[LOOKUP_READS] },
      });
      copies?.set(collection, copy);
    }
    return copy;
  };
  // Object.keys reads no collection: a lazy graph's getters run only when a collection is read.
  const collections = content as unknown as Record<string, Sourced<unknown>[]>;
  return lazyGraph(
    content.site,
    Object.keys(content),
    (key) => indexed(collections[key]!),
    (content as Partial<WithCollectionIds>)[COLLECTION_IDS],
  );
}

/**
 * A collection's entries by id, module by module, without the entries: what
 * the checks across a collection and the keys of a build read of it. The
 * content loader gives them for every collection (load-content.ts), so a
 * collection whose modules it took from its cache is decoded only when
 * something reads its entries.
 */
export interface CollectionIds {
  /** In collection order: each module's path (every entry's `file`) and its entries' ids (null: none). */
  modules: ReadonlyArray<{ file: string; ids: ReadonlyArray<string | null> }>;
}

const COLLECTION_IDS = Symbol('collection ids');

interface WithCollectionIds {
  readonly [COLLECTION_IDS]: ReadonlyMap<string, CollectionIds>;
}

/** The ids of a collection of `content`, when the graph was given them (lazyGraph). */
export function collectionIds(content: Content, key: string): CollectionIds | undefined {
  return (content as Partial<WithCollectionIds>)[COLLECTION_IDS]?.get(key);
}

/**
 * A graph of `site` and the collections `keys` names (in that order, after
 * the site; a "site" among them is skipped), each made by `collection(key)`
 * when it is first read and kept after. A render thread reads a collection's
 * records only once a page reads the collection (generator/content/
 * content-parts.ts): after a blog post's edit on a site of 10,000 service
 * areas, its 17 pages render without the areas' 16 MB record being decoded.
 */
export function lazyGraph(
  site: Content['site'],
  keys: readonly string[],
  collection: (key: string) => Sourced<unknown>[],
  /** The collections' ids as the loader knows them (collectionIds), kept with the graph. */
  ids?: ReadonlyMap<string, CollectionIds>,
): Content {
  const graph: Record<string, unknown> = { site };
  if (ids) Object.defineProperty(graph, COLLECTION_IDS, { value: ids });
  for (const key of keys) {
    if (key === 'site') continue;
    Object.defineProperty(graph, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = collection(key);
        Object.defineProperty(graph, key, { value, enumerable: true, writable: true });
        return value;
      },
    });
  }
  return graph as unknown as Content;
}

/**
 * The first entry of a collection whose `field` equals `value`: by the
 * collection's index where it has one (indexCollections), in order otherwise.
 */
export function findEntry<T, K extends keyof T>(
  collection: readonly Sourced<T>[],
  field: K,
  value: T[K] extends string ? string : T[K],
): Sourced<T> | undefined {
  const indexes = (collection as Partial<IndexedCollection>)[ENTRY_INDEXES];
  if (!indexes) return collection.find((entry) => entry.data[field] === value);
  const reads = (collection as ReportedLookups)[LOOKUP_READS];
  reads?.lookedUp(field, value);
  let index = indexes.get(field);
  if (!index) {
    const build = () => {
      const built: FieldIndex = new Map();
      for (const entry of collection) {
        const known = (entry as KnownId)[KNOWN_ID];
        const value = known?.field === field ? known.value : entry.data[field];
        if (!built.has(value)) built.set(value, entry);
      }
      return built;
    };
    index = reads ? reads.unrecorded(build) : build();
    indexes.set(field, index);
  }
  return index.get(value) as Sourced<T> | undefined;
}

/** Blog posts in publication order, newest first (slug breaks ties): the blog lists and the feeds. */
export function postsNewestFirst(content: Content): Content['posts'] {
  return [...content.posts].sort(
    (a, b) =>
      compareCodeUnits(b.data.date, a.data.date) || compareCodeUnits(a.data.slug, b.data.slug),
  );
}

/**
 * Two texts in the order of their UTF-16 code units. ISO dates, slugs and
 * locale codes (ASCII digits, letters and hyphens) sort so as `localeCompare`
 * sorts them, without the ICU collator it first sets up on each thread (10 to
 * 30 ms of a build's thread, and of each render thread).
 */
export const compareCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
